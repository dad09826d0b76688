import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { BalanceTable } from "~/components/leave/balance-table";
import { GrantExtensionForm, OpeningBalanceForm } from "~/components/leave/leave-adjustment-forms";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsFormReply, refusalAsPage, refusalAsToast } from "~/errors.server";
import { GrantExtensionSchema, LEAVE_ADJUSTMENT_MESSAGES, OPENING_BALANCE_KINDS, OpeningBalanceSchema } from "~/schemas/leave-adjustments";
import { getEmployee } from "~/services/employees/records.server";
import { leaveAdjustmentsOf, recordGrantExtension, recordOpeningBalance, removeOpeningBalance } from "~/services/leave/adjustments.server";
import { balancesOfEmployee } from "~/services/leave/balances.server";
import { redirectWithToast } from "~/toast.server";
import { todayIso } from "~/utils/dates";
import { employeeIdParam } from "~/utils/employee-params.server";
import { formatDateNa } from "~/utils/format";
import { readFormData } from "~/utils/form.server";

/**
 * An employee's leave record for HR (issue 23): balances with the employer's grant deadlines and
 * overdue days, the written agreements that extend a deadline (Labour Act s. 23), and the
 * balances brought forward at go-live.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const id = employeeIdParam(params.id);
  const [employee, leave, adjustments] = await refusalAsPage(() =>
    Promise.all([getEmployee(id), balancesOfEmployee(id), leaveAdjustmentsOf(id)]),
  );
  return json({ id, name: `${employee.firstName} ${employee.lastName}`, leave, adjustments, today: todayIso() });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const id = employeeIdParam(params.id);
  const here = `/admin/employees/${id}/leave${new URL(request.url).search}`;
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (intent === "remove-opening") {
    const kind = OPENING_BALANCE_KINDS.find((known) => known === formData.get("balanceKind"));
    return refusalAsToast(here, "Opening balance not removed", async () => {
      if (!kind) throw new Response("Opening balance not found", { status: 404 });
      await removeOpeningBalance(hr, id, kind);
      return redirectWithToast(here, { title: LEAVE_ADJUSTMENT_MESSAGES.openingRemoved });
    });
  }
  if (intent === "opening") {
    const submission = parseWithZod(formData, { schema: OpeningBalanceSchema });
    if (submission.status !== "success") return json(submission.reply(), { status: 400 });
    return refusalAsFormReply(submission, async () => {
      await recordOpeningBalance(hr, id, submission.value);
      return redirectWithToast(here, { title: LEAVE_ADJUSTMENT_MESSAGES.openingRecorded });
    });
  }
  const submission = parseWithZod(formData, { schema: GrantExtensionSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsFormReply(submission, async () => {
    await recordGrantExtension(hr, id, submission.value);
    return redirectWithToast(here, { title: LEAVE_ADJUSTMENT_MESSAGES.extensionRecorded });
  });
}

export default function EmployeeLeaveRecord() {
  const { id, name, leave, adjustments, today } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // A new location after each recorded entry: the forms start empty again (a refusal keeps what was typed).
  const { search, key } = useLocation();
  const intent = (result?.initialValue as { intent?: string } | undefined)?.intent;
  const annual = leave.balances.find((balance) => balance.kind === "annual");
  return (
    <RouteDialog title={`Leave record: ${name}`} closeTo={`/admin/employees/${id}${search}`} wide>
      <div className="space-y-6 text-sm">
        <BalanceTable balances={leave.balances} workDaysPerWeek={leave.workDaysPerWeek} forHr />
        <section className="space-y-2" aria-labelledby="agreements-title">
          <h3 id="agreements-title" className="text-sm font-semibold uppercase tracking-wide text-stone-500">
            Grant deadlines
          </h3>
          <p className="text-stone-600">
            Annual leave is never forfeited: the company must grant a cycle&apos;s leave within four months of its end, or six with the
            employee&apos;s written agreement (Labour Act 11 of 2007, s. 23), and untaken days are paid out when employment ends.
          </p>
          {adjustments.extensions.length ? (
            <ul className="list-disc pl-5">
              {adjustments.extensions.map((extension) => (
                <li key={extension.cycleStart}>
                  Cycle from {formatDateNa(extension.cycleStart)}: agreed {formatDateNa(extension.agreedOn)}. {extension.note}
                </li>
              ))}
            </ul>
          ) : null}
          {annual?.overdue || annual?.grantDue ? (
            <GrantExtensionForm
              key={key}
              lastResult={intent === "extension" ? result : undefined}
              today={today}
              cycles={annual.carriedByCycle}
            />
          ) : (
            <p className="text-stone-600">No carried annual days are waiting to be granted.</p>
          )}
        </section>
        <section className="space-y-2" aria-labelledby="opening-title">
          <h3 id="opening-title" className="text-sm font-semibold uppercase tracking-wide text-stone-500">
            Brought forward
          </h3>
          {adjustments.openings.length ? (
            <ul className="divide-y divide-stone-100">
              {adjustments.openings.map((opening) => (
                <li key={opening.balanceKind} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    <span className="font-medium">{opening.label}</span> as of {formatDateNa(opening.asOf)}: {opening.taken} taken
                    {opening.carried ? `, ${opening.carried} carried` : ""}
                    {opening.note ? <span className="block text-xs text-stone-600">{opening.note}</span> : null}
                  </span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove-opening" />
                    <input type="hidden" name="balanceKind" value={opening.balanceKind} />
                    <button type="submit" className="btn-secondary px-2 py-1 text-xs">
                      Remove
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-stone-600">Nothing brought forward: the balances count the portal&apos;s own records.</p>
          )}
          <OpeningBalanceForm key={key} lastResult={intent === "opening" ? result : undefined} today={today} />
        </section>
      </div>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Leave Record | HR Admin" }];
