import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireUser } from "~/auth.server";
import { refusalAsFormReply } from "~/errors.server";
import { SuggestionSchema, parseWithZod } from "~/form-validation.server";
import { SUGGESTION_MESSAGES } from "~/schemas/suggestion-messages";
import { submitSuggestion } from "~/services/suggestions.server";
import { redirectWithToast } from "~/toast.server";
import { readFormData } from "~/utils/form.server";
import { lazyForm } from "~/utils/lazy-form";

// The form's code comes after the page's (issue 25, `lazyForm`).
const { Form: SuggestionForm, clientLoader } = lazyForm(() => import("~/components/suggestions/suggestion-form"), "SuggestionForm");
export { clientLoader };

/** New Suggestion (spec 1): a dialog over My Suggestions with JavaScript, a page without. */
export const handle: RouteHandle = { tab: "suggestions" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return json({});
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await readFormData(request), { schema: SuggestionSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsFormReply(
    submission,
    async () => {
      await submitSuggestion(user, submission.value);
      return redirectWithToast("/suggestions", {
        title: SUGGESTION_MESSAGES.submitted,
        description: SUGGESTION_MESSAGES.submittedDescription,
      });
    },
    { unexpected: SUGGESTION_MESSAGES.submitFailed },
  );
}

export default function NewSuggestion() {
  const lastResult = useActionData<typeof action>();
  return (
    <RouteDialog title="New Suggestion" closeTo="/suggestions">
      <SuggestionForm lastResult={lastResult} cancelTo="/suggestions" />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "New Suggestion | HR Portal" }];
