import { AnnualLeaveExtension, Employee, LeaveOpeningBalance } from "#models";
import type { CurrentUser } from "~/auth.server";
import { getDb } from "~/db.server";
import {
  LEAVE_ADJUSTMENT_MESSAGES,
  type GrantExtensionInput,
  type OpeningBalanceInput,
  type OpeningBalanceKind,
} from "~/schemas/leave-adjustments";
import { recordEmployeeActivity } from "~/services/activity/employee-changes.server";
import { ServiceError } from "~/services/errors.server";
import { balanceKindOf, computeBalances } from "~/services/leave/balances.server";
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
  const employee = await Employee.findOne({ where: { id, deletedAt: null } });
  if (!employee) throw new ServiceError(404, "Employee record not found");
  return employee;
}

export async function recordGrantExtension(hr: CurrentUser, employeeId: number, input: GrantExtensionInput, today = todayIso()) {
  const employee = await activeEmployee(employeeId);
  const refuse = (field: string, message: string): never => {
    throw new ServiceError(400, message, { [field]: [message] });
  };
  if (input.agreedOn > today) refuse("agreedOn", LEAVE_ADJUSTMENT_MESSAGES.agreedInFuture);
  const annual = (await computeBalances(employee, today)).balances.find((balance) => balance.kind === "annual");
  const carried = annual?.carriedByCycle ?? [];
  if (!carried.length) throw new ServiceError(409, LEAVE_ADJUSTMENT_MESSAGES.nothingToExtend);
  // The cycle named, or the earliest whose days are still carried.
  const cycle = input.cycleStart ? carried.find((lot) => lot.cycleStart === input.cycleStart) : carried[0];
  if (!cycle) return refuse("cycleStart", LEAVE_ADJUSTMENT_MESSAGES.cycleNotCarried);
  if (input.agreedOn < cycle.cycleStart) refuse("agreedOn", LEAVE_ADJUSTMENT_MESSAGES.agreedBeforeCycle);
  return getDb().transaction(async (transaction) => {
    const [extension] = await AnnualLeaveExtension.upsert(
      { employeeId, cycleStart: cycle.cycleStart, agreedOn: input.agreedOn, note: input.note, createdBy: hr.id },
      { transaction, conflictFields: ["employee_id", "cycle_start"] as never },
    );
    await recordEmployeeActivity(
      {
        employeeId,
        type: "updated",
        title: "Annual leave deadline extended by written agreement",
        description: `Leave of the cycle from ${formatDateNa(cycle.cycleStart)}: agreed on ${formatDateNa(input.agreedOn)}. ${input.note}`,
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

export async function recordOpeningBalance(hr: CurrentUser | null, employeeId: number, given: OpeningBalanceInput, today = todayIso()) {
  const employee = await activeEmployee(employeeId);
  const input = { ...given, taken: given.taken ?? 0, carried: given.carried ?? 0 };
  const refuse = (field: string, message: string): never => {
    throw new ServiceError(400, message, { [field]: [message] });
  };
  if (input.asOf > today) refuse("asOf", LEAVE_ADJUSTMENT_MESSAGES.asOfFuture);
  // Before the start date there is no cycle to bring anything forward into.
  if (employee.startDate && input.asOf < employee.startDate) refuse("asOf", LEAVE_ADJUSTMENT_MESSAGES.asOfBeforeStart);
  // Personal and emergency leave have their own balance only when the company grants one.
  const companyType = input.balanceKind === "personal" || input.balanceKind === "emergency";
  if (companyType && balanceKindOf(input.balanceKind) !== input.balanceKind)
    refuse("balanceKind", LEAVE_ADJUSTMENT_MESSAGES.ownBalanceOnly);
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

export function openingDescription(input: { asOf: string; taken: number; carried: number; note?: string | null }) {
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
