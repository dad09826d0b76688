import { literal, Op, QueryTypes, type Transaction, type WhereOptions } from "sequelize";
import { HrDocument, SheDocument } from "#models";
import type { CurrentUser } from "~/auth.server";
import { getDb } from "~/db.server";
import { LIBRARY_MESSAGES, LIBRARY_UPLOAD_SCHEMAS, STATES_OF, type LibrarySection, type LibraryState } from "~/schemas/library";
import { recordAudit, type AuditOrigin } from "~/services/audit.server";
import type { UploadSource } from "~/services/uploads/intake.server";
import type { DocumentKind } from "~/services/documents/access.server";
import { receiveFormUpload, storedFileColumns } from "~/services/documents/form-upload.server";
import { ServiceError } from "~/services/errors.server";
import { todayIso } from "~/utils/dates";
import { pageWindow, readPageParam, type PageWindow } from "~/utils/paging";

/**
 * HR's document library (issue 15): policies (`hr_documents`) and SHE procedures
 * (`she_documents`). HR lists every version, uploads, uploads a new version (which retires
 * the one it replaces when it goes live at once) and changes a document's state. Nothing is
 * deleted here: a retired policy stays the record of what applied when.
 */

export const LIBRARY_PAGE_SIZE = 25;

type Row = HrDocument | SheDocument;

const CONFIG: Record<LibrarySection, { table: string; accessKind: DocumentKind; prefix: string }> = {
  policies: { table: "hr_documents", accessKind: "hr", prefix: "policies" },
  she: { table: "she_documents", accessKind: "she", prefix: "she" },
};

function model(section: LibrarySection) {
  // The two models share the columns the library touches; Sequelize's statics do not unify across classes.
  return (section === "policies" ? HrDocument : SheDocument) as unknown as typeof SheDocument;
}

export interface LibraryDocumentView {
  id: number;
  title: string;
  description: string | null;
  category: string | null;
  version: string | null;
  status: LibraryState;
  originalName: string;
  fileSize: number | null;
  uploadedAt: string;
  replacesId: number | null;
  /** The newer version that replaced this one, if any. */
  replacedById: number | null;
  /** Policies. */
  effectiveDate?: string | null;
  expiryDate?: string | null;
  /** SHE procedures. */
  department?: string;
  priority?: string;
}

function stateOf(row: Row): LibraryState {
  if (row instanceof HrDocument) return row.isActive ? "active" : "retired";
  return (row as SheDocument).status;
}

function view(row: Row): LibraryDocumentView {
  const base = {
    id: row.id,
    title: row.title,
    description: row.description ?? null,
    category: row.category ?? null,
    version: row.version ?? null,
    status: stateOf(row),
    originalName: row.originalName,
    fileSize: row.fileSize ?? null,
    uploadedAt: row.createdAt.toISOString(),
    replacesId: row.replacesId ?? null,
    replacedById: (row.get("replacedById") as number | null | undefined) ?? null,
  };
  if (row instanceof HrDocument) return { ...base, effectiveDate: row.effectiveDate ?? null, expiryDate: row.expiryDate ?? null };
  const she = row as SheDocument;
  return { ...base, department: she.department, priority: she.priority };
}

/** The columns of a state, to set or to filter by (cast: the two models share no static type). */
function stateColumns(section: LibrarySection, state: LibraryState) {
  return (section === "policies" ? { isActive: state === "active" } : { status: state }) as never;
}

function replacedBy(section: LibrarySection) {
  const { table } = CONFIG[section];
  return [
    literal(`(SELECT newer.id FROM ${table} newer WHERE newer.replaces_id = "${model(section).name}".id LIMIT 1)`),
    "replacedById",
  ] as [ReturnType<typeof literal>, string];
}

/** HR's list of a section: every version, newest first within a title, paged in SQL. */
export async function listLibrary(
  section: LibrarySection,
  filter: { state?: LibraryState | ""; search?: string; page?: number },
): Promise<{ documents: LibraryDocumentView[]; window: PageWindow }> {
  const where: WhereOptions = {};
  if (filter.state) Object.assign(where, stateColumns(section, filter.state));
  const term = filter.search?.trim();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    Object.assign(where, { [Op.or]: [{ title: { [Op.iLike]: like } }, { description: { [Op.iLike]: like } }] });
  }
  const total = await model(section).count({ where });
  const window = pageWindow(total, LIBRARY_PAGE_SIZE, filter.page ?? 1);
  const rows = await model(section).findAll({
    where,
    attributes: { include: [replacedBy(section)] },
    order: [
      [literal("lower(title)"), "ASC"],
      ["createdAt", "DESC"],
      ["id", "DESC"],
    ],
    limit: window.pageSize,
    offset: window.offset,
  });
  return { documents: rows.map((row) => view(row as Row)), window };
}

export async function getLibraryDocument(section: LibrarySection, id: number): Promise<LibraryDocumentView> {
  const row = await model(section).findByPk(id, { attributes: { include: [replacedBy(section)] } });
  if (!row) throw new ServiceError(404, LIBRARY_MESSAGES.notFound);
  return view(row as Row);
}

/**
 * HR uploads a document, or a new version of one (`replacesId`). The new version must carry
 * a different version number and may only replace the current version (one successor per
 * row, so the history stays a line). When the new one goes live at once, the other active
 * versions of its line are retired in the same transaction: one version is in force.
 */
