import { literal, Op, QueryTypes, where as sqlWhere, type WhereOptions } from "sequelize";
import { Employee } from "#models";
import type { CurrentUser } from "~/auth.server";
import { DEPARTMENTS, DIRECTORY_PAGE_SIZE, EMPLOYEE_SORT_FIELDS, EMPLOYEE_STATUSES, LEAVE_STATUSES, SORT_ORDERS } from "~/constants";
import { getDb } from "~/db.server";
import { pageWindow } from "~/utils/paging";

/**
 * HR's employee directory (filtered, sorted and paged in SQL) and the staff directory every
 * employee sees. Trashed employees (deleted_at set) appear in neither.
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
export function directoryFilter(query: Omit<DirectoryQuery, "sortBy" | "sortOrder" | "page">) {
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

interface SortKeys {
  sort: string | null;
  last: string;
  first: string;
  id: string;
}

const columnKeys = (sortBy: SortBy): SortKeys => ({
  sort: SORT_COLUMNS[sortBy],
  last: "lower(last_name)",
  first: "lower(first_name)",
  id: "id",
});

/** Ties fall back to the name, then the id, so pages never overlap or skip a row. */
export function directoryOrder(sortBy: SortBy, sortOrder: SortOrder, keys = columnKeys(sortBy)) {
  const dir = sortOrder === "desc" ? "DESC" : "ASC";
  return `${keys.sort ? `${keys.sort} ${dir} NULLS LAST, ` : ""}${keys.last} ${dir}, ${keys.first} ${dir}, ${keys.id} ASC`;
}

/** `column AS "attribute"` for model attributes, so raw rows come back in the model's names. */
export function selectList(attributes: readonly string[], table = "") {
  const definitions = Employee.getAttributes() as Record<string, { field?: string }>;
  const prefix = table ? `${table}.` : "";
  return attributes.map((attribute) => `${prefix}"${definitions[attribute].field ?? attribute}" AS "${attribute}"`).join(", ");
}

const LIST_ATTRIBUTES = [
  "id",
  "employeeId",
  "firstName",
  "lastName",
  "email",
  "phone",
  "department",
  "position",
  "status",
  "leaveStatus",
  "employmentType",
  "startDate",
  "salary",
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
export async function listEmployees(
  query: DirectoryQuery,
  { filterFirstMaxMatches = FILTER_FIRST_MAX_MATCHES } = {},
): Promise<DirectoryPage> {
  const filter = directoryFilter(query);
  const offset = (query.page - 1) * DIRECTORY_PAGE_SIZE;
  if (query.search) {
    const page = await pageAmongMatches(query, filter, offset, filterFirstMaxMatches);
    if (page) return page;
  }
  // Raw SQL: the directory is a measured hot path (docs/performance.md), counted and paged by one filter.
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
  const order = directoryOrder(query.sortBy, query.sortOrder, {
    sort: sortColumn ? "k.sort_key" : null,
    last: "k.last_key",
    first: "k.first_key",
    id: "k.id",
  });
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
export interface StaffEntry {
  id: number;
  firstName: string;
  lastName: string;
  communicationEmail: string | null;
  phone: string | null;
  department: string | null;
  position: string | null;
  workstation: string | null;
  /** The picture's URL, or null for initials. */
  profilePicture: string | null;
  employeeId?: string;
  nationalId?: string | null;
  email?: string | null;
}

/**
 * The employees' Staff Directory: active, non-trashed employees only. Everyone
 * searches by name, communication email and position; HR also by login email and
 * employee ID, and only HR receives those (and the national ID).
 */
export async function listStaffDirectory(
  viewer: CurrentUser,
  { search, department, page }: { search: string; department: string; page: number },
) {
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
  const attributes = [
    "id",
    "firstName",
    "lastName",
    "communicationEmail",
    "phone",
    "department",
    "position",
    "workstation",
    "profilePicture",
  ];
  if (isHr) attributes.push("employeeId", "nationalId", "email");
  const pageOf = (offset: number) =>
    Employee.findAll({
      where,
      attributes,
      order: [
        [literal("lower(last_name)"), "ASC"],
        [literal("lower(first_name)"), "ASC"],
        ["id", "ASC"],
      ],
      limit: DIRECTORY_PAGE_SIZE,
      offset,
    });
  const [firstTry, total] = await Promise.all([pageOf((page - 1) * DIRECTORY_PAGE_SIZE), Employee.count({ where })]);
  // A page past the end (a stale link, a narrower search) shows the last page.
  const window = pageWindow(total, DIRECTORY_PAGE_SIZE, page);
  const rows = window.page === page ? firstTry : await pageOf(window.offset);
  const employees: StaffEntry[] = rows.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    communicationEmail: row.communicationEmail ?? null,
    phone: row.phone ?? null,
    department: row.department ?? null,
    position: row.position ?? null,
    workstation: row.workstation ?? null,
    profilePicture: row.profilePicture ?? null,
    ...(isHr ? { employeeId: row.employeeId, nationalId: row.nationalId ?? null, email: row.email ?? null } : {}),
  }));
  return { employees, total, window };
}
