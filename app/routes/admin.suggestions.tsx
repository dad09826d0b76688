import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { SuggestionStatusBadge, suggestionCategoryLabel } from "~/components/suggestions/suggestion-parts";
import { DataTable } from "~/components/ui/data-table";
import { Pager } from "~/components/ui/pager";
import { requireRole } from "~/auth.server";
import { HR_SUGGESTION_STATUSES, SUGGESTION_STATUS_LABELS } from "~/schemas/suggestions";
import { listSuggestions, readStatusFilter } from "~/services/suggestions.server";
import { formatDateNa } from "~/utils/format";
import { readPageParam } from "~/utils/paging";

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
        <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
          <div className="grow">
            <label htmlFor="suggestion-search" className="field-label">
              Search
            </label>
            <input
              id="suggestion-search"
              name="search"
              type="search"
              defaultValue={search}
              className="field-input"
              placeholder="Title, description or submitter"
            />
          </div>
          <div>
            <label htmlFor="suggestion-status" className="field-label">
              Status
            </label>
            <select id="suggestion-status" name="status" defaultValue={status} className="field-input">
              <option value="all">All statuses</option>
              {HR_SUGGESTION_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {SUGGESTION_STATUS_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary">
            Filter
          </button>
        </Form>
        {suggestions.length === 0 ? (
          <p className="text-sm text-stone-600">No suggestions found.</p>
        ) : (
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
                    <Link
                      to={`/admin/suggestions/${suggestion.id}${query}`}
                      className="btn-row"
                      preventScrollReset
                      aria-label={`View ${suggestion.title}`}
                    >
                      View
                    </Link>
                    <Link
                      to={`/admin/suggestions/${suggestion.id}/update${query}`}
                      className="btn-row"
                      preventScrollReset
                      aria-label={`Update ${suggestion.title}`}
                    >
                      Update
                    </Link>
                    <Link
                      to={`/admin/suggestions/${suggestion.id}/delete${query}`}
                      className="btn-row text-red-700"
                      preventScrollReset
                      aria-label={`Delete ${suggestion.title}`}
                    >
                      Delete
                    </Link>
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        <Pager window={window} label="Suggestions" />
      </section>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Suggestions | HR Admin" }];
