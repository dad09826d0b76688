import { Op, QueryTypes, type Transaction } from "sequelize";
import { AccountInvitation, CsvImport, DataProtectionAudit, Employee, User } from "#models";
import { getDb } from "~/db.server";
import { NOT_INVITED_REASONS, type InvitationSelection, type NotInvitedReason } from "~/schemas/bulk-invitations";
import { invitationMail } from "~/services/accounts/mail.server";
import { recordAudits } from "~/services/audit.server";
import { ServiceError } from "~/services/errors.server";
import { mailAddress, newInvitation, whyNotInvitable } from "~/services/accounts/invitation-rules.server";
import { enqueueMails } from "~/services/mail.server";

/**
 * Bulk invitations (issue 24): every employee of a selection who has no login yet gets the
 * invitation HR's Send invitation mails (same rules, same link and code, same audit row
 * "invitation_sent"), in one transaction and a handful of statements whatever the size
 * (3,000 employees: one locked read, one revoke, chunked inserts of invitations, mails and
 * audit rows, one statement adding the delivery jobs). A newer invitation revokes older
 * ones, as Resend does. The outcome is kept as one audit row ("invitations_sent_in_bulk"):
 * the summary page reads it back, so a reload never sends anything again.
 */

export const BULK_INVITATION_ACTION = "invitations_sent_in_bulk";

