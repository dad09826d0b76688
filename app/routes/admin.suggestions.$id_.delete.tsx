import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsPage, refusalAsToast } from "~/errors.server";
import { SUGGESTION_MESSAGES } from "~/schemas/suggestions";
import { deleteSuggestion, getSuggestionForHr } from "~/services/suggestions.server";
import { redirectWithToast } from "~/toast.server";
import { adminSuggestionId, adminSuggestionsUrl } from "./admin.suggestions.server";

/** Delete a suggestion (spec 2): 'Are you sure you want to delete this suggestion?', then the POST deletes. */
export const handle: RouteHandle = { tab: "suggestions" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const id = adminSuggestionId(params.id);
  const suggestion = await refusalAsPage(() => getSuggestionForHr(id));
  return json({ title: suggestion.title, back: adminSuggestionsUrl(request) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const id = adminSuggestionId(params.id);
  const back = adminSuggestionsUrl(request);
  return refusalAsToast(back, SUGGESTION_MESSAGES.deleteFailedTitle, async () => {
    await deleteSuggestion(requestOrigin(request), hr, id);
    return redirectWithToast(back, { title: SUGGESTION_MESSAGES.deleted });
  });
}

export default function DeleteSuggestion() {
  const { title, back } = useLoaderData<typeof loader>();
  return (
    <RouteDialog title="Delete Suggestion" closeTo={back}>
      <p className="text-sm">{SUGGESTION_MESSAGES.deleteConfirm}</p>
      <p className="mt-1 text-sm font-medium">{title}</p>
      <Form method="post" className="mt-4 flex justify-end gap-2">
        <Link to={back} className="btn-secondary">
          Cancel
        </Link>
        <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800">
          Delete
        </button>
      </Form>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Delete Suggestion | HR Admin" }];
