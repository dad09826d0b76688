import { Op, Sequelize as S, type Transaction } from "sequelize";
import { AccountInvitation, Employee, User } from "#models";
import type { CurrentUser } from "~/auth.server";
import { INVITATION_CODE_MAX_ATTEMPTS, INVITATION_REQUEST_INTERVAL_MINUTES } from "~/constants";
import { getDb } from "~/db.server";
import { enqueueJob } from "~/jobs.server";
import { INVITATION_MESSAGES } from "~/schemas/auth";
import { invitationMail, invitationUrl, passwordChangedMail } from "~/services/accounts/mail.server";
import { hashToken } from "~/services/tokens.server";
import { endSessions } from "~/services/activity/sessions.server";
import { recordAudit, type AuditOrigin } from "~/services/audit.server";
import { ServiceError } from "~/services/errors.server";
import {
  CODE_LENGTH,
  formatCode,
  mailAddress,
  newInvitation,
  normaliseCode,
  whyNotInvitable,
} from "~/services/accounts/invitation-rules.server";
import { enqueueMail } from "~/services/mail.server";
import { hashPassword } from "~/services/accounts/password.server";

/**
 * First passwords only by invitation (issue 11, docs/decisions.md "Invitations"). Knowing a
 * colleague's work address is not enough: a first password is set only with a one-time
 * link mailed to the address on file, or with a short one-time code HR hands over in
 * person together with the employee ID. Both are random, stored as SHA-256 hashes, valid
 * INVITATION_DAYS days and used once; a newer invitation revokes the older ones. Many at
 * once: bulk-invitations.server.ts, by the same rules (invitation-rules.server.ts).
 */

function liveInvitation(now: Date) {
  return { usedAt: null, revokedAt: null, expiresAt: { [Op.gt]: now } };
}

const REFUSALS = {
  deleted: () => new ServiceError(404, "Employee not found"),
  inactive: () => new ServiceError(409, "Only active employees can be invited to the portal"),
  noEmail: () => new ServiceError(409, "This employee has no login email: add one before sending an invitation"),
  passwordSet: () => new ServiceError(409, "This employee has already set a password"),
};

/** Why an employee cannot be invited (whyNotInvitable), as a refusal; null when they can. */
async function refusalToInvite(employee: Employee | null, transaction: Transaction): Promise<ServiceError | null> {
  if (!employee) return REFUSALS.deleted();
  const inUse = !employee.deletedAt && employee.status === "active" && Boolean(employee.email);
  const user = inUse ? await userOf(employee, transaction) : null;
  const reason = whyNotInvitable({ ...employee.get(), passwordSet: Boolean(user?.passwordSet) });
  return reason ? REFUSALS[reason]() : null;
}

