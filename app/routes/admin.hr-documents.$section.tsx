import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { LibraryRows } from "~/components/documents/library-rows";
import { Pager } from "~/components/ui/pager";
import { requireRole } from "~/auth.server";
import { LIBRARY_LABELS, LIBRARY_SECTIONS, LIBRARY_STATE_LABELS, STATES_OF } from "~/schemas/library";
import { libraryFilterFrom, listLibrary } from "~/services/documents/library.server";
import { queryWith } from "~/utils/paging";
import { librarySection } from "./admin.hr-documents.server";
import { FilterForm } from "~/components/ui/filter-form";

/**
 * HR Documents (spec 2's hr-documents tab, issue 15): the company's policies, shown to
 * employees on HR Documents & Policies, and the SHE procedures of the SHE page. Every
 * version is listed (search and state filter as a plain GET form, paged in SQL); HR uploads,
 * uploads new versions, and activates or retires each one.
 */
export const handle: RouteHandle = { tab: "hr-documents" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const section = librarySection(params.section);
  const filter = libraryFilterFrom(section, new URL(request.url).searchParams);
  const list = await listLibrary(section, filter);
  return json({ section, filter, ...list }, { headers: { "Cache-Control": "no-store" } });
}

export default function HrDocuments() {
  const { section, filter, documents, window } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const labels = LIBRARY_LABELS[section];
  return (
    <>
      <Outlet />
      <section className="space-y-4" aria-labelledby="hr-documents-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="hr-documents-title" className="text-lg font-semibold">
            HR Documents
          </h2>
          <Link
            to={`/admin/hr-documents/${section}/upload${queryWith(search, { replaces: null })}`}
            className="btn-primary"
            preventScrollReset
          >
            {labels.upload}
          </Link>
        </div>
        <nav aria-label="HR document sections" className="flex flex-wrap gap-2">
          {LIBRARY_SECTIONS.map((item) => (
            <Link
              key={item}
              to={`/admin/hr-documents/${item}`}
              aria-current={section === item ? "page" : undefined}
              className={`rounded px-3 py-1.5 text-sm font-medium ${section === item ? "bg-stone-800 text-white" : "bg-stone-100 text-stone-800"}`}
            >
              {LIBRARY_LABELS[item].title}
            </Link>
          ))}
        </nav>
        <p className="text-sm text-stone-600">
          {section === "policies"
            ? "Active policies that are in effect show on every employee's HR Documents & Policies page. A retired policy stays here as the record of what applied."
            : "Active procedures show on every employee's SHE page; drafts and archived ones stay with HR."}
        </p>
        <FilterForm
          search={{ id: "library-search", label: "Search", defaultValue: filter.search, placeholder: "Title or description" }}
          choices={[
            {
              id: "library-status",
              name: "status",
              label: "Status",
              defaultValue: filter.state,
              all: { value: "", label: "All statuses" },
              options: STATES_OF[section].map((value) => ({ value, label: LIBRARY_STATE_LABELS[value] })),
            },
          ]}
        />
        {documents.length === 0 ? (
          <p className="card text-sm text-stone-600">No documents match.</p>
        ) : (
          <LibraryRows section={section} documents={documents} query={search} />
        )}
        <Pager window={window} label={labels.title} />
      </section>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "HR Documents | HR Admin" }];
