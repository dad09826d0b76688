import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import * as z from "zod/mini";
import type { RouteHandle } from "~/components/dashboard/frame";
import { DataTable } from "~/components/ui/data-table";
import { Pager } from "~/components/ui/pager";
import { FilterDate, FilterSelect, useFilterForm } from "~/components/ui/filter-form";
import { leaveStatusLabel, leaveTypeLabel } from "~/utils/labels";
import { StatusBadge } from "~/components/leave/leave-request-list";
import { requireRole } from "~/auth.server";
import { DEPARTMENTS, LEAVE_REQUEST_STATUSES, LEAVE_TYPES } from "~/constants";
import { decideAsHr } from "~/services/leave/decisions.server";
import { listLeaveRequestsPage, readLeaveListQuery } from "~/services/leave/hr-list.server";
import { withBalances } from "~/services/leave/balances-access.server";
import { refusalAsToast } from "~/errors.server";
import { redirectWithToast } from "~/toast.server";
import { formatDateNa, formatDateTimeNa } from "~/utils/format";
import { readFormData } from "~/utils/form.server";
import { compactQuery } from "~/utils/paging";
import { idField } from "~/utils/validation";
import { needsSickCertificate } from "~/utils/leave-law";

const DecisionFormSchema = z.object({
  /** Rejections and exception approvals carry a note: they post from the decision dialog. */
  intent: z.enum(["approve", "recall"]),
  id: idField(),
  /** The list's query string, so the answer returns to the same filters and page. */
  back: z.optional(z.string()),
});

/** Only a query string of this page is a place to go back to. */
function backTo(query: string | undefined) {
  return `/admin/leave-requests${query && /^\?[\w=&%.+-]*$/.test(query) ? query : ""}`;
}

export const handle: RouteHandle = { tab: "leave-requests" };

export async function loader({ request }: LoaderFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const url = new URL(request.url);
  const short = compactQuery(url.search);
  if (short !== null) throw redirect(`${url.pathname}${short}`);
  const query = readLeaveListQuery(url.searchParams);
  const { requests, window } = await listLeaveRequestsPage(query);
  return json({ query, requests: await withBalances(requests), window, ownEmployeeId: hr.employee?.id ?? null });
}

export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const parsed = DecisionFormSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return json({ message: "Unknown action" }, { status: 400 });
  const { intent, id } = parsed.data;
  const back = backTo(parsed.data.back);
  return refusalAsToast(back, "Failed to update leave request", async () => {
    await decideAsHr(hr, id, intent === "approve" ? "approved" : "pending");
    return redirectWithToast(back, { title: "Leave request updated successfully" });
  });
}

/** The screen's filters (not its page) for the leave report, so the CSV holds what the screen lists. */
function reportQuery(query: { status: string; leaveType: string; department: string; from: string; to: string }) {
  const params = new URLSearchParams();
  for (const key of ["status", "leaveType", "department", "from", "to"] as const) if (query[key]) params.set(key, query[key]);
  const text = params.toString();
  return text ? `?${text}` : "";
}

export default function AdminLeaveRequests() {
  const { query, requests, window, ownEmployeeId } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <>
      <Outlet />
      <section className="space-y-4">
        <h2 className="text-lg font-semibold">Leave Request Management</h2>
        <LeaveFilters query={query} />
        {requests.length === 0 ? (
          <p className="card text-stone-600">No leave requests found</p>
        ) : (
          <DataTable
            columns={[
              { label: "Employee" },
              { label: "Type" },
              { label: "Dates" },
              { label: "Days" },
              { label: "Reason" },
              { label: "Status" },
              { label: "Requested" },
              { label: "Actions", hidden: true },
            ]}
          >
            {requests.map((leave) => (
              <LeaveRow key={leave.id} leave={leave} ownEmployeeId={ownEmployeeId} search={search} busy={busy} />
            ))}
          </DataTable>
        )}
        <Pager window={window} label="Leave requests" />
        <p className="text-sm">
          <Link to="/leave-calendar">Open the leave calendar</Link> ·{" "}
          <a href={`/api/leave-reports/csv${reportQuery(query)}`} download>
            Download leave report (CSV)
          </a>{" "}
          ·{" "}
          <a href="/api/leave-reports/balances" download>
            Download leave balances (Excel)
          </a>
        </p>
      </section>
    </>
  );
}

