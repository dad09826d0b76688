import { Sequelize as S } from "sequelize";
import { Employee, User, UserSession } from "#models";
import { LOCKOUT_MINUTES, MAX_FAILED_LOGINS } from "~/constants";
import { MESSAGES } from "~/schemas/auth";
import { getDb } from "~/db.server";
import { verifyPassword } from "~/services/password.server";

export const LOCKED_MESSAGE = `Too many failed login attempts. Please try again in ${LOCKOUT_MINUTES} minutes.`;

export type LoginResult = { ok: true; user: User } | { ok: false; message: string };

const lockoutMs = LOCKOUT_MINUTES * 60 * 1000;

/**
 * Failures for addresses that have no account are counted in memory, so an unknown
 * address gets exactly the answers a real one would (including the lockout), and the
 * login form never tells whether an email exists.
 */
const unknownAddressFailures = new Map<string, { count: number; lockedUntil: number; last: number }>();

function recordUnknownFailure(email: string, now: number) {
  const entry = unknownAddressFailures.get(email);
  const fresh = !entry || now - entry.last > lockoutMs ? { count: 0, lockedUntil: 0, last: now } : entry;
  if (fresh.lockedUntil > now) return LOCKED_MESSAGE;
  fresh.count += 1;
  fresh.last = now;
  const locked = fresh.count >= MAX_FAILED_LOGINS;
  if (locked) {
    fresh.count = 0;
    fresh.lockedUntil = now + lockoutMs;
  }
  if (unknownAddressFailures.size > 10_000) unknownAddressFailures.clear();
  unknownAddressFailures.set(email, fresh);
  return locked ? LOCKED_MESSAGE : MESSAGES.loginFailed;
}

/**
 * Finds the login for an address, ignoring accounts whose employee record is in the
 * trash or who have left (inactive, terminated): they get the ordinary refusal.
 */
export async function findActiveUserByEmail(email: string) {
  getDb();
  const user = await User.findOne({
    where: S.where(S.fn("lower", S.col("User.email")), email.trim().toLowerCase()),
    include: [{ model: Employee, as: "employee", required: false }],
  });
  if (user?.employee?.deletedAt || ["inactive", "terminated"].includes(user?.employee?.status ?? "")) return null;
  return user;
}

export async function attemptLogin(email: string, password: string, now = new Date()): Promise<LoginResult> {
  const normalised = email.trim().toLowerCase();
  const user = await findActiveUserByEmail(normalised);
  if (!user) {
    await verifyPassword(password, null); // same cost as a real check
    const unknownLock = unknownAddressFailures.get(normalised);
    if (unknownLock && unknownLock.lockedUntil > now.getTime()) return { ok: false, message: LOCKED_MESSAGE };
    return { ok: false, message: recordUnknownFailure(normalised, now.getTime()) };
  }

  if (user.accountLockedUntil && user.accountLockedUntil > now) {
    return { ok: false, message: LOCKED_MESSAGE };
  }

  const valid = user.passwordSet && (await verifyPassword(password, user.passwordHash));
  if (valid) {
    if (user.failedLoginAttempts > 0 || user.accountLockedUntil) {
      await User.update({ failedLoginAttempts: 0, accountLockedUntil: null }, { where: { id: user.id } });
    }
    return { ok: true, user };
  }

  const locked = await recordFailedLogin(user.id, now);
  return { ok: false, message: locked ? LOCKED_MESSAGE : MESSAGES.loginFailed };
}

/**
 * Counts a failure in one UPDATE, so parallel attempts cannot slip past the limit.
 * A failure more than the lockout window after the previous one starts a new count.
 * Returns whether this failure locked the account.
 */
async function recordFailedLogin(userId: number, now: Date) {
  const sequelize = getDb();
  const windowStart = new Date(now.getTime() - lockoutMs);
  const lockedUntil = new Date(now.getTime() + lockoutMs);
  // Raw SQL: counting and locking in one atomic UPDATE, so parallel failures cannot race.
  const [rows] = (await sequelize.query(
    `UPDATE users SET
       failed_login_attempts = CASE
         WHEN last_failed_login_at IS NULL OR last_failed_login_at < :windowStart THEN 1
         ELSE failed_login_attempts + 1 END,
       last_failed_login_at = :now,
       updated_at = :now
     WHERE id = :userId
     RETURNING failed_login_attempts`,
    { replacements: { userId, now, windowStart } },
  )) as [{ failed_login_attempts: number }[], unknown];
  const attempts = rows[0]?.failed_login_attempts ?? 0;
  if (attempts >= MAX_FAILED_LOGINS) {
    await User.update({ accountLockedUntil: lockedUntil, failedLoginAttempts: 0 }, { where: { id: userId } });
    return true;
  }
  return false;
}

export async function recordSignIn(input: {
  userId: number;
  employeeId: number | null;
  sessionId: string;
  ipAddress: string | null;
  userAgent: string | null;
}) {
  getDb();
  await UserSession.create({ ...input, isActive: true });
}

export async function recordSignOut(sessionId: string) {
  getDb();
  await UserSession.update({ isActive: false, logoutTime: new Date() }, { where: { sessionId, isActive: true } });
}
