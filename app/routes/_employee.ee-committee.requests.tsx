import type { LoaderFunctionArgs, SerializeFrom } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { DataTable } from "~/components/ui/data-table";
import { Pager } from "~/components/ui/pager";
import { requireUser } from "~/auth.server";
import { EE_CATEGORY_LABELS, EE_PRIORITY_LABELS, EE_REQUEST_STATUSES, EE_STATUS_LABELS } from "~/schemas/equity-messages";
import { FilterForm } from "~/components/ui/filter-form";
import { listEeRequests } from "~/services/equity/committee.server";
import { formatDateNa } from "~/utils/format";
import { readPageParam } from "~/utils/paging";

/**
 * EE requests (spec 2): everyone submits; an employee sees their own, HR and committee
 * members see all and open one to record the committee's decision.
 */
export const handle: RouteHandle = { tab: "ee-committee" };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const status = EE_REQUEST_STATUSES.find((known) => known === params.get("status")) ?? null;
  const list = await listEeRequests(user, { page: readPageParam(params), status });
  return json({ ...list, status }, { headers: { "Cache-Control": "no-store" } });
}

export default function CommitteeRequests() {
  const { requests, window, canDecide, status } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-3">
      <Outlet />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{canDecide ? "EE Requests" : "My EE Requests"}</h3>
        <Link to="/ee-committee/requests/new" className="btn-primary" preventScrollReset>
          Submit EE Request
        </Link>
      </div>
      <FilterForm
        choices={[
          {
            id: "ee-request-status",
            name: "status",
            label: "Status",
            defaultValue: status ?? "",
            all: { value: "", label: "All statuses" },
            options: EE_REQUEST_STATUSES.map((value) => ({ value, label: EE_STATUS_LABELS[value] })),
          },
        ]}
      />
      {requests.length === 0 ? (
        <p className="card p-4 text-sm text-stone-600">
          {status
            ? `No ${EE_STATUS_LABELS[status].toLowerCase()} EE requests.`
            : canDecide
              ? "No EE requests yet."
              : "You have not submitted an EE request."}
        </p>
      ) : (
        <EeRequestTable requests={requests} canDecide={canDecide} />
      )}
      <Pager window={window} label="EE requests" />
    </div>
  );
}

type EeRequestEntry = SerializeFrom<typeof loader>["requests"][number];

/** The requests table; the Submitted by and Update columns only for those who decide. */
function EeRequestTable({ requests, canDecide }: { requests: EeRequestEntry[]; canDecide: boolean }) {
  return (
    <DataTable
      label="EE requests"
      columns={[
        { label: "Subject" },
        ...(canDecide ? [{ label: "Submitted by" }] : []),
        { label: "Category" },
        { label: "Priority" },
        { label: "Status" },
        { label: "Submitted" },
        { label: "Resolution" },
        ...(canDecide ? [{ label: "Actions", hidden: true }] : []),
      ]}
    >
      {requests.map((request) => (
        <EeRequestTableRow key={request.id} request={request} canDecide={canDecide} />
      ))}
    </DataTable>
  );
}

/** One request: subject and description, category, priority, status, date, and the resolution with its meeting. */
function EeRequestTableRow({ request, canDecide }: { request: EeRequestEntry; canDecide: boolean }) {
  return (
    <tr>
      <td>
        <p className="font-medium">{request.subject}</p>
        <p className="text-xs whitespace-pre-line text-stone-600">{request.description}</p>
      </td>
      {canDecide ? <td>{request.submittedByName ?? "—"}</td> : null}
      <td>{EE_CATEGORY_LABELS[request.category as keyof typeof EE_CATEGORY_LABELS] ?? request.category}</td>
      <td>{EE_PRIORITY_LABELS[request.priority as keyof typeof EE_PRIORITY_LABELS] ?? request.priority}</td>
      <td>
        <span className="pill bg-stone-100 text-stone-700">{EE_STATUS_LABELS[request.status]}</span>
      </td>
      <td>{formatDateNa(request.submittedAt)}</td>
      <td className="text-sm">
        {request.resolution ? <p className="whitespace-pre-line">{request.resolution}</p> : "—"}
        {request.meetingMinutesTitle ? <p className="text-xs text-stone-600">Discussed: {request.meetingMinutesTitle}</p> : null}
      </td>
      {canDecide ? (
        <td>
          <Link
            to={`/ee-committee/requests/${request.id}`}
            className="btn-secondary"
            preventScrollReset
            aria-label={`Update request: ${request.subject}`}
          >
            Update
          </Link>
        </td>
      ) : null}
    </tr>
  );
}
