import { Link } from "@remix-run/react";
import { leaveStatusLabel, leaveTypeLabel } from "~/utils/labels";
import { formatDateNa } from "~/utils/format";
import { needsSickCertificate } from "~/utils/leave-law";

interface Item {
  id: number;
  leaveType: string;
  startDate: string;
  endDate: string;
  days: number;
  workingDays: number;
  certificateAttached?: boolean;
  reason: string | null;
  status: string;
  expectedDate?: string | null;
  actualBirthDate?: string | null;
  balanceException?: boolean;
  decisionNote?: string | null;
}

const STATUS_STYLES: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-900",
  rejected: "bg-red-100 text-red-900",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${STATUS_STYLES[status] ?? "bg-stone-100"}`}>
      {leaveStatusLabel(status)}
    </span>
  );
}

/** My Leave Requests (spec 1, Leave tab). */
export function LeaveRequestList({ requests }: { requests: Item[] }) {
  return (
    <section className="card" aria-labelledby="my-leave-title">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="my-leave-title" className="font-semibold">
          My Leave Requests
        </h2>
        <Link to="/leave/new" className="btn-primary" preventScrollReset>
          New Request
        </Link>
      </div>
      {requests.length === 0 ? (
        <div className="py-8 text-center">
          <p className="text-stone-600">No leave requests found</p>
          <Link to="/leave/new" className="btn-secondary mt-3" preventScrollReset>
            Submit Your First Request
          </Link>
        </div>
      ) : (
        <ul className="divide-y divide-stone-100">
          {requests.map((request) => (
            <RequestItem key={request.id} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One request: its type and status, dates and days, and what HR or the law added to it; Edit while pending. */
function RequestItem({ request }: { request: Item }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3" data-testid="leave-request">
      <RequestDetails request={request} />
      {request.status === "pending" ? (
        <Link
          to={`/leave/${request.id}/edit`}
          className="btn-secondary"
          preventScrollReset
          aria-label={`Edit ${request.leaveType} leave from ${request.startDate}`}
        >
          Edit
        </Link>
      ) : null}
      {request.status === "approved" && request.leaveType === "maternity" ? (
        <Link
          to={`/leave/${request.id}/edit`}
          className="btn-secondary"
          preventScrollReset
          aria-label={`Record the date of birth on maternity leave from ${request.startDate}`}
        >
          {request.actualBirthDate ? "Change Date of Birth" : "Record Date of Birth"}
        </Link>
      ) : null}
    </li>
  );
}

/** What a request says: type and status, dates and days, the reason, HR's note, the birth, the certificate. */
function RequestDetails({ request }: { request: Item }) {
  return (
    <div className="space-y-0.5">
      <p className="flex items-center gap-2 font-medium">
        {leaveTypeLabel(request.leaveType)} <StatusBadge status={request.status} />
      </p>
      <p className="text-sm text-stone-600">
        {formatDateNa(request.startDate)} to {formatDateNa(request.endDate)} ·{" "}
        {request.workingDays === 1 ? "1 working day" : `${request.workingDays} working days`} ·{" "}
        {request.days === 1 ? "1 day" : `${request.days} days`} inclusive of both dates
      </p>
      {request.reason ? <p className="text-sm text-stone-500">{request.reason}</p> : null}
      {request.status === "approved" && request.balanceException ? (
        <p className="text-sm text-stone-600">Approved by HR as an exception to your leave balance</p>
      ) : null}
      {request.decisionNote ? (
        <p className="whitespace-pre-line rounded border-l-4 border-amber-600 bg-amber-50 px-3 py-1 text-sm text-stone-800">
          <span className="font-medium">Note from HR:</span> {request.decisionNote}
        </p>
      ) : null}
      {request.leaveType === "maternity" && (request.expectedDate || request.actualBirthDate) ? (
        <p className="text-sm text-stone-600">
          {request.actualBirthDate
            ? `Born ${formatDateNa(request.actualBirthDate)}`
            : `Expected date of birth ${formatDateNa(request.expectedDate!)}`}
        </p>
      ) : null}
      {request.leaveType === "sick" && request.certificateAttached ? (
        <p className="text-sm text-green-800">Medical certificate attached</p>
      ) : null}
      {!request.certificateAttached && needsSickCertificate(request) ? (
        <p className="text-sm text-amber-800">
          Sick leave of more than two days needs a medical certificate.{" "}
          <Link to={`/leave/${request.id}/certificate`}>Attach medical certificate</Link>
        </p>
      ) : null}
    </div>
  );
}
