import { Op, QueryTypes, type Transaction } from "sequelize";
import { Employee, LeaveRequest, LeaveRequestDocument, User } from "#models";
import type { CurrentUser } from "~/auth.server";
import { LEAVE_APPROVAL_TOKEN_DAYS } from "~/constants";
import { getDb } from "~/db.server";
import { getEnv } from "~/env.server";
import { LEAVE_MESSAGES, type LeaveRequestInput } from "~/schemas/leave";
import { hashToken, newToken } from "~/services/account.server";
import { ServiceError } from "~/services/errors.server";
import { leaveApprovalMail, leaveDecisionMail, type LeaveMailFacts } from "~/services/leave-mail.server";
import { balanceFor } from "~/services/leave/balances.server";
import { checkLeave, overBalanceMessage } from "~/services/leave/rules.server";
import { enqueueMail } from "~/services/mail.server";
import { todayIso } from "~/utils/dates";
import { isCompanyEmail } from "~/utils/validation";

/**
 * The leave workflow: employees request, approvers decide by an emailed link (no
 * login), HR decides or recalls in the portal. Every change and the mail it causes
 * commit together.
 */

export const LINK_INVALID = "This approval link is invalid or has expired.";
export const NOT_PENDING = LEAVE_MESSAGES.notPending;
export const OVER_BALANCE_NEEDS_HR =
  "This request exceeds the employee's leave balance. Only HR can approve it, as an exception, in the HR Portal.";
export const HR_EXCEPTION_HINT = 'Tick "Approve as an exception" to approve it all the same.';
export const OWN_LEAVE_DECISION =
  "You cannot approve, reject or recall your own leave request. It goes to your manager or another HR administrator.";

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
  /** A medical certificate (or other supporting file) is attached. */
  certificateAttached: boolean;
  reason: string | null;
  status: string;
  requestedAt: string;
  respondedAt: string | null;
  approvedByEmail: string | null;
  approvalMethod: string | null;
}

function toView(row: LeaveRequest): LeaveRequestView {
  return {
    id: row.id,
    employeeId: row.employeeId,
    leaveType: row.leaveType,
    startDate: row.startDate,
    endDate: row.endDate,
    days: row.days,
    workingDays: row.workingDays,
    expectedDate: row.expectedDate ?? null,
    certificateAttached: (row.documents?.length ?? 0) > 0,
    reason: row.reason ?? null,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    approvedByEmail: row.approvedByEmail ?? null,
    approvalMethod: row.approvalMethod ?? null,
  };
}

function requireEmployee(user: CurrentUser) {
  if (!user.employee) throw new ServiceError(403, "Your login is not linked to an employee record. Please contact HR.");
  return user.employee;
}

/** The employee's own requests, newest first (owner in the where clause). */
export async function listOwnLeaveRequests(user: CurrentUser) {
  getDb();
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
  getDb();
  const employee = requireEmployee(user);
  const row = await LeaveRequest.findOne({ where: { id, employeeId: employee.id } });
  if (!row) throw new ServiceError(404, "Leave request not found");
  return toView(row);
}

export type { HrLeaveRequestView } from "~/services/leave/hr-list.server";
export { listAllLeaveRequests, listLeaveRequestsPage, readLeaveListQuery, type LeaveListQuery } from "~/services/leave/hr-list.server";

/**
 * Who decides: the manager, else LEAVE_APPROVER_EMAILS. `mailTo` is where the link is
 * sent (the manager's communication email, else their login email). `allowed` is every
 * address the approver may confirm with: those same addresses, of which only the
 * company-domain ones can pass the domain check, so a manager whose link goes to a
 * personal address confirms with their company login email.
 */
export async function resolveApprovers(employee: Employee, transaction?: Transaction) {
  const own = new Set(await ownAddresses(employee, transaction));
  const notOwn = (addresses: readonly string[]) => addresses.filter((address) => !own.has(address.toLowerCase()));
  if (employee.managerId) {
    const manager = await Employee.findOne({
      where: { id: employee.managerId, deletedAt: null },
      include: [{ model: User, as: "user", required: false, attributes: ["email"] }],
      transaction,
    });
    const addresses = notOwn(
      [manager?.communicationEmail, manager?.email, manager?.user?.email]
        .filter((address): address is string => Boolean(address))
        .map((address) => address.toLowerCase()),
    );
    if (addresses.length) return { mailTo: [addresses[0]], allowed: [...new Set(addresses)] };
  }
  const fallback = notOwn(getEnv().LEAVE_APPROVER_EMAILS);
  if (fallback.length) return { mailTo: fallback, allowed: fallback };
  // An approver may not decide their own leave: with no manager and no other listed
  // approver, the other HR administrators decide.
  const others = notOwn(await otherHrAddresses(employee.userId ?? null, transaction));
  return { mailTo: others, allowed: others };
}

