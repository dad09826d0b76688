import { QueryTypes } from "sequelize";
import { getDb } from "~/db.server";
import { hashToken, newToken } from "~/services/account.server";
import { ServiceError } from "~/services/errors.server";

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
  if (trimmed.length > 100) throw new ServiceError(400, "Token name must be at most 100 characters", { name: ["Token name must be at most 100 characters"] });
  const token = `${API_TOKEN_PREFIX}${newToken()}`; // 32 random bytes
  const [row] = await getDb().query<{ id: number }>(
    `INSERT INTO api_tokens (name, token_hash, token_prefix, user_id, created_at, updated_at) VALUES ($1, $2, $3, $4, now(), now()) RETURNING id`,
    { bind: [trimmed, hashToken(token), token.slice(0, PREFIX_LENGTH), userId], type: QueryTypes.SELECT },
  );
  return { id: row.id, name: trimmed, token };
}

/** The live (not revoked) tokens of every HR user, newest first. */
export async function listApiTokens(): Promise<(ApiTokenView & { ownerName: string | null })[]> {
  const rows = await getDb().query<{ id: number; name: string; token_prefix: string | null; created_at: Date; last_used_at: Date | null; owner: string | null }>(
    `SELECT t.id, t.name, t.token_prefix, t.created_at, t.last_used_at,
            NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS owner
       FROM api_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.revoked_at IS NULL
      ORDER BY t.created_at DESC, t.id DESC`,
    { type: QueryTypes.SELECT },
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    tokenPrefix: row.token_prefix,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
    ownerName: row.owner,
  }));
}

/** Revokes a live token; answers its id and name (for the audit trail). */
export async function revokeApiToken(id: number): Promise<{ id: number; name: string }> {
  if (!Number.isSafeInteger(id) || id <= 0) throw new ServiceError(404, "Token not found");
  const rows = await getDb().query<{ id: number; name: string }>(
    `UPDATE api_tokens SET revoked_at = now(), updated_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id, name`,
    { bind: [id], type: QueryTypes.SELECT },
  );
  if (rows.length === 0) throw new ServiceError(404, "Token not found");
  return rows[0];
}

/**
 * The user a bearer token belongs to, or null (unknown, revoked, or the user's employee
 * record is in the trash or has left: inactive, terminated). Records when it was last used.
 */
export async function findApiTokenUser(token: string): Promise<number | null> {
  if (!token || token.length > 200) return null;
  const [row] = await getDb().query<{ user_id: number }>(
    `UPDATE api_tokens t SET last_used_at = now()
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM employees e WHERE e.user_id = t.user_id
                          AND (e.deleted_at IS NOT NULL OR e.status IN ('inactive', 'terminated')))
      RETURNING t.user_id`,
    { bind: [hashToken(token)], type: QueryTypes.SELECT },
  );
  return row?.user_id ?? null;
}
