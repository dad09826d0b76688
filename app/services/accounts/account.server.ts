import { ServiceError } from "~/services/errors.server";
import { Sequelize as S, type Transaction } from "sequelize";
import { Employee, User } from "#models";
import type { CurrentUser } from "~/auth.server";
import type { Role } from "~/constants";
import { getDb } from "~/db.server";
import { CHANGE_PASSWORD_MESSAGES } from "~/schemas/auth";
import { passwordChangedMail } from "~/services/accounts/mail.server";
import { recordAudit, type AuditOrigin } from "~/services/audit.server";
import { revokeStandingAccess } from "~/services/accounts/standing-access.server";
import { endSessionsOfUser } from "~/services/employees/records.server";
import { enqueueMail } from "~/services/mail.server";
import { claimPasswordGuess, clearGuesses, LOCKED_MESSAGE } from "~/services/accounts/login.server";
import { hashPassword, verifyPassword } from "~/services/accounts/password.server";

export const RESET_LINK_INVALID = "This password reset link is invalid or has expired. Please request a new one.";

function byEmail(column: string, email: string) {
  return S.where(S.fn("lower", S.col(column)), email.trim().toLowerCase());
}

/**
 * "Your portal password was changed": mailed whenever a password is set or changed, in the
 * transaction of the change, to the employee's own address if HR has one.
 */
export async function notifyPasswordChanged(userId: number, transaction: Transaction) {
  const user = await User.findByPk(userId, { attributes: ["id", "email", "firstName"], transaction });
  if (!user) return;
  const employee = await Employee.findOne({ where: { userId }, attributes: ["id", "communicationEmail"], transaction });
  await enqueueMail(
    passwordChangedMail({ firstName: user.firstName ?? "", employeeId: employee?.id }, employee?.communicationEmail ?? user.email),
    transaction,
  );
}

/**
 * Sets the signed-in user's own password (the Set Up Your Security Password dialog). Like
 * every password change, it ends the account's other sessions; the one that set it stays.
 */
export async function setOwnPassword(origin: AuditOrigin, actor: Pick<CurrentUser, "id" | "sessionId">, password: string) {
  const passwordHash = await hashPassword(password);
  await getDb().transaction(async (transaction) => {
    await User.update(
      { passwordHash, passwordSet: true, failedLoginAttempts: 0, accountLockedUntil: null },
      { where: { id: actor.id }, transaction },
    );
    await endSessionsOfUser(actor.id, transaction, actor.sessionId || undefined);
    await revokeStandingAccess(actor.id, transaction);
    await notifyPasswordChanged(actor.id, transaction);
  });
  await recordAudit(origin, { action: "password_set", userId: actor.id });
}

/**
 * The in-portal Reset Password dialog and POST /api/reset-password: the signed-in user
 * changes their own password. The current password is required, and a wrong one counts
 * toward the lockout like a failed login, so a stolen session can neither change the
 * password nor guess it. The session that made the change stays; every other session of
 * the account ends.
 */
