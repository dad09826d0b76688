import { getEnv } from "~/env.server";
import { GRIEVANCE_CATEGORY_LABELS, PRIORITY_LABELS, type GrievanceCategory, type GrievancePriority } from "~/schemas/grievances";
import type { OutgoingMail } from "~/services/mail.server";
import { escapeHtml } from "~/utils/html";
import { factsTable, mailPage } from "~/services/mail-html.server";

/**
 * Grievance mail to HR (HR_CONTACT_EMAIL): a new grievance, and the once-only reminder of
 * one unanswered after 2 working days. A mail about an anonymous grievance names nobody:
 * not in the text, the subject or any header (the sender is the portal, the recipient HR),
 * and it is written by the scheduled digest, never in the submitter's request, so its time
 * says nothing about when the grievance was sent (docs/decisions.md "Issue 14").
 */
export interface GrievanceMailFacts {
  id: number;
  title: string;
  category: string;
  priority: string;
  /** "Name (employee ID)" for a named grievance; null for an anonymous one. */
  submitter: string | null;
}

function lines(facts: GrievanceMailFacts) {
  return [
    ["Title", facts.title],
    ["Category", GRIEVANCE_CATEGORY_LABELS[facts.category as GrievanceCategory] ?? facts.category],
    ["Priority", PRIORITY_LABELS[facts.priority as GrievancePriority] ?? facts.priority],
    ["Submitted by", facts.submitter ?? "Anonymous"],
  ] as const;
}

function build(facts: GrievanceMailFacts, subject: string, intro: string): OutgoingMail {
  const env = getEnv();
  const link = `${env.PUBLIC_URL}/admin/grievances/${facts.id}`;
  const text = [intro, "", ...lines(facts).map(([label, value]) => `${label}: ${value}`), "", `Open it: ${link}`].join("\n");
  const html = mailPage(
    `<p>${escapeHtml(intro)}</p>${factsTable(lines(facts))}<p><a href="${escapeHtml(link)}">Open the grievance</a></p>`,
  );
  return { to: [env.HR_CONTACT_EMAIL], subject, text, html, relatedType: "grievance", relatedId: facts.id };
}

export function newGrievanceMail(facts: GrievanceMailFacts): OutgoingMail {
  const kind = facts.submitter ? "grievance" : "anonymous grievance";
  return build(facts, `New ${kind}: ${facts.title}`, `A new ${kind} was submitted. Please contact the employee within 2 business days.`);
}

export function grievanceReminderMail(facts: GrievanceMailFacts, deadline: string): OutgoingMail {
  return build(
    facts,
    `Reminder: grievance not answered: ${facts.title}`,
    `This grievance has had no answer (no status change and no reply) by ${deadline}, 2 working days after it was submitted.`,
  );
}
