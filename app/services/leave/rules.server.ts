import type { Transaction } from "sequelize";
import type { Employee } from "#models";
import { LEAVE_MESSAGES, type LeaveRequestInput } from "~/schemas/leave";
import { ServiceError } from "~/services/errors.server";
import { chargesFor } from "~/services/leave/balances.server";
import { patternOf, workingDaysBetween } from "~/services/leave/working-days.server";
import { LEAVE_LAW, addMonths } from "~/utils/leave-law";
import { MATERNITY, earliestMaternityStart, latestMaternityEnd } from "~/utils/maternity";

/**
 * Balances the server enforces: annual (and what draws on it), sick and compassionate, the three
 * the Act gives a number of days (s. 23-25). The company's own types are shown, not enforced.
 */
const ENFORCED = new Set(["annual", "sick", "compassionate"]);

export function overBalanceMessage(workingDays: number, left: number, label: string) {
  return `This request takes ${workingDays} working ${workingDays === 1 ? "day" : "days"} but you have ${Math.max(0, left)} ${label.toLowerCase()} leave ${left === 1 ? "day" : "days"} left. Shorten it, or ask HR to approve an exception.`;
}

function refuse(status: 400 | 403 | 409, message: string, field = "endDate"): never {
  throw new ServiceError(status, message, { [field]: [message] });
}

/**
 * Checks a request against the law and the balance and answers its working days. `exceptId`:
 * the request being edited or decided, left out of its own balance. `allowOver`: the request may
 * exceed the balance (the employee asked HR for an exception, or HR approves one).
 * `decision`: HR or an approver deciding it, checked against approved leave only; a request
 * being made is checked against what would be left once the person's other pending requests
 * were approved too, so a balance cannot be overdrawn by splitting it.
 */
export async function checkLeave(
  employee: Employee,
  input: Pick<LeaveRequestInput, "leaveType" | "startDate" | "endDate" | "expectedDate" | "actualBirthDate">,
  transaction: Transaction,
  { exceptId, allowOver = false, decision = false }: { exceptId?: number; allowOver?: boolean; decision?: boolean } = {},
) {
  const workingDays = await workingDaysBetween(input.startDate, input.endDate, patternOf(employee), transaction);
  if (workingDays === 0) refuse(400, LEAVE_MESSAGES.noWorkingDays);
  if (input.leaveType === "maternity") checkMaternity(employee, input);
  // Each cycle the leave falls in is charged its own days (leave across a cycle's end draws on both).
  const charges = (await chargesFor(employee, input, transaction, exceptId)).map((charge) => ({
    ...charge,
    balance: decision ? charge.balance : { ...charge.balance, left: charge.balance.left - charge.balance.pending },
  }));
  const short = charges.find((charge) => ENFORCED.has(charge.balance.kind) && charge.workingDays > charge.balance.left);
  const balance = short?.balance ?? charges[0]?.balance ?? null;
  if (short && !allowOver) refuse(409, overBalanceMessage(short.workingDays, short.balance.left, short.balance.label));
  return { workingDays, balance, over: Boolean(short), chargedDays: short?.workingDays ?? workingDays, charges };
}

export const MATERNITY_MESSAGES = {
  femaleOnly: "Maternity leave is for female employees. Please choose another leave type or ask HR.",
  tooEarlyInService: `Maternity leave is available after ${LEAVE_LAW.maternityQualifyingMonths} months of continuous service. Please ask HR about your options.`,
  startTooEarly: `Maternity leave may start at most ${MATERNITY.weeksBeforeExpected} weeks before the expected date of birth.`,
  tooLong: `Maternity leave covers ${MATERNITY.weeks} weeks from its first day; it runs longer only when the birth is later, until ${MATERNITY.weeksAfterBirth} weeks after it.`,
} as const;

/**
 * Labour Act s. 26(1): female employees after six months of continuous service; the leave starts
 * no earlier than four weeks before the expected date and covers twelve weeks from its first day,
 * more only as far as the eight weeks after the actual birth require (docs/decisions.md, issue 23).
 */
function checkMaternity(employee: Employee, input: Pick<LeaveRequestInput, "startDate" | "endDate" | "expectedDate" | "actualBirthDate">) {
  if ((employee.gender ?? "").toLowerCase() !== "female") refuse(403, MATERNITY_MESSAGES.femaleOnly, "leaveType");
  const start = employee.startDate;
  if (start && addMonths(start, LEAVE_LAW.maternityQualifyingMonths) > input.startDate) {
    refuse(403, MATERNITY_MESSAGES.tooEarlyInService, "leaveType");
  }
  if (input.expectedDate && input.startDate < earliestMaternityStart(input.expectedDate))
    refuse(400, MATERNITY_MESSAGES.startTooEarly, "startDate");
  if (input.endDate > latestMaternityEnd(input.startDate, input.actualBirthDate)) refuse(400, MATERNITY_MESSAGES.tooLong, "endDate");
}
