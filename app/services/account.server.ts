import { ServiceError } from "~/services/errors.server";
import { createHash, randomBytes } from "node:crypto";
import { Op, Sequelize as S, type Transaction } from "sequelize";
import { Employee, PasswordResetRequest, User } from "#models";
import { DEFAULT_RESET_REASON, PASSWORD_RESET_TOKEN_HOURS, type Role } from "~/constants";
import { getDb } from "~/db.server";
import { passwordChangedMail } from "~/services/account-mail.server";
import { recordAudit } from "~/services/audit.server";
import { enqueueMail } from "~/services/mail.server";
import { findActiveUserByEmail } from "~/services/login.server";
import { hashPassword } from "~/services/password.server";

/** A result a route can show: ok, or the message the spec gives for the failure. */
export type Outcome = { ok: true } | { ok: false; status: number; message: string };

export const RESET_LINK_INVALID = "This password reset link is invalid or has expired. Please request a new one.";

export function hashToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

export function newToken() {
  return randomBytes(32).toString("base64url");
}

function byEmail(column: string, email: string) {
  return S.where(S.fn("lower", S.col(column)), email.trim().toLowerCase());
}

/**
 * "Your portal password was changed": mailed whenever a password is set or changed, in the
 * transaction of the change, to the employee's own address if HR has one.
 */
async function notifyPasswordChanged(userId: number, transaction: Transaction) {
  const user = await User.findByPk(userId, { attributes: ["id", "email", "firstName"], transaction });
  if (!user) return;
  const employee = await Employee.findOne({ where: { userId }, attributes: ["id", "communicationEmail"], transaction });
  await enqueueMail(
    passwordChangedMail({ firstName: user.firstName ?? "", employeeId: employee?.id }, employee?.communicationEmail ?? user.email),
    transaction,
  );
}

/**
 * "Forgot your password?": files a request for HR to review. Unknown addresses are
 * answered the same way but file nothing.
 */
export async function requestPasswordReset(email: string, reason: string | undefined) {
  const user = await findActiveUserByEmail(email);
  if (!user) return;
  const pending = await PasswordResetRequest.findOne({ where: { userId: user.id, status: "pending" } });
  const text = reason?.trim() || DEFAULT_RESET_REASON;
  if (pending) {
    await pending.update({ reason: text });
    return;
  }
  await PasswordResetRequest.create({
    userId: user.id,
    employeeId: user.employee?.id ?? null,
    reason: text,
  });
}

/** Sets the signed-in user's own password (the Set Up Your Security Password dialog). */
export async function setOwnPassword(request: Request, userId: number, password: string) {
  getDb();
  const passwordHash = await hashPassword(password);
  await getDb().transaction(async (transaction) => {
    await User.update(
      { passwordHash, passwordSet: true, failedLoginAttempts: 0, accountLockedUntil: null },
      { where: { id: userId }, transaction },
    );
    await notifyPasswordChanged(userId, transaction);
  });
  await recordAudit(request, { action: "password_set", userId });
}

/** Issues the emailed token for an approved reset request; returns the plain token (shown once). */
export async function issuePasswordResetToken(requestId: number, now = new Date()) {
  getDb();
  const token = newToken();
  await PasswordResetRequest.update(
    {
      token: hashToken(token),
      tokenExpiry: new Date(now.getTime() + PASSWORD_RESET_TOKEN_HOURS * 3600 * 1000),
    },
    { where: { id: requestId } },
  );
  return token;
}

/** Uses an emailed reset token once: it must be approved, unexpired and unused. */
export async function resetPasswordWithToken(request: Request | null, token: string, password: string): Promise<Outcome> {
  const sequelize = getDb();
  const passwordHash = await hashPassword(password);
  return sequelize.transaction(async (transaction) => {
    const reset = await PasswordResetRequest.findOne({
      where: { token: hashToken(token), status: "approved", tokenExpiry: { [Op.gt]: new Date() } },
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (!reset?.userId) return { ok: false, status: 400, message: RESET_LINK_INVALID } as const;
    await User.update(
      { passwordHash, passwordSet: true, failedLoginAttempts: 0, accountLockedUntil: null },
      { where: { id: reset.userId }, transaction },
    );
    await reset.update({ status: "completed", token: null, tokenExpiry: null }, { transaction });
    await notifyPasswordChanged(reset.userId, transaction);
    await recordAudit(request, { action: "password_reset_with_token", userId: reset.userId });
    return { ok: true } as const;
  });
}

/** Sets an employee's communication email; a trashed or missing record is a 404. */
export async function setCommunicationEmail(employeeId: number, communicationEmail: string) {
  getDb();
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
    if (passwordHash && !created) await notifyPasswordChanged(user.id, transaction);
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
