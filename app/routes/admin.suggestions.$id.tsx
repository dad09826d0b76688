import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { SuggestionDetails, SuggestionStatusBadge } from "~/components/suggestions/suggestion-parts";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsPage } from "~/errors.server";
import { getSuggestionForHr } from "~/services/suggestions.server";
import { adminSuggestionId, adminSuggestionsUrl } from "./admin.suggestions.server";

/** The details dialog of a suggestion (spec 2). */
export const handle: RouteHandle = { tab: "suggestions" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const id = adminSuggestionId(params.id);
  const suggestion = await refusalAsPage(() => getSuggestionForHr(id));
  return json(
    { suggestion, back: adminSuggestionsUrl(request), search: new URL(request.url).search },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function SuggestionDialog() {
  const { suggestion, back, search } = useLoaderData<typeof loader>();
  return (
    <RouteDialog title={suggestion.title} closeTo={back}>
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <SuggestionStatusBadge status={suggestion.status} label={suggestion.statusLabel} />
          <span className="text-sm text-stone-600">by {suggestion.submitterName}</span>
          {suggestion.reviewerName ? <span className="text-sm text-stone-600">· reviewed by {suggestion.reviewerName}</span> : null}
        </div>
        <SuggestionDetails suggestion={suggestion} />
        <div className="flex justify-end gap-2">
          <Link to={back} className="btn-secondary" preventScrollReset>
            Close
          </Link>
          <Link
            to={`/admin/suggestions/${suggestion.id}/update${/^\?[\w=&%.+-]*$/.test(search) ? search : ""}`}
            className="btn-primary"
            preventScrollReset
          >
            Update
          </Link>
        </div>
      </div>
    </RouteDialog>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.suggestion.title ?? "Suggestion"} | HR Admin` }];
