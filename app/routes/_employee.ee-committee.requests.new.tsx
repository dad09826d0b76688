import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireUser } from "~/auth.server";
import { refusalAsFormReply } from "~/errors.server";
import { EeRequestSchema, getZodConstraint, parseWithZod } from "~/form-validation.server";
import { EE_MESSAGES } from "~/schemas/equity-messages";
import { submitEeRequest } from "~/services/equity/committee.server";
import { redirectWithToast } from "~/toast.server";
import { readFormData } from "~/utils/form.server";
import { lazyForm } from "~/utils/lazy-form";

// The form's code comes after the page's (issue 25, `lazyForm`).
const { Form: EeRequestForm, clientLoader } = lazyForm(() => import("~/components/equity/ee-request-form"), "EeRequestForm");
export { clientLoader };

/** Submit EE Request (spec 2): any signed-in person; it starts pending and shows in their list. */
export const handle: RouteHandle = { tab: "ee-committee" };

const BACK = "/ee-committee/requests";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return json({ constraint: getZodConstraint(EeRequestSchema) });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await readFormData(request), { schema: EeRequestSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsFormReply(
    submission,
    async () => {
      await submitEeRequest(user, submission.value);
      return redirectWithToast(BACK, {
        title: EE_MESSAGES.requestSubmitted,
        description: "The committee will look at it at its next meeting.",
      });
    },
    { unexpected: EE_MESSAGES.failedRequest },
  );
}

export default function NewEeRequest() {
  const { constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <RouteDialog title="Submit EE Request" closeTo={BACK}>
      <EeRequestForm lastResult={lastResult} constraint={constraint} cancelTo={BACK} />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Submit EE Request | HR Portal" }];
