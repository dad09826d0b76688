import { DEVICE_LINK_MINUTES, INVITATION_DAYS, PASSWORD_RESET_TOKEN_HOURS } from "~/constants";
import { getEnv } from "~/env.server";
import type { OutgoingMail } from "~/services/mail.server";
import { escapeHtml } from "~/utils/html";
import { mailPage } from "~/services/mail-html.server";

/**
 * Mail about a person's own account: the invitation to set a first password, the notice
 * that it changed, and the password reset workflow (HR's notice, the approved link, the
 * rejection).
 */

export const INVITATION_SUBJECT = "Your HR portal account is ready";
export const PASSWORD_CHANGED_SUBJECT = "Your HR portal password was changed";
export const RESET_REQUESTED_SUBJECT = "Password reset request waiting for review";
export const RESET_APPROVED_SUBJECT = "Reset your HR portal password";
export const RESET_REJECTED_SUBJECT = "Your password reset request was not approved";
export const DEVICE_LINK_SUBJECT = "Sign in to the HR portal from this device";

function page(paragraphs: string[]) {
  return mailPage(paragraphs.join(""));
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

/** Where a device link leads: a page that asks to recognise the browser it is opened in. */
export function deviceLinkUrl(token: string) {
  return `${getEnv().PUBLIC_URL}/device-link?token=${encodeURIComponent(token)}`;
}

/**
 * The way in when a network's sign-in limit is used up (issue 26): opened in the browser the
 * person signs in with, it makes that browser a known device for their account.
 */
export function deviceLinkMail(person: { firstName: string; employeeId?: number | null }, to: string, token: string): OutgoingMail {
  const url = deviceLinkUrl(token);
  const intro = "Your network has had many failed sign-ins to the HR portal, so new devices on it need this link before they can sign in.";
  const after = `Open it on the phone or computer you sign in with, then sign in with your password as usual. The link works once and expires in ${DEVICE_LINK_MINUTES} minutes. If you did not ask for it, you can ignore this mail: nobody can sign in with the link alone.`;
  const text = [`Dear ${person.firstName},`, "", intro, "", `Recognise this device: ${url}`, "", after].join("\n");
  const html = page([
    `<p>Dear ${escapeHtml(person.firstName)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#9c5225;color:#fff;padding:8px 16px;border-radius:6px;text-decoration:none">Recognise this device</a></p>`,
    `<p style="font-size:13px;color:#555">Or open ${escapeHtml(url)}. ${escapeHtml(after)}</p>`,
  ]);
  return { to: [to], subject: DEVICE_LINK_SUBJECT, text, html, relatedType: "employee", relatedId: person.employeeId ?? undefined };
}

/** The link an approved reset request mails: the public reset page, carrying the token. */
export function passwordResetUrl(token: string) {
  return `${getEnv().PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * To HR when someone files a reset request: the employee's name and reference and where to
 * review it. Nothing more (no reason, no address): HR mailboxes are forwarded and shared.
 */
export function resetRequestedMail(employee: { name: string; employeeRef: string | null; requestId: number }, to: string[]): OutgoingMail {
  const url = `${getEnv().PUBLIC_URL}/admin/password-resets`;
  const who = employee.employeeRef ? `${employee.name} (${employee.employeeRef})` : employee.name;
  const text = [`${who} asked for a password reset.`, "", `Review it in the HR portal: ${url}`].join("\n");
  const html = page([
    `<p>${escapeHtml(who)} asked for a password reset.</p>`,
    `<p><a href="${escapeHtml(url)}">Review it in the HR portal</a></p>`,
  ]);
  return { to, subject: RESET_REQUESTED_SUBJECT, text, html, relatedType: "password_reset_request", relatedId: employee.requestId };
}

function noteLines(note: string | null) {
  return note ? { text: ["", `Note from HR: ${note}`], html: [`<p>Note from HR: ${escapeHtml(note)}</p>`] } : { text: [], html: [] };
}

export function resetApprovedMail(
  person: { firstName: string; requestId: number },
  to: string,
  token: string,
  note: string | null,
): OutgoingMail {
  const url = passwordResetUrl(token);
  const extra = noteLines(note);
  const text = [
    `Dear ${person.firstName},`,
    "",
    "HR approved your password reset request.",
    ...extra.text,
    "",
    `Open this link to choose a new password: ${url}`,
    "",
    `The link works once and expires in ${PASSWORD_RESET_TOKEN_HOURS} hours. If you did not ask for a reset, contact HR at once.`,
  ].join("\n");
  const html = page([
    `<p>Dear ${escapeHtml(person.firstName)},</p>`,
    "<p>HR approved your password reset request.</p>",
    ...extra.html,
    `<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#9c5225;color:#fff;padding:8px 16px;border-radius:6px;text-decoration:none">Choose a new password</a></p>`,
    `<p style="font-size:13px;color:#555">Or open ${escapeHtml(url)}. The link works once and expires in ${PASSWORD_RESET_TOKEN_HOURS} hours. If you did not ask for a reset, contact HR at once.</p>`,
  ]);
  return { to: [to], subject: RESET_APPROVED_SUBJECT, text, html, relatedType: "password_reset_request", relatedId: person.requestId };
}

/** Without a note the employee still learns what to do next. */
export const REJECTED_WITHOUT_NOTE = "No reason was given. Please contact HR if you still cannot sign in.";

export function resetRejectedMail(person: { firstName: string; requestId: number }, to: string, note: string | null): OutgoingMail {
  const reason = note ? `Note from HR: ${note}` : REJECTED_WITHOUT_NOTE;
  const text = [
    `Dear ${person.firstName},`,
    "",
    "HR did not approve your password reset request. Your password is unchanged.",
    "",
    reason,
  ].join("\n");
  const html = page([
    `<p>Dear ${escapeHtml(person.firstName)},</p>`,
    "<p>HR did not approve your password reset request. Your password is unchanged.</p>",
    `<p>${escapeHtml(reason)}</p>`,
  ]);
  return { to: [to], subject: RESET_REJECTED_SUBJECT, text, html, relatedType: "password_reset_request", relatedId: person.requestId };
}
