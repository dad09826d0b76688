import { Link } from "@remix-run/react";
import { DataTable } from "~/components/ui/data-table";
import type { PasswordResetTab } from "~/schemas/password-resets";
import type { PasswordResetView } from "~/services/accounts/password-resets.server";
import { formatDateTimeNa } from "~/utils/format";

type Item = PasswordResetView;

const STATUS_STYLES: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-900",
  rejected: "bg-red-100 text-red-900",
  completed: "bg-stone-200 text-stone-800",
};

export function resetStatusLabel(item: Pick<Item, "status" | "linkExpired">) {
  if (item.status === "approved" && item.linkExpired) return "Approved (link expired)";
  return item.status.charAt(0).toUpperCase() + item.status.slice(1);
}

export function ResetStatusBadge({ item }: { item: Pick<Item, "status" | "linkExpired"> }) {
  return (
    <span className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ${STATUS_STYLES[item.status] ?? "bg-stone-100"}`}>
      {resetStatusLabel(item)}
    </span>
  );
}

/** Pending (n) and Reviewed (n): plain links with `?status=` in the URL, so they work without JavaScript. */
export function ResetTabs({ active, counts }: { active: PasswordResetTab; counts: { pending: number; reviewed: number } }) {
  const tabs = [
    { id: "pending", label: `Pending (${counts.pending})` },
    { id: "reviewed", label: `Reviewed (${counts.reviewed})` },
  ] as const;
  return (
    <nav aria-label="Password reset requests" className="flex gap-1 border-b border-stone-200">
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          to={`/admin/password-resets?status=${tab.id}`}
          aria-current={active === tab.id ? "page" : undefined}
          className={`-mb-px px-3 py-2 text-sm font-medium no-underline ${active === tab.id ? "border-b-2 border-copper-600 text-copper-700" : "text-stone-600 hover:text-stone-900"}`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

/** The requests of one tab; each row opens the review dialog (a child route, a page without JavaScript). */
export function ResetRequestList({ requests, tab, search }: { requests: Item[]; tab: PasswordResetTab; search: string }) {
  if (requests.length === 0) {
    return <p className="card text-stone-600">{tab === "pending" ? "No pending password reset requests" : "No reviewed requests yet"}</p>;
  }
  return (
    <DataTable
      label={tab === "pending" ? "Pending requests" : "Reviewed requests"}
      columns={[
        { label: "Employee" },
        { label: "Email" },
        { label: "Reason" },
        { label: "Requested" },
        { label: "Status" },
        { label: "Actions", hidden: true },
      ]}
    >
      {requests.map((item) => (
        <tr key={item.id} data-testid={`reset-row-${item.id}`}>
          <td>
            <p className="font-medium">{item.employeeName}</p>
            <p className="text-xs text-stone-500">{item.employeeIdRef ?? "No employee record"}</p>
          </td>
          <td className="break-all">{item.employeeEmail}</td>
          <td className="max-w-xs text-stone-600">{item.reason}</td>
          <td className="whitespace-nowrap">{formatDateTimeNa(item.requestedAt)}</td>
          <td>
            <ResetStatusBadge item={item} />
            {item.reviewerName ? (
              <p className="mt-1 text-xs text-stone-500">
                by {item.reviewerName}
                {item.reviewedAt ? `, ${formatDateTimeNa(item.reviewedAt)}` : ""}
              </p>
            ) : null}
            {item.reviewNote ? <p className="mt-1 max-w-xs text-xs text-stone-600">Note: {item.reviewNote}</p> : null}
          </td>
          <td>
            <Link
              to={`/admin/password-resets/${item.id}${search}`}
              className={`${item.status === "pending" ? "btn-primary" : "btn-secondary"} px-3 py-1`}
              aria-label={`${item.status === "pending" ? "Review" : "View"} request of ${item.employeeName}`}
              preventScrollReset
            >
              {item.status === "pending" ? "Review" : "View"}
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
