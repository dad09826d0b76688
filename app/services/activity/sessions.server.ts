import { QueryTypes, type Transaction } from "sequelize";
import { ActiveSession, Session, UserSession } from "#models";
import { SESSION_IDLE_TIMEOUT_MS } from "~/constants";
import { getDb } from "~/db.server";
import { announceSessionsEnded } from "~/services/live-updates.server";
import { browserOf } from "~/utils/activity";

/**
 * The life of a signed-in session as the activity monitor sees it. Three tables, one
 * truth: `sessions` holds the live cookie sessions (a row gone = signed out, everywhere,
 * on the next request); `user_sessions` is the history (one row per sign-in, closed with
 * a logout time); `active_sessions` lists the sessions alive now with their last activity.
 * Every way a session ends goes through endSessions, so the three never disagree.
 */

export interface SignIn {
  userId: number;
  employeeId: number | null;
  sessionId: string;
  ipAddress: string | null;
  userAgent: string | null;
}

export async function recordSignIn(input: SignIn) {
  const sequelize = getDb();
  await sequelize.transaction(async (transaction) => {
    await UserSession.create({ ...input, browser: browserOf(input.userAgent), isActive: true }, { transaction });
    await ActiveSession.create(
      { sessionId: input.sessionId, userId: input.userId, ipAddress: input.ipAddress, userAgent: input.userAgent },
      { transaction },
    );
  });
}

/** The session was used (at most once a minute, when its expiry moves). */
export async function recordSessionActivity(sessionId: string, now = new Date()) {
  await ActiveSession.update({ lastActivity: now }, { where: { sessionId } });
}

/** Which live sessions to end. */
export type SessionSelection =
  | { all: true }
  /** Every session of one user, except the one that asked (a password change keeps its own). */
  | { userId: number; exceptSessionId?: string }
  | { sessionId: string }
  | { userSessionId: number };

function selectionSql(selection: SessionSelection) {
  if ("all" in selection) return { where: "TRUE", replacements: {} };
  if ("userId" in selection) {
    return {
      where: "user_id = :userId AND sid <> :except",
      replacements: { userId: selection.userId, except: selection.exceptSessionId ?? "" },
    };
  }
  if ("sessionId" in selection) return { where: "sid = :sid", replacements: { sid: selection.sessionId } };
  return {
    where: "sid = (SELECT session_id FROM user_sessions WHERE id = :userSessionId)",
    replacements: { userSessionId: selection.userSessionId },
  };
}

export interface EndedSessions {
  /** Signed-in sessions that were alive and are now ended. */
  sessionCount: number;
  /** The people they belonged to. */
  userCount: number;
  userIds: number[];
}

/**
 * Ends sessions in one statement: their `sessions` rows go (the cookies stop working on
 * the next request, on every server), their history rows close now, their live rows go.
 * Raw SQL: three tables changed atomically, with the counts HR is shown.
 */
export async function endSessions(selection: SessionSelection, options: { transaction?: Transaction; now?: Date } = {}) {
  const now = options.now ?? new Date();
  const { where, replacements } = selectionSql(selection);
  const rows = await getDb().query<{ user_id: number | null; alive: boolean }>(
    `WITH ended AS (
       DELETE FROM sessions WHERE ${where} RETURNING sid, user_id, expire
     ), closed AS (
       UPDATE user_sessions SET is_active = FALSE, logout_time = :now, updated_at = :now
        WHERE is_active AND session_id IN (SELECT sid FROM ended)
     ), gone AS (
       DELETE FROM active_sessions WHERE session_id IN (SELECT sid FROM ended)
     )
     SELECT user_id, expire >= :now AS alive FROM ended`,
    { replacements: { ...replacements, now }, type: QueryTypes.SELECT, transaction: options.transaction },
  );
  await announceSessionsEnded(
    rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id])),
    { transaction: options.transaction },
  );
  const alive = rows.filter((row) => row.alive && row.user_id !== null);
  const userIds = [...new Set(alive.map((row) => row.user_id!))];
  return { sessionCount: alive.length, userCount: userIds.length, userIds } satisfies EndedSessions;
}

/** Ends one session by its cookie id (logout, idle timeout). */
export async function recordSignOut(sessionId: string) {
  await UserSession.update({ isActive: false, logoutTime: new Date() }, { where: { sessionId, isActive: true } });
  await ActiveSession.destroy({ where: { sessionId } });
}

/**
 * The sweep (a job every few minutes): sessions that expired unseen are deleted and
 * their history closes at their last activity (expiry minus the idle timeout), so the
 * monitor's durations are time in use, not time until someone noticed. History rows whose
 * session vanished another way close too. Returns how many sessions were swept.
 */
export async function sweepExpiredSessions(now = new Date()) {
  const sequelize = getDb();
  return sequelize.transaction(async (transaction) => {
    const [row] = await sequelize.query<{ swept: string }>(
      `WITH expired AS (
         DELETE FROM sessions WHERE expire < :now RETURNING sid, expire
       ), closed AS (
         UPDATE user_sessions SET is_active = FALSE, logout_time = expired.expire - make_interval(secs => :idleSeconds), updated_at = :now
           FROM expired WHERE user_sessions.session_id = expired.sid AND user_sessions.is_active
       ), gone AS (
         DELETE FROM active_sessions WHERE session_id IN (SELECT sid FROM expired)
       )
       SELECT count(*) AS swept FROM expired`,
      { replacements: { now, idleSeconds: SESSION_IDLE_TIMEOUT_MS / 1000 }, type: QueryTypes.SELECT, transaction },
    );
    await sequelize.query(
      `UPDATE user_sessions SET is_active = FALSE, logout_time = :now, updated_at = :now
        WHERE is_active AND login_time < :now AND NOT EXISTS (SELECT 1 FROM sessions WHERE sid = user_sessions.session_id)`,
      { replacements: { now }, transaction },
    );
    await sequelize.query(`DELETE FROM active_sessions WHERE NOT EXISTS (SELECT 1 FROM sessions WHERE sid = active_sessions.session_id)`, {
      transaction,
    });
    return Number(row?.swept ?? 0);
  });
}

/** Whether a cookie session still exists (after session control, to know where to send its owner). */
export async function isSessionAlive(sessionId: string) {
  return sessionId !== "" && (await Session.count({ where: { sid: sessionId } })) > 0;
}
