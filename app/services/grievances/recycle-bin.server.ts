import { Op } from "sequelize";
import { Grievance } from "#models";
import type { CurrentUser } from "~/auth.server";
import { GRIEVANCE_MESSAGES } from "~/schemas/grievances";
import { recordAudit, type AuditOrigin } from "~/services/audit.server";
import { ServiceError } from "~/services/errors.server";
import { findGrievance } from "./common.server";

/**
 * The grievances' recycle bin (spec 2): soft delete, restore, delete forever (only from the
 * bin) and empty the bin, each audited.
 */

type Actor = Pick<CurrentUser, "id">;

/** Moves a grievance to the recycle bin. */
export async function deleteGrievance(origin: AuditOrigin | null, actor: Actor, id: number) {
  const row = await findGrievance(id);
  await row.update({ deletedAt: new Date(), deletedBy: actor.id });
  await recordAudit(origin, { action: "grievance_deleted", userId: actor.id, details: { grievanceId: id } });
}

export async function restoreGrievance(origin: AuditOrigin | null, actor: Actor, id: number) {
  const row = await findGrievance(id, { inBin: true });
  await row.update({ deletedAt: null, deletedBy: null });
  await recordAudit(origin, { action: "grievance_restored", userId: actor.id, details: { grievanceId: id } });
}

/** Delete Forever: only from the recycle bin. */
export async function deleteGrievanceForever(origin: AuditOrigin | null, actor: Actor, id: number) {
  const row = await Grievance.findByPk(id, { attributes: ["id", "deletedAt"] });
  if (!row) throw new ServiceError(404, GRIEVANCE_MESSAGES.notFound);
  if (!row.deletedAt) throw new ServiceError(409, GRIEVANCE_MESSAGES.notInBin);
  await row.destroy();
  await recordAudit(origin, { action: "grievance_permanently_deleted", userId: actor.id, details: { grievanceId: id } });
}

/** Empty Bin: every grievance in the recycle bin, gone for good; answers how many. */
export async function emptyGrievanceBin(origin: AuditOrigin | null, actor: Actor) {
  const deletedCount = await Grievance.destroy({ where: { deletedAt: { [Op.ne]: null } } });
  await recordAudit(origin, { action: "grievance_bin_emptied", userId: actor.id, details: { deletedCount } });
  return deletedCount;
}

/** The Delete Forever confirmation: the title of a grievance in the bin. */
export async function getBinnedGrievanceTitle(id: number) {
  return (await findGrievance(id, { inBin: true })).title;
}

export async function countBinnedGrievances() {
  return Grievance.count({ where: { deletedAt: { [Op.ne]: null } } });
}