/** Every address the employee could confirm with: theirs never approves their own leave. */
async function ownAddresses(employee: Employee, transaction?: Transaction) {
  const login = employee.userId ? await User.findByPk(employee.userId, { attributes: ["email"], transaction }) : null;
  return [employee.communicationEmail, employee.email, login?.email]
    .filter((address): address is string => Boolean(address))
    .map((address) => address.toLowerCase());
}

/** Login emails of the HR administrators other than `userId` who can still sign in. */
async function otherHrAddresses(userId: number | null, transaction?: Transaction) {
  const rows = await getDb().query<{ email: string }>(
    `SELECT lower(u.email) AS email FROM users u LEFT JOIN employees e ON e.user_id = u.id
      WHERE u.role = 'hr' AND u.id IS DISTINCT FROM $1
        AND (e.id IS NULL OR (e.deleted_at IS NULL AND e.status = 'active'))
      ORDER BY u.id`,
    { bind: [userId], type: QueryTypes.SELECT, transaction },
  );
  return rows.map((row) => row.email);
}

function employeeAddress(employee: Employee) {
  return (employee.communicationEmail || employee.email || "").toLowerCase();
}

function mailFacts(row: LeaveRequest, employee: Employee): LeaveMailFacts {
  return {
    id: row.id,
    employeeName: `${employee.firstName} ${employee.lastName}`,
    employeeRef: employee.employeeId,
    leaveType: row.leaveType,
    startDate: row.startDate,
    endDate: row.endDate,
    days: row.days,
    workingDays: row.workingDays,
    reason: row.reason ?? null,
  };
}

/** Gives a pending request a fresh approval token (old links die) and mails the approvers. */
async function sendApprovalLinks(row: LeaveRequest, employee: Employee, transaction: Transaction, resent = false) {
  const approvers = await resolveApprovers(employee, transaction);
  const token = newToken();
  await row.update(
    {
      approvalToken: hashToken(token),
      approvalTokenExpiry: new Date(Date.now() + LEAVE_APPROVAL_TOKEN_DAYS * 86_400_000),
      approverEmails: approvers.allowed.join(","),
      approvalLinkUsed: false,
    },
    { transaction },
  );
  if (approvers.mailTo.length) {
    await enqueueMail(leaveApprovalMail(mailFacts(row, employee), approvers.mailTo, token, { resent }), transaction);
  }
  return { token, approvers };
}

