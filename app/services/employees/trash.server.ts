import { findLive } from "~/services/employees/records.server";
import { Op } from "sequelize";
import { Employee, User } from "#models";
import type { CurrentUser } from "~/auth.server";
import { TRASH_RETENTION_DAYS } from "~/constants";
import { getDb } from "~/db.server";
import { recordAudit } from "~/services/audit.server";
import { ServiceError } from "~/services/errors.server";
import { daysUntilExpiry } from "~/utils/employee-dates";

/** The trash: deleted employees kept for TRASH_RETENTION_DAYS, restorable, then removed for good. */

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
