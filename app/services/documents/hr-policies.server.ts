import { literal, Op } from "sequelize";
import { HrDocument } from "#models";
import type { CurrentUser } from "~/auth.server";
import { getDb } from "~/db.server";
import { LIBRARY_MESSAGES } from "~/schemas/library";
import { ServiceError } from "~/services/errors.server";
import { todayIso } from "~/utils/dates";
import { recordDocumentAccess, servableFile, type AccessMode, type ReadOrigin } from "./access.server";

/**
 * HR Documents & Policies (spec 1): the policies in force today, for everyone signed in.
 * In force means active, already effective (or with no date) and not yet expired. Retired,
 * future and expired policies are HR's to see (the library), not the employees'.
 */

export interface PolicyView {
  id: number;
  title: string;
  description: string | null;
  category: string | null;
  version: string;
  effectiveDate: string | null;
  expiryDate: string | null;
  fileSize: number | null;
}

/**
 * In force today: active, effective, not expired, and not replaced by a newer version that
 * is itself in force (a new version uploaded to take effect later leaves the old one in
 * force until its date).
 */
function inForce(today = todayIso()) {
  const day = getDb().escape(today);
  const live = (alias: string) =>
    `${alias}.is_active AND (${alias}.effective_date IS NULL OR ${alias}.effective_date <= ${day}) AND (${alias}.expiry_date IS NULL OR ${alias}.expiry_date >= ${day})`;
  return {
    [Op.and]: [
      literal(live(`"HrDocument"`)),
      literal(`NOT EXISTS (SELECT 1 FROM hr_documents newer WHERE newer.replaces_id = "HrDocument".id AND ${live("newer")})`),
    ],
  };
}

export async function listCurrentPolicies(): Promise<PolicyView[]> {
  const rows = await HrDocument.findAll({
    where: inForce(),
    order: [
      ["category", "ASC"],
      ["title", "ASC"],
    ],
    limit: 500,
  });
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description ?? null,
    category: row.category ?? null,
    version: row.version,
    effectiveDate: row.effectiveDate ?? null,
    expiryDate: row.expiryDate ?? null,
    fileSize: row.fileSize ?? null,
  }));
}

/** Preview or download of a policy: in force for everyone signed in, any version for HR; logged. */
export async function openPolicy(origin: ReadOrigin, user: CurrentUser, id: number, mode: AccessMode) {
  const row = await HrDocument.findOne({ where: user.role === "hr" ? { id } : { id, ...inForce() } });
  if (!row) throw new ServiceError(404, LIBRARY_MESSAGES.notFound);
  await recordDocumentAccess(origin, { kind: "hr", documentId: row.id, userId: user.id, employeeId: user.employee?.id ?? null, mode });
  return servableFile(row);
}