export async function changeOwnPassword(
  origin: AuditOrigin | null,
  actor: CurrentUser,
  input: { email?: string; currentPassword: string; newPassword: string },
  now = new Date(),
) {
  if (input.email && input.email.trim().toLowerCase() !== actor.email.toLowerCase()) {
    throw new ServiceError(400, CHANGE_PASSWORD_MESSAGES.emailNotYours, { email: [CHANGE_PASSWORD_MESSAGES.emailNotYours] });
  }
  const user = await User.findByPk(actor.id, { attributes: ["id", "passwordHash", "passwordSet", "accountLockedUntil"] });
  if (!user) throw new ServiceError(401, "Unauthorized");
  if (input.newPassword === input.currentPassword) {
    throw new ServiceError(400, CHANGE_PASSWORD_MESSAGES.sameAsCurrent, { newPassword: [CHANGE_PASSWORD_MESSAGES.sameAsCurrent] });
  }
  // Counted before the check (issue 12): parallel guesses cannot get past the lockout.
  const claim = await claimPasswordGuess(user.id, now);
  if (claim === "locked") throw new ServiceError(429, LOCKED_MESSAGE, { currentPassword: [LOCKED_MESSAGE] });
  const valid = user.passwordSet && (await verifyPassword(input.currentPassword, user.passwordHash));
  if (!valid) {
    const message = claim === "last" ? LOCKED_MESSAGE : CHANGE_PASSWORD_MESSAGES.wrongCurrent;
    throw new ServiceError(claim === "last" ? 429 : 400, message, { currentPassword: [message] });
  }
  await clearGuesses(user.id);
  const passwordHash = await hashPassword(input.newPassword);
  await getDb().transaction(async (transaction) => {
    await User.update(
      { passwordHash, passwordSet: true, failedLoginAttempts: 0, lastFailedLoginAt: null, accountLockedUntil: null },
      { where: { id: actor.id }, transaction },
    );
    // An API token has no session (sessionId ""): then every session ends.
    await endSessionsOfUser(actor.id, transaction, actor.sessionId || undefined);
    await revokeStandingAccess(actor.id, transaction);
    await notifyPasswordChanged(actor.id, transaction);
  });
  await recordAudit(origin, { action: "password_changed", userId: actor.id, employeeId: actor.employee?.id ?? null });
}

/** Sets an employee's communication email; a trashed or missing record is a 404. */
export async function setCommunicationEmail(employeeId: number, communicationEmail: string) {
  const [updated] = await Employee.update({ communicationEmail }, { where: { id: employeeId, deletedAt: null } });
  if (!updated) throw new ServiceError(404, "Not found");
}

export interface CreateUserInput {
  email: string;
  /** Absent: the login has no password until its owner accepts an invitation. */
  password?: string;
  role: Role;
  firstName: string;
  lastName: string;
  employeeId?: string;
}

/**
 * Creates or updates a login and its employee record (the operator's bootstrap,
 * `npm run create-user`). With an employee ID the login is linked to that record,
 * creating it when missing.
 */
export async function createOrUpdateUser(input: CreateUserInput) {
  const sequelize = getDb();
  const email = input.email.trim().toLowerCase();
  // Without a password the login waits for its owner to set one through an invitation.
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const password = passwordHash ? { passwordHash, passwordSet: true, failedLoginAttempts: 0, accountLockedUntil: null } : {};
  return sequelize.transaction(async (transaction) => {
    const [user, created] = await User.findOrCreate({
      where: byEmail("email", email),
      defaults: {
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        passwordHash,
        passwordSet: Boolean(passwordHash),
      },
      transaction,
    });
    if (!created) {
      await user.update({ firstName: input.firstName, lastName: input.lastName, role: input.role, ...password }, { transaction });
    }
    if (passwordHash && !created) {
      // The operator's recovery of a taken-over account: like every password change, it ends the
      // account's sessions, tokens and known devices (issue 26, from an attacker's review).
      await endSessionsOfUser(user.id, transaction);
      await revokeStandingAccess(user.id, transaction);
      await notifyPasswordChanged(user.id, transaction);
    }
    let employee: Employee | null = null;
    if (input.employeeId) {
      employee = await Employee.findOne({ where: { employeeId: input.employeeId }, transaction });
      const other = await Employee.findOne({ where: { userId: user.id }, transaction });
      if (other && other.employeeId !== input.employeeId) await other.update({ userId: null }, { transaction });
      if (employee) {
        await employee.update({ userId: user.id, email, deletedAt: null, deletedBy: null }, { transaction });
      } else {
        employee = await Employee.create(
          {
            employeeId: input.employeeId,
            firstName: input.firstName,
            lastName: input.lastName,
            email,
            userId: user.id,
            employmentType: "full-time",
            startDate: new Date().toISOString().slice(0, 10),
          },
          { transaction },
        );
      }
    } else {
      employee = await Employee.findOne({ where: { userId: user.id }, transaction });
    }
    return { user, employee, created };
  });
}