/** A maternity row: the expected and actual dates of birth, and where HR records the birth (s. 26). */
function MaternityFacts({
  leave,
}: {
  leave: {
    id: number;
    status: string;
    formerEmployee: boolean;
    expectedDate: string | null;
    actualBirthDate: string | null;
    employeeName: string;
  };
}) {
  return (
    <>
      {leave.expectedDate ? <p className="text-xs text-stone-500">Expected {formatDateNa(leave.expectedDate)}</p> : null}
      {leave.actualBirthDate ? <p className="text-xs text-stone-500">Born {formatDateNa(leave.actualBirthDate)}</p> : null}
      {leave.status !== "rejected" && !leave.formerEmployee ? (
        <Link
          to={`/admin/leave-requests/${leave.id}/birth`}
          className="block text-xs"
          preventScrollReset
          aria-label={`Record the date of birth on the maternity leave of ${leave.employeeName}`}
        >
          {leave.actualBirthDate ? "Change date of birth" : "Record date of birth"}
        </Link>
      ) : null}
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Leave Requests | HR Admin" }];

type LeaveRequestRow = ReturnType<typeof useLoaderData<typeof loader>>["requests"][number];
type RowProps = { leave: LeaveRequestRow; ownEmployeeId: number | null; search: string; busy: boolean };

/** Search, type, department and dates: applied as they change with JavaScript, by Filter without. */
function LeaveFilters({ query }: { query: ReturnType<typeof useLoaderData<typeof loader>>["query"] }) {
  const filter = useFilterForm({
    status: query.status,
    leaveType: query.leaveType,
    department: query.department,
    from: query.from,
    to: query.to,
  });
  return (
    <Form
      ref={filter.ref}
      onChange={filter.onChange}
      onKeyDown={filter.onKeyDown}
      method="get"
      className="flex flex-wrap items-end gap-3"
      aria-label="Filter leave requests"
    >
      <FilterSelect
        id="status-filter"
        name="status"
        label="Status"
        defaultValue={query.status}
        options={LEAVE_REQUEST_STATUSES.map((status) => [status, leaveStatusLabel(status)] as const)}
        width="w-36"
      />
      <FilterSelect
        id="type-filter"
        name="leaveType"
        label="Leave type"
        defaultValue={query.leaveType}
        options={LEAVE_TYPES.map((type) => [type, leaveTypeLabel(type)] as const)}
        width="w-36"
      />
      <FilterSelect
        id="department-filter"
        name="department"
        label="Department"
        defaultValue={query.department}
        options={DEPARTMENTS}
        width="w-56"
      />
      <FilterDate id="from-filter" name="from" label="From" defaultValue={query.from} />
      <FilterDate id="to-filter" name="to" label="To" defaultValue={query.to} />
      {filter.showSubmit ? (
        <button type="submit" className="btn-secondary">
          Filter
        </button>
      ) : null}
      <Link to="/admin/leave-requests" className="text-sm underline">
        Clear Filters
      </Link>
    </Form>
  );
}

/** One request: who, what, when, the balance approving it leaves, its state and the decision buttons. */
function LeaveRow({ leave, ownEmployeeId, search, busy }: RowProps) {
  return (
    <tr key={leave.id} data-testid={`leave-row-${leave.id}`}>
      <td>
        <p className="font-medium">{leave.employeeName}</p>
        <p className="text-xs text-stone-500">
          {leave.employeeIdRef}
          {leave.department ? ` · ${leave.department}` : ""}
        </p>
      </td>
      <td>
        {leaveTypeLabel(leave.leaveType)}
        {leave.leaveType === "maternity" ? <MaternityFacts leave={leave} /> : null}
      </td>
      <td className="whitespace-nowrap">
        {formatDateNa(leave.startDate)} – {formatDateNa(leave.endDate)}
      </td>
      <td>
        {leave.days}
        <p className="text-xs text-stone-500">{leave.workingDays} working</p>
        {leave.certificateAttached ? (
          <a href={`/api/leave-requests/${leave.id}/certificate`} className="block text-xs text-green-800">
            Certificate attached
          </a>
        ) : null}
        {!leave.certificateAttached && needsSickCertificate(leave) ? <p className="text-xs text-amber-800">No certificate</p> : null}
        {leave.afterDecision ? (
          <p className={`text-xs ${leave.afterDecision.left < 0 ? "text-red-700" : "text-stone-500"}`}>
            Approving leaves {leave.afterDecision.left} {leave.afterDecision.label.toLowerCase()}
          </p>
        ) : null}
      </td>
      <td className="max-w-xs text-stone-600">{leave.reason ?? ""}</td>
      <td>
        <StatusBadge status={leave.status} />
        {leave.decidedBy ? <p className="mt-1 text-xs text-stone-500">by {leave.decidedBy}</p> : null}
        {leave.balanceException ? <p className="text-xs text-stone-500">as an exception</p> : null}
        {leave.decisionNote ? <p className="mt-1 max-w-xs whitespace-pre-line text-xs text-stone-700">Note: {leave.decisionNote}</p> : null}
      </td>
      <td className="whitespace-nowrap">{formatDateTimeNa(leave.requestedAt)}</td>
      <td>
        <DecisionActions leave={leave} ownEmployeeId={ownEmployeeId} search={search} busy={busy} />
      </td>
    </tr>
  );
}

/** Approve (or Approve as an exception over the balance) and Reject while pending, Recall once decided; never one's own request. */
function DecisionActions({ leave, ownEmployeeId, search, busy }: RowProps) {
  return leave.formerEmployee ? (
    <span className="text-xs text-stone-500">Former employee (record kept)</span>
  ) : leave.employeeId === ownEmployeeId ? (
    <span className="text-xs text-stone-500">Your own request: your manager or another HR administrator decides</span>
  ) : (
    <Form method="post" className="flex gap-2">
      <input type="hidden" name="id" value={leave.id} />
      <input type="hidden" name="back" value={search} />
      {leave.status === "pending" ? (
        <>
          {/* Over the balance, a plain Approve could only fail: the exception is the action offered (issue 24). */}
          {leave.afterDecision && leave.afterDecision.left < 0 ? (
            <Link
              to={`/admin/leave-requests/${leave.id}/decide/exception${search}`}
              className="btn-primary px-3 py-1"
              preventScrollReset
              aria-label={`Approve leave of ${leave.employeeName} as an exception`}
            >
              Approve as an exception
            </Link>
          ) : (
            <button
              type="submit"
              name="intent"
              value="approve"
              className="btn-primary px-3 py-1"
              disabled={busy}
              aria-label={`Approve leave of ${leave.employeeName}`}
            >
              Approve
            </button>
          )}
          {/* A rejection carries a note to the employee: it opens the decision dialog (issue 24). */}
          <Link
            to={`/admin/leave-requests/${leave.id}/decide/reject${search}`}
            className="btn-secondary px-3 py-1"
            preventScrollReset
            aria-label={`Reject leave of ${leave.employeeName}`}
          >
            Reject
          </Link>
        </>
      ) : (
        <button
          type="submit"
          name="intent"
          value="recall"
          className="btn-secondary px-3 py-1"
          disabled={busy}
          aria-label={`Recall decision on leave of ${leave.employeeName}`}
        >
          Recall Decision
        </button>
      )}
    </Form>
  );
}
