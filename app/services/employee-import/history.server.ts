import { QueryTypes } from "sequelize";
import { ADMIN_LIST_PAGE_SIZE } from "~/constants";
import { getDb } from "~/db.server";
import type { ImportStatus } from "~/schemas/employee-import";
import { ServiceError } from "~/services/errors.server";
import { pageWindow, type PageWindow } from "~/utils/paging";

/**
 * The import history (csv_imports): the screen's paged list, the API's list and one import
 * with its error log, all read through one query shape. Raw SQL: the uploader's name joins
 * in the same read.
 */

export interface ImportRecordView {
  id: number;
  filename: string;
  totalRecords: number;
  validRecords: number;
  invalidRecords: number;
  processedRecords: number;
  created: number;
  updated: number;
  unchanged: number;
  status: ImportStatus;
  createdAt: string;
  uploadedByName: string | null;
}

export interface ImportDetail extends ImportRecordView {
  errors: string[];
}

type ImportRowSql = {
  id: number;
  filename: string;
  total_records: number;
  valid_records: number;
  invalid_records: number;
  processed_records: number;
  created_records: number;
  updated_records: number;
  unchanged_records: number;
  status: ImportStatus;
  created_at: Date;
  uploader: string | null;
  error_log?: string[] | null;
};

function toView(row: ImportRowSql): ImportRecordView {
  return {
    id: row.id,
    filename: row.filename,
    totalRecords: row.total_records,
    validRecords: row.valid_records,
    invalidRecords: row.invalid_records,
    processedRecords: row.processed_records,
    created: row.created_records,
    updated: row.updated_records,
    unchanged: row.unchanged_records,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    uploadedByName: row.uploader,
  };
}

const IMPORT_SELECT = `SELECT i.id, i.filename, i.total_records, i.valid_records, i.invalid_records, i.processed_records, i.status,
                              i.created_records, i.updated_records, i.unchanged_records,
                              i.created_at, NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS uploader`;

/** Import history, newest first. */
export async function listImports({ limit = 50 }: { limit?: number } = {}): Promise<ImportRecordView[]> {
  const rows = await getDb().query<ImportRowSql>(
    `${IMPORT_SELECT} FROM csv_imports i LEFT JOIN users u ON u.id = i.uploaded_by ORDER BY i.created_at DESC, i.id DESC LIMIT $1`,
    { bind: [limit], type: QueryTypes.SELECT },
  );
  return rows.map(toView);
}

/** One import with its error log (the results panel and the progress poll). */
export async function getImport(id: number): Promise<ImportDetail> {
  const [row] = await getDb().query<ImportRowSql>(
    `${IMPORT_SELECT}, i.error_log FROM csv_imports i LEFT JOIN users u ON u.id = i.uploaded_by WHERE i.id = $1`,
    { bind: [id], type: QueryTypes.SELECT },
  );
  if (!row) throw new ServiceError(404, "Import not found");
  return { ...toView(row), errors: row.error_log ?? [] };
}

/**
 * The Import History list of the import screen, one page at a time (issue 10: lists page
 * in SQL; a page past the end shows the last page).
 */
export async function listImportHistoryPage(requestedPage: number): Promise<{ imports: ImportRecordView[]; window: PageWindow }> {
  const [{ total }] = await getDb().query<{ total: number }>("SELECT count(*)::int AS total FROM csv_imports", { type: QueryTypes.SELECT });
  const window = pageWindow(total, ADMIN_LIST_PAGE_SIZE, requestedPage);
  if (total === 0) return { imports: [], window };
  const rows = await getDb().query<ImportRowSql>(
    `${IMPORT_SELECT} FROM csv_imports i LEFT JOIN users u ON u.id = i.uploaded_by ORDER BY i.created_at DESC, i.id DESC LIMIT $1 OFFSET $2`,
    { bind: [window.pageSize, window.offset], type: QueryTypes.SELECT },
  );
  return { imports: rows.map(toView), window };
}
