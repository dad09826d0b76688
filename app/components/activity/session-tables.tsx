import { Form, useLocation, useNavigation } from "@remix-run/react";
import type { PageVisitEntry, SessionEntry } from "~/services/activity/monitor.server";
import { pageNameFor } from "~/components/dashboard/page-names";
import { DataTable } from "~/components/ui/data-table";
import { browserOf, formatActivityDuration, formatRelativeTime, pageCategory } from "~/utils/activity";
import { formatDateTimeNa } from "~/utils/format";

/** The activity monitor's lists: Sessions, Page Visits and Session Control (spec 2). */

function EmployeeCell({ entry }: { entry: Pick<SessionEntry, "employeeName" | "employeeIdRef" | "department"> }) {
  return (
    <td>
      <p className="font-medium">{entry.employeeName}</p>
      <p className="text-xs text-stone-500">
        {[entry.employeeIdRef, entry.department].filter(Boolean).join(" · ") || "No employee record"}
      </p>
    </td>
  );
}

function StatusPill({ active }: { active: boolean }) {
  return active ? (
    <span className="pill bg-green-100 text-green-800">Active</span>
  ) : (
    <span className="pill bg-stone-100 text-stone-600">Ended</span>
  );
}

/** End one session, or every session of its person: plain forms that return to this page. */
function SessionActions({ session }: { session: SessionEntry }) {
  const { search } = useLocation();
  const busy = useNavigation().state !== "idle";
  return (
    <td>
      <div className="flex flex-wrap gap-2">
        {session.isActive ? (
          <Form method="post">
            <input type="hidden" name="back" value={search} />
            <input type="hidden" name="id" value={session.id} />
            <button
              type="submit"
              name="intent"
              value="end-session"
              className="btn-row"
              disabled={busy}
              aria-label={`End this session of ${session.employeeName}`}
            >
              End session
            </button>
          </Form>
        ) : null}
        <Form method="post">
          <input type="hidden" name="back" value={search} />
          <input type="hidden" name="userId" value={session.userId} />
          <button
            type="submit"
            name="intent"
            value="end-user"
            className="btn-row"
            disabled={busy}
            aria-label={`Log out ${session.employeeName} everywhere`}
          >
            Log out everywhere
          </button>
          <label className="check-label mt-1 text-xs">
            <input type="checkbox" name="revokeTokens" value="on" />
            and revoke their API tokens
          </label>
        </Form>
      </div>
    </td>
  );
}

export function SessionsTable({ sessions, now }: { sessions: SessionEntry[]; now: string }) {
  if (sessions.length === 0) return <p className="card text-stone-600">No sessions in this period</p>;
  return (
    <DataTable
      label="Sessions"
      columns={[
        { label: "Employee" },
        { label: "IP Address" },
        { label: "Browser" },
        { label: "Login Time" },
        { label: "Duration" },
        { label: "Status" },
        { label: "Actions", hidden: true },
      ]}
    >
      {sessions.map((session) => (
        <tr key={session.id} data-testid={`session-row-${session.id}`}>
          <EmployeeCell entry={session} />
          <td>{session.ipAddress ?? "Unknown"}</td>
          <td>{browserOf(session.userAgent)}</td>
          <td>
            <time dateTime={session.loginTime} title={formatDateTimeNa(session.loginTime)}>
              {formatRelativeTime(session.loginTime, now)}
            </time>
          </td>
          <td>{formatActivityDuration(session.durationSeconds)}</td>
          <td>
            <StatusPill active={session.isActive} />
          </td>
          <SessionActions session={session} />
        </tr>
      ))}
    </DataTable>
  );
}

export function PageVisitsTable({ visits }: { visits: PageVisitEntry[] }) {
  if (visits.length === 0) return <p className="card text-stone-600">No page visits in this period</p>;
  return (
    <DataTable
      label="Page visits"
      columns={[
        { label: "Employee" },
        { label: "Page" },
        { label: "Category" },
        { label: "Visit Time" },
        { label: "Time Spent" },
        { label: "IP Address" },
      ]}
    >
      {visits.map((visit) => (
        <tr key={visit.id}>
          <EmployeeCell entry={visit} />
          <td>
            <p>{pageNameFor(visit.pagePath)}</p>
            <p className="break-all text-xs text-stone-500">{visit.pagePath}</p>
          </td>
          <td>{pageCategory(visit.pagePath)}</td>
          <td className="whitespace-nowrap">{formatDateTimeNa(visit.visitTime)}</td>
          <td>{formatActivityDuration(visit.timeSpent)}</td>
          <td>{visit.ipAddress ?? "Unknown"}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export interface ActiveSessionEntry extends SessionEntry {
  lastActivity: string;
}

export function ActiveSessionsTable({ sessions, now }: { sessions: ActiveSessionEntry[]; now: string }) {
  if (sessions.length === 0) return <p className="card text-stone-600">No active sessions</p>;
  return (
    <DataTable
      label="Active sessions"
      columns={[
        { label: "Employee" },
        { label: "IP Address" },
        { label: "Browser" },
        { label: "Login Time" },
        { label: "Last Activity" },
        { label: "Actions", hidden: true },
      ]}
    >
      {sessions.map((session) => (
        <tr key={session.id} data-testid={`active-session-${session.id}`}>
          <td>
            <p className="font-medium">
              {session.employeeName}{" "}
              {session.role === "hr" ? <span className="pill ml-1 bg-copper-100 text-copper-900">HR Admin</span> : null}
            </p>
            <p className="text-xs text-stone-500">{[session.employeeIdRef, session.department].filter(Boolean).join(" · ")}</p>
          </td>
          <td>{session.ipAddress ?? "Unknown"}</td>
          <td>{browserOf(session.userAgent)}</td>
          <td>{formatRelativeTime(session.loginTime, now)}</td>
          <td>{formatRelativeTime(session.lastActivity, now)}</td>
          <SessionActions session={session} />
        </tr>
      ))}
    </DataTable>
  );
}
