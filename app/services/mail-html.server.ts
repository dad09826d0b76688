import { getEnv } from "~/env.server";
import { escapeHtml } from "~/utils/html";

/**
 * The HTML frame every mail of the portal is written in: one font and colour, the body, and
 * the company's name as the sender's line. The body is HTML already escaped by its writer;
 * `factsTable` writes the label/value table the leave and grievance mails show.
 */
export function mailPage(bodyHtml: string) {
  const company = escapeHtml(getEnv().COMPANY_NAME);
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">${bodyHtml}<p style="color:#777;font-size:12px">${company} HR Portal</p></body></html>`;
}

/** Labels (the portal's own words) beside their values (escaped here), one row each. */
export function factsTable(rows: ReadonlyArray<readonly [string, string]>) {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:2px 12px 2px 0;color:#555">${label}</td><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  return `<table style="border-collapse:collapse;font-size:14px">${cells}</table>`;
}
