import { DataProtectionAudit } from "#models";
import { getDb } from "~/db.server";
import { getClientIp, getUserAgent } from "~/utils/request-info.server";

/** Writes the data-protection audit trail for sensitive actions (DESIGN.md, Security). */
export async function recordAudit(
  request: Request | null,
  entry: {
    action: string;
    userId?: number | null;
    employeeId?: number | null;
    documentId?: number | null;
    details?: Record<string, unknown>;
  },
) {
  getDb();
  await DataProtectionAudit.create({
    action: entry.action,
    userId: entry.userId ?? null,
    employeeId: entry.employeeId ?? null,
    documentId: entry.documentId ?? null,
    details: entry.details ?? null,
    ipAddress: request ? getClientIp(request) : null,
    userAgent: request ? getUserAgent(request) : null,
  });
}
