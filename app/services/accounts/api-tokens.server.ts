import { QueryTypes, type Transaction } from "sequelize";
import { ApiToken, User } from "#models";
import { getDb } from "~/db.server";
import { hashToken, newToken } from "~/services/tokens.server";
import { ServiceError } from "~/services/errors.server";
import { announceSessionsEnded } from "~/services/live-updates.server";

/**
 * API tokens for scripts (DESIGN.md Security: random, at least 32 bytes, stored only as
 * a SHA-256 hash). A token is shown once, when it is created; the first characters are
 * kept as its prefix so HR can tell tokens apart. Requests send it as
 * `Authorization: Bearer <token>` and act as the user who created it.
 */

/** Every token starts with this, so a leaked one is recognisable (e.g. by secret scanners). */
export const API_TOKEN_PREFIX = "ncm_";
const PREFIX_LENGTH = 12;

export interface ApiTokenView {
  id: number;
  name: string;
  tokenPrefix: string | null;
  createdAt: string;
  lastUsedAt: string | null;
}

export async function createApiToken(userId: number, name: string) {
  const trimmed = name.trim();
  if (!trimmed) throw new ServiceError(400, "Token name is required", { name: ["Token name is required"] });
  if (trimmed.length > 100)
    throw new ServiceError(400, "Token name must be at most 100 characters", { name: ["Token name must be at most 100 characters"] });
  const token = `${API_TOKEN_PREFIX}${newToken()}`; // 32 random bytes
  const row = await ApiToken.create({ name: trimmed, tokenHash: hashToken(token), tokenPrefix: token.slice(0, PREFIX_LENGTH), userId });
  return { id: row.id, name: trimmed, token };
}

/** The live (not revoked) tokens of every HR user, newest first. */
export async function listApiTokens(): Promise<(ApiTokenView & { ownerName: string | null })[]> {
  const rows = await ApiToken.findAll({
    where: { revokedAt: null },
    attributes: ["id", "name", "tokenPrefix", "createdAt", "lastUsedAt"],
    include: [{ model: User, as: "user", attributes: ["firstName", "lastName"] }],
    order: [
      ["createdAt", "DESC"],
      ["id", "DESC"],
    ],
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    tokenPrefix: row.tokenPrefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
    ownerName: [row.user?.firstName, row.user?.lastName].filter(Boolean).join(" ").trim() || null,
  }));
}

/** Revokes a live token; answers its id and name (for the audit trail). Its open streams end at once. */
export async function revokeApiToken(id: number): Promise<{ id: number; name: string }> {
  if (!Number.isSafeInteger(id) || id <= 0) throw new ServiceError(404, "Token not found");
  const [count, rows] = await ApiToken.update({ revokedAt: new Date() }, { where: { id, revokedAt: null }, returning: true });
  if (count === 0) throw new ServiceError(404, "Token not found");
  await announceSessionsEnded([rows[0].userId]);
  return { id: rows[0].id, name: rows[0].name };
}

/**
 * Revokes every live token of a user (issue 26): tokens end with the sessions, so a stolen
 * session cannot plant a token that outlives a password change or reset, "Sign out
 * everywhere", or HR's Force Logout with "and revoke their API tokens". Answers how many.
 */
export async function revokeApiTokensOf(userId: number, transaction?: Transaction) {
  const [count] = await ApiToken.update({ revokedAt: new Date() }, { where: { userId, revokedAt: null }, transaction });
  if (count > 0) await announceSessionsEnded([userId], { transaction });
  return count;
}

/**
 * The user a bearer token belongs to, or null (unknown, revoked, or the user's employee
 * record is in the trash or has left: inactive, terminated). Records when it was last used.
 */
export async function findApiTokenUser(token: string, options: { recordUse?: boolean } = {}): Promise<number | null> {
  if (!token || token.length > 200) return null;
  // Raw SQL: the hot path of every scripted call, one UPDATE ... RETURNING that checks and records
  // use. A call that must not be stamped with its time (an anonymous grievance) only reads.
  const recordUse = options.recordUse ?? true;
  const [row] = await getDb().query<{ user_id: number }>(
    `${recordUse ? "UPDATE api_tokens t SET last_used_at = now()" : "SELECT t.user_id FROM api_tokens t"}
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM employees e WHERE e.user_id = t.user_id
                          AND (e.deleted_at IS NOT NULL OR e.status IN ('inactive', 'terminated')))
      ${recordUse ? "RETURNING t.user_id" : ""}`,
    { bind: [hashToken(token)], type: QueryTypes.SELECT },
  );
  return row?.user_id ?? null;
}
