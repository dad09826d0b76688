import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { SuggestionStatusBadge, suggestionCategoryLabel } from "~/components/suggestions/suggestion-parts";
import { DataTable } from "~/components/ui/data-table";
import { Pager } from "~/components/ui/pager";
import { requireRole } from "~/auth.server";
import { HR_SUGGESTION_STATUSES, SUGGESTION_STATUS_LABELS } from "~/schemas/suggestions";
import { listSuggestions, readStatusFilter } from "~/services/suggestions.server";
import { formatDateNa } from "~/utils/format";
import { readPageParam } from "~/utils/paging";
import { FilterForm } from "~/components/ui/filter-form";

/**
 * Suggestion management (spec 2): search box, status filter (a plain GET form), the list
 * paged in SQL with View (details dialog), Update (update dialog) and Delete (confirmation).
 */
export const handle: RouteHandle = { tab: "suggestions" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const params = new URL(request.url).searchParams;
  const search = (params.get("search") ?? "").slice(0, 100);
  const status = readStatusFilter(params.get("status"));
  const list = await listSuggestions({ search, status, page: readPageParam(params) });
  return json({ search, status, ...list }, { headers: { "Cache-Control": "no-store" } });
}

export default function AdminSuggestions() {
  const { search, status, suggestions, window } = useLoaderData<typeof loader>();
  const location = useLocation();
  const query = location.search;
  return (
    <>
      <Outlet />
      <section className="space-y-4" aria-labelledby="admin-suggestions-title">
        <h2 id="admin-suggestions-title" className="text-lg font-semibold">
          Suggestion Management
        </h2>
        <FilterForm
          search={{ id: "suggestion-search", label: "Search", defaultValue: search, placeholder: "Title, description or submitter" }}
          choices={[
            {
              id: "suggestion-status",
              name: "status",
              label: "Status",
              defaultValue: status,
              all: { value: "all", label: "All statuses" },
              options: HR_SUGGESTION_STATUSES.map((value) => ({ value, label: SUGGESTION_STATUS_LABELS[value] })),
            },
          ]}
        />
        {suggestions.length === 0 ? (
          <p className="text-sm text-stone-600">No suggestions found.</p>
        ) : (
          <SuggestionTable suggestions={suggestions} query={query} />
        )}
        <Pager window={window} label="Suggestions" />
      </section>
    </>
  );
}

type SuggestionRow = ReturnType<typeof useLoaderData<typeof loader>>["suggestions"][number];

/** The row's dialogs: each link's text, the path after the suggestion's own, and its class. */
const ROW_ACTIONS = [
  { text: "View", path: "", className: "btn-row" },
  { text: "Update", path: "/update", className: "btn-row" },
  { text: "Delete", path: "/delete", className: "btn-row text-red-700" },
] as const;

/** The page of suggestions, each with View, Update and Delete links that keep the list's query. */
function SuggestionTable({ suggestions, query }: { suggestions: SuggestionRow[]; query: string }) {
  return (
    <DataTable
      label="Suggestions"
      columns={[
        { label: "Title" },
        { label: "Submitted by" },
        { label: "Category" },
        { label: "Status" },
        { label: "Submitted" },
        { label: "Actions", hidden: true },
      ]}
    >
      {suggestions.map((suggestion) => (
        <tr key={suggestion.id}>
          <td className="font-medium">{suggestion.title}</td>
          <td>{suggestion.submitterName}</td>
          <td>{suggestionCategoryLabel(suggestion.category)}</td>
          <td>
            <SuggestionStatusBadge status={suggestion.status} label={suggestion.statusLabel} />
          </td>
          <td>{formatDateNa(suggestion.submittedAt)}</td>
          <td>
            <div className="flex flex-wrap justify-end gap-2">
              {ROW_ACTIONS.map(({ text, path, className }) => (
                <Link
                  key={text}
                  to={`/admin/suggestions/${suggestion.id}${path}${query}`}
                  className={className}
                  preventScrollReset
                  aria-label={`${text} ${suggestion.title}`}
                >
                  {text}
                </Link>
              ))}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

export const meta: MetaFunction = () => [{ title: "Suggestions | HR Admin" }];
