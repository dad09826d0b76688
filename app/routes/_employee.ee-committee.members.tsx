import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { DataTable } from "~/components/ui/data-table";
import { requireUser } from "~/auth.server";
import { listCommitteeMembers } from "~/services/equity/committee.server";
import { formatDateNa } from "~/utils/format";

/** Members (spec 2): who serves on the committee; HR adds and removes. `?history=1` shows past memberships too. */
export const handle: RouteHandle = { tab: "ee-committee" };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const withHistory = new URL(request.url).searchParams.get("history") === "1";
  return json({ members: await listCommitteeMembers({ withHistory }), withHistory, isHr: user.role === "hr" });
}

export default function CommitteeMembers() {
  const { members, withHistory, isHr } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-3">
      <Outlet />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">Committee Members</h3>
        <div className="flex flex-wrap gap-2">
          <Link to={withHistory ? "/ee-committee/members" : "/ee-committee/members?history=1"} className="btn-secondary">
            {withHistory ? "Current members only" : "Show past members"}
          </Link>
          {isHr ? (
            <Link to="/ee-committee/members/new" className="btn-primary" preventScrollReset>
              Add Member
            </Link>
          ) : null}
        </div>
      </div>
      {members.length === 0 ? (
        <p className="card p-4 text-sm text-stone-600">The committee has no members yet.</p>
      ) : (
        <DataTable
          label="Committee members"
          columns={[
            { label: "Name" },
            { label: "Employee No." },
            { label: "Position" },
            { label: "Department" },
            { label: "Start Date" },
            { label: "Active" },
            ...(isHr ? [{ label: "Actions", hidden: true }] : []),
          ]}
        >
          {members.map((member) => (
            <tr key={member.id}>
              <td>{member.employeeName}</td>
              <td>{member.employeeNumber}</td>
              <td>{member.position}</td>
              <td>{member.department ?? member.employeeDepartment ?? "—"}</td>
              <td>{formatDateNa(member.startDate)}</td>
              <td>{member.isActive ? "Yes" : `No (ended ${formatDateNa(member.endDate)})`}</td>
              {isHr ? (
                <td>
                  {member.isActive ? (
                    <Link
                      to={`/ee-committee/members/${member.id}/remove`}
                      className="btn-secondary"
                      preventScrollReset
                      aria-label={`Remove ${member.employeeName}`}
                    >
                      Remove
                    </Link>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
