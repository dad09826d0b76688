import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireUser } from "~/auth.server";
import { refusalAsFormReply, refusalAsPage } from "~/errors.server";
import { ProfileSchema, parseWithZod } from "~/form-validation.server";
import { PROFILE_MESSAGES } from "~/schemas/profile-messages";
import { getOwnProfileValues, updateOwnProfile } from "~/services/profile.server";
import { redirectWithToast } from "~/toast.server";
import { readFormData } from "~/utils/form.server";
import { lazyForm } from "~/utils/lazy-form";

// The form's code comes after the page's (issue 25, `lazyForm`).
const { Form: EditProfileForm, clientLoader } = lazyForm(() => import("~/components/profile/edit-profile-form"), "EditProfileForm");
export { clientLoader };

/**
 * The Edit Profile dialog (spec 1): a child of the Profile tab, a <dialog> with
 * JavaScript and a page without. The same schema as `PATCH /api/profile`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const values = await refusalAsPage(() => getOwnProfileValues(user));
  return json({ values, loginEmail: user.email });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await readFormData(request), { schema: ProfileSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsFormReply(
    submission,
    async () => {
      await updateOwnProfile(user, submission.value);
      return redirectWithToast("/profile", { title: PROFILE_MESSAGES.updated, description: "Your profile has been saved." });
    },
    { unexpected: PROFILE_MESSAGES.updateFailed },
  );
}

export default function EditProfile() {
  const { values, loginEmail } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <RouteDialog title="Edit Profile" closeTo="/profile" wide>
      <EditProfileForm values={values} loginEmail={loginEmail} lastResult={lastResult} />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Edit Profile | HR Portal" }];
