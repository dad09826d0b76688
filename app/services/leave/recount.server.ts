import { Op, type Transaction, type WhereOptions } from "sequelize";
import { Employee, LeaveRequest } from "#models";
import { leaveRecountMail } from "~/services/leave/mail.server";
import { patternOf, workingDaysBetween } from "~/services/leave/working-days.server";
import { enqueueMail } from "~/services/mail.server";

export interface Recount {
  leaveRequestId: number;
  employeeId: number;
  before: number;
  after: number;
}

/** Why leave was recounted, as the employee's mail says it. */
export type RecountCause = "holidays" | "pattern";

/**
 * After a public holiday was added, moved or removed: recounts the working days of every pending
 * request, and every approved one not yet over, that covers one of `dates`, and mails each
 * employee whose count changed (in the caller's transaction, with the change).
 */
export async function recountLeaveTouching(dates: string[], transaction: Transaction, today: string): Promise<Recount[]> {
  if (dates.length === 0) return [];
  return recountWhere(
    { [Op.or]: dates.map((date) => ({ startDate: { [Op.lte]: date }, endDate: { [Op.gte]: date } })) },
    transaction,
    today,
    "holidays",
  );
}

/**
 * After HR changed employees' work pattern (5- or 6-day week): recounts their pending requests and
 * approved leave not yet over, so balances never mix the two patterns, and mails each one whose
 * count changed.
 */
export async function recountLeaveOfEmployees(employeeIds: number[], transaction: Transaction, today: string): Promise<Recount[]> {
  if (employeeIds.length === 0) return [];
  return recountWhere({ employeeId: employeeIds }, transaction, today, "pattern");
}

async function recountWhere(where: WhereOptions<LeaveRequest>, transaction: Transaction, today: string, cause: RecountCause) {
  const rows = await LeaveRequest.findAll({
    where: {
      [Op.and]: [{ [Op.or]: [{ status: "pending" }, { status: "approved", endDate: { [Op.gte]: today } }] }, where],
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
          cause,
        ),
        transaction,
      );
    }
  }
  return changed;
}
