import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { LOCKOUT_MINUTES, MAX_FAILED_LOGINS } from "~/constants";
import { getDb } from "~/db.server";
import { getEnv } from "~/env.server";
import { ServiceError } from "~/services/errors.server";

/**
 * Limits on the anonymous endpoints that cost work or send mail (issue 12,
 * docs/decisions.md "Sign-in under attack"), per source address. The counters live in
 * PostgreSQL (rate-limiter-flexible's RateLimiterPostgres, table rate_limits), so every
 * portal process counts together. A refusal is a 429 with Retry-After and a message.
 */

export const RATE_LIMITED_MESSAGE = "Too many requests from your network. Please wait a few minutes and try again.";

/** A refusal because a limit was passed: the bridges in errors.server.ts add Retry-After. */
export class RateLimitedError extends ServiceError {
  constructor(retryAfterSeconds: number, message = RATE_LIMITED_MESSAGE) {
    super(429, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

interface LimitRule {
  /** Requests (for sign-in: failures) allowed per source in the window. */
  points: number;
  windowSeconds: number;
  /** Sign-in only: past this many failures each further guess waits longer before it is checked. */
  slowAfter?: number;
}

/**
 * Per source address. Sign-in counts failures only (a success gives its point back), so a
 * mine site behind one address, where hundreds sign in, is not refused; a guesser is first
 * slowed, then refused. The others count every request: each costs a hash or a mail.
 */
export const SOURCE_LIMITS = {
  "sign-in": { points: 40, windowSeconds: 15 * 60, slowAfter: 15 },
  "set-password": { points: 20, windowSeconds: 15 * 60 },
  "request-invitation": { points: 10, windowSeconds: 60 * 60 },
  "forgot-password": { points: 10, windowSeconds: 60 * 60 },
  "reset-password": { points: 20, windowSeconds: 15 * 60 },
  "leave-approval": { points: 30, windowSeconds: 15 * 60 },
  // Calendar apps poll a feed every 15 to 60 minutes; a mine site's many subscribers share one address.
  "calendar-feed": { points: 600, windowSeconds: 60 * 60 },
  // The anonymous grievance status page: a receipt code is 100 random bits, this stops scanning.
  "grievance-status": { points: 30, windowSeconds: 15 * 60 },
} satisfies Record<string, LimitRule>;

/**
 * Per account, beside the users table's counter (login.server.ts): guesses from a trusted
 * source or device have their own count per account and device, and addresses with no
 * account are counted like real ones.
 */
const ACCOUNT_LIMITS = {
  "sign-in-trusted": { points: MAX_FAILED_LOGINS, windowSeconds: LOCKOUT_MINUTES * 60 },
  "sign-in-unknown": { points: MAX_FAILED_LOGINS, windowSeconds: LOCKOUT_MINUTES * 60 },
  // Device links asked for one address, from anywhere (keyed by a hash of the address): past
  // it, further requests mail nothing and answer the same (the live link already mailed works).
  "device-link-address": { points: 5, windowSeconds: 15 * 60 },
  // Every sign-in attempt of one known device at one account (a success gives its point back):
  // the device skips the network's limit, so it has one of its own.
  "sign-in-device": { points: 20, windowSeconds: 15 * 60 },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof SOURCE_LIMITS | keyof typeof ACCOUNT_LIMITS;

/** A source limit as configured here, times RATE_LIMIT_MULTIPLIER (tests only). */
export function sourceRule(name: keyof typeof SOURCE_LIMITS): LimitRule {
  const rule: LimitRule = SOURCE_LIMITS[name];
  const times = getEnv().RATE_LIMIT_MULTIPLIER;
  return { ...rule, points: rule.points * times, slowAfter: rule.slowAfter && rule.slowAfter * times };
}

const limiters = new Map<LimitName, RateLimiterPostgres>();

function limiter(name: LimitName) {
  let found = limiters.get(name);
  if (!found) {
    const rule =
      name in ACCOUNT_LIMITS ? ACCOUNT_LIMITS[name as keyof typeof ACCOUNT_LIMITS] : sourceRule(name as keyof typeof SOURCE_LIMITS);
    found = new RateLimiterPostgres({
      storeClient: getDb(),
      storeType: "sequelize",
      tableName: "rate_limits",
      // Created by a migration (2026-11-23T21-00-rate-limits), not by the library.
      tableCreated: true,
      keyPrefix: name,
      points: rule.points,
      duration: rule.windowSeconds,
      clearExpiredByTimeout: true,
    });
    limiters.set(name, found);
  }
  return found;
}

function retryAfter(res: RateLimiterRes) {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/**
 * Counts one request of `key` (a source address, or an account and device) against the
 * limit, atomically; refuses with RateLimitedError once it is used up. Returns how many
 * points the window has used, for progressive slowing.
 */
export async function consumeLimit(name: LimitName, key: string | null, message?: string) {
  try {
    const res = await limiter(name).consume(key || "unknown");
    return res.consumedPoints;
  } catch (error) {
    if (error instanceof RateLimiterRes) throw new RateLimitedError(retryAfter(error), message);
    throw error;
  }
}

/** Whether a source has used up a limit, without counting a request (the device-link offer). */
export async function isSourceLimited(name: keyof typeof SOURCE_LIMITS, key: string | null) {
  const res = await limiter(name).get(key || "unknown");
  return Boolean(res && res.consumedPoints >= sourceRule(name).points);
}

/** Gives a point back (a sign-in that succeeded is not a guess). */
export async function refundLimit(name: LimitName, key: string | null) {
  await limiter(name).reward(key || "unknown", 1);
}

/** Forgets a key's count (a trusted device that signed in starts afresh). */
export async function resetLimit(name: LimitName, key: string) {
  await limiter(name).delete(key);
}

/**
 * How long a guess from a source that has used `used` points of sign-in waits before it
 * is checked: nothing up to slowAfter, then half a second more per failure, at most 5 s.
 */
export function signInDelayMs(used: number) {
  const over = used - (sourceRule("sign-in").slowAfter ?? 0);
  return over <= 0 ? 0 : Math.min(5_000, over * 500);
}
