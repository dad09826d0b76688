import { Op, QueryTypes, fn, col, where as sqlWhere } from "sequelize";
import { Employee, EmployeeDocument } from "#models";
import type { CurrentUser } from "~/auth.server";
import { ADMIN_LIST_PAGE_SIZE } from "~/constants";
import { getDb } from "~/db.server";
import { DOCUMENT_MESSAGES, HrUploadSchema } from "~/schemas/documents";
import { recordAudit, type AuditOrigin } from "~/services/audit.server";
import { ServiceError } from "~/services/errors.server";
import { publishLiveUpdate } from "~/services/live-updates.server";
import type { StoredUpload, UploadSource } from "~/services/uploads/intake.server";
import { pageWindow, type PageWindow } from "~/utils/paging";
import { employeeFolder, receiveEmployeeUpload, toDocumentView, UPLOADER_INCLUDE } from "./employee-documents.server";
import { removeEmployeeDocument } from "./removal.server";

/**
 * HR's Admin Documents (spec 2 "Admin documents"): every employee's folder, upload for an
 * employee (one file per call, labelled with one of the 13 types), delete with a backup.
 * An employee's "folder" is their page in Admin Documents; the portal keeps the files.
 */

export const folderUrlOf = (employeeId: number) => `/admin/documents?employee=${employeeId}`;

export const DELETED_BY_HR_MESSAGE =
  "Document deleted successfully. A backup copy is kept, so it can be restored if the employee queries it.";

const EMPLOYEE_ATTRIBUTES = ["id", "employeeId", "firstName", "lastName", "department", "userId"];

async function findEmployee(id: number) {
  const employee = await Employee.findOne({ where: { id, deletedAt: null }, attributes: EMPLOYEE_ATTRIBUTES });
  if (!employee) throw new ServiceError(404, "Employee not found");
  return employee;
}

/** Search for the upload: first name, last name, employee ID or department, any case. */
export async function searchEmployeesForDocuments(query: string) {
  const term = query.trim();
  if (!term) return [];
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await Employee.findAll({
    where: {
      deletedAt: null,
      [Op.or]: ["first_name", "last_name", "employee_id", "department"].map((column) =>
        sqlWhere(fn("lower", col(column)), Op.like, like.toLowerCase()),
      ),
    },
    attributes: EMPLOYEE_ATTRIBUTES,
    order: [
      ["lastName", "ASC"],
      ["firstName", "ASC"],
    ],
    limit: 20,
  });
  return rows.map((row) => ({
    id: row.id,
    employeeId: row.employeeId,
    name: `${row.firstName} ${row.lastName}`,
    department: row.department,
  }));
}

/** One employee's documents and folder (`GET /api/admin/employees/{id}/documents`). */
export async function listDocumentsOfEmployee(hr: CurrentUser, employeeId: number) {
  const employee = await findEmployee(employeeId);
  const rows = await EmployeeDocument.findAll({
    where: { employeeId },
    include: [UPLOADER_INCLUDE],
    order: [
      ["createdAt", "DESC"],
      ["id", "DESC"],
    ],
  });
  return {
    employee: {
      id: employee.id,
      employeeId: employee.employeeId,
      name: `${employee.firstName} ${employee.lastName}`,
      department: employee.department,
    },
    documents: rows.map((row) => toDocumentView(row, hr)),
    folder: { folderUrl: folderUrlOf(employee.id) },
  };
}

export interface AdminDocumentEntry {
  id: number;
  employeeId: number;
  employeeIdRef: string;
  employeeName: string;
  department: string | null;
  originalName: string;
  documentType: string;
  fileSize: number | null;
  createdAt: string;
  linkType: "file" | "link";
}

