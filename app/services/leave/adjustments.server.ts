import { AnnualLeaveExtension, Employee, LeaveOpeningBalance } from "#models";
import type { CurrentUser } from "~/auth.server";
import { getDb } from "~/db.server";
import {
  LEAVE_ADJUSTMENT_MESSAGES,
  type GrantExtensionInput,
  type OpeningBalanceInput,
  type OpeningBalanceKind,
} from "~/schemas/leave-adjustments";
import { recordEmployeeActivity } from "~/services/employee-activity.server";
import { ServiceError } from "~/services/errors.server";
import { computeBalances } from "~/services/leave/balances.server";
import { refreshOverdueOfId } from "~/services/leave/overdue.server";
import { todayIso } from "~/utils/dates";
import { formatDateNa } from "~/utils/format";

/**
 * HR's corrections to an employee's leave record (issue 23), each written to the employee's
 * history in the same transaction (who, when, what):
 * - a written agreement (Labour Act s. 23) that extends the deadline to grant the earliest
 *   cycle whose annual days are still carried, from four to six months after that cycle;
 * - an opening balance per leave balance: days taken in the cycle holding `asOf` and annual
 *   days carried into it, from the records the company kept before the portal.
 */

async function activeEmployee(id: number) {
  getDb();
  const employee = await Employee.findOne({ where: { id, deletedAt: null } });
  if (!employee) throw new ServiceError(404, "Employee record not found");
  return employee;
}

export async function recordGrantExtension(hr: CurrentUser, employeeId: number, input: GrantExtensionInput, today = todayIso()) {
  const employee = await activeEmployee(employeeId);
  if (input.agreedOn > today) {
    throw new ServiceError(400, LEAVE_ADJUSTMENT_MESSAGES.agreedInFuture, { agreedOn: [LEAVE_ADJUSTMENT_MESSAGES.agreedInFuture] });
  }
  const annual = (await computeBalances(employee, today)).balances.find((balance) => balance.kind === "annual");
  const earliest = annual?.overdue ?? annual?.grantDue;
  if (!earliest) throw new ServiceError(409, LEAVE_ADJUSTMENT_MESSAGES.nothingToExtend);
  return getDb().transaction(async (transaction) => {
    const [extension] = await AnnualLeaveExtension.upsert(
      { employeeId, cycleStart: earliest.cycleStart, agreedOn: input.agreedOn, note: input.note, createdBy: hr.id },
      { transaction, conflictFields: ["employee_id", "cycle_start"] as never },
    );
    await recordEmployeeActivity(
      {
        employeeId,
        type: "updated",
        title: "Annual leave deadline extended by written agreement",
        description: `Leave of the cycle from ${formatDateNa(earliest.cycleStart)}: agreed on ${formatDateNa(input.agreedOn)}. ${input.note}`,
        performedBy: hr.id,
      },
      transaction,
    );
    await refreshOverdueOfId(employeeId, transaction);
    return extension;
  });
}

const KIND_LABELS: Record<OpeningBalanceKind, string> = {
  annual: "Annual",
  sick: "Sick",
  compassionate: "Compassionate",
  personal: "Personal",
  emergency: "Emergency",
};

export async function recordOpeningBalance(hr: CurrentUser | null, employeeId: number, input: OpeningBalanceInput, today = todayIso()) {
  await activeEmployee(employeeId);
  if (input.asOf > today)
    throw new ServiceError(400, LEAVE_ADJUSTMENT_MESSAGES.asOfFuture, { asOf: [LEAVE_ADJUSTMENT_MESSAGES.asOfFuture] });
  return getDb().transaction(async (transaction) => {
    const [opening] = await LeaveOpeningBalance.upsert(
      { employeeId, ...input, note: input.note || null, createdBy: hr?.id ?? null },
      { transaction, conflictFields: ["employee_id", "balance_kind"] as never },
    );
    await recordEmployeeActivity(
      {
        employeeId,
        type: "updated",
        title: `${KIND_LABELS[input.balanceKind]} leave brought forward`,
        description: openingDescription(input),
        performedBy: hr?.id ?? null,
      },
      transaction,
    );
    await refreshOverdueOfId(employeeId, transaction);
    return opening;
  });
}

export function openingDescription(input: Pick<OpeningBalanceInput, "asOf" | "taken" | "carried" | "note">) {
  const carried = input.carried ? `, ${input.carried} carried from earlier cycles` : "";
  return `As of ${formatDateNa(input.asOf)}: ${input.taken} taken in the cycle${carried}.${input.note ? ` ${input.note}` : ""}`;
}

export async function removeOpeningBalance(hr: CurrentUser, employeeId: number, balanceKind: OpeningBalanceKind) {
  await activeEmployee(employeeId);
  return getDb().transaction(async (transaction) => {
    const removed = await LeaveOpeningBalance.destroy({ where: { employeeId, balanceKind }, transaction });
    if (!removed) throw new ServiceError(404, "Opening balance not found");
    await recordEmployeeActivity(
      { employeeId, type: "updated", title: `${KIND_LABELS[balanceKind]} leave brought forward removed`, performedBy: hr.id },
      transaction,
    );
    await refreshOverdueOfId(employeeId, transaction);
  });
}

/** What HR's employee page shows of the corrections: the opening balances and the written agreements. */
export async function leaveAdjustmentsOf(employeeId: number) {
  const [openings, extensions] = await Promise.all([
    LeaveOpeningBalance.findAll({ where: { employeeId }, order: [["balanceKind", "ASC"]] }),
    AnnualLeaveExtension.findAll({ where: { employeeId }, order: [["cycleStart", "DESC"]] }),
  ]);
  return {
    openings: openings.map((row) => ({
      balanceKind: row.balanceKind,
      label: KIND_LABELS[row.balanceKind],
      asOf: row.asOf,
      taken: row.taken,
      carried: row.carried,
      note: row.note,
    })),
    extensions: extensions.map((row) => ({ cycleStart: row.cycleStart, agreedOn: row.agreedOn, note: row.note })),
  };
}
