import ExcelJS from "exceljs";
import { literal, Op, QueryTypes, UniqueConstraintError, where as sqlWhere, type WhereOptions } from "sequelize";
import { Employee, User } from "#models";
import type { CurrentUser } from "~/auth.server";
import {
  DEPARTMENTS, DIRECTORY_PAGE_SIZE, EMPLOYEE_SORT_FIELDS, EMPLOYEE_STATUSES, LEAVE_STATUSES, SORT_ORDERS, TRASH_RETENTION_DAYS,
} from "~/constants";
import { getDb } from "~/db.server";
import { EMPLOYEE_FIELDS, EMPLOYEE_MESSAGES, type EmployeeInput } from "~/schemas/employee";
import { recordAudit } from "~/services/audit.server";
import { ServiceError } from "~/services/errors.server";
import { todayIso } from "~/utils/dates";
import { birthdayBadge, daysUntilExpiry } from "~/utils/employee-dates";
import { neutraliseCell } from "~/utils/spreadsheet";

/**
 * HR's people records: the directory (filtered, sorted and paged in SQL), one
 * employee's record, create and edit, the trash with its 30-day retention, the Excel
 * export, and the staff directory every employee sees. Trashed employees
 * (deleted_at set) appear nowhere but the trash.
 */

export type SortBy = (typeof EMPLOYEE_SORT_FIELDS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface DirectoryQuery {
  search: string;
  department: string;
  status: string;
  leaveStatus: string;
  sortBy: SortBy;
  sortOrder: SortOrder;
  page: number;
}

/**
 * The directory's query from a URL (page or API): unknown values fall back to "all"
 * or the default, so a hand-edited URL never fails.
 */
export function readDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T | "") =>
    value && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
  const page = Number(params.get("page"));
  return {
    search: (params.get("search") ?? "").trim().slice(0, 100),
    department: pick(params.get("department"), DEPARTMENTS, ""),
    status: pick(params.get("status"), EMPLOYEE_STATUSES, ""),
    leaveStatus: pick(params.get("leaveStatus"), LEAVE_STATUSES, ""),
    sortBy: pick(params.get("sortBy"), EMPLOYEE_SORT_FIELDS, "name") as SortBy,
    sortOrder: pick(params.get("sortOrder"), SORT_ORDERS, "asc") as SortOrder,
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

function likePattern(search: string) {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The directory's filters as SQL with bind parameters. HR's search looks through
 * employees.search_text (a stored, lower-cased join of names, employee ID, login email,
 * position and department, migration 2026-11-22T14-00) with its trigram index, so a
 * search stays an index scan at 50,000 employees.
 */
function directoryFilter(query: Omit<DirectoryQuery, "sortBy" | "sortOrder" | "page">) {
  const clauses = ["deleted_at IS NULL"];
  const bind: string[] = [];
  const add = (clause: string, value: string) => {
    bind.push(value);
    clauses.push(clause.replace("?", `$${bind.length}`));
  };
  if (query.department) add("department = ?", query.department);
  if (query.status) add("status = ?", query.status);
  if (query.leaveStatus) add("leave_status = ?", query.leaveStatus);
  if (query.search) add("search_text LIKE ?", likePattern(query.search));
  return { where: clauses.join(" AND "), bind };
}

const SORT_COLUMNS: Record<SortBy, string | null> = { name: null, department: "department", salary: "salary", startDate: "start_date" };

interface SortKeys { sort: string | null; last: string; first: string; id: string }

const columnKeys = (sortBy: SortBy): SortKeys => ({ sort: SORT_COLUMNS[sortBy], last: "lower(last_name)", first: "lower(first_name)", id: "id" });

/** Ties fall back to the name, then the id, so pages never overlap or skip a row. */
function directoryOrder(sortBy: SortBy, sortOrder: SortOrder, keys = columnKeys(sortBy)) {
  const dir = sortOrder === "desc" ? "DESC" : "ASC";
  return `${keys.sort ? `${keys.sort} ${dir} NULLS LAST, ` : ""}${keys.last} ${dir}, ${keys.first} ${dir}, ${keys.id} ASC`;
}

/** `column AS "attribute"` for model attributes, so raw rows come back in the model's names. */
function selectList(attributes: readonly string[], table = "") {
  const definitions = Employee.getAttributes() as Record<string, { field?: string }>;
  const prefix = table ? `${table}.` : "";
  return attributes.map((attribute) => `${prefix}"${definitions[attribute].field ?? attribute}" AS "${attribute}"`).join(", ");
}

const LIST_ATTRIBUTES = [
  "id", "employeeId", "firstName", "lastName", "email", "phone", "department", "position",
  "status", "leaveStatus", "employmentType", "startDate", "salary",
] as const;

export interface DirectoryEntry {
  id: number;
  employeeId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  department: string | null;
  position: string | null;
  status: string;
  leaveStatus: string;
  employmentType: string;
  startDate: string | null;
  salary: string | null;
}

/**
 * A search that matches up to this many employees is paged by sorting its matches; one
 * that matches more is paged by walking the sort index, where matches are dense enough
 * to fill a page at once. PostgreSQL's planner cannot tell the two apart when matching
 * names cluster in the alphabet (a search for a surname) and would walk most of the index.
 */
const FILTER_FIRST_MAX_MATCHES = 2_000;

type DirectoryPage = { employees: DirectoryEntry[]; total: number };

/**
 * HR's directory: one page of 25 and the total, all done by PostgreSQL. (The threshold
 * is a parameter so tests can check that both ways return the same pages.)
 */
export async function listEmployees(query: DirectoryQuery, { filterFirstMaxMatches = FILTER_FIRST_MAX_MATCHES } = {}): Promise<DirectoryPage> {
  const filter = directoryFilter(query);
  const offset = (query.page - 1) * DIRECTORY_PAGE_SIZE;
  if (query.search) {
    const page = await pageAmongMatches(query, filter, offset, filterFirstMaxMatches);
    if (page) return page;
  }
  const [{ total }] = await getDb().query<{ total: number }>(`SELECT count(*)::int AS total FROM employees WHERE ${filter.where}`, {
    bind: filter.bind,
    type: QueryTypes.SELECT,
  });
  if (total === 0 || offset >= total) return { employees: [], total };
  const employees = await getDb().query<DirectoryEntry>(
    `SELECT ${selectList(LIST_ATTRIBUTES)} FROM employees WHERE ${filter.where}
      ORDER BY ${directoryOrder(query.sortBy, query.sortOrder)} LIMIT ${DIRECTORY_PAGE_SIZE} OFFSET ${offset}`,
    { bind: filter.bind, type: QueryTypes.SELECT },
  );
  return { employees, total };
}

/**
 * One query: collect the matches' sort keys (at most max + 1), count them, pick the page
 * among them and read its 25 rows. Null when more than `max` match, or when the page lies
 * past the end (no row carries the count): then the caller counts and walks the index.
 */
async function pageAmongMatches(query: DirectoryQuery, { where, bind }: ReturnType<typeof directoryFilter>, offset: number, max: number) {
  const sortColumn = SORT_COLUMNS[query.sortBy];
  const order = directoryOrder(query.sortBy, query.sortOrder, { sort: sortColumn ? "k.sort_key" : null, last: "k.last_key", first: "k.first_key", id: "k.id" });
  const rows = await getDb().query<DirectoryEntry & { total: number }>(
    `WITH matches AS MATERIALIZED (
       SELECT id, ${sortColumn ?? "NULL"} AS sort_key, lower(last_name) AS last_key, lower(first_name) AS first_key
         FROM employees WHERE ${where} LIMIT ${max + 1}),
     page AS (SELECT k.* FROM matches k ORDER BY ${order} LIMIT ${DIRECTORY_PAGE_SIZE} OFFSET ${offset})
     SELECT (SELECT count(*) FROM matches)::int AS total, ${selectList(LIST_ATTRIBUTES, "e")}
       FROM page k JOIN employees e ON e.id = k.id ORDER BY ${order}`,
    { bind, type: QueryTypes.SELECT },
  );
  if (!rows.length) return offset === 0 ? { employees: [], total: 0 } : null;
  if (rows[0].total > max) return null;
  return { employees: rows.map(({ total: _total, ...entry }) => entry), total: rows[0].total };
}

/** Every column of the form, as plain values, plus what the detail dialog shows. */
export type EmployeeRecord = EmployeeInput & {
  id: number;
  fullName: string | null;
  userId: number | null;
  managerName: string | null;
  documents: { id: number; originalName: string; documentType: string | null; createdAt: string; fileSize: number | null }[];
  birthdayBadge: { days: number; label: string } | null;
  createdAt: string;
  updatedAt: string;
};

function toRecord(row: Employee, today = todayIso()): EmployeeRecord {
  const values = Object.fromEntries(EMPLOYEE_FIELDS.map((field) => [field, row.get(field) ?? null])) as EmployeeInput;
  return {
    ...values,
    id: row.id,
    fullName: row.fullName ?? null,
    userId: row.userId ?? null,
    managerName: row.manager ? `${row.manager.firstName} ${row.manager.lastName}` : null,
    // Employee documents arrive with the documents issue; until then the list is empty.
    documents: [],
    birthdayBadge: birthdayBadge(row.birthday, today),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function findLive(id: number) {
  getDb();
  const row = await Employee.findOne({
    where: { id, deletedAt: null },
    include: [{ model: Employee, as: "manager", required: false, attributes: ["id", "firstName", "lastName"], where: { deletedAt: null } }],
  });
  if (!row) throw new ServiceError(404, "Employee not found");
  return row;
}

export async function getEmployee(id: number): Promise<EmployeeRecord> {
  return toRecord(await findLive(id));
}

/** The managers a form can choose from: every employee in the directory but the one edited. */
export async function listManagerChoices(exceptId?: number) {
  getDb();
  const rows = await Employee.findAll({
    where: { deletedAt: null, ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}) },
    attributes: ["id", "firstName", "lastName", "employeeId"],
    order: [[literal("lower(last_name)"), "ASC"], [literal("lower(first_name)"), "ASC"]],
  });
  return rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`, employeeId: row.employeeId }));
}

function duplicateId(trashed = false): never {
  const message = trashed ? `${EMPLOYEE_MESSAGES.duplicateEmployeeId} (in the trash)` : EMPLOYEE_MESSAGES.duplicateEmployeeId;
  throw new ServiceError(409, message, { employeeId: [message] });
}

async function assertEmployeeIdFree(employeeId: string, exceptId?: number) {
  const clash = await Employee.findOne({
    where: { employeeId, ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}) },
    attributes: ["id", "deletedAt"],
  });
  if (clash) duplicateId(Boolean(clash.deletedAt));
}

async function assertManager(managerId: number | null, selfId?: number) {
  if (managerId === null) return;
  if (managerId === selfId) throw new ServiceError(400, "An employee cannot be their own manager", { managerId: ["An employee cannot be their own manager"] });
  const exists = await Employee.count({ where: { id: managerId, deletedAt: null } });
  if (!exists) throw new ServiceError(400, "Manager must be an employee", { managerId: ["Manager must be an employee"] });
}

function columns(input: EmployeeInput) {
  return { ...input, fullName: `${input.firstName} ${input.lastName}` } as const;
}

export async function createEmployee(input: EmployeeInput) {
  getDb();
  await assertEmployeeIdFree(input.employeeId!);
  await assertManager(input.managerId);
  try {
    const row = await Employee.create({
      ...columns(input),
      employeeId: input.employeeId!,
      firstName: input.firstName!,
      lastName: input.lastName!,
      status: input.status ?? "active",
      employmentType: input.employmentType ?? "full-time",
      startDate: input.startDate ?? todayIso(),
      leaveStatus: input.leaveStatus ?? "at work",
    });
    return getEmployee(row.id);
  } catch (error) {
    // Two requests with one new employee ID at the same moment: the unique index decides.
    if (error instanceof UniqueConstraintError) duplicateId();
    throw error;
  }
}

export async function updateEmployee(id: number, input: EmployeeInput) {
  const row = await findLive(id);
  await assertEmployeeIdFree(input.employeeId!, id);
  await assertManager(input.managerId, id);
  try {
    await row.update({
      ...(columns(input) as Partial<Employee>),
      status: input.status ?? row.status,
      employmentType: input.employmentType ?? row.employmentType,
      leaveStatus: input.leaveStatus ?? row.leaveStatus,
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError) duplicateId();
    throw error;
  }
  return getEmployee(id);
}

/** The stored form values of a live employee: what a PUT with some fields merges over. */
export async function getEmployeeFormValues(id: number): Promise<EmployeeInput> {
  const { id: _id, fullName: _f, userId: _u, managerName: _m, documents: _d, birthdayBadge: _b, createdAt: _c, updatedAt: _up, ...values } = await getEmployee(id);
  return values;
}

export interface AuditContext {
  actor: CurrentUser;
  request: Request | null;
}

/** Delete moves to the trash: the record keeps everything and can be restored for 30 days. */
export async function trashEmployee(id: number, { actor, request }: AuditContext) {
  const row = await findLive(id);
  if (actor.employee?.id === id) throw new ServiceError(409, "You cannot move your own record to the trash");
  await row.update({ deletedAt: new Date(), deletedBy: actor.id });
  await recordAudit(request, { action: "employee_trashed", userId: actor.id, employeeId: id, details: { employeeId: row.employeeId } });
}

export interface TrashEntry {
  id: number;
  employeeId: string;
  firstName: string;
  lastName: string;
  department: string | null;
  position: string | null;
  deletedAt: string;
  deletedByName: string | null;
  daysUntilExpiry: number;
}

export async function listTrash(now = new Date()): Promise<TrashEntry[]> {
  getDb();
  const rows = await Employee.findAll({
    where: { deletedAt: { [Op.ne]: null } },
    attributes: ["id", "employeeId", "firstName", "lastName", "department", "position", "deletedAt", "deletedBy"],
    include: [{ model: User, as: "deleter", required: false, attributes: ["firstName", "lastName", "email"] }],
    order: [["deletedAt", "ASC"], ["id", "ASC"]],
  });
  return rows.map((row) => {
    const deleter = row.deleter;
    return {
      id: row.id,
      employeeId: row.employeeId,
      firstName: row.firstName,
      lastName: row.lastName,
      department: row.department ?? null,
      position: row.position ?? null,
      deletedAt: row.deletedAt!.toISOString(),
      deletedByName: deleter ? `${deleter.firstName ?? ""} ${deleter.lastName ?? ""}`.trim() || deleter.email : null,
      daysUntilExpiry: daysUntilExpiry(row.deletedAt!, now),
    };
  });
}

async function findTrashed(id: number) {
  getDb();
  const row = await Employee.findOne({ where: { id, deletedAt: { [Op.ne]: null } } });
  if (!row) throw new ServiceError(404, "Employee not found in the trash");
  return row;
}

export async function restoreEmployee(id: number, { actor, request }: AuditContext) {
  const row = await findTrashed(id);
  await row.update({ deletedAt: null, deletedBy: null });
  await recordAudit(request, { action: "employee_restored", userId: actor.id, employeeId: id, details: { employeeId: row.employeeId } });
}

/**
 * Removes a trashed employee for good, with what hangs off the record (leave,
 * payslips, documents: the foreign keys cascade) and its login, so the address
 * cannot sign in to an account without a person behind it.
 */
async function destroyTrashed(row: Employee) {
  const sequelize = getDb();
  await sequelize.transaction(async (transaction) => {
    const userId = row.userId;
    await row.destroy({ transaction });
    if (userId) await User.destroy({ where: { id: userId }, transaction });
  });
}

export async function permanentlyDeleteEmployee(id: number, { actor, request }: AuditContext) {
  const row = await findTrashed(id);
  const details = { employeeId: row.employeeId, name: `${row.firstName} ${row.lastName}` };
  await destroyTrashed(row);
  await recordAudit(request, { action: "employee_permanently_deleted", userId: actor.id, employeeId: null, details });
}

/** Permanently deletes every record trashed 30 or more days ago; returns how many. */
export async function cleanupExpired({ actor, request }: AuditContext, now = new Date()) {
  getDb();
  const cutoff = new Date(now.getTime() - TRASH_RETENTION_DAYS * 86_400_000);
  const rows = await Employee.findAll({ where: { deletedAt: { [Op.lte]: cutoff } } });
  for (const row of rows) await destroyTrashed(row);
  if (rows.length) {
    await recordAudit(request, {
      action: "employee_trash_cleanup",
      userId: actor.id,
      details: { count: rows.length, employeeIds: rows.map((row) => row.employeeId) },
    });
  }
  return rows.length;
}

const EXPORT_COLUMNS: { header: string; key: keyof Employee; width: number }[] = [
  { header: "Employee ID", key: "employeeId", width: 14 },
  { header: "First Name", key: "firstName", width: 16 },
  { header: "Last Name", key: "lastName", width: 18 },
  { header: "Email", key: "email", width: 30 },
  { header: "Communication Email", key: "communicationEmail", width: 30 },
  { header: "Phone", key: "phone", width: 16 },
  { header: "Department", key: "department", width: 26 },
  { header: "Position", key: "position", width: 24 },
  { header: "Status", key: "status", width: 10 },
  { header: "Leave Status", key: "leaveStatus", width: 12 },
  { header: "Employment Type", key: "employmentType", width: 15 },
  { header: "Contract Type", key: "contractType", width: 14 },
  { header: "Start Date", key: "startDate", width: 12 },
  { header: "Gender", key: "gender", width: 9 },
  { header: "Region", key: "region", width: 14 },
  { header: "Workstation", key: "workstation", width: 16 },
  { header: "Salary", key: "salary", width: 12 },
];

/** The directory as filtered (every page), as an .xlsx; text cells that could run as formulas are neutralised. */
export async function exportEmployeesXlsx(query: Omit<DirectoryQuery, "page">) {
  const { where, bind } = directoryFilter(query);
  const rows = await getDb().query<Record<string, string | number | null>>(
    `SELECT ${selectList(["id", ...EXPORT_COLUMNS.map((column) => column.key)])} FROM employees WHERE ${where} ORDER BY ${directoryOrder(query.sortBy, query.sortOrder)}`,
    { bind, type: QueryTypes.SELECT },
  );
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "HR Portal";
  const sheet = workbook.addWorksheet("Employees");
  sheet.columns = EXPORT_COLUMNS.map(({ header, key, width }) => ({ header, key, width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      Object.fromEntries(
        EXPORT_COLUMNS.map(({ key }) => {
          const value = row[key];
          // Salary is money: a number cell with two decimals (DECIMAL strings are exact to the cent).
          if (key === "salary") return [key, value === null ? "" : Number(value)];
          return [key, neutraliseCell(value === null ? null : String(value))];
        }),
      ),
    );
  }
  sheet.getColumn("salary").numFmt = "#,##0.00";
  const buffer = await workbook.xlsx.writeBuffer();
  return { buffer: new Uint8Array(buffer as ArrayBuffer), fileName: `employees-${todayIso()}.xlsx`, count: rows.length };
}

/** One staff-directory entry: never the national ID, salary, bank fields; employeeId and login email only for HR. */
export interface StaffEntry {
  id: number;
  firstName: string;
  lastName: string;
  communicationEmail: string | null;
  phone: string | null;
  department: string | null;
  position: string | null;
  workstation: string | null;
  employeeId?: string;
  nationalId?: string | null;
  email?: string | null;
}

/**
 * The employees' Staff Directory: active, non-trashed employees only. Everyone
 * searches by name, communication email and position; HR also by login email and
 * employee ID, and only HR receives those (and the national ID).
 */
export async function listStaffDirectory(viewer: CurrentUser, { search, department, page }: { search: string; department: string; page: number }) {
  getDb();
  const isHr = viewer.role === "hr";
  const conditions: WhereOptions[] = [{ deletedAt: null, status: "active" }];
  if (department) conditions.push({ department });
  if (search) {
    const pattern = likePattern(search);
    const columns = ["first_name || ' ' || last_name", "coalesce(communication_email, '')", "coalesce(position, '')"];
    if (isHr) columns.push("employee_id", "coalesce(email, '')");
    conditions.push({ [Op.or]: columns.map((column) => sqlWhere(literal(`lower(${column})`), Op.like, pattern)) });
  }
  const where = { [Op.and]: conditions };
  const attributes = ["id", "firstName", "lastName", "communicationEmail", "phone", "department", "position", "workstation"];
  if (isHr) attributes.push("employeeId", "nationalId", "email");
  const [rows, total] = await Promise.all([
    Employee.findAll({
      where,
      attributes,
      order: [[literal("lower(last_name)"), "ASC"], [literal("lower(first_name)"), "ASC"], ["id", "ASC"]],
      limit: DIRECTORY_PAGE_SIZE,
      offset: (page - 1) * DIRECTORY_PAGE_SIZE,
    }),
    Employee.count({ where }),
  ]);
  const employees: StaffEntry[] = rows.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    communicationEmail: row.communicationEmail ?? null,
    phone: row.phone ?? null,
    department: row.department ?? null,
    position: row.position ?? null,
    workstation: row.workstation ?? null,
    ...(isHr ? { employeeId: row.employeeId, nationalId: row.nationalId ?? null, email: row.email ?? null } : {}),
  }));
  return { employees, total };
}
