import { escapeHtml } from "~/utils/html";
import { getEnv } from "~/env.server";
import type { OutgoingMail } from "~/services/mail.server";

/** The invitation an imported employee gets when Send email notifications is on: plain text plus simple HTML. */


export const INVITATION_SUBJECT = "Your HR portal account is ready";

export function employeeInvitationMail(employee: { id: number; email: string; firstName: string }): OutgoingMail {
  const { PUBLIC_URL, COMPANY_NAME } = getEnv();
  const loginUrl = `${PUBLIC_URL}/login`;
  const steps = `Open ${loginUrl}, choose "Set up your password (first time)" and enter this email address (${employee.email}) with a password of your choice.`;
  const text = [
    `Dear ${employee.firstName},`,
    "",
    `HR has added you to the ${COMPANY_NAME} HR portal, where you can see your payslips, request leave and keep your details up to date.`,
    "",
    steps,
    "",
    "If you did not expect this mail, please contact HR.",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">
<p>Dear ${escapeHtml(employee.firstName)},</p>
<p>HR has added you to the ${escapeHtml(COMPANY_NAME)} HR portal, where you can see your payslips, request leave and keep your details up to date.</p>
<p>Open <a href="${loginUrl}">${loginUrl}</a>, choose <strong>Set up your password (first time)</strong> and enter this email address (${escapeHtml(employee.email)}) with a password of your choice.</p>
<p style="font-size:13px;color:#555">If you did not expect this mail, please contact HR.</p>
<p style="color:#777;font-size:12px">${escapeHtml(COMPANY_NAME)} HR Portal</p></body></html>`;
  return { to: [employee.email], subject: INVITATION_SUBJECT, text, html, relatedType: "employee", relatedId: employee.id };
}