async function userOf(employee: Employee, transaction: Transaction) {
  if (employee.userId) return User.findByPk(employee.userId, { transaction, lock: transaction.LOCK.UPDATE });
  if (!employee.email) return null;
  return User.findOne({
    where: S.where(S.fn("lower", S.col("email")), employee.email.toLowerCase()),
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
}

async function createInvitation(employee: Employee, createdBy: number | null, transaction: Transaction, now = new Date()) {
  await AccountInvitation.update({ revokedAt: now }, { where: { employeeId: employee.id, usedAt: null, revokedAt: null }, transaction });
  const { row, token, code, expiresAt } = newInvitation(employee.id, createdBy, now);
  await AccountInvitation.create(row, { transaction });
  return { token, code, expiresAt };
}

async function lockedEmployee(id: number, transaction: Transaction) {
  return Employee.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
}

/** HR's Send invitation (and Resend): a fresh link mailed to the address on file. */
export async function sendInvitation(employeeId: number, actor: CurrentUser, origin: AuditOrigin | null) {
  const sequelize = getDb();
  const sent = await sequelize.transaction(async (transaction) => {
    const employee = await lockedEmployee(employeeId, transaction);
    const refusal = await refusalToInvite(employee, transaction);
    if (refusal) throw refusal;
    const { token, expiresAt } = await createInvitation(employee!, actor.id, transaction);
    const to = mailAddress(employee!)!;
    await enqueueMail(invitationMail(employee!, to, token), transaction);
    return { to, expiresAt };
  });
  await recordAudit(origin, { action: "invitation_sent", userId: actor.id, employeeId, details: { to: sent.to } });
  return sent;
}

/**
 * HR's Show invitation, for an employee without a mailbox: a fresh link and a short code
 * to print or read out. Shown once; only their hashes are kept.
 */
export async function showInvitation(employeeId: number, actor: CurrentUser, origin: AuditOrigin | null) {
  const sequelize = getDb();
  const shown = await sequelize.transaction(async (transaction) => {
    const employee = await lockedEmployee(employeeId, transaction);
    const refusal = await refusalToInvite(employee, transaction);
    if (refusal) throw refusal;
    const { token, code, expiresAt } = await createInvitation(employee!, actor.id, transaction);
    return {
      name: `${employee!.firstName} ${employee!.lastName}`,
      employeeRef: employee!.employeeId,
      url: invitationUrl(token),
      code: formatCode(code),
      expiresAt: expiresAt.toISOString(),
    };
  });
  await recordAudit(origin, { action: "invitation_shown", userId: actor.id, employeeId });
  return shown;
}

/** An invitation for the command line (create-user --invite): the link and the code. */
export async function createInvitationForOperator(employeeId: number) {
  const sequelize = getDb();
  return sequelize.transaction(async (transaction) => {
    const employee = await lockedEmployee(employeeId, transaction);
    const refusal = await refusalToInvite(employee, transaction);
    if (refusal) throw refusal;
    const { token, code, expiresAt } = await createInvitation(employee!, null, transaction);
    return { url: invitationUrl(token), code: formatCode(code), expiresAt };
  });
}

/**
 * The login screen's set-password mode without an invitation, as the caller sees it: one
 * job added whatever the address, so the answer takes the same time for an employee's
 * address and a stranger's (issue 12, "Equal timing"); sendRequestedInvitation does the work.
 */
export async function requestInvitation(email: string) {
  await enqueueJob(
    "send_requested_invitation",
    { email },
    { jobKey: `request-invitation:${hashToken(email.trim().toLowerCase())}`, maxAttempts: 5 },
  );
}

/**
 * The job behind requestInvitation: mails a fresh invitation to that employee's address
 * on file, if the address belongs to an employee who can be invited. Nothing is set.
 * A second request within a few minutes mails nothing new (a stranger cannot flood a
 * colleague's mailbox).
 */
export async function sendRequestedInvitation(email: string, now = new Date()) {
  const sequelize = getDb();
  await sequelize.transaction(async (transaction) => {
    const employee = await Employee.findOne({
      where: { [Op.and]: [S.where(S.fn("lower", S.col("email")), email.trim().toLowerCase()), { deletedAt: null }] },
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (!employee || (await refusalToInvite(employee, transaction))) return;
    const recent = await AccountInvitation.count({
      where: { employeeId: employee.id, createdAt: { [Op.gt]: new Date(now.getTime() - INVITATION_REQUEST_INTERVAL_MINUTES * 60_000) } },
      transaction,
    });
    if (recent > 0) return;
    const { token } = await createInvitation(employee, null, transaction, now);
    await enqueueMail(invitationMail(employee, mailAddress(employee)!, token), transaction);
  });
}

/** The invitation a link carries, for the set-password form: whose it is, or null when it is not live. */
export async function getInvitation(token: string, now = new Date()) {
  if (!token || token.length > 200) return null;
  const invitation = await AccountInvitation.findOne({
    where: { tokenHash: hashToken(token), ...liveInvitation(now) },
    include: [{ model: Employee, as: "employee", attributes: ["firstName", "email", "deletedAt", "status"] }],
  });
  const employee = invitation?.employee;
  if (!employee || employee.deletedAt || employee.status !== "active" || !employee.email) return null;
  return { firstName: employee.firstName, email: employee.email };
}

export type InvitationProof = { token: string } | { employeeRef: string; code: string };

/**
 * Sets the first password with a live invitation (its link's token, or the employee ID
 * and the code HR handed over). The invitation is used up; the employee is mailed a
 * notice that the password was set.
 */
export async function acceptInvitation(
  proof: InvitationProof,
  password: string,
  origin: AuditOrigin | null,
  now = new Date(),
): Promise<{ email: string }> {
  const sequelize = getDb();
  const invalid = () => new ServiceError(400, "token" in proof ? INVITATION_MESSAGES.linkInvalid : INVITATION_MESSAGES.codeInvalid);
  // Look the invitation up before hashing anything: a guessed token or code costs one
  // indexed read, never a bcrypt hash (the transaction below checks it again, locked).
  // A guess at a code is counted on the invitation first, so it takes at most
  // INVITATION_CODE_MAX_ATTEMPTS guesses, however many arrive at once.
  if (!(await sequelize.transaction((transaction) => findLiveInvitation(proof, now, transaction, { countGuess: true })))) throw invalid();
  const passwordHash = await hashPassword(password);
  const outcome = await sequelize.transaction(async (transaction) => {
    const invitation = await findLiveInvitation(proof, now, transaction);
    if (!invitation) return null;
    const employee = await lockedEmployee(invitation.employeeId, transaction);
    if (await refusalToInvite(employee, transaction)) {
      await invitation.update({ revokedAt: now }, { transaction });
      return null;
    }
    let user = await userOf(employee!, transaction);
    if (user) {
      await user.update({ passwordHash, passwordSet: true, failedLoginAttempts: 0, accountLockedUntil: null }, { transaction });
      // A password set ends every session the account had (none is expected before its first password).
      await endSessions({ userId: user.id }, { transaction });
    } else {
      user = await User.create(
        {
          email: employee!.email!.toLowerCase(),
          firstName: employee!.firstName,
          lastName: employee!.lastName,
          role: "employee",
          passwordHash,
          passwordSet: true,
        },
        { transaction },
      );
    }
    if (employee!.userId !== user.id) await employee!.update({ userId: user.id }, { transaction });
    await invitation.update({ usedAt: now }, { transaction });
    await enqueueMail(
      passwordChangedMail({ firstName: employee!.firstName, employeeId: employee!.id }, mailAddress(employee!)!),
      transaction,
    );
    return { userId: user.id, employeeId: employee!.id, email: user.email };
  });
  if (!outcome) throw invalid();
  await recordAudit(origin, { action: "password_set_by_invitation", userId: outcome.userId, employeeId: outcome.employeeId });
  return { email: outcome.email };
}

async function findLiveInvitation(proof: InvitationProof, now: Date, transaction: Transaction, { countGuess = false } = {}) {
  if ("token" in proof) {
    if (!proof.token || proof.token.length > 200) return null;
    return AccountInvitation.findOne({
      where: { tokenHash: hashToken(proof.token), ...liveInvitation(now) },
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
  }
  const code = normaliseCode(proof.code);
  if (code.length !== CODE_LENGTH || !proof.employeeRef) return null;
  const employee = await Employee.findOne({
    where: { [Op.and]: [S.where(S.fn("lower", S.col("employee_id")), proof.employeeRef.trim().toLowerCase()), { deletedAt: null }] },
    attributes: ["id"],
    transaction,
  });
  if (!employee) return null;
  const codeHash = hashToken(code);
  if (countGuess) {
    // The guess claims one of the code's attempts (one UPDATE, row-locked) before it is compared:
    // at INVITATION_CODE_MAX_ATTEMPTS the code is void; the link of the same invitation still works.
    const [, counted] = await AccountInvitation.update(
      { codeAttempts: S.literal("code_attempts + 1") as unknown as number },
      {
        where: { employeeId: employee.id, ...liveInvitation(now), codeAttempts: { [Op.lt]: INVITATION_CODE_MAX_ATTEMPTS } },
        returning: true,
        transaction,
      },
    );
    return counted.find((invitation) => invitation.codeHash === codeHash) ?? null;
  }
  return AccountInvitation.findOne({
    where: { employeeId: employee.id, codeHash, ...liveInvitation(now), codeAttempts: { [Op.lte]: INVITATION_CODE_MAX_ATTEMPTS } },
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
}

/** What HR's employee detail shows about portal access. */
export async function getPortalAccess(employeeId: number, now = new Date()) {
  const employee = await Employee.findByPk(employeeId, {
    attributes: ["id", "userId", "email", "communicationEmail", "status", "deletedAt"],
  });
  if (!employee || employee.deletedAt) throw new ServiceError(404, "Employee not found");
  const user = employee.userId ? await User.findByPk(employee.userId, { attributes: ["passwordSet"] }) : null;
  const invitation = await AccountInvitation.findOne({
    where: { employeeId, ...liveInvitation(now) },
    order: [["createdAt", "DESC"]],
    attributes: ["expiresAt", "createdAt"],
  });
  return {
    passwordSet: Boolean(user?.passwordSet),
    invitable: whyNotInvitable({ ...employee.get(), passwordSet: Boolean(user?.passwordSet) }) === null,
    mailTo: employee.communicationEmail ?? employee.email,
    pendingInvitation: invitation ? { sentAt: invitation.createdAt.toISOString(), expiresAt: invitation.expiresAt.toISOString() } : null,
  };
}
