import { findLive } from "~/services/employees/records.server";
import { Op } from "sequelize";
import { Employee, LeaveRequest, Payslip, User } from "#models";
import type { CurrentUser } from "~/auth.server";
import { ADMIN_LIST_PAGE_SIZE, TRASH_RETENTION_DAYS } from "~/constants";
import { getDb } from "~/db.server";
import { recordAudit, type AuditOrigin } from "~/services/audit.server";
import { recordEmployeeActivity } from "~/services/activity/employee-changes.server";
import { ServiceError } from "~/services/errors.server";
import { daysUntilExpiry } from "~/utils/employee-dates";
import { pageWindow, type PageWindow } from "~/utils/paging";

/** The trash: deleted employees kept for TRASH_RETENTION_DAYS, restorable, then removed for good. */

export interface AuditContext {
  actor: CurrentUser;
  origin: AuditOrigin | null;
}

/** Delete moves to the trash: the record keeps everything and can be restored for 30 days. */
export async function trashEmployee(id: number, { actor, origin }: AuditContext) {
  const row = await findLive(id);
  if (actor.employee?.id === id) throw new ServiceError(409, "You cannot move your own record to the trash");
  await getDb().transaction(async (transaction) => {
    await row.update({ deletedAt: new Date(), deletedBy: actor.id }, { transaction });
    await recordEmployeeActivity(
      {
        employeeId: id,
        type: "trashed",
        title: "Moved to trash",
        description: `Moved to the trash; kept for ${TRASH_RETENTION_DAYS} days`,
        performedBy: actor.id,
      },
      transaction,
    );
  });
  await recordAudit(origin, { action: "employee_trashed", userId: actor.id, employeeId: id, details: { employeeId: row.employeeId } });
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

function toTrashEntry(row: Employee, now: Date): TrashEntry {
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
}

const TRASH_QUERY = {
  where: { deletedAt: { [Op.ne]: null } },
  attributes: ["id", "employeeId", "firstName", "lastName", "department", "position", "deletedAt", "deletedBy"],
  include: [{ model: User, as: "deleter", required: false, attributes: ["firstName", "lastName", "email"] }],
  // Newest deletion first: the record HR just deleted is on the first page; each row shows its days left.
  order: [
    ["deletedAt", "DESC"],
    ["id", "DESC"],
  ] as [string, string][],
};

/** Every trashed employee, newest deletion first (GET /api/employees/trash). */
export async function listTrash(now = new Date()): Promise<TrashEntry[]> {
  const rows = await Employee.findAll(TRASH_QUERY);
  return rows.map((row) => toTrashEntry(row, now));
}

/** One page of the trash screen, counted and paged by PostgreSQL; past the end shows the last page. */
export async function listTrashPage(requestedPage: number, now = new Date()): Promise<{ entries: TrashEntry[]; window: PageWindow }> {
  const total = await Employee.count({ where: TRASH_QUERY.where });
  const window = pageWindow(total, ADMIN_LIST_PAGE_SIZE, requestedPage);
  if (total === 0) return { entries: [], window };
  const rows = await Employee.findAll({ ...TRASH_QUERY, limit: window.pageSize, offset: window.offset });
  return { entries: rows.map((row) => toTrashEntry(row, now)), window };
}

/** One trashed employee as the trash lists it (the confirmation dialog), or 404. */
export async function getTrashEntry(id: number, now = new Date()): Promise<TrashEntry> {
  const row = await Employee.findOne({ ...TRASH_QUERY, where: { id, deletedAt: { [Op.ne]: null } } });
  if (!row) throw new ServiceError(404, "Employee not found in the trash");
  return toTrashEntry(row, now);
}

async function findTrashed(id: number) {
  const row = await Employee.findOne({ where: { id, deletedAt: { [Op.ne]: null } } });
  if (!row) throw new ServiceError(404, "Employee not found in the trash");
  return row;
}

export const EXPIRED_NOT_RESTORABLE = `This record was deleted more than ${TRASH_RETENTION_DAYS} days ago: it has expired and can no longer be restored.`;

/** The moment before which a trashed record has expired (spec 2: restorable within 30 days). */
function expiryCutoff(now: Date) {
  return new Date(now.getTime() - TRASH_RETENTION_DAYS * 86_400_000);
}

/** How many trashed records have expired (what Cleanup Expired would remove). */
export async function countExpired(now = new Date()) {
  return Employee.count({ where: { deletedAt: { [Op.lte]: expiryCutoff(now) } } });
}

export async function restoreEmployee(id: number, { actor, origin }: AuditContext, now = new Date()) {
  const row = await findTrashed(id);
  if (row.deletedAt! <= expiryCutoff(now)) throw new ServiceError(409, EXPIRED_NOT_RESTORABLE);
  await getDb().transaction(async (transaction) => {
    await row.update({ deletedAt: null, deletedBy: null }, { transaction });
    await recordEmployeeActivity(
      {
        employeeId: id,
        type: "restored",
        title: "Restored from trash",
        description: "Restored from the trash to the directory",
        performedBy: actor.id,
      },
      transaction,
    );
  });
  await recordAudit(origin, { action: "employee_restored", userId: actor.id, employeeId: id, details: { employeeId: row.employeeId } });
}

/**
 * Removes a trashed employee's personal record for good, with its login (no login may
 * outlive its employee record) and what hangs off the record (documents, activity,
 * RSVPs: the foreign keys cascade). Payslips and leave requests are kept, as the law
 * requires (at least five years, see README): they first take a snapshot of the name and
 * employee ID, then their employee_id becomes NULL (ON DELETE SET NULL, migration
 * 2026-11-23T14-00). Pending approval links of the leave die with the record.
 */
async function destroyTrashed(row: Employee) {
  const sequelize = getDb();
  await sequelize.transaction(async (transaction) => {
    const userId = row.userId;
    const employeeName = `${row.firstName} ${row.lastName}`;
    await Payslip.update({ employeeName, employeeIdRef: row.employeeId }, { where: { employeeId: row.id }, transaction });
    await LeaveRequest.update(
      { employeeName, employeeIdRef: row.employeeId, approvalToken: null, approvalTokenExpiry: null },
      { where: { employeeId: row.id }, transaction },
    );
    await row.destroy({ transaction });
    if (userId) await User.destroy({ where: { id: userId }, transaction });
  });
}

export async function permanentlyDeleteEmployee(id: number, { actor, origin }: AuditContext) {
  const row = await findTrashed(id);
  const details = { employeeId: row.employeeId, name: `${row.firstName} ${row.lastName}` };
  await destroyTrashed(row);
  await recordAudit(origin, { action: "employee_permanently_deleted", userId: actor.id, employeeId: null, details });
}

/** Permanently deletes every record trashed 30 or more days ago; returns how many. */
export async function cleanupExpired({ actor, origin }: AuditContext, now = new Date()) {
  const rows = await Employee.findAll({ where: { deletedAt: { [Op.lte]: expiryCutoff(now) } } });
  for (const row of rows) await destroyTrashed(row);
  if (rows.length) {
    await recordAudit(origin, {
      action: "employee_trash_cleanup",
      userId: actor.id,
      details: { count: rows.length, employeeIds: rows.map((row) => row.employeeId) },
    });
  }
  return rows.length;
}