async function assertNoOverlap(employeeId: number, input: LeaveRequestInput, transaction: Transaction, exceptId?: number) {
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
async function lockEmployee(employeeId: number, transaction: Transaction) {
  const employee = await Employee.findOne({ where: { id: employeeId, deletedAt: null }, transaction, lock: transaction.LOCK.UPDATE });
  if (!employee) throw new ServiceError(404, "Employee record not found");
  return employee;
}

export async function createLeaveRequest(user: CurrentUser, input: LeaveRequestInput) {
  const { id: employeeId } = requireEmployee(user);
  const sequelize = getDb();
  const result = await sequelize.transaction(async (transaction) => {
    const employee = await lockEmployee(employeeId, transaction);
    await assertNoOverlap(employeeId, input, transaction);
    const { askException, ...fields } = input;
    const { workingDays } = await checkLeave(employee, input, transaction, { allowOver: askException });
    const row = await LeaveRequest.create(
      { employeeId, ...fields, expectedDate: fields.expectedDate ?? null, workingDays, status: "pending" },
      { transaction },
    );
    const { token } = await sendApprovalLinks(row, employee, transaction);
    return { row, token };
  });
  return { request: toView(result.row), token: result.token };
}

/** The employee edits their own request while it is pending; the approvers get fresh links. */
export async function updateLeaveRequest(user: CurrentUser, id: number, input: LeaveRequestInput) {
  const { id: employeeId } = requireEmployee(user);
  const sequelize = getDb();
  const result = await sequelize.transaction(async (transaction) => {
    const employee = await lockEmployee(employeeId, transaction);
    const row = await LeaveRequest.findOne({ where: { id, employeeId }, transaction, lock: transaction.LOCK.UPDATE });
    if (!row) throw new ServiceError(404, "Leave request not found");
    if (row.status !== "pending") throw new ServiceError(409, NOT_PENDING);
    await assertNoOverlap(employeeId, input, transaction, id);
    const { askException, ...fields } = input;
    const { workingDays } = await checkLeave(employee, input, transaction, { exceptId: id, allowOver: askException });
    await row.update({ ...fields, expectedDate: fields.expectedDate ?? null, workingDays }, { transaction });
    const { token } = await sendApprovalLinks(row, employee, transaction);
    return { row, token };
  });
  return { request: toView(result.row), token: result.token };
}

export interface ApprovalLinkInfo {
  leaveType: string;
  startDate: string;
  endDate: string;
  days: number;
  workingDays: number;
  /** The balance the request draws on, with the request counted: what approving leaves. */
  balance: { label: string; left: number } | null;
  employeeName: string;
  reason: string | null;
}

/** What the approval page may show about a live link, or null when the link is dead. Changes nothing. */
export async function getApprovalLink(token: string): Promise<ApprovalLinkInfo | null> {
  getDb();
  const row = await LeaveRequest.findOne({
    where: { approvalToken: hashToken(token), status: "pending", approvalTokenExpiry: { [Op.gt]: new Date() } },
    include: [{ model: Employee, as: "employee", where: { deletedAt: null } }],
  });
  if (!row) return null;
  const balance = await balanceFor(row.employee!, row.leaveType, row.startDate, undefined, row.id);
  return {
    workingDays: row.workingDays,
    balance: balance ? { label: balance.label, left: balance.left - row.workingDays } : null,
    leaveType: row.leaveType,
    startDate: row.startDate,
    endDate: row.endDate,
    days: row.days,
    employeeName: `${row.employee!.firstName} ${row.employee!.lastName}`,
    reason: row.reason ?? null,
  };
}

/**
 * The approver's decision from the emailed link. The email must be at the company
 * domain and one the link was sent to. The final UPDATE only matches a pending
 * request still holding this token, so of any number of simultaneous posts exactly
 * one decides.
 */
export async function decideByApprovalLink(token: string, action: "approve" | "reject", rawEmail: string) {
  const email = rawEmail.trim().toLowerCase();
  const domain = getEnv().COMPANY_EMAIL_DOMAIN;
  const tokenHash = hashToken(token);
  const sequelize = getDb();
  return sequelize.transaction(async (transaction) => {
    const row = await LeaveRequest.findOne({
      where: { approvalToken: tokenHash, status: "pending", approvalTokenExpiry: { [Op.gt]: new Date() } },
      include: [{ model: Employee, as: "employee", where: { deletedAt: null } }],
      transaction,
    });
    if (!row) throw new ServiceError(410, LINK_INVALID);
    if (!isCompanyEmail(email, domain)) {
      throw new ServiceError(403, `Only authorized approvers with a company email address (@${domain}) can decide leave requests.`, {
        email: [`Please use your @${domain} email address.`],
      });
    }
    const allowed = (row.approverEmails ?? "")
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean);
    if (!allowed.includes(email)) {
      throw new ServiceError(403, "This email address is not an approver for this leave request.", {
        email: ["Please use the company email address of the approver this link was sent to."],
      });
    }
    const status = action === "approve" ? "approved" : "rejected";
    if (status === "approved") {
      const { over } = await checkLeave(row.employee!, row, transaction, { exceptId: row.id, allowOver: true });
      if (over) throw new ServiceError(409, OVER_BALANCE_NEEDS_HR);
    }
    const [count] = await LeaveRequest.update(
      {
        status,
        approvedByEmail: email,
        approvedBy: null,
        approvalMethod: "email_link",
        approvalLinkUsed: true,
        respondedAt: new Date(),
        approvalToken: null,
        approvalTokenExpiry: null,
      },
      { where: { id: row.id, status: "pending", approvalToken: tokenHash }, transaction },
    );
    if (count !== 1) throw new ServiceError(410, LINK_INVALID);
    await row.reload({ transaction });
    await notifyEmployee(row, row.employee!, status, email, transaction);
    await refreshLeaveStatuses(transaction, row.employeeId ?? undefined);
    return { id: row.id, status };
  });
}

