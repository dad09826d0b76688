import { LEAVE_APPROVAL_TOKEN_DAYS } from "~/constants";
import { getEnv } from "~/env.server";
import type { OutgoingMail } from "~/services/mail.server";
import { formatDateNa } from "~/utils/format";
import { escapeHtml } from "~/utils/html";
import { factsTable, mailPage } from "~/services/mail-html.server";
import { leaveTypeLabel } from "~/utils/labels";

/** The leave workflow's mail: plain text plus simple HTML that any mail client renders. */

export interface LeaveMailFacts {
  id: number;
  employeeName: string;
  employeeRef: string;
  leaveType: string;
  startDate: string;
  endDate: string;
  days: number;
  workingDays: number;
  reason: string | null;
}

function factLines(leave: LeaveMailFacts) {
  return [
    ["Employee", `${leave.employeeName} (${leave.employeeRef})`],
    ["Leave type", leaveTypeLabel(leave.leaveType)],
    ["From", formatDateNa(leave.startDate)],
    ["To", formatDateNa(leave.endDate)],
    ["Working days", String(leave.workingDays)],
    ["Days", `${leave.days} (both dates included)`],
    ["Reason", leave.reason || "None given"],
  ] as const;
}

function factsText(leave: LeaveMailFacts) {
  return factLines(leave)
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");
}

function factsHtml(leave: LeaveMailFacts) {
  return factsTable(factLines(leave));
}

export function approvalLinks(token: string) {
  const base = getEnv().PUBLIC_URL;
  return {
    approve: `${base}/leave-approval/${token}/approve`,
    reject: `${base}/leave-approval/${token}/reject`,
  };
}

export function leaveApprovalMail(leave: LeaveMailFacts, to: string[], token: string, { resent = false } = {}): OutgoingMail {
  const links = approvalLinks(token);
  const intro = resent
    ? `The decision on this leave request was recalled by HR. Please decide it again; earlier links no longer work.`
    : `${leave.employeeName} has requested leave and you are listed as an approver.`;
  const text = [
    intro,
    "",
    factsText(leave),
    "",
    `Approve: ${links.approve}`,
    `Reject:  ${links.reject}`,
    "",
    `Opening a link shows a confirmation page; nothing is decided until you confirm with your company email address. The links work once and expire in ${LEAVE_APPROVAL_TOKEN_DAYS} days.`,
  ].join("\n");
  const html = mailPage(
    `<p>${escapeHtml(intro)}</p>${factsHtml(leave)}
     <p><a href="${links.approve}" style="display:inline-block;padding:8px 16px;background:#15803d;color:#fff;text-decoration:none;border-radius:4px">Approve</a>
        &nbsp;<a href="${links.reject}" style="display:inline-block;padding:8px 16px;background:#b91c1c;color:#fff;text-decoration:none;border-radius:4px">Reject</a></p>
     <p style="font-size:13px;color:#555">Approve: ${links.approve}<br>Reject: ${links.reject}</p>
     <p style="font-size:13px;color:#555">Opening a link shows a confirmation page; nothing is decided until you confirm with your company email address. The links work once and expire in ${LEAVE_APPROVAL_TOKEN_DAYS} days.</p>`,
  );
  return {
    to,
    subject: `Leave request: ${leave.employeeName}, ${leaveTypeLabel(leave.leaveType)}, ${formatDateNa(leave.startDate)} to ${formatDateNa(leave.endDate)}`,
    text,
    html,
    relatedType: "leave_request",
    relatedId: leave.id,
  };
}