/** Every employee document, for the list grouped by employee. */
export async function listAllEmployeeDocuments(): Promise<AdminDocumentEntry[]> {
  const rows = await EmployeeDocument.findAll({
    include: [{ model: Employee, as: "employee", attributes: EMPLOYEE_ATTRIBUTES, where: { deletedAt: null } }],
    order: [
      [{ model: Employee, as: "employee" }, "lastName", "ASC"],
      [{ model: Employee, as: "employee" }, "firstName", "ASC"],
      ["createdAt", "DESC"],
    ],
    limit: 5000,
  });
  return rows.map((row) => ({
    id: row.id,
    employeeId: row.employeeId,
    employeeIdRef: row.employee!.employeeId,
    employeeName: `${row.employee!.firstName} ${row.employee!.lastName}`,
    department: row.employee!.department,
    originalName: row.originalName,
    documentType: row.documentType,
    fileSize: row.fileSize,
    createdAt: row.createdAt.toISOString(),
    linkType: row.linkType,
  }));
}

interface FolderDocumentRow {
  id: number;
  employee_id: number;
  employee_id_ref: string;
  first_name: string;
  last_name: string;
  department: string | null;
  original_name: string;
  document_type: string;
  file_size: number | null;
  created_at: Date;
  link_type: "file" | "link";
}

/** Employees in the directory who have documents (the folders HR's list shows). */
const FOLDERS_WHERE = `e.deleted_at IS NULL AND EXISTS (SELECT 1 FROM employee_documents d WHERE d.employee_id = e.id)`;

/**
 * One page of HR's list grouped by employee: ADMIN_LIST_PAGE_SIZE folders in name order, each
 * with all its documents, newest first (issue 24: the whole list was 5 MB of HTML at 3,000
 * employees). Raw SQL: the folders are counted and paged before any document is read.
 */
export async function listEmployeeDocumentsPage(page: number): Promise<{ documents: AdminDocumentEntry[]; window: PageWindow }> {
  const sequelize = getDb();
  const [{ total }] = await sequelize.query<{ total: number }>(`SELECT count(*)::int AS total FROM employees e WHERE ${FOLDERS_WHERE}`, {
    type: QueryTypes.SELECT,
  });
  const window = pageWindow(total, ADMIN_LIST_PAGE_SIZE, page);
  if (total === 0) return { documents: [], window };
  const rows = await sequelize.query<FolderDocumentRow>(
    `WITH folders AS (
       SELECT e.id, e.employee_id, e.first_name, e.last_name, e.department FROM employees e
        WHERE ${FOLDERS_WHERE} ORDER BY e.last_name, e.first_name, e.id LIMIT :limit OFFSET :offset)
     SELECT d.id, d.employee_id, f.employee_id AS employee_id_ref, f.first_name, f.last_name, f.department,
            d.original_name, d.document_type, d.file_size, d.created_at, d.link_type
       FROM folders f JOIN employee_documents d ON d.employee_id = f.id
      ORDER BY f.last_name, f.first_name, f.id, d.created_at DESC, d.id DESC`,
    { type: QueryTypes.SELECT, replacements: { limit: window.pageSize, offset: window.offset } },
  );
  const documents = rows.map((row) => ({
    id: row.id,
    employeeId: row.employee_id,
    employeeIdRef: row.employee_id_ref,
    employeeName: `${row.first_name} ${row.last_name}`,
    department: row.department,
    originalName: row.original_name,
    documentType: row.document_type,
    fileSize: row.file_size,
    createdAt: new Date(row.created_at).toISOString(),
    linkType: row.link_type,
  }));
  return { documents, window };
}

/** The folders: one per employee with documents (`GET /api/admin/document-folders`). */
export async function listDocumentFolders() {
  const entries = await listAllEmployeeDocuments();
  const folders = new Map<
    number,
    { employeeId: number; employeeIdRef: string; folderName: string; department: string | null; folderUrl: string; documentCount: number }
  >();
  for (const entry of entries) {
    const folder = folders.get(entry.employeeId) ?? {
      employeeId: entry.employeeId,
      employeeIdRef: entry.employeeIdRef,
      folderName: `${entry.employeeName} (${entry.employeeIdRef})`,
      department: entry.department,
      folderUrl: folderUrlOf(entry.employeeId),
      documentCount: 0,
    };
    folder.documentCount += 1;
    folders.set(entry.employeeId, folder);
  }
  return [...folders.values()];
}

