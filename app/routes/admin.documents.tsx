import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useNavigation } from "@remix-run/react";
import * as z from "zod/mini";
import type { RouteHandle } from "~/components/dashboard/frame";
import { AdminDocumentGroups, EmployeeSearch } from "~/components/documents/admin-document-list";
import { DocumentQueryList } from "~/components/documents/document-queries";
import { DeletedDocumentsForHr } from "~/components/documents/hr-deleted-documents";
import { Pager } from "~/components/ui/pager";
import { requireRole } from "~/auth.server";
import { refusalAsPage, refusalAsToast } from "~/errors.server";
import { DOCUMENT_MESSAGES, QUERY_RESPONSES, QUERY_STATUSES } from "~/schemas/documents";
import {
  deleteDocumentAsHr,
  listDocumentsOfEmployee,
  listEmployeeDocumentsPage,
  searchEmployeesForDocuments,
} from "~/services/documents/admin-documents.server";
import { listDocumentQueries, respondToDocumentQuery } from "~/services/documents/queries.server";
import { DOCUMENT_TRASH_MESSAGES, listDocumentTrashPage, restoreFromTrash } from "~/services/documents/trash.server";
import { redirectWithToast } from "~/toast.server";
import { readFormData } from "~/utils/form.server";
import { readPageParam } from "~/utils/paging";
import { idField } from "~/utils/validation";

/**
 * Admin Documents (spec 2): Employee Documents (find an employee, upload for them, the list
 * grouped by employee, preview, download, delete), Document Queries (filter by status;
 * restore, mark reviewed or deny the pending ones) and Deleted Documents (with their backups;
 * restore one, issue 24). `?employee=<id>` is an employee's folder.
 */
export const handle: RouteHandle = { tab: "admin-documents" };

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), employeeId: idField(), id: idField() }),
  z.object({ intent: z.literal("restore-deleted"), id: idField() }),
  z.object({
    intent: z.literal("respond"),
    id: idField(),
    status: z.enum(QUERY_RESPONSES),
    reviewNote: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
  }),
]);

export async function loader({ request }: LoaderFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const params = new URL(request.url).searchParams;
  if (params.get("view") === "deleted") {
    return json({ view: "deleted" as const, ...(await listDocumentTrashPage(readPageParam(params))) });
  }
  if (params.get("view") === "queries") {
    const statusParam = params.get("status");
    const status = QUERY_STATUSES.find((value) => value === statusParam);
    return json({ view: "queries" as const, status: status ?? "", queries: await listDocumentQueries(status) });
  }
  const query = params.get("q") ?? "";
  const employeeParam = Number(params.get("employee"));
  const selected = Number.isInteger(employeeParam) && employeeParam > 0 ? employeeParam : null;
  const [results, folder, all] = await Promise.all([
    searchEmployeesForDocuments(query),
    selected ? refusalAsPage(() => listDocumentsOfEmployee(hr, selected)) : null,
    selected ? null : listEmployeeDocumentsPage(readPageParam(params)),
  ]);
  const documents =
    all?.documents ??
    (folder?.documents ?? []).map((document) => ({
      ...document,
      employeeId: folder!.employee.id,
      employeeIdRef: folder!.employee.employeeId,
      employeeName: folder!.employee.name,
      department: folder!.employee.department,
    }));
  return json({
    view: "employees" as const,
    query,
    results,
    selected: folder ? folder.employee : null,
    documents,
    window: all?.window ?? null,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const form = await readFormData(request);
  const parsed = ActionSchema.safeParse(Object.fromEntries(form));
  const back = new URL(request.url).search ? `/admin/documents${new URL(request.url).search}` : "/admin/documents";
  if (!parsed.success) {
    if (form.get("intent") === "respond" && form.get("status") === "denied") {
      return redirectWithToast(back, { title: DOCUMENT_MESSAGES.noteRequired, variant: "error" });
    }
    return json({ message: "Unknown action" }, { status: 400 });
  }
  const input = parsed.data;
  if (input.intent === "delete") {
    return refusalAsToast(back, DOCUMENT_MESSAGES.deleteFailed, async () => {
      const { message } = await deleteDocumentAsHr(requestOrigin(request), hr, input.employeeId, input.id);
      return redirectWithToast(back, { title: message });
    });
  }
  if (input.intent === "restore-deleted") {
    return refusalAsToast(back, "Failed to restore the document", async () => {
      const { originalName } = await restoreFromTrash(requestOrigin(request), hr, input.id);
      return redirectWithToast(back, {
        title: DOCUMENT_TRASH_MESSAGES.restored,
        description: `${originalName} is back in the employee's folder.`,
      });
    });
  }
  return refusalAsToast(back, "Error: Failed to process the query. Please try again.", async () => {
    await respondToDocumentQuery(requestOrigin(request), hr, input.id, { status: input.status, reviewNote: input.reviewNote });
    return redirectWithToast(back, { title: DOCUMENT_MESSAGES.queryUpdated, description: DOCUMENT_MESSAGES.queryProcessed });
  });
}

function SubTabs({ view }: { view: "employees" | "queries" | "deleted" }) {
  const tab = (active: boolean) =>
    `rounded px-3 py-1.5 text-sm font-medium ${active ? "bg-stone-800 text-white" : "bg-stone-100 text-stone-800"}`;
  return (
    <nav aria-label="Admin documents sections" className="flex gap-2">
      <Link to="/admin/documents" className={tab(view === "employees")} aria-current={view === "employees" ? "page" : undefined}>
        Employee Documents
      </Link>
      <Link to="/admin/documents?view=queries" className={tab(view === "queries")} aria-current={view === "queries" ? "page" : undefined}>
        Document Queries
      </Link>
      <Link to="/admin/documents?view=deleted" className={tab(view === "deleted")} aria-current={view === "deleted" ? "page" : undefined}>
        Deleted Documents
      </Link>
    </nav>
  );
}

export default function AdminDocuments() {
  const data = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <Outlet />
      <section className="space-y-4" aria-labelledby="admin-documents-title">
        <h2 id="admin-documents-title" className="text-lg font-semibold">
          Documents
        </h2>
        <SubTabs view={data.view} />
        {data.view === "deleted" ? (
          <DeletedDocumentsForHr documents={data.documents} window={data.window} busy={busy} />
        ) : data.view === "queries" ? (
          <DocumentQueryList queries={data.queries} status={data.status} busy={busy} />
        ) : (
          <>
            <EmployeeSearch query={data.query} results={data.results} selected={data.selected?.id ?? null} />
            {data.selected ? (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h3 className="font-semibold">
                  Folder of {data.selected.name} ({data.selected.employeeId})
                </h3>
                <div className="flex gap-2">
                  <Link to={`/admin/documents/upload?employee=${data.selected.id}`} className="btn-primary" preventScrollReset>
                    Upload Documents
                  </Link>
                  <Link to="/admin/documents" className="btn-secondary">
                    All employees
                  </Link>
                </div>
              </div>
            ) : (
              <p className="text-sm text-stone-600">Select an employee to upload documents for them or to open their folder.</p>
            )}
            <AdminDocumentGroups documents={data.documents} busy={busy} />
            {data.window ? <Pager window={data.window} label="Employee folders" /> : null}
          </>
        )}
      </section>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Documents | HR Admin" }];
