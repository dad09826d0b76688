import { Op, type Transaction } from "sequelize";
import { Employee, LeaveRequest } from "#models";
import { leaveRecountMail } from "~/services/leave-mail.server";
import { patternOf, workingDaysBetween } from "~/services/leave/working-days.server";
import { enqueueMail } from "~/services/mail.server";

export interface Recount {
  leaveRequestId: number;
  employeeId: number;
  before: number;
  after: number;
}

/**
 * After a public holiday was added, moved or removed: recounts the working days of every pending
 * request, and every approved one not yet over, that covers one of `dates`, and mails each
 * employee whose count changed (in the caller's transaction, with the change).
 */
export async function recountLeaveTouching(dates: string[], transaction: Transaction, today: string): Promise<Recount[]> {
  if (dates.length === 0) return [];
  const rows = await LeaveRequest.findAll({
    where: {
      [Op.and]: [
        { [Op.or]: [{ status: "pending" }, { status: "approved", endDate: { [Op.gte]: today } }] },
        { [Op.or]: dates.map((date) => ({ startDate: { [Op.lte]: date }, endDate: { [Op.gte]: date } })) },
      ],
    },
    include: [{ model: Employee, as: "employee", where: { deletedAt: null } }],
    order: [["id", "ASC"]],
    transaction,
    lock: { level: transaction.LOCK.UPDATE, of: LeaveRequest },
  });
  const changed: Recount[] = [];
  for (const row of rows) {
    const employee = row.employee!;
    const after = await workingDaysBetween(row.startDate, row.endDate, patternOf(employee), transaction);
    if (after === row.workingDays) continue;
    const before = row.workingDays;
    await row.update({ workingDays: after }, { transaction });
    changed.push({ leaveRequestId: row.id, employeeId: employee.id, before, after });
    const address = (employee.communicationEmail || employee.email || "").toLowerCase();
    if (address) {
      await enqueueMail(
        leaveRecountMail(
          {
            id: row.id,
            employeeName: `${employee.firstName} ${employee.lastName}`,
            employeeRef: employee.employeeId,
            leaveType: row.leaveType,
            startDate: row.startDate,
            endDate: row.endDate,
            days: row.days,
            workingDays: after,
            reason: row.reason ?? null,
          },
          [address],
          before,
          row.status,
        ),
        transaction,
      );
    }
  }
  return changed;
}
