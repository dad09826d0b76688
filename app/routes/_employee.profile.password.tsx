import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireUser } from "~/auth.server";
import { refusalAsFormReply } from "~/errors.server";
import { ChangePasswordSchema, getZodConstraint, parseWithZod } from "~/form-validation.server";
import { CHANGE_PASSWORD_MESSAGES } from "~/schemas/auth-messages";
import { changeOwnPassword } from "~/services/accounts/account.server";
import { redirectWithToast } from "~/toast.server";
import { readFormData } from "~/utils/form.server";
import { lazyForm } from "~/utils/lazy-form";

/**
 * The in-portal Reset Password dialog (spec 1): the signed-in user changes their own
 * password. The spec's email field is the signed-in address, shown read-only; the current
 * password is asked as well (docs/decisions.md, "Password resets"). A child of the Profile
 * tab: a <dialog> with JavaScript, a page without.
 */
const HIDDEN = ["currentPassword", "newPassword", "confirmPassword"];

// The form's code comes after the page's (issue 25, `lazyForm`).
const { Form: OwnPasswordForm, clientLoader } = lazyForm(() => import("~/components/profile/own-password-form"), "OwnPasswordForm");
export { clientLoader };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ email: user.email, constraint: getZodConstraint(ChangePasswordSchema) });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await readFormData(request), { schema: ChangePasswordSchema });
  if (submission.status !== "success") return json(submission.reply({ hideFields: HIDDEN }), { status: 400 });
  return refusalAsFormReply(
    submission,
    async () => {
      await changeOwnPassword(requestOrigin(request), user, submission.value);
      return redirectWithToast("/profile", {
        title: "Password Reset Successful",
        description: "Your password has been changed. You were signed out on every other device and your API tokens were revoked.",
      });
    },
    { repeatFieldErrors: false, unexpected: CHANGE_PASSWORD_MESSAGES.failed, hideFields: HIDDEN },
  );
}

export default function ResetOwnPassword() {
  const { email, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <RouteDialog title="Reset Password" closeTo="/profile">
      <OwnPasswordForm email={email} constraint={constraint} lastResult={lastResult} />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Reset Password | HR Portal" }];