/** Who sends them: the HR user, and where the request came from (for the audit). */
export interface InvitationActor {
  id: number | null;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface InvitedPerson {
  id: number;
  employeeId: string;
  name: string;
}

export interface InvitationOutcome {
  invited: InvitedPerson[];
  notInvited: (InvitedPerson & { reason: NotInvitedReason })[];
}

interface Candidate {
  id: number;
  employeeRef: string;
  firstName: string;
  lastName: string;
  email: string | null;
  communicationEmail: string | null;
  status: string;
  deletedAt: Date | null;
  passwordSet: boolean;
}

/**
 * An employee's login, as a single invitation finds it: the user linked to the record, or
 * else the user of the same address (any of them with a password counts as set up).
 */
const WITH_LOGIN = `FROM employees e
  LEFT JOIN users linked ON linked.id = e.user_id
  LEFT JOIN (SELECT lower(email) AS email, bool_or(password_set) AS password_set FROM users GROUP BY lower(email)) same_address
    ON e.user_id IS NULL AND same_address.email = lower(e.email)`;
const PASSWORD_SET = "COALESCE(linked.password_set, same_address.password_set, false)";

/**
 * The employees of a selection with their logins, locked as a single invitation locks its
 * employee. Raw SQL: one read joins each one's login (3,000 employees, one query).
 */
async function readCandidates(where: string, bind: unknown[], transaction: Transaction): Promise<Candidate[]> {
  const rows = await getDb().query<Omit<Candidate, "passwordSet"> & { passwordSet: boolean }>(
    `SELECT e.id, e.employee_id AS "employeeRef", e.first_name AS "firstName", e.last_name AS "lastName", e.email,
            e.communication_email AS "communicationEmail", e.status, e.deleted_at AS "deletedAt", ${PASSWORD_SET} AS "passwordSet"
       ${WITH_LOGIN}
      WHERE ${where}
      ORDER BY lower(e.last_name), lower(e.first_name), e.id
        FOR UPDATE OF e`,
    { bind, transaction, type: QueryTypes.SELECT },
  );
  return rows;
}

function person(candidate: Candidate): InvitedPerson {
  return { id: candidate.id, employeeId: candidate.employeeRef, name: `${candidate.firstName} ${candidate.lastName}` };
}

/**
 * Invites the candidates who can be invited. Those whose invitation is still valid are left
 * alone (mailed nothing; their link keeps working): a bulk invitation posted twice, by a
 * double-click or a second HR user, or an import run again, is not a second mail to everyone.
 * A single employee's Resend is the way to send a new one. `reportLive` lists them as invited
 * already (HR's summary); an import just skips them.
 */
async function inviteCandidates(
  candidates: Candidate[],
  actor: InvitationActor,
  options: { transaction: Transaction; now: Date; reportLive?: boolean; auditDetails?: Record<string, unknown> },
): Promise<InvitationOutcome> {
  const { transaction, now } = options;
  const outcome: InvitationOutcome = { invited: [], notInvited: [] };
  let targets: Candidate[] = [];
  for (const candidate of candidates) {
    const reason = whyNotInvitable(candidate);
    if (reason) outcome.notInvited.push({ ...person(candidate), reason });
    else targets.push(candidate);
  }
  if (targets.length) {
    const live = await AccountInvitation.findAll({
      where: { employeeId: targets.map((target) => target.id), usedAt: null, revokedAt: null, expiresAt: { [Op.gt]: now } },
      attributes: ["employeeId"],
      transaction,
    });
    const waiting = new Set(live.map((invitation) => invitation.employeeId));
    if (options.reportLive) {
      for (const target of targets) if (waiting.has(target.id)) outcome.notInvited.push({ ...person(target), reason: "alreadyInvited" });
    }
    targets = targets.filter((target) => !waiting.has(target.id));
  }
  if (targets.length === 0) return outcome;

  const ids = targets.map((target) => target.id);
  await AccountInvitation.update({ revokedAt: now }, { where: { employeeId: ids, usedAt: null, revokedAt: null }, transaction });
  const made = targets.map((target) => ({ target, to: mailAddress(target)!, ...newInvitation(target.id, actor.id, now) }));
  for (let start = 0; start < made.length; start += 1000) {
    await AccountInvitation.bulkCreate(
      made.slice(start, start + 1000).map((invitation) => invitation.row),
      { transaction },
    );
  }
  await enqueueMails(
    made.map(({ target, to, token }) => invitationMail(target, to, token)),
    transaction,
  );
  await recordAudits(
    made.map(({ target, to }) => ({
      action: "invitation_sent",
      userId: actor.id,
      employeeId: target.id,
      details: { to, ...options.auditDetails },
    })),
    actor,
    transaction,
  );
  outcome.invited = targets.map(person);
  return outcome;
}

/** The employees a selection names: ticked rows (trashed ones too, to say so), a department's, or an import's new hires. */
async function readSelection(selection: InvitationSelection, transaction: Transaction) {
  if (selection.kind === "employees") return readCandidates("e.id = ANY($1::int[])", [selection.employeeIds], transaction);
  if (selection.kind === "department")
    return readCandidates("e.department = $1 AND e.deleted_at IS NULL", [selection.department], transaction);
  const found = await CsvImport.findByPk(selection.importId, { attributes: ["id"], transaction });
  if (!found) throw new ServiceError(404, "Import not found");
  return readCandidates("e.created_by_import_id = $1", [selection.importId], transaction);
}

/**
 * HR's bulk invitation: invites everyone of the selection without a login and answers who
 * was invited and who was not, with the reason (invited already, no email address, already
 * set up, not active, deleted, not found). `batchId` names the summary kept in the audit trail.
 */
export async function inviteEmployees(selection: InvitationSelection, actor: InvitationActor, now = new Date()) {
  return getDb().transaction(async (transaction) => {
    const candidates = await readSelection(selection, transaction);
    const outcome = await inviteCandidates(candidates, actor, {
      transaction,
      now,
      reportLive: true,
      auditDetails: { bulk: selection.kind },
    });
    if (selection.kind === "employees") {
      const found = new Set(candidates.map((candidate) => candidate.id));
      for (const id of selection.employeeIds.filter((wanted) => !found.has(wanted)))
        outcome.notInvited.push({ id, employeeId: "", name: `Employee #${id}`, reason: "notFound" });
    }
    const [summary] = await recordAudits(
      [
        {
          action: BULK_INVITATION_ACTION,
          userId: actor.id,
          details: {
            selection,
            invited: outcome.invited.map((entry) => entry.id),
            notInvited: outcome.notInvited.map((entry) => [entry.id, entry.reason]),
          },
        },
      ],
      actor,
      transaction,
    );
    return { batchId: summary.id, invited: outcome.invited, notInvited: outcome.notInvited };
  });
}

/**
 * Send email notifications on an import (issue 24): every employee of the file's written
 * rows, created or matched, who has no login yet, in the import's transaction; those whose
 * invitation is still valid are not mailed again. Answers how many were invited.
 */
export async function inviteImportedEmployees(
  employeeRefs: string[],
  { uploadedBy, importId }: { uploadedBy: number | null; importId: number | null },
  transaction: Transaction,
) {
  if (employeeRefs.length === 0) return 0;
  const candidates = await readCandidates("e.employee_id = ANY($1::text[])", [employeeRefs], transaction);
  const actor = { id: uploadedBy, ipAddress: null, userAgent: null };
  const outcome = await inviteCandidates(candidates, actor, {
    transaction,
    now: new Date(),
    auditDetails: { importId },
  });
  return outcome.invited.length;
}

/** How many employees an import created who are still in the directory without a login (its "Invite the N new employees"). */
export async function countImportNewHiresWithoutLogin(importId: number) {
  // Raw SQL: a count over the same login join as the invitations themselves.
  const [row] = await getDb().query<{ count: number }>(
    `SELECT count(*)::int AS count ${WITH_LOGIN}
      WHERE e.created_by_import_id = $1 AND e.deleted_at IS NULL AND e.status = 'active' AND e.email IS NOT NULL AND e.email <> ''
        AND NOT ${PASSWORD_SET}`,
    { bind: [importId], type: QueryTypes.SELECT },
  );
  return row.count;
}

interface StoredSummary {
  selection: InvitationSelection;
  invited: number[];
  notInvited: [number, NotInvitedReason][];
}

/** A bulk invitation's summary, read back from its audit row, with today's names (the page after the form). */
export async function getInvitationSummary(batchId: number) {
  const row = await DataProtectionAudit.findOne({ where: { id: batchId, action: BULK_INVITATION_ACTION } });
  if (!row) throw new ServiceError(404, "Invitation summary not found");
  const stored = row.details as unknown as StoredSummary;
  const ids = [...stored.invited, ...stored.notInvited.map(([id]) => id)];
  const [employees, sender, fromImport] = await Promise.all([
    Employee.findAll({ where: { id: ids }, attributes: ["id", "employeeId", "firstName", "lastName"] }),
    row.userId ? User.findByPk(row.userId, { attributes: ["firstName", "lastName"] }) : null,
    stored.selection.kind === "import" ? CsvImport.findByPk(stored.selection.importId, { attributes: ["filename"] }) : null,
  ]);
  const byId = new Map(employees.map((employee) => [employee.id, employee]));
  const named = (id: number): InvitedPerson => {
    const employee = byId.get(id);
    return employee
      ? { id, employeeId: employee.employeeId, name: `${employee.firstName} ${employee.lastName}` }
      : { id, employeeId: "", name: `Employee #${id}` };
  };
  return {
    id: row.id,
    sentAt: row.timestamp.toISOString(),
    sentBy: sender ? `${sender.firstName ?? ""} ${sender.lastName ?? ""}`.trim() : null,
    selection: stored.selection,
    importFilename: fromImport?.filename ?? null,
    invited: stored.invited.map(named),
    notInvited: NOT_INVITED_REASONS.map((reason) => ({
      reason,
      people: stored.notInvited.filter(([, why]) => why === reason).map(([id]) => named(id)),
    })).filter((group) => group.people.length > 0),
  };
}
export type InvitationSummary = Awaited<ReturnType<typeof getInvitationSummary>>;
