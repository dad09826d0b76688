import { CsvImport, User } from "#models";
import { ADMIN_LIST_PAGE_SIZE } from "~/constants";
import { getDb } from "~/db.server";
import type { ImportRecordView } from "~/services/employee-import.server";
import { pageWindow, type PageWindow } from "~/utils/paging";

/**
 * The Import History list of the import screen, one page at a time (issue 10: lists page
 * in SQL; a page past the end shows the last page). Same rows as `listImports`.
 */
export async function listImportHistoryPage(requestedPage: number): Promise<{ imports: ImportRecordView[]; window: PageWindow }> {
  getDb();
  const total = await CsvImport.count();
  const window = pageWindow(total, ADMIN_LIST_PAGE_SIZE, requestedPage);
  if (total === 0) return { imports: [], window };
  const rows = await CsvImport.findAll({
    attributes: [
      "id",
      "filename",
      "totalRecords",
      "validRecords",
      "invalidRecords",
      "processedRecords",
      "createdRecords",
      "updatedRecords",
      "unchangedRecords",
      "status",
      "createdAt",
    ],
    include: [{ model: User, as: "uploader", required: false, attributes: ["firstName", "lastName"] }],
    order: [
      ["createdAt", "DESC"],
      ["id", "DESC"],
    ],
    limit: window.pageSize,
    offset: window.offset,
  });
  const imports = rows.map((row) => ({
    id: row.id,
    filename: row.filename,
    totalRecords: row.totalRecords,
    validRecords: row.validRecords,
    invalidRecords: row.invalidRecords,
    processedRecords: row.processedRecords,
    created: row.createdRecords,
    updated: row.updatedRecords,
    unchanged: row.unchangedRecords,
    status: row.status as ImportRecordView["status"],
    createdAt: row.createdAt.toISOString(),
    uploadedByName: row.uploader ? `${row.uploader.firstName ?? ""} ${row.uploader.lastName ?? ""}`.trim() || null : null,
  }));
  return { imports, window };
}
