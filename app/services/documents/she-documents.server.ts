import { Op, type WhereOptions } from "sequelize";
import { SheDocument } from "#models";
import type { CurrentUser } from "~/auth.server";
import { DOCUMENT_MESSAGES } from "~/schemas/documents";
import { SHE_CATEGORIES, type SheCategory } from "~/schemas/she";
import { ServiceError } from "~/services/errors.server";
import { recordDocumentAccess, servableFile, type AccessMode, type ReadOrigin } from "./access.server";

/**
 * SHE standard operating procedures (spec 1 "SHE page"): employees list and open the
 * active ones only, searched by title or description and filtered by category.
 */

export interface SheDocumentView {
  id: number;
  title: string;
  description: string | null;
  category: string;
  status: string;
  priority: string;
  version: string | null;
  fileSize: number | null;
  updatedAt: string;
  department: string;
}

export async function listActiveSheDocuments(filter: { search?: string; category?: SheCategory | "" }): Promise<SheDocumentView[]> {
  const where: WhereOptions<SheDocument> = { status: "active" };
  if (filter.category && SHE_CATEGORIES.includes(filter.category)) Object.assign(where, { category: filter.category });
  const term = filter.search?.trim();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    Object.assign(where, { [Op.or]: [{ title: { [Op.iLike]: like } }, { description: { [Op.iLike]: like } }] });
  }
  const rows = await SheDocument.findAll({
    where,
    order: [
      ["priority", "ASC"],
      ["title", "ASC"],
    ],
    limit: 500,
  });
  const rank: Record<string, number> = { high: 0, medium: 1, low: 2 };
  return rows
    .map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      category: row.category,
      status: row.status,
      priority: row.priority,
      version: row.version,
      fileSize: row.fileSize,
      updatedAt: row.updatedAt.toISOString(),
      department: row.department,
    }))
    .sort((a, b) => (rank[a.priority] ?? 1) - (rank[b.priority] ?? 1) || a.title.localeCompare(b.title));
}

/** Preview or download of a SHE document: active ones for everyone signed in, any for HR. */
export async function openSheDocument(origin: ReadOrigin, user: CurrentUser, id: number, mode: AccessMode) {
  const row = await SheDocument.findOne({ where: user.role === "hr" ? { id } : { id, status: "active" } });
  if (!row) throw new ServiceError(404, DOCUMENT_MESSAGES.notFound);
  await recordDocumentAccess(origin, { kind: "she", documentId: row.id, userId: user.id, employeeId: user.employee?.id ?? null, mode });
  return servableFile(row);
}
