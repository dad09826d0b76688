import { Op, type Transaction } from "sequelize";
import { Employee, LeaveRequest, LeaveRequestDocument } from "#models";
import type { CurrentUser } from "~/auth.server";
import { getDb } from "~/db.server";
import { LEAVE_MESSAGES, type LeaveRequestInput } from "~/schemas/leave";
import { ServiceError } from "~/services/errors.server";
import { sendApprovalLinks } from "~/services/leave/notify.server";
import { checkLeave } from "~/services/leave/rules.server";
import { withBirthEnd } from "~/utils/maternity";

/**
 * The leave workflow: employees request, approvers decide by an emailed link (no
 * login), HR decides or recalls in the portal. Every change and the mail it causes
 * commit together. Here: the employee's own requests (list, create, edit while pending);
 * the decisions are decisions.server.ts, the mail notify.server.ts.
 */

export const NOT_PENDING = LEAVE_MESSAGES.notPending;

export interface LeaveRequestView {
  id: number;
  /** Null once the employee's record was deleted for good (the request is kept, with a snapshot). */
  employeeId: number | null;
  leaveType: string;
  startDate: string;
  endDate: string;
  /** The calendar span, both dates included. */
  days: number;
  /** The working days it takes from the balance. */
  workingDays: number;
  expectedDate: string | null;
  /** Maternity leave: the actual date of birth, once recorded (the end follows from it). */
  actualBirthDate: string | null;
  /** A medical certificate (or other supporting file) is attached. */
  certificateAttached: boolean;
  reason: string | null;
  status: string;
  requestedAt: string;
  respondedAt: string | null;
  approvedByEmail: string | null;
  approvalMethod: string | null;
  /** HR approved it over the balance. */
  balanceException: boolean;
  /** HR's note to the employee on a rejection or an exception approval (issue 24). */
  decisionNote: string | null;
}

export function toView(row: LeaveRequest): LeaveRequestView {
  return {
    id: row.id,
    employeeId: row.employeeId,
    leaveType: row.leaveType,
    startDate: row.startDate,
    endDate: row.endDate,
    days: row.days,
    workingDays: row.workingDays,
    expectedDate: row.expectedDate ?? null,
    actualBirthDate: row.actualBirthDate ?? null,
    certificateAttached: (row.documents?.length ?? 0) > 0,
    reason: row.reason ?? null,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    approvedByEmail: row.approvedByEmail ?? null,
    approvalMethod: row.approvalMethod ?? null,
    balanceException: row.balanceException ?? false,
    decisionNote: row.decisionNote ?? null,
  };
}

function requireEmployee(user: CurrentUser) {
  if (!user.employee) throw new ServiceError(403, "Your login is not linked to an employee record. Please contact HR.");
  return user.employee;
}

/** The employee's own requests, newest first (owner in the where clause). */
export async function listOwnLeaveRequests(user: CurrentUser) {
  if (!user.employee) return [];
  const rows = await LeaveRequest.findAll({
    where: { employeeId: user.employee.id },
    include: [{ model: LeaveRequestDocument, as: "documents", attributes: ["id"], required: false }],
    order: [
      ["startDate", "DESC"],
      ["id", "DESC"],
    ],
  });
  return rows.map(toView);
}

export async function getOwnLeaveRequest(user: CurrentUser, id: number) {
  const employee = requireEmployee(user);
  const row = await LeaveRequest.findOne({ where: { id, employeeId: employee.id } });
  if (!row) throw new ServiceError(404, "Leave request not found");
  return toView(row);
}

export async function assertNoOverlap(
  employeeId: number,
  input: Pick<LeaveRequestInput, "startDate" | "endDate">,
  transaction: Transaction,
  exceptId?: number,
) {
  const overlapping = await LeaveRequest.findOne({
    where: {
      employeeId,
      status: { [Op.in]: ["pending", "approved"] },
      startDate: { [Op.lte]: input.endDate },
      endDate: { [Op.gte]: input.startDate },
      ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}),
    },
    transaction,
  });
  if (overlapping) {
    throw new ServiceError(409, "You already have a leave request covering some of these dates.", {
      startDate: ["You already have a leave request covering some of these dates."],
    });
  }
}

/** Locks the employee row so two requests from one person are checked one after the other. */
export async function lockEmployee(employeeId: number, transaction: Transaction) {
  const employee = await Employee.findOne({ where: { id: employeeId, deletedAt: null }, transaction, lock: transaction.LOCK.UPDATE });
  if (!employee) throw new ServiceError(404, "Employee record not found");
  return employee;
}

export async function createLeaveRequest(user: CurrentUser, asked: LeaveRequestInput) {
  const { id: employeeId } = requireEmployee(user);
  const input = withBirthEnd(asked);
  const sequelize = getDb();
  const result = await sequelize.transaction(async (transaction) => {
    const employee = await lockEmployee(employeeId, transaction);
    await assertNoOverlap(employeeId, input, transaction);
    const { askException, ...fields } = input;
    const { workingDays } = await checkLeave(employee, input, transaction, { allowOver: askException });
    const row = await LeaveRequest.create(
      {
        employeeId,
        ...fields,
        expectedDate: fields.expectedDate ?? null,
        actualBirthDate: fields.actualBirthDate ?? null,
        workingDays,
        status: "pending",
      },
      { transaction },
    );
    const { token } = await sendApprovalLinks(row, employee, transaction);
    return { row, token };
  });
  return { request: toView(result.row), token: result.token };
}

/** The employee edits their own request while it is pending; the approvers get fresh links. */
export async function updateLeaveRequest(user: CurrentUser, id: number, asked: LeaveRequestInput) {
  const { id: employeeId } = requireEmployee(user);
  const input = withBirthEnd(asked);
  const sequelize = getDb();
  const result = await sequelize.transaction(async (transaction) => {
    const employee = await lockEmployee(employeeId, transaction);
    const row = await LeaveRequest.findOne({ where: { id, employeeId }, transaction, lock: transaction.LOCK.UPDATE });
    if (!row) throw new ServiceError(404, "Leave request not found");
    if (row.status !== "pending") throw new ServiceError(409, NOT_PENDING);
    await assertNoOverlap(employeeId, input, transaction, id);
    const { askException, ...fields } = input;
    const { workingDays } = await checkLeave(employee, input, transaction, { exceptId: id, allowOver: askException });
    await row.update(
      { ...fields, expectedDate: fields.expectedDate ?? null, actualBirthDate: fields.actualBirthDate ?? null, workingDays },
      { transaction },
    );
    const { token } = await sendApprovalLinks(row, employee, transaction);
    return { row, token };
  });
  return { request: toView(result.row), token: result.token };
}
