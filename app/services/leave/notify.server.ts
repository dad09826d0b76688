import type { Transaction } from "sequelize";
import type { Employee, LeaveRequest } from "#models";
import { LEAVE_APPROVAL_TOKEN_DAYS } from "~/constants";
import { hashToken, newToken } from "~/services/tokens.server";
import { leaveApprovalMail, leaveDecisionMail, type LeaveMailFacts } from "~/services/leave/mail.server";
import { resolveApprovers } from "~/services/leave/approvers.server";
import { enqueueMail } from "~/services/mail.server";

/** The workflow's mail: fresh approval links to the approvers, each decision to the employee. */

function employeeAddress(employee: Employee) {
  return (employee.communicationEmail || employee.email || "").toLowerCase();
}

export function mailFacts(row: LeaveRequest, employee: Employee): LeaveMailFacts {
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
export async function sendApprovalLinks(row: LeaveRequest, employee: Employee, transaction: Transaction, resent = false) {
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

export async function notifyEmployee(
  row: LeaveRequest,
  employee: Employee,
  status: "approved" | "rejected" | "pending",
  by: string,
  transaction: Transaction,
) {
  const address = employeeAddress(employee);
  if (!address) return;
  const mail = leaveDecisionMail(mailFacts(row, employee), [address], status, by, {
    note: row.decisionNote ?? null,
    exception: status === "approved" && row.balanceException,
  });
  await enqueueMail(mail, transaction);
}
