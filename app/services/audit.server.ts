import type { Transaction } from "sequelize";
import { DataProtectionAudit } from "#models";

/**
 * Where a request came from, as plain values (the route reads them: requestOrigin in
 * app/utils/request-info.server.ts). Services take this, never the HTTP request.
 */
export interface AuditOrigin {
  ipAddress: string | null;
  userAgent: string | null;
}

/** Writes the data-protection audit trail for sensitive actions (DESIGN.md, Security). */
export async function recordAudit(
  origin: AuditOrigin | null,
  entry: {
    action: string;
    userId?: number | null;
    employeeId?: number | null;
    documentId?: number | null;
    details?: Record<string, unknown>;
  },
) {
  await DataProtectionAudit.create({
    action: entry.action,
    userId: entry.userId ?? null,
    employeeId: entry.employeeId ?? null,
    documentId: entry.documentId ?? null,
    details: entry.details ?? null,
    ipAddress: origin?.ipAddress ?? null,
    userAgent: origin?.userAgent ?? null,
  });
}

export interface AuditEntry {
  action: string;
  userId?: number | null;
  employeeId?: number | null;
  details?: Record<string, unknown>;
}

/**
 * Many audit rows of one action at once (bulk invitations), from plain values: where the
 * request came from is passed in, not the request. Written in the caller's transaction.
 */
export async function recordAudits(entries: AuditEntry[], origin: AuditOrigin, transaction?: Transaction) {
  const rows: DataProtectionAudit[] = [];
  for (let start = 0; start < entries.length; start += 1000) {
    const chunk = entries.slice(start, start + 1000).map((entry) => ({
      action: entry.action,
      userId: entry.userId ?? null,
      employeeId: entry.employeeId ?? null,
      details: entry.details ?? null,
      ipAddress: origin.ipAddress,
      userAgent: origin.userAgent,
    }));
    rows.push(...(await DataProtectionAudit.bulkCreate(chunk, { transaction })));
  }
  return rows;
}
