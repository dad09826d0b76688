import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { RouteDialog } from "~/components/ui/route-dialog";
import { FormAlert } from "~/components/ui/form-alert";
import { requireRole } from "~/auth.server";
import { refusalAsPage, refusalAsToast, settle } from "~/errors.server";
import { getEmployee } from "~/services/employees/records.server";
import { getPortalAccess, sendInvitation, showInvitation } from "~/services/accounts/invitations.server";
import { redirectWithToast } from "~/toast.server";
import { employeeIdParam } from "~/utils/employee-params.server";
import { formatDateTimeNa } from "~/utils/format";
import { readFormData } from "~/utils/form.server";

/**
 * Portal access of one employee (issue 11): send or resend the invitation to set a first
 * password, or show its link and a one-time code to hand over in person (for employees
 * without a mailbox). Both are audited.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const id = employeeIdParam(params.id);
  const [employee, access] = await refusalAsPage(() => Promise.all([getEmployee(id), getPortalAccess(id)]));
  return json({ id, name: `${employee.firstName} ${employee.lastName}`, employeeRef: employee.employeeId, access });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const id = employeeIdParam(params.id);
  const here = `/admin/employees/${id}/invitation${new URL(request.url).search}`;
  const intent = (await readFormData(request)).get("intent");
  if (intent === "send") {
    return refusalAsToast(here, "Invitation not sent", async () => {
      const sent = await sendInvitation(id, hr, requestOrigin(request));
      return redirectWithToast(here, { title: "Invitation sent", description: `A link to set a password was mailed to ${sent.to}.` });
    });
  }
  if (intent === "show") {
    // Answered, not redirected: the link and code exist only in this answer (only their hashes are kept).
    const outcome = await settle(() => showInvitation(id, hr, requestOrigin(request)));
    if (!outcome.ok) return json({ shown: null, error: outcome.refusal.message }, { status: outcome.refusal.status });
    return json({ shown: outcome.value, error: null }, { headers: { "Cache-Control": "no-store" } });
  }
  return json({ shown: null, error: "Unknown action" }, { status: 400 });
}

export default function EmployeeInvitation() {
  const { id, name, employeeRef, access } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { search } = useLocation();
  const busy = useNavigation().state === "submitting";
  const shown = actionData?.shown;
  return (
    <RouteDialog title={`Portal access: ${name}`} closeTo={`/admin/employees/${id}${search}`}>
      <div className="space-y-4 text-sm">
        <p className="text-stone-600">{employeeRef}</p>
        {actionData?.error ? <FormAlert title="Invitation not created" description={actionData.error} /> : null}
        {access.passwordSet ? (
          <p>This employee has set a password and signs in with their login email.</p>
        ) : access.invitable ? (
          <>
            <p>
              {access.pendingInvitation
                ? `An invitation sent ${formatDateTimeNa(access.pendingInvitation.sentAt)} is valid until ${formatDateTimeNa(access.pendingInvitation.expiresAt)}. A new one replaces it.`
                : "No password is set yet. Invite the employee to choose one."}
            </p>
            <Form method="post" className="flex flex-wrap gap-2">
              <button type="submit" name="intent" value="send" className="btn-primary" disabled={busy}>
                {access.pendingInvitation ? "Resend invitation" : "Send invitation"}
              </button>
              <button type="submit" name="intent" value="show" className="btn-secondary" disabled={busy}>
                Show link and code
              </button>
            </Form>
            <p className="text-xs text-stone-500">
              The invitation is mailed to {access.mailTo}. For someone without a mailbox, show the link and code and hand them over in
              person.
            </p>
          </>
        ) : (
          <p>Only an active employee with a login email can be invited.</p>
        )}
        {shown ? (
          <section
            aria-labelledby="invitation-handover"
            className="space-y-2 rounded-md border border-copper-300 bg-copper-50 p-3 print:border-0"
          >
            <h3 id="invitation-handover" className="font-semibold">
              Invitation for {shown.name} ({shown.employeeRef})
            </h3>
            <p>Open this link and choose a password:</p>
            <p className="break-all font-mono text-xs">{shown.url}</p>
            <p>
              Or open “Set up your password (first time)” on the login screen, choose “Have a code from HR?” and enter the employee ID{" "}
              <strong>{shown.employeeRef}</strong> with the code:
            </p>
            <p className="font-mono text-2xl tracking-widest" data-testid="invitation-code">
              {shown.code}
            </p>
            <p className="text-xs text-stone-600">
              Valid once, until {formatDateTimeNa(shown.expiresAt)}. This is the only time it is shown: print it now or copy it.
            </p>
          </section>
        ) : null}
        <div className="flex justify-end">
          <Link to={`/admin/employees/${id}${search}`} className="btn-secondary">
            Back to the record
          </Link>
        </div>
      </div>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Portal Access | HR Admin" }];
