import { User, UserSession } from "#models";
import type { CurrentUser } from "~/auth.server";
import { revokeStandingAccess } from "~/services/accounts/standing-access.server";
import { recordAudit, type AuditOrigin } from "~/services/audit.server";
import { ServiceError } from "~/services/errors.server";
import { endSessions, type EndedSessions } from "~/services/activity/sessions.server";

/**
 * HR's session control (spec 2, Session Control): Force Logout All ends every session,
 * the acting HR administrator's included (spec 2, states); beyond the spec HR can end one
 * session or every session of one person from the Sessions tab. An ended session is dead
 * on its next request on every server (its `sessions` row is gone). Each is audited.
 */

export const SESSION_NOT_FOUND = "This session has already ended.";

async function audited(origin: AuditOrigin | null, actor: Pick<CurrentUser, "id">, action: string, ended: EndedSessions, details = {}) {
  await recordAudit(origin, {
    action,
    userId: actor.id,
    details: { ...details, sessionCount: ended.sessionCount, userCount: ended.userCount },
  });
  return { sessionCount: ended.sessionCount, userCount: ended.userCount };
}

export async function forceLogoutAll(origin: AuditOrigin | null, actor: Pick<CurrentUser, "id">) {
  const ended = await endSessions({ all: true });
  return audited(origin, actor, "force_logout_all", ended);
}

/** Ends one sign-in (its history row's id, never the cookie id, which HR never sees). */
export async function forceLogoutSession(origin: AuditOrigin | null, actor: Pick<CurrentUser, "id">, userSessionId: number) {
  const history = await UserSession.findByPk(userSessionId, { attributes: ["id", "userId"] });
  if (!history) throw new ServiceError(404, SESSION_NOT_FOUND);
  const ended = await endSessions({ userSessionId });
  if (ended.sessionCount === 0) throw new ServiceError(409, SESSION_NOT_FOUND);
  return audited(origin, actor, "force_logout_session", ended, { userSessionId, targetUserId: history.userId });
}

/**
 * Ends every session of one person, wherever they are signed in; with `revokeTokens`, their
 * API tokens too (issue 26: a token planted from a stolen session outlives a logout).
 */
export async function forceLogoutUser(
  origin: AuditOrigin | null,
  actor: Pick<CurrentUser, "id">,
  userId: number,
  options: { revokeTokens?: boolean } = {},
) {
  const user = await User.findByPk(userId, { attributes: ["id"] });
  if (!user) throw new ServiceError(404, "User not found");
  const ended = await endSessions({ userId });
  if (!options.revokeTokens) return audited(origin, actor, "force_logout_user", ended, { targetUserId: userId });
  const revokedTokens = await revokeStandingAccess(userId);
  const result = await audited(origin, actor, "force_logout_user", ended, { targetUserId: userId, revokedTokens });
  return { ...result, revokedTokens };
}
