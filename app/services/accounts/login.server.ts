import { createHash } from "node:crypto";
import { QueryTypes, Sequelize as S } from "sequelize";
import { Employee, User } from "#models";
import { KNOWN_DEVICE_DAYS, LOCKOUT_MINUTES, MAX_FAILED_LOGINS } from "~/constants";
import { MESSAGES } from "~/schemas/auth";
import { getDb } from "~/db.server";
import { verifyPassword } from "~/services/accounts/password.server";
import { consumeLimit, refundLimit, resetLimit, RateLimitedError, signInDelayMs } from "~/services/rate-limits.server";
import { isKnownDeviceOf } from "~/services/accounts/standing-access.server";

export const LOCKED_MESSAGE = `Too many failed login attempts. Please try again in ${LOCKOUT_MINUTES} minutes.`;

export type LoginResult = { ok: true; user: User } | { ok: false; message: string };

/** Where a sign-in comes from: the source address and, when the browser has one, its known-device cookie. */
export interface LoginSource {
  ip: string | null;
  device?: { id: string; userIds: number[]; since: Record<string, number> } | null;
}

const lockoutMs = LOCKOUT_MINUTES * 60 * 1000;

/**
 * Finds the login for an address, ignoring accounts whose employee record is in the
 * trash or who have left (inactive, terminated): they get the ordinary refusal.
 */
export async function findActiveUserByEmail(email: string) {
  const user = await User.findOne({
    where: S.where(S.fn("lower", S.col("User.email")), email.trim().toLowerCase()),
    include: [{ model: Employee, as: "employee", required: false }],
  });
  if (user?.employee?.deletedAt || ["inactive", "terminated"].includes(user?.employee?.status ?? "")) return null;
  return user;
}

/**
 * Refused by the network's limit (a 429), for a browser that is not a known device of the
 * account: the login screen offers the way in (a device link mailed to the account).
 */
export const NETWORK_LIMITED_MESSAGE =
  "Too many failed sign-ins from your network. Devices that signed in here before still can; to sign in from this one, ask for a one-time link by email below.";

export class NetworkLimitedError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, NETWORK_LIMITED_MESSAGE);
  }
}

/**
 * A sign-in from a request's source (docs/decisions.md "Sign-in under attack" and "A mine
 * site behind one address"). A browser that holds the known-device cookie for the account
 * skips the network's limit (a mine site shares one address: one person's failures there
 * must not keep the rest out) and its password is checked ahead of anonymous ones; the
 * account's own count still applies to it. Any other sign-in counts against the source's
 * limit first (a NetworkLimitedError once it is used up, progressively slower before that).
 * A success gives the source its point back.
 */
export async function signInFrom(source: LoginSource, email: string, password: string): Promise<LoginResult> {
  const user = await findActiveUserByEmail(email);
  if (user && isKnownDeviceOf(user, source.device)) return signInFromKnownDevice(user, source, email, password);
  const used = await consumeLimit("sign-in", source.ip).catch((error: unknown) => {
    throw error instanceof RateLimitedError ? new NetworkLimitedError(error.retryAfterSeconds ?? 60) : error;
  });
  const delay = signInDelayMs(used);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  const result = await attemptLogin(email, password, source, new Date(), { user });
  if (result.ok) await refundLimit("sign-in", source.ip);
  return result;
}

/**
 * A known device's sign-in: past the network's limit, but never free. The device has a limit
 * of its own on every attempt (a success gives its point back), its guesses at the account
 * have their own count (claimTrustedGuess), a used-up count is answered without hashing (the
 * cookie already proves the account exists, so there is no timing to equalise), and only a
 * guess that will be checked goes ahead of anonymous ones (issue 26, from an attacker's review).
 */
async function signInFromKnownDevice(user: User, source: LoginSource, email: string, password: string) {
  const deviceKey = `${user.id}:${source.device!.id}`;
  await consumeLimit("sign-in-device", deviceKey);
  const result = await attemptLogin(email, password, source, new Date(), { user, priority: true });
  if (result.ok) await refundLimit("sign-in-device", deviceKey);
  return result;
}

/**
 * The account's rules. Every answer costs one bcrypt comparison, whether the address is
 * unknown, the account locked, without a password yet, or real (equal timing). A guess is
 * counted before its password is checked, atomically, so at most MAX_FAILED_LOGINS
 * guesses per account are ever evaluated in a window, however many arrive at once.
 * Guesses from a trusted source or device (one that signed in to this account before)
 * have their own count, so strangers locking the account do not lock its owner out.
 */
export async function attemptLogin(
  email: string,
  password: string,
  source: LoginSource = { ip: null },
  now = new Date(),
  found?: { user: User | null; priority?: boolean },
): Promise<LoginResult> {
  const normalised = email.trim().toLowerCase();
  const user = found ? found.user : await findActiveUserByEmail(normalised);
  if (!user) return refuseUnknownAddress(normalised, password);

  const trustKey = await trustedKeyFor(user, source, now);
  const claim = trustKey ? await claimTrustedGuess(trustKey) : await claimGuess(user.id, now);
  // A known device's used-up count: no hash (see signInFromKnownDevice).
  if (claim === "locked" && found?.priority) return { ok: false, message: LOCKED_MESSAGE };
  // Locked: compare against nothing real, so a locked account answers in the same time.
  const valid = await verifyPassword(password, claim !== "locked" && user.passwordSet ? user.passwordHash : null, {
    priority: found?.priority,
  });
  if (claim === "locked") return { ok: false, message: LOCKED_MESSAGE };
  if (valid) {
    if (trustKey) await resetLimit("sign-in-trusted", trustKey);
    else await clearFailures(user.id);
    return { ok: true, user };
  }
  return { ok: false, message: claim === "last" ? LOCKED_MESSAGE : MESSAGES.loginFailed };
}

