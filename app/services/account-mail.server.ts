import { INVITATION_DAYS } from "~/constants";
import { getEnv } from "~/env.server";
import type { OutgoingMail } from "~/services/mail.server";
import { escapeHtml } from "~/utils/html";

/** Mail about a person's own account: the invitation to set a first password, and the notice that it changed. */

export const INVITATION_SUBJECT = "Your HR portal account is ready";
export const PASSWORD_CHANGED_SUBJECT = "Your HR portal password was changed";

function page(paragraphs: string[]) {
  const { COMPANY_NAME } = getEnv();
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">${paragraphs.join("")}<p style="color:#777;font-size:12px">${escapeHtml(COMPANY_NAME)} HR Portal</p></body></html>`;
}

/** Where an invitation's link leads: the login screen's set-password mode, carrying the token. */
export function invitationUrl(token: string) {
  return `${getEnv().PUBLIC_URL}/login?type=employee&view=set-password&invitation=${encodeURIComponent(token)}`;
}

export function invitationMail(employee: { id: number; firstName: string }, to: string, token: string): OutgoingMail {
  const { COMPANY_NAME } = getEnv();
  const url = invitationUrl(token);
  const text = [
    `Dear ${employee.firstName},`,
    "",
    `You are invited to the ${COMPANY_NAME} HR portal, where you can see your payslips, request leave and keep your details up to date.`,
    "",
    `Open this link to choose your password: ${url}`,
    "",
    `The link works once and expires in ${INVITATION_DAYS} days. If you did not expect this mail, please contact HR.`,
  ].join("\n");
  const html = page([
    `<p>Dear ${escapeHtml(employee.firstName)},</p>`,
    `<p>You are invited to the ${escapeHtml(COMPANY_NAME)} HR portal, where you can see your payslips, request leave and keep your details up to date.</p>`,
    `<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#9c5225;color:#fff;padding:8px 16px;border-radius:6px;text-decoration:none">Choose your password</a></p>`,
    `<p style="font-size:13px;color:#555">Or open ${escapeHtml(url)}. The link works once and expires in ${INVITATION_DAYS} days. If you did not expect this mail, please contact HR.</p>`,
  ]);
  return { to: [to], subject: INVITATION_SUBJECT, text, html, relatedType: "employee", relatedId: employee.id };
}

export function passwordChangedMail(person: { firstName: string; employeeId?: number | null }, to: string): OutgoingMail {
  const text = [`Dear ${person.firstName},`, "", "Your portal password was changed. If this was not you, contact HR at once."].join("\n");
  const html = page([
    `<p>Dear ${escapeHtml(person.firstName)},</p>`,
    "<p>Your portal password was changed. If this was not you, contact HR at once.</p>",
  ]);
  return { to: [to], subject: PASSWORD_CHANGED_SUBJECT, text, html, relatedType: "employee", relatedId: person.employeeId ?? undefined };
}