export async function uploadLibraryDocument(upload: UploadSource, origin: AuditOrigin, hr: CurrentUser, section: LibrarySection) {
  const { accessKind, prefix } = CONFIG[section];
  const received = await receiveFormUpload(upload, origin, hr, {
    schema: LIBRARY_UPLOAD_SCHEMAS[section],
    prefix,
    auditKind: accessKind,
    fileRequired: LIBRARY_MESSAGES.fileRequired,
  });
  const { replacesId, ...fields } = received.data as typeof received.data & { replacesId?: number | "" };
  const refuse = (error: ServiceError): never => {
    throw Object.assign(error, { values: Object.fromEntries(Object.entries(received.data).map(([k, v]) => [k, String(v ?? "")])) });
  };
  try {
    const row = await getDb().transaction(async (transaction) => {
      let previous: Row | null = null;
      if (replacesId) {
        previous = (await model(section).findByPk(replacesId, { transaction, lock: transaction.LOCK.UPDATE })) as Row | null;
        if (!previous) refuse(new ServiceError(404, LIBRARY_MESSAGES.notFound));
        const successor = await model(section).count({ where: { replacesId }, transaction });
        if (successor) refuse(new ServiceError(409, LIBRARY_MESSAGES.replacedRetired));
        if ((previous!.version ?? "") === fields.version)
          refuse(new ServiceError(400, LIBRARY_MESSAGES.sameVersion, { version: [LIBRARY_MESSAGES.sameVersion] }));
      }
      const values = {
        ...fields,
        ...(section === "policies" ? { category: (fields as { category?: string }).category || null, isActive: true } : {}),
        ...storedFileColumns(received, hr.id),
        replacesId: previous?.id ?? null,
      };
      const created = (await model(section).create(values as never, { transaction })) as Row;
      // A policy that takes effect later leaves the current one in force until then (employees
      // see the newest version in effect: hr-policies.server.ts); anything else replaces it now.
      const effective = (created as HrDocument).effectiveDate;
      const inEffectNow = section === "she" || !effective || effective <= todayIso();
      if (previous && stateOf(created) === "active" && inEffectNow) await retireOtherVersions(section, created.id, transaction);
      return created;
    });
    await recordAudit(origin, {
      action: "document_uploaded",
      userId: hr.id,
      details: {
        kind: accessKind,
        id: row.id,
        replaces: row.replacesId,
        size: row.fileSize,
        type: row.fileType,
        scanStatus: row.scanStatus,
      },
    });
    return view(row);
  } catch (error) {
    await received.discard();
    throw error;
  }
}

/**
 * The other versions of a document's line (the rows it replaced and the rows that replaced
 * it), found with one recursive query each way.
 */
async function otherVersions(section: LibrarySection, id: number, transaction: Transaction): Promise<number[]> {
  const { table } = CONFIG[section];
  const rows = await getDb().query<{ id: number }>(
    `WITH RECURSIVE older AS (
       SELECT replaces_id AS id FROM ${table} WHERE id = :id AND replaces_id IS NOT NULL
       UNION SELECT t.replaces_id FROM ${table} t JOIN older o ON t.id = o.id WHERE t.replaces_id IS NOT NULL
     ), newer AS (
       SELECT id FROM ${table} WHERE replaces_id = :id
       UNION SELECT t.id FROM ${table} t JOIN newer n ON t.replaces_id = n.id
     )
     SELECT id FROM older UNION SELECT id FROM newer`,
    { replacements: { id }, type: QueryTypes.SELECT, transaction },
  );
  return rows.map((row) => row.id);
}

/** Retires (archives, for SHE) the active versions of a line other than `id`; returns their ids. */
async function retireOtherVersions(section: LibrarySection, id: number, transaction: Transaction): Promise<number[]> {
  const others = await otherVersions(section, id, transaction);
  if (others.length === 0) return [];
  const [, updated] = await model(section).update(stateColumns(section, section === "policies" ? "retired" : "archived"), {
    where: { id: others, ...(stateColumns(section, "active") as object) },
    returning: true,
    transaction,
  });
  return (updated as Row[]).map((other) => other.id);
}

/**
 * HR activates or retires a policy, or moves a SHE procedure between active, draft and
 * archived. One version of a document is active at a time: activating one (a roll-back to
 * an older version, say) retires the other active versions of its line in the same step.
 */
export async function setLibraryState(origin: AuditOrigin, hr: CurrentUser, section: LibrarySection, id: number, state: LibraryState) {
  const outcome = await getDb().transaction(async (transaction) => {
    const row = (await model(section).findByPk(id, { transaction, lock: transaction.LOCK.UPDATE })) as Row | null;
    if (!row) throw new ServiceError(404, LIBRARY_MESSAGES.notFound);
    const before = stateOf(row);
    if (before === state) return { row, before, retired: [] as number[] };
    await (row as SheDocument).update(stateColumns(section, state), { transaction });
    const retired = state === "active" ? await retireOtherVersions(section, id, transaction) : [];
    return { row, before, retired };
  });
  if (outcome.before !== state) {
    await recordAudit(origin, {
      action: "document_state_changed",
      userId: hr.id,
      details: { kind: CONFIG[section].accessKind, id, from: outcome.before, to: state, retiredVersions: outcome.retired },
    });
  }
  return view(outcome.row);
}

/** The list's filter from a URL: a state of the section, a search of at most 200 characters, a page. */
export function libraryFilterFrom(section: LibrarySection, params: URLSearchParams) {
  const state: LibraryState | "" = STATES_OF[section].find((value) => value === params.get("status")) ?? "";
  return { state, search: (params.get("search") ?? "").slice(0, 200), page: readPageParam(params) };
}
