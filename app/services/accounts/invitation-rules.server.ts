import { randomInt } from "node:crypto";
import { INVITATION_DAYS } from "~/constants";
import type { NotInvitedReason } from "~/schemas/bulk-invitations";
import { hashToken, newToken } from "~/services/tokens.server";

/**
 * What one invitation is, shared by HR's single invitation (invitations.server.ts) and the
 * bulk invitations (bulk-invitations.server.ts): who may be invited, where it is mailed, and
 * the random link and code of a new one (docs/decisions.md "Invitations").
 */

/** No 0/O or 1/I: the code is read aloud and typed from paper. */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 8;

function newCode() {
  let code = "";
  for (let index = 0; index < CODE_LENGTH; index++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** "abcd-efgh", "ABCD EFGH" and "ABCDEFGH" are the same code. */
export function normaliseCode(code: string) {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

export function formatCode(code: string) {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** Where the invitation is mailed: the employee's own address if HR has one, else the login address. */
export function mailAddress(employee: { communicationEmail: string | null; email: string | null }) {
  return employee.communicationEmail ?? employee.email;
}

/**
 * Why an employee cannot be invited, or null when they can: an active record in use, a
 * login address, and no password set yet (on the login linked to the record, or else the
 * login of the same address).
 */
export function whyNotInvitable(employee: {
  deletedAt: Date | null;
  status: string;
  email: string | null;
  passwordSet: boolean;
}): Exclude<NotInvitedReason, "notFound" | "alreadyInvited"> | null {
  if (employee.deletedAt) return "deleted";
  if (employee.status !== "active") return "inactive";
  if (!employee.email) return "noEmail";
  if (employee.passwordSet) return "passwordSet";
  return null;
}

/** A new invitation's row (only hashes are kept) with the link's token and the code, which exist only in this answer. */
export function newInvitation(employeeId: number, createdBy: number | null, now: Date) {
  const token = newToken();
  const code = newCode();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 3600 * 1000);
  return { row: { employeeId, tokenHash: hashToken(token), codeHash: hashToken(code), createdBy, expiresAt }, token, code, expiresAt };
}
