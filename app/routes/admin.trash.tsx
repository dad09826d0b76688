import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData, useNavigation } from "@remix-run/react";
import * as z from "zod/mini";
import type { RouteHandle } from "~/components/dashboard/frame";
import { Pager } from "~/components/ui/pager";
import { requireRole } from "~/auth.server";
import { TRASH_RETENTION_DAYS } from "~/constants";
import { EMPLOYEE_TOASTS } from "~/schemas/employee";
import { listTrashPage, restoreEmployee } from "~/services/employees/trash.server";
import { refusalAsToast } from "~/errors.server";
import { redirectWithToast } from "~/toast.server";
import { expiryLabel } from "~/utils/employee-dates";
import { formatDateTimeNa } from "~/utils/format";
import { readFormData } from "~/utils/form.server";
import { readPageParam } from "~/utils/paging";
import { idField } from "~/utils/validation";

const TrashActionSchema = z.object({ intent: z.literal("restore"), id: idField() });

export const handle: RouteHandle = { tab: "trash" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return json(await listTrashPage(readPageParam(new URL(request.url).searchParams)));
}

export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const parsed = TrashActionSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return json({ message: "Unknown action" }, { status: 400 });
  const { id } = parsed.data;
  return refusalAsToast("/admin/trash", EMPLOYEE_TOASTS.restoreFailed, async () => {
    await restoreEmployee(id, { actor: hr, origin: requestOrigin(request) });
    return redirectWithToast("/admin/trash", { title: EMPLOYEE_TOASTS.restored });
  });
}

export default function AdminTrash() {
  const { entries, window } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <section className="space-y-4" aria-labelledby="trash-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="trash-title" className="text-lg font-semibold">
              Trash
            </h2>
            <p className="text-sm text-stone-600">Deleted employees are kept for {TRASH_RETENTION_DAYS} days, then can be cleaned up.</p>
          </div>
          {/* A confirmation that names how many records go for good (issue 24). */}
          <Link to="/admin/trash/cleanup" className="btn-secondary" preventScrollReset>
            Cleanup Expired
          </Link>
        </div>
        {entries.length === 0 ? (
          <p className="card text-stone-600">The trash is empty</p>
        ) : (
          <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white" aria-label="Deleted employees">
            {entries.map((entry) => {
              const name = `${entry.firstName} ${entry.lastName}`;
              return (
                <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                  <div>
                    <p className="font-medium">{name}</p>
                    <p className="text-xs text-stone-500">
                      {entry.employeeId}
                      {entry.department ? ` · ${entry.department}` : ""} · deleted {formatDateTimeNa(entry.deletedAt)}
                      {entry.deletedByName ? ` by ${entry.deletedByName}` : ""}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-medium ${entry.daysUntilExpiry === 0 ? "bg-red-100 text-red-800" : "bg-stone-100 text-stone-700"}`}
                    >
                      {expiryLabel(entry.daysUntilExpiry)}
                    </span>
                    {/* An expired record can no longer be restored (spec 2): only deleted for good. */}
                    {entry.daysUntilExpiry > 0 ? (
                      <Form method="post">
                        <input type="hidden" name="id" value={entry.id} />
                        <button
                          type="submit"
                          name="intent"
                          value="restore"
                          className="btn-secondary px-3 py-1"
                          disabled={busy}
                          aria-label={`Restore ${name}`}
                        >
                          Restore
                        </button>
                      </Form>
                    ) : null}
                    <Link
                      to={`/admin/trash/${entry.id}/delete`}
                      className="btn-secondary px-3 py-1 text-red-700"
                      aria-label={`Permanently delete ${name}`}
                      preventScrollReset
                    >
                      Delete Forever
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <Pager window={window} label="Trash" />
      </section>
      <Outlet />
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Trash | HR Admin" }];
