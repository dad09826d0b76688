import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { SuggestionUpdateForm } from "~/components/suggestions/suggestion-form";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsFormReply, refusalAsPage } from "~/errors.server";
import { SUGGESTION_MESSAGES, SuggestionUpdateSchema } from "~/schemas/suggestions";
import { getSuggestionForHr, updateSuggestion } from "~/services/suggestions.server";
import { redirectWithToast } from "~/toast.server";
import { readFormData } from "~/utils/form.server";
import { adminSuggestionId, adminSuggestionsUrl } from "./admin.suggestions.server";

/** The update dialog (spec 2): any status, optional notes. */
export const handle: RouteHandle = { tab: "suggestions" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const id = adminSuggestionId(params.id);
  const suggestion = await refusalAsPage(() => getSuggestionForHr(id));
  return json({ title: suggestion.title, status: suggestion.status, back: adminSuggestionsUrl(request) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const id = adminSuggestionId(params.id);
  const submission = parseWithZod(await readFormData(request), { schema: SuggestionUpdateSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsFormReply(
    submission,
    async () => {
      const suggestion = await updateSuggestion(hr, id, submission.value);
      return redirectWithToast(adminSuggestionsUrl(request), {
        title: SUGGESTION_MESSAGES.updated,
        description: `"${suggestion.title}" is now ${suggestion.statusLabel}.`,
      });
    },
    { unexpected: SUGGESTION_MESSAGES.updateFailed },
  );
}

export default function UpdateSuggestion() {
  const { title, status, back } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <RouteDialog title={`Update: ${title}`} closeTo={back}>
      <SuggestionUpdateForm lastResult={lastResult} status={status} cancelTo={back} />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Update Suggestion | HR Admin" }];
