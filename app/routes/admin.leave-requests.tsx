import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import * as z from "zod/mini";
import type { RouteHandle } from "~/components/dashboard/frame";
import { DataTable } from "~/components/ui/data-table";
import { leaveTypeLabel } from "~/utils/labels";
import { StatusBadge } from "~/components/leave/leave-request-list";
import { requireRole } from "~/auth.server";
import { LEAVE_REQUEST_STATUSES } from "~/constants";
import { decideAsHr, listAllLeaveRequests } from "~/services/leave.server";
import { refusalAsToast } from "~/errors.server";
import { redirectWithToast } from "~/toast.server";
import { formatDateNa, formatDateTimeNa } from "~/utils/format";
import { readFormData } from "~/utils/form.server";

const FILTERS = ["all", ...LEAVE_REQUEST_STATUSES] as const;

const DecisionFormSchema = z.object({
  intent: z.enum(["approve", "reject", "recall"]),
  id: z.coerce.number().check(z.int(), z.positive()),
  status: z.optional(z.string()),
});

export const handle: RouteHandle = { tab: "leave-requests" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const requested = new URL(request.url).searchParams.get("status") ?? "all";
  const status = (FILTERS as readonly string[]).includes(requested) ? requested : "all";
  const requests = await listAllLeaveRequests(status === "all" ? undefined : status);
  return json({ status, requests });
}

export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const parsed = DecisionFormSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return json({ message: "Unknown action" }, { status: 400 });
  const { intent, id } = parsed.data;
  const next = intent === "approve" ? "approved" : intent === "reject" ? "rejected" : "pending";
  const back = `/admin/leave-requests${parsed.data.status && parsed.data.status !== "all" ? `?status=${parsed.data.status}` : ""}`;
  return refusalAsToast(back, "Failed to update leave request", async () => {
    await decideAsHr(hr, id, next);
    return redirectWithToast(back, { title: "Leave request updated successfully" });
  });
}

export default function AdminLeaveRequests() {
  const { status, requests } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <>
      <section className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold">Leave Request Management</h2>
          <Form method="get" className="flex items-center gap-2">
            <label htmlFor="status-filter" className="text-sm text-stone-600">Status</label>
            <select id="status-filter" name="status" defaultValue={status} className="field-input w-40" onChange={(event) => event.currentTarget.form?.requestSubmit()}>
              {FILTERS.map((filter) => (
                <option key={filter} value={filter}>{filter === "all" ? "All" : leaveTypeLabel(filter)}</option>
              ))}
            </select>
            <noscript><button type="submit" className="btn-secondary">Filter</button></noscript>
          </Form>
        </div>
        {requests.length === 0 ? (
          <p className="card text-stone-600">No leave requests found</p>
        ) : (
          <DataTable columns={[{ label: "Employee" }, { label: "Type" }, { label: "Dates" }, { label: "Days" }, { label: "Reason" }, { label: "Status" }, { label: "Requested" }, { label: "Actions", hidden: true }]}>
                {requests.map((leave) => (
                  <tr key={leave.id} data-testid={`leave-row-${leave.id}`}>
                    <td>
                      <p className="font-medium">{leave.employeeName}</p>
                      <p className="text-xs text-stone-500">{leave.employeeIdRef}</p>
                    </td>
                    <td>{leaveTypeLabel(leave.leaveType)}</td>
                    <td className="whitespace-nowrap">{formatDateNa(leave.startDate)} – {formatDateNa(leave.endDate)}</td>
                    <td>{leave.days}</td>
                    <td className="max-w-xs text-stone-600">{leave.reason ?? ""}</td>
                    <td>
                      <StatusBadge status={leave.status} />
                      {leave.decidedBy ? <p className="mt-1 text-xs text-stone-500">by {leave.decidedBy}</p> : null}
                    </td>
                    <td className="whitespace-nowrap">{formatDateTimeNa(leave.requestedAt)}</td>
                    <td>
                      <Form method="post" className="flex gap-2">
                        <input type="hidden" name="id" value={leave.id} />
                        <input type="hidden" name="status" value={status} />
                        {leave.status === "pending" ? (
                          <>
                            <button type="submit" name="intent" value="approve" className="btn-primary px-3 py-1" disabled={busy} aria-label={`Approve leave of ${leave.employeeName}`}>Approve</button>
                            <button type="submit" name="intent" value="reject" className="btn-secondary px-3 py-1" disabled={busy} aria-label={`Reject leave of ${leave.employeeName}`}>Reject</button>
                          </>
                        ) : (
                          <button type="submit" name="intent" value="recall" className="btn-secondary px-3 py-1" disabled={busy} aria-label={`Recall decision on leave of ${leave.employeeName}`}>Recall Decision</button>
                        )}
                      </Form>
                    </td>
                  </tr>
                ))}
              </DataTable>
        )}
        <p className="text-sm"><Link to="/leave-calendar">Open the leave calendar</Link> · <a href="/api/leave-reports/csv" download>Download leave report (CSV)</a></p>
      </section>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Leave Requests | HR Admin" }];
