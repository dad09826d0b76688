import { Op } from "sequelize";
import { Employee, LeaveRequest } from "#models";
import type { CurrentUser } from "~/auth.server";
import { getDb } from "~/db.server";
import { getEnv } from "~/env.server";
import { hashToken } from "~/services/tokens.server";
import { ServiceError } from "~/services/errors.server";
import { balanceFor } from "~/services/leave/balances.server";
import { refreshOverdueOfId } from "~/services/leave/overdue.server";
import { refreshLeaveStatuses } from "~/services/leave/leave-status.server";
import { notifyEmployee, sendApprovalLinks } from "~/services/leave/notify.server";
import { toView } from "~/services/leave/requests.server";
import { checkLeave, overBalanceMessage } from "~/services/leave/rules.server";
import { DECISION_NOTE_MESSAGES, needsDecisionNote } from "~/schemas/leave";
import { isCompanyEmail } from "~/utils/validation";

/**
 * Deciding a request: the approver by the emailed link (no login), HR in the portal (approve,
 * reject, or recall a decision to pending).
 */

export const LINK_INVALID = "This approval link is invalid or has expired.";
export const OVER_BALANCE_NEEDS_HR =
  "This request exceeds the employee's leave balance. Only HR can approve it, as an exception, in the HR Portal.";
export const HR_EXCEPTION_HINT = 'Use "Approve as an exception", with a note to the employee, to approve it all the same.';
export const ALREADY_DECIDED = "This leave request has already been decided. Recall the decision first.";
export const OWN_LEAVE_DECISION =
  "You cannot approve, reject or recall your own leave request. It goes to your manager or another HR administrator.";

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
  const row = await LeaveRequest.findOne({
    where: { approvalToken: hashToken(token), status: "pending", approvalTokenExpiry: { [Op.gt]: new Date() } },
    include: [{ model: Employee, as: "employee", where: { deletedAt: null } }],
  });
  return row ? decisionFacts(row) : null;
}

/**
 * What HR's decision dialog shows (issue 24): the request and what approving leaves. Only a
 * pending request of another live employee can be decided.
 */
export async function getRequestForHrDecision(hr: CurrentUser, id: number): Promise<ApprovalLinkInfo & { id: number }> {
  const row = await LeaveRequest.findOne({ where: { id }, include: [{ model: Employee, as: "employee", where: { deletedAt: null } }] });
  if (!row) throw new ServiceError(404, "Leave request not found");
  if (hr.employee && hr.employee.id === row.employeeId) throw new ServiceError(403, OWN_LEAVE_DECISION);
  if (row.status !== "pending") throw new ServiceError(409, ALREADY_DECIDED);
  return { id: row.id, ...(await decisionFacts(row)) };
}

async function decisionFacts(row: LeaveRequest): Promise<ApprovalLinkInfo> {
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
      const { over } = await checkLeave(row.employee!, row, transaction, { exceptId: row.id, allowOver: true, decision: true });
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
    await refreshOverdueOfId(row.employeeId, transaction);
    return { id: row.id, status };
  });
}

/**
 * HR's decision in the portal: approve or reject a pending request, or recall a
 * decided one to pending (its old links are dead; the approvers get fresh ones).
 */
export async function decideAsHr(
  hr: CurrentUser,
  id: number,
  status: "pending" | "approved" | "rejected",
  { exception = false, note = null }: { exception?: boolean; note?: string | null } = {},
) {
  const decisionNote = note?.trim() || null;
  if (needsDecisionNote({ status, exception }) && !decisionNote) {
    throw new ServiceError(400, DECISION_NOTE_MESSAGES.required, { decisionNote: [DECISION_NOTE_MESSAGES.required] });
  }
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
          decisionNote: null,
        },
        { transaction },
      );
      await sendApprovalLinks(row, employee, transaction, true);
      await notifyEmployee(row, employee, "pending", hrName, transaction);
    } else {
      if (row.status !== "pending") {
        throw new ServiceError(409, ALREADY_DECIDED);
      }
      let balanceException = false;
      if (status === "approved") {
        const { over, workingDays, chargedDays, balance } = await checkLeave(employee, row, transaction, {
          exceptId: row.id,
          allowOver: true,
          decision: true,
        });
        if (over && !exception) {
          throw new ServiceError(409, `${overBalanceMessage(chargedDays, balance!.left, balance!.label)} ${HR_EXCEPTION_HINT}`);
        }
        balanceException = over;
        await row.update({ workingDays }, { transaction });
      }
      await row.update(
        {
          status,
          balanceException,
          decisionNote,
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
    await refreshOverdueOfId(row.employeeId, transaction);
    return toView(row);
  });
}