async function notifyEmployee(
  row: LeaveRequest,
  employee: Employee,
  status: "approved" | "rejected" | "pending",
  by: string,
  transaction: Transaction,
) {
  const address = employeeAddress(employee);
  if (address) await enqueueMail(leaveDecisionMail(mailFacts(row, employee), [address], status, by), transaction);
}

/**
 * HR's decision in the portal: approve or reject a pending request, or recall a
 * decided one to pending (its old links are dead; the approvers get fresh ones).
 */
export async function decideAsHr(hr: CurrentUser, id: number, status: "pending" | "approved" | "rejected", exception = false) {
  const sequelize = getDb();
  return sequelize.transaction(async (transaction) => {
    const row = await LeaveRequest.findOne({
      where: { id },
      include: [{ model: Employee, as: "employee", where: { deletedAt: null } }],
      transaction,
      lock: { level: transaction.LOCK.UPDATE, of: LeaveRequest },
    });
    if (!row) throw new ServiceError(404, "Leave request not found");
    if (hr.employee && hr.employee.id === row.employeeId) throw new ServiceError(403, OWN_LEAVE_DECISION);
    const employee = row.employee!;
    const hrName = `${hr.firstName} ${hr.lastName}`.trim() || hr.email;
    if (status === "pending") {
      if (row.status === "pending") throw new ServiceError(409, "This leave request is already pending.");
      await row.update(
        {
          status: "pending",
          approvedBy: null,
          approvedByEmail: null,
          approvalMethod: null,
          respondedAt: null,
          approvalLinkUsed: false,
          balanceException: false,
        },
        { transaction },
      );
      await sendApprovalLinks(row, employee, transaction, true);
      await notifyEmployee(row, employee, "pending", hrName, transaction);
    } else {
      if (row.status !== "pending") {
        throw new ServiceError(409, "This leave request has already been decided. Recall the decision first.");
      }
      let balanceException = false;
      if (status === "approved") {
        const { over, workingDays, balance } = await checkLeave(employee, row, transaction, { exceptId: row.id, allowOver: true });
        if (over && !exception) {
          throw new ServiceError(409, `${overBalanceMessage(workingDays, balance!.left, balance!.label)} ${HR_EXCEPTION_HINT}`);
        }
        balanceException = over;
        await row.update({ workingDays }, { transaction });
      }
      await row.update(
        {
          status,
          balanceException,
          approvedBy: hr.id,
          approvedByEmail: null,
          approvalMethod: "portal",
          respondedAt: new Date(),
          approvalToken: null,
          approvalTokenExpiry: null,
        },
        { transaction },
      );
      await notifyEmployee(row, employee, status, hrName, transaction);
    }
    await refreshLeaveStatuses(transaction, row.employeeId ?? undefined);
    return toView(row);
  });
}

/**
 * Keeps employees.leave_status in step with approved leave covering today (Namibian
 * date). Run after every decision, at start-up and every hour by the server.
 */
export async function refreshLeaveStatuses(transaction?: Transaction, employeeId?: number) {
  // Raw SQL: one set-based UPDATE over every employee (a bulk write), not a row at a time.
  const [, affected] = (await getDb().query(
    `UPDATE employees e SET leave_status = t.next, updated_at = now()
       FROM (
         SELECT e2.id, CASE WHEN EXISTS (
             SELECT 1 FROM leave_requests lr
              WHERE lr.employee_id = e2.id AND lr.status = 'approved'
                AND lr.start_date <= :today AND lr.end_date >= :today)
           THEN 'on leave' ELSE 'at work' END AS next
           FROM employees e2 ${employeeId ? "WHERE e2.id = :employeeId" : ""}
       ) t
      WHERE e.id = t.id AND e.leave_status IS DISTINCT FROM t.next`,
    { replacements: { today: todayIso(), employeeId: employeeId ?? null }, transaction, type: QueryTypes.UPDATE },
  )) as [unknown, number];
  return affected;
}
