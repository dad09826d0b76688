import type { Transaction } from "sequelize";
import { DeviceLink, User } from "#models";
import { revokeApiTokensOf } from "~/services/accounts/api-tokens.server";

/**
 * What outlives a session (issue 26): API tokens, known-device cookies and live device links.
 * A password change or reset, "Sign out everywhere" and HR's Force Logout with its tokens end
 * them together with the sessions, so a stolen session or password cannot leave a way back in:
 * the tokens are revoked, browsers known before now are no longer known (users.known_devices_since),
 * and device links not yet used are void. Answers how many tokens were revoked.
 */
export async function revokeStandingAccess(userId: number, transaction?: Transaction, now = new Date()) {
  await User.update({ knownDevicesSince: now }, { where: { id: userId }, transaction });
  await DeviceLink.update({ usedAt: now }, { where: { userId, usedAt: null }, transaction });
  return revokeApiTokensOf(userId, transaction);
}

/**
 * Whether a browser's known-device cookie names this account and was issued after the
 * account's last clean-up.
 */
export function isKnownDeviceOf(
  user: Pick<User, "id" | "knownDevicesSince">,
  device: { userIds: number[]; since: Record<string, number> } | null | undefined,
) {
  if (!device?.userIds.includes(user.id)) return false;
  const cut = user.knownDevicesSince?.getTime();
  return !cut || (device.since[String(user.id)] ?? 0) > cut;
}