export function leaveDecisionMail(
  leave: LeaveMailFacts,
  to: string[],
  status: "approved" | "rejected" | "pending",
  decidedBy: string,
  { note = null, exception = false }: { note?: string | null; exception?: boolean } = {},
): OutgoingMail {
  const headline =
    status === "pending"
      ? "The decision on your leave request was recalled by HR; it is pending again."
      : `Your leave request has been ${status} by ${decidedBy}${exception ? ", as an exception to your leave balance" : ""}.`;
  const noteLines = note ? [`Note from ${decidedBy}:`, note, ""] : [];
  const text = [
    `Dear ${leave.employeeName},`,
    "",
    headline,
    "",
    ...noteLines,
    factsText(leave),
    "",
    `You can see your requests in the HR Portal: ${getEnv().PUBLIC_URL}/leave`,
  ].join("\n");
  const noteHtml = note
    ? `<p>Note from ${escapeHtml(decidedBy)}:</p><blockquote style="margin:0 0 12px 0;padding:4px 12px;border-left:3px solid #b45309;white-space:pre-wrap">${escapeHtml(note)}</blockquote>`
    : "";
  const html = mailPage(
    `<p>Dear ${escapeHtml(leave.employeeName)},</p><p><strong>${escapeHtml(headline)}</strong></p>${noteHtml}${factsHtml(leave)}
     <p><a href="${getEnv().PUBLIC_URL}/leave">See your leave requests in the HR Portal</a></p>`,
  );
  const subject =
    status === "pending"
      ? "Leave request decision recalled"
      : `Leave request ${status}: ${formatDateNa(leave.startDate)} to ${formatDateNa(leave.endDate)}`;
  return { to, subject, text, html, relatedType: "leave_request", relatedId: leave.id };
}

/** A public holiday was added, moved or removed: the request's working days changed. */
export function leaveRecountMail(
  leave: LeaveMailFacts,
  to: string[],
  before: number,
  status: string,
  cause: "holidays" | "pattern" = "holidays",
): OutgoingMail {
  const what = status === "approved" ? "approved leave" : "pending leave request";
  const reason = cause === "pattern" ? "Your work pattern (working days per week) changed" : "The public holidays changed";
  const headline = `${reason}, so your ${what} now takes ${leave.workingDays} working ${leave.workingDays === 1 ? "day" : "days"} from your balance instead of ${before}.`;
  const text = [`Dear ${leave.employeeName},`, "", headline, "", factsText(leave), "", `Your balances: ${getEnv().PUBLIC_URL}/leave`].join(
    "\n",
  );
  const html = mailPage(
    `<p>Dear ${escapeHtml(leave.employeeName)},</p><p><strong>${escapeHtml(headline)}</strong></p>${factsHtml(leave)}
     <p><a href="${getEnv().PUBLIC_URL}/leave">See your leave balances in the HR Portal</a></p>`,
  );
  return {
    to,
    subject: `Leave recounted: ${formatDateNa(leave.startDate)} to ${formatDateNa(leave.endDate)}`,
    text,
    html,
    relatedType: "leave_request",
    relatedId: leave.id,
  };
}

/**
 * The actual date of birth was recorded on maternity leave (Labour Act s. 26): its end follows
 * from the birth. To the approver and HR (and the employee when HR recorded it).
 */
export function maternityBirthMail(
  leave: LeaveMailFacts,
  to: string[],
  { birthDate, endBefore, recordedBy }: { birthDate: string; endBefore: string; recordedBy: string },
): OutgoingMail {
  const change =
    endBefore === leave.endDate
      ? `The leave still ends on ${formatDateNa(leave.endDate)}.`
      : `The leave now ends on ${formatDateNa(leave.endDate)} instead of ${formatDateNa(endBefore)}.`;
  const headline = `${recordedBy} recorded the date of birth, ${formatDateNa(birthDate)}, on the maternity leave of ${leave.employeeName}. ${change}`;
  const rule =
    "By the Labour Act, s. 26, maternity leave covers twelve weeks from its first day and in every case eight weeks after the birth.";
  const text = [headline, rule, "", factsText(leave), "", `HR Portal: ${getEnv().PUBLIC_URL}/admin/leave-requests`].join("\n");
  const html = mailPage(`<p><strong>${escapeHtml(headline)}</strong></p><p>${escapeHtml(rule)}</p>${factsHtml(leave)}`);
  return {
    to,
    subject: `Maternity leave: date of birth recorded for ${leave.employeeName}, leave to ${formatDateNa(leave.endDate)}`,
    text,
    html,
    relatedType: "leave_request",
    relatedId: leave.id,
  };
}
