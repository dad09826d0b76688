import type { Transaction } from "sequelize";
import { Employee, LeaveRequest, User } from "#models";
import type { CurrentUser } from "~/auth.server";
import { getDb } from "~/db.server";
import { LEAVE_MESSAGES, birthDateProblem } from "~/schemas/leave";
import { ServiceError } from "~/services/errors.server";
import { maternityBirthMail } from "~/services/leave/mail.server";
import { otherHrAddresses } from "~/services/leave/approvers.server";
import { refreshLeaveStatuses } from "~/services/leave/leave-status.server";
import { mailFacts, sendApprovalLinks } from "~/services/leave/notify.server";
import { assertNoOverlap, toView } from "~/services/leave/requests.server";
import { checkLeave } from "~/services/leave/rules.server";
import { enqueueMail } from "~/services/mail.server";
import { formatDateNa } from "~/utils/format";
import { isBirthNearExpected, withBirthEnd } from "~/utils/maternity";

/**
 * Recording the actual date of birth on maternity leave (Labour Act s. 26, issue 23): by the
 * employee on their own request or by HR on anyone's, while it is pending and also once it is
 * approved (the one change allowed then). The end follows from the birth (twelve weeks from the
 * first day, never less than eight weeks after the birth), the working days are counted again,
 * and the approver and HR are told. A pending request goes to its approvers again with fresh
 * links, since its dates changed.
 */

function refuseBirth(status: 400 | 409, message: string): never {
  throw new ServiceError(status, message, { actualBirthDate: [message] });
}

export interface BirthRecorder {
  user: CurrentUser;
  /** HR records on anyone's request; an employee only on their own. */
  asHr: boolean;
}

export async function recordBirthDate({ user, asHr }: BirthRecorder, id: number, actualBirthDate: string) {
  if (!asHr && !user.employee) throw new ServiceError(403, "Your login is not linked to an employee record. Please contact HR.");
  const problem = birthDateProblem(actualBirthDate);
  if (problem) refuseBirth(400, problem);
  return getDb().transaction(async (transaction) => {
    const row = await LeaveRequest.findOne({
      // Owner in the where clause: an employee finds only their own request.
      where: asHr ? { id } : { id, employeeId: user.employee!.id },
      include: [{ model: Employee, as: "employee", where: { deletedAt: null } }],
      transaction,
      lock: { level: transaction.LOCK.UPDATE, of: LeaveRequest },
    });
    if (!row) throw new ServiceError(404, "Leave request not found");
    if (row.leaveType !== "maternity") refuseBirth(400, LEAVE_MESSAGES.birthDateNotMaternity);
    if (row.status === "rejected") refuseBirth(409, "This maternity leave request was rejected; nothing is recorded on it.");
    if (row.expectedDate && !isBirthNearExpected(actualBirthDate, row.expectedDate))
      refuseBirth(400, LEAVE_MESSAGES.birthDateFarFromExpected);
    const employee = row.employee!;
    const before = { endDate: row.endDate, workingDays: row.workingDays };
    const next = withBirthEnd({
      leaveType: row.leaveType,
      startDate: row.startDate,
      endDate: row.endDate,
      days: row.days,
      actualBirthDate,
    });
    await assertNoLongerOverlap(employee.id, next, row.id, transaction);
    const { workingDays } = await checkLeave(
      employee,
      { leaveType: "maternity", startDate: next.startDate, endDate: next.endDate, expectedDate: row.expectedDate, actualBirthDate },
      transaction,
      { exceptId: row.id, allowOver: true, decision: row.status === "approved" },
    );
    await row.update({ actualBirthDate, endDate: next.endDate, days: next.days, workingDays }, { transaction });
    const recordedBy = asHr ? `${user.firstName} ${user.lastName}`.trim() || user.email : `${employee.firstName} ${employee.lastName}`;
    const to = new Set(await otherHrAddresses(null, transaction));
    if (row.status === "approved") {
      for (const address of await approverAddresses(row, transaction)) to.add(address);
      await refreshLeaveStatuses(transaction, employee.id);
    } else {
      // Its dates changed: the approvers decide on the new ones, with fresh links (old ones die).
      await sendApprovalLinks(row, employee, transaction);
    }
    const own = (employee.communicationEmail || employee.email || "").toLowerCase();
    if (asHr && own) to.add(own);
    if (!asHr && own) to.delete(own);
    if (to.size) {
      await enqueueMail(
        maternityBirthMail(mailFacts(row, employee), [...to], { birthDate: actualBirthDate, endBefore: before.endDate, recordedBy }),
        transaction,
      );
    }
    return { request: toView(row), before, employeeId: employee.id };
  });
}

/** The longer leave may not run into another request of the person: named, so HR can move that one. */
async function assertNoLongerOverlap(
  employeeId: number,
  next: { startDate: string; endDate: string },
  exceptId: number,
  transaction: Transaction,
) {
  try {
    await assertNoOverlap(employeeId, next, transaction, exceptId);
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    refuseBirth(
      409,
      `With this date of birth the maternity leave runs to ${formatDateNa(next.endDate)}, which overlaps another leave request. Please ask HR to move or cancel that request first.`,
    );
  }
}

/** Who decided an approved request: the address the approver confirmed with, or the HR user's login email. */
async function approverAddresses(row: LeaveRequest, transaction: Transaction) {
  const addresses: string[] = [];
  if (row.approvedByEmail) addresses.push(row.approvedByEmail.toLowerCase());
  if (row.approvedBy) {
    const approver = await User.findByPk(row.approvedBy, { attributes: ["email"], transaction });
    if (approver?.email) addresses.push(approver.email.toLowerCase());
  }
  return addresses;
}

/** HR's view of one maternity request, for recording the birth on it (404 for any other request). */
export async function getMaternityRequestForHr(id: number) {
  const row = await LeaveRequest.findOne({
    where: { id, leaveType: "maternity" },
    include: [{ model: Employee, as: "employee", where: { deletedAt: null } }],
  });
  if (!row) throw new ServiceError(404, "Maternity leave request not found");
  return { ...toView(row), employeeName: `${row.employee!.firstName} ${row.employee!.lastName}` };
}
