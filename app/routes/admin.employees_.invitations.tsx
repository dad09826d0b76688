import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { safeParse } from "zod/v4/core";
import type { RouteHandle } from "~/components/dashboard/frame";
import { requireRole } from "~/auth.server";
import { INVITATION_DAYS } from "~/constants";
import { refusalAsPage, refusalAsToast } from "~/errors.server";
import {
  BULK_INVITATION_MESSAGES,
  BulkInvitationSchema,
  employeesCount,
  NOT_INVITED_LABELS,
  selectionOf,
  type InvitationSelection,
} from "~/schemas/bulk-invitations";
import { getInvitationSummary, inviteEmployees, type InvitedPerson } from "~/services/accounts/bulk-invitations.server";
import { redirectWithToast } from "~/toast.server";
import { formatDateTimeNa } from "~/utils/format";
import { readFormData } from "~/utils/form.server";
import { readId } from "~/utils/ids";
import { getClientIp, getUserAgent, safeRedirectPath } from "~/utils/request-info.server";

/**
 * Bulk invitations (issue 24): the Employees page's "Invite selected" and "Invite all without a
 * login in <Department>" and the import result's "Invite the N new employees" post here; the
 * answer is a redirect to the summary (?batch=), read back from the audit trail, so a reload
 * sends nothing again. Plain forms: nothing here needs JavaScript.
 */
export const handle: RouteHandle = { tab: "employees" };

/** Where "Back" leads: the page the form was on (a path of the HR dashboard), else the directory. */
function backPath(value: FormDataEntryValue | string | null) {
  const path = safeRedirectPath(value, "/admin/employees");
  return path.startsWith("/admin/") ? path : "/admin/employees";
}

/** The form's fields as the schema reads them ("Invite selected" with nothing ticked is an empty list). */
function formSelection(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  };
  const ticked = form.get("selection") === "employees" || form.has("employeeIds");
  const importId = text("importId");
  return {
    employeeIds: ticked ? form.getAll("employeeIds").map((id) => Number(id)) : undefined,
    department: text("department"),
    importId: importId === undefined ? undefined : Number(importId),
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const params = new URL(request.url).searchParams;
  const batch = readId(params.get("batch"));
  if (batch === null) throw redirect("/admin/employees");
  const summary = await refusalAsPage(() => getInvitationSummary(batch));
  return json({ summary, back: backPath(params.get("back")) }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const form = await readFormData(request);
  const back = backPath(form.get("returnTo"));
  const parsed = safeParse(BulkInvitationSchema, formSelection(form));
  if (!parsed.success) {
    const description = parsed.error.issues[0]?.message ?? BULK_INVITATION_MESSAGES.oneSelection;
    return redirectWithToast(back, { title: BULK_INVITATION_MESSAGES.failedTitle, description, variant: "error" });
  }
  return refusalAsToast(back, BULK_INVITATION_MESSAGES.failedTitle, async () => {
    const actor = { id: hr.id, ipAddress: getClientIp(request), userAgent: getUserAgent(request) };
    const sent = await inviteEmployees(selectionOf(parsed.data), actor);
    const description = `${employeesCount(sent.invited.length)} invited, ${sent.notInvited.length.toLocaleString("en-US")} not invited.`;
    const summary = `/admin/employees/invitations?${new URLSearchParams({ batch: String(sent.batchId), back })}`;
    return redirectWithToast(summary, { title: BULK_INVITATION_MESSAGES.sentTitle, description });
  });
}

function selectionText(selection: InvitationSelection, importFilename: string | null) {
  if (selection.kind === "department") return `Everyone without a login in ${selection.department}`;
  if (selection.kind === "import") return `The new employees of the import ${importFilename ?? `#${selection.importId}`}`;
  return `${employeesCount(selection.employeeIds.length)} ticked in the directory`;
}

function People({ people, label }: { people: InvitedPerson[]; label: string }) {
  return (
    <ul aria-label={label} className="columns-1 gap-6 text-sm sm:columns-2 lg:columns-3">
      {people.map((entry) => (
        <li key={entry.id} className="break-inside-avoid py-0.5">
          {entry.employeeId ? (
            <a className="underline" href={`/admin/employees/${entry.id}`}>
              {entry.name}
            </a>
          ) : (
            entry.name
          )}
          {entry.employeeId ? <span className="text-stone-500"> · {entry.employeeId}</span> : null}
        </li>
      ))}
    </ul>
  );
}

export default function InvitationSummaryPage() {
  const { summary, back } = useLoaderData<typeof loader>();
  const notInvited = summary.notInvited.reduce((count, group) => count + group.people.length, 0);
  return (
    <section className="space-y-4" aria-labelledby="invitation-summary-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="invitation-summary-title" className="text-lg font-semibold">
          Invitations
        </h2>
        <Link to={back} className="btn-secondary">
          Back
        </Link>
      </div>
      <p className="text-sm text-stone-600">
        {selectionText(summary.selection, summary.importFilename)}: sent {formatDateTimeNa(summary.sentAt)}
        {summary.sentBy ? ` by ${summary.sentBy}` : ""}. Each invitation is a link to set a first password, mailed to the employee&apos;s
        own address (or their login address), valid once for {INVITATION_DAYS} days; it replaces any earlier invitation.
      </p>
      <section className="card space-y-2" aria-labelledby="invited-title">
        <h3 id="invited-title" className="font-semibold">
          {`Invited (${summary.invited.length})`}
        </h3>
        {summary.invited.length ? <People people={summary.invited} label="Invited" /> : <p className="text-sm">Nobody was invited.</p>}
      </section>
      <section className="card space-y-3" aria-labelledby="not-invited-title">
        <h3 id="not-invited-title" className="font-semibold">
          {`Not invited (${notInvited})`}
        </h3>
        {notInvited === 0 ? <p className="text-sm">Everyone of the selection was invited.</p> : null}
        {summary.notInvited.map((group) => (
          <details key={group.reason} open={group.reason !== "passwordSet" || group.people.length <= 25}>
            <summary className="cursor-pointer text-sm font-medium">
              {`${NOT_INVITED_LABELS[group.reason]} (${group.people.length})`}
            </summary>
            <People people={group.people} label={NOT_INVITED_LABELS[group.reason]} />
          </details>
        ))}
        {summary.notInvited.some((group) => group.reason === "noEmail") ? (
          <p className="text-xs text-stone-500">
            Someone without an email address can still be invited: add an address to their record, or open their Portal Access and show a
            link and code to hand over in person.
          </p>
        ) : null}
      </section>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Invitations | HR Admin" }];
