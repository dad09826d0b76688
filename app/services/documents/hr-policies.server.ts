import { Op } from "sequelize";
import { HrDocument } from "#models";
import type { CurrentUser } from "~/auth.server";
import { getDb } from "~/db.server";
import { LIBRARY_MESSAGES } from "~/schemas/library";
import { ServiceError } from "~/services/errors.server";
import { todayIso } from "~/utils/dates";
import { recordDocumentAccess, servableFile, type AccessMode } from "./access.server";

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

function inForce(today = todayIso()) {
  return {
    isActive: true,
    [Op.and]: [
      { [Op.or]: [{ effectiveDate: null }, { effectiveDate: { [Op.lte]: today } }] },
      { [Op.or]: [{ expiryDate: null }, { expiryDate: { [Op.gte]: today } }] },
    ],
  };
}

export async function listCurrentPolicies(): Promise<PolicyView[]> {
  getDb();
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
export async function openPolicy(request: Request, user: CurrentUser, id: number, mode: AccessMode) {
  getDb();
  const row = await HrDocument.findOne({ where: user.role === "hr" ? { id } : { id, ...inForce() } });
  if (!row) throw new ServiceError(404, LIBRARY_MESSAGES.notFound);
  await recordDocumentAccess(request, { kind: "hr", documentId: row.id, userId: user.id, employeeId: user.employee?.id ?? null, mode });
  return servableFile(row);
}