type Claim = "evaluate" | "last" | "locked";

/**
 * Counts a guess at the account before its password is checked, in one statement that also
 * decides whether it may be checked: the row is locked first (FOR UPDATE, so parallel
 * guesses queue), a locked account's guess is not counted, and the guess that reaches the
 * limit sets the lock in the same statement. A count older than the window, or from before
 * an expired lock, starts again at 1. A refused guess still writes the row (updated_at), so
 * it costs the same commit as a counted one (equal timing).
 */
async function claimGuess(userId: number, now: Date): Promise<Claim> {
  // Raw SQL: counting, deciding and locking in one atomic statement, so parallel guesses cannot race.
  const counted = `CASE
    WHEN users.account_locked_until IS NOT NULL OR users.last_failed_login_at IS NULL OR users.last_failed_login_at < :windowStart THEN 1
    ELSE users.failed_login_attempts + 1 END`;
  const rows = await getDb().query<{ failed_login_attempts: number; locked: boolean }>(
    `WITH current AS (
       SELECT id, COALESCE(account_locked_until > :now, FALSE) AS locked FROM users WHERE id = :userId FOR UPDATE
     )
     UPDATE users SET
       failed_login_attempts = CASE WHEN current.locked THEN users.failed_login_attempts ELSE ${counted} END,
       account_locked_until = CASE
         WHEN current.locked THEN users.account_locked_until
         WHEN ${counted} >= :max THEN CAST(:lockedUntil AS TIMESTAMPTZ)
         ELSE NULL END,
       last_failed_login_at = CASE WHEN current.locked THEN users.last_failed_login_at ELSE :now END,
       updated_at = :now
     FROM current WHERE users.id = current.id
     RETURNING users.failed_login_attempts, current.locked`,
    {
      replacements: {
        userId,
        now,
        windowStart: new Date(now.getTime() - lockoutMs),
        lockedUntil: new Date(now.getTime() + lockoutMs),
        max: MAX_FAILED_LOGINS,
      },
      type: QueryTypes.SELECT,
    },
  );
  const row = rows[0];
  if (!row || row.locked) return "locked";
  return row.failed_login_attempts >= MAX_FAILED_LOGINS ? "last" : "evaluate";
}

async function clearFailures(userId: number) {
  await User.update({ failedLoginAttempts: 0, lastFailedLoginAt: null, accountLockedUntil: null }, { where: { id: userId } });
}

/**
 * The key of a trusted guess, or null: this browser's known-device cookie names the
 * account, or the account signed in from this address within KNOWN_DEVICE_DAYS.
 */
async function trustedKeyFor(user: User, source: LoginSource, now: Date) {
  const userId = user.id;
  if (isKnownDeviceOf(user, source.device)) return `${userId}:device:${source.device!.id}`;
  if (!source.ip) return null;
  const since = new Date(now.getTime() - KNOWN_DEVICE_DAYS * 24 * 3600 * 1000);
  const rows = await getDb().query(
    `SELECT 1 FROM user_sessions WHERE user_id = :userId AND ip_address = :ip AND login_time > :since LIMIT 1`,
    {
      replacements: { userId, ip: source.ip, since },
      type: QueryTypes.SELECT,
    },
  );
  return rows.length > 0 ? `${userId}:ip:${source.ip}` : null;
}

async function claimTrustedGuess(key: string): Promise<Claim> {
  try {
    const used = await consumeLimit("sign-in-trusted", key);
    return used >= MAX_FAILED_LOGINS ? "last" : "evaluate";
  } catch (error) {
    if (error instanceof RateLimitedError) return "locked";
    throw error;
  }
}

/**
 * An address with no account is counted like a real one (in the shared rate_limits
 * table, keyed by a hash of the address, never the address itself), so it answers the
 * same, lockout included, and the form never tells whether an email exists.
 */
async function refuseUnknownAddress(email: string, password: string): Promise<LoginResult> {
  const key = createHash("sha256").update(email).digest("hex");
  const claim = await claimUnknownGuess(key);
  await verifyPassword(password, null);
  return { ok: false, message: claim === "evaluate" ? MESSAGES.loginFailed : LOCKED_MESSAGE };
}

async function claimUnknownGuess(key: string): Promise<Claim> {
  try {
    const used = await consumeLimit("sign-in-unknown", key);
    return used >= MAX_FAILED_LOGINS ? "last" : "evaluate";
  } catch (error) {
    if (error instanceof RateLimitedError) return "locked";
    throw error;
  }
}

/**
 * The in-portal password change's guess at the current password, counted before it is
 * checked with the same atomic counter as a sign-in, so a stolen session gets no more
 * guesses than a stranger at the login form, however many it sends at once. The caller
 * clears the count when the password was right (clearGuesses).
 */
export async function claimPasswordGuess(userId: number, now: Date) {
  return claimGuess(userId, now);
}

export const clearGuesses = clearFailures;