/** HR uploads one labelled file for an employee. */
export async function uploadForEmployee(upload: UploadSource, origin: AuditOrigin, hr: CurrentUser, employeeId: number) {
  await findEmployee(employeeId);
  return receiveEmployeeUpload(upload, origin, hr, employeeId, (fields) => {
    const parsed = HrUploadSchema.safeParse(fields);
    return parsed.success ? parsed.data : null;
  });
}

/** HR deletes an employee's document: backup, trash row, audit, and a live update to HR and the employee. */
export async function deleteDocumentAsHr(origin: AuditOrigin, hr: CurrentUser, employeeId: number, id: number) {
  const employee = await findEmployee(employeeId);
  const document = await EmployeeDocument.findOne({ where: { id, employeeId } });
  if (!document) throw new ServiceError(404, DOCUMENT_MESSAGES.notFound);
  const { backedUp, fileMissing } = await removeEmployeeDocument(document, hr.id, async (transaction) => {
    const message = `${document.originalName} was deleted.`;
    await publishLiveUpdate("document_deleted", { actorId: hr.id, user: { id: employee.userId, message }, hr: message }, { transaction });
  });
  await recordAudit(origin, {
    action: "document_deleted",
    userId: hr.id,
    employeeId,
    documentId: id,
    details: { originalName: document.originalName, backedUp, by: "hr", ...(fileMissing ? { fileMissing } : {}) },
  });
  if (fileMissing) return { message: DOCUMENT_MESSAGES.deletedFileMissing };
  return { message: backedUp ? DELETED_BY_HR_MESSAGE : DOCUMENT_MESSAGES.deleted };
}

export interface ManyUploadOutcome {
  uploaded: string[];
  failed: { name: string; message: string }[];
}

/**
 * The Admin Documents upload form: up to five files (`file-<n>`, typed by
 * `documentType-<n>`) for one employee in one request, each streamed to storage. A file
 * without a type refuses the lot ('Label All Files' naming them) and keeps nothing; a file
 * refused on its own (too large, wrong type, infected) is reported and the others are kept.
 */
export async function uploadManyForEmployee(
  upload: UploadSource,
  origin: AuditOrigin,
  hr: CurrentUser,
  employeeId: number,
): Promise<ManyUploadOutcome> {
  await findEmployee(employeeId);
  const received = await upload({ prefix: employeeFolder(employeeId) });
  const { fields, files } = received;
  if (files.length === 0) throw new ServiceError(400, DOCUMENT_MESSAGES.selectFiles);
  const typeOf = (field: string) => HrUploadSchema.safeParse({ documentType: fields[`documentType-${field.slice(5)}`] });
  const unlabelled = files.filter((file) => !typeOf(file.field).success).map((file) => file.filename);
  if (unlabelled.length) {
    await received.discard();
    throw new ServiceError(400, `${DOCUMENT_MESSAGES.labelAllFiles}: please select a document type for ${unlabelled.join(", ")}`);
  }
  const outcome: ManyUploadOutcome = { uploaded: [], failed: [] };
  for (const file of files) {
    if (!file.outcome.ok) {
      const { message } = file.outcome.refusal;
      outcome.failed.push({ name: file.filename, message });
      await recordAudit(origin, { action: "document_upload_refused", userId: hr.id, employeeId, details: { reason: message } });
      continue;
    }
    const parsed = typeOf(file.field);
    const stored = file.outcome.file as StoredUpload;
    const document = await EmployeeDocument.create({
      employeeId,
      fileName: stored.key.split("/").pop() ?? null,
      originalName: file.filename.slice(0, 255),
      fileType: stored.mime,
      fileSize: stored.size,
      storagePath: stored.key,
      documentType: parsed.success ? parsed.data.documentType : "contract",
      description: file.filename.slice(0, 1000),
      linkType: "file",
      uploadedBy: hr.id,
      sha256: stored.sha256,
      scanStatus: stored.scanStatus,
    });
    await recordAudit(origin, {
      action: "document_uploaded",
      userId: hr.id,
      employeeId,
      documentId: document.id,
      details: { documentType: document.documentType, size: stored.size, type: stored.mime, scanStatus: stored.scanStatus },
    });
    outcome.uploaded.push(file.filename);
  }
  return outcome;
}
