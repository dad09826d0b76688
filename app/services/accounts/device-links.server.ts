import { Op, Sequelize as S } from "sequelize";
import { DeviceLink, Employee, User } from "#models";
import { DEVICE_LINK_MINUTES } from "~/constants";
import { getDb } from "~/db.server";
import { enqueueJob } from "~/jobs.server";
import { deviceLinkMail } from "~/services/accounts/mail.server";
import { hashToken, newToken } from "~/services/tokens.server";
import { ServiceError } from "~/services/errors.server";
import { enqueueMail } from "~/services/mail.server";
import { consumeLimit, isSourceLimited, RateLimitedError } from "~/services/rate-limits.server";

/**
 * The way in for a new device on a network whose sign-in limit is used up (issue 26,
 * docs/decisions.md "A mine site behind one address"). A mine site sits behind one address,
 * so one person's failed sign-ins there must not keep everyone else out: browsers that
 * signed in to the account before (the known-device cookie) are never refused by the
 * network's limit, and any other browser can become known with a one-time link mailed to
 * the account's own address. The link alone signs nobody in (the password is still needed),
 * and asking for one never voids a link already sent, so a stranger who asks for a
 * colleague's link only sends that colleague a mail that still works.
 */

export const DEVICE_LINK_INVALID = "This link is invalid, has expired or was already used. Ask for a new one from the login page.";

export const DEVICE_LINK_NOT_LIMITED = "Your network can sign in as usual: a device link is only needed when the login form offers one.";

/**
 * The login screen's "Email me a link", as the caller sees it. Only from a network whose
 * sign-in limit is used up (anyone else signs in as usual: a 409). Then one job is added
 * whatever the address, so the answer takes the same time for an account's address and a
 * stranger's; sendDeviceLink does the work. No limit per source (a mine site shares one, and a
 * stranger there must not use it up for everyone, issue 26): an address asked for more than
 * five times in 15 minutes, from anywhere, mails nothing more and answers the same (the live
 * link already mailed works), and a live link is never replaced.
 */
export async function requestDeviceLink(email: string, sourceIp: string | null) {
  if (!(await isSourceLimited("sign-in", sourceIp))) throw new ServiceError(409, DEVICE_LINK_NOT_LIMITED);
  const normalised = email.trim().toLowerCase();
  try {
    await consumeLimit("device-link-address", hashToken(normalised));
  } catch (error) {
    if (error instanceof RateLimitedError) return;
    throw error;
  }
  await enqueueJob("send_device_link", { email: normalised }, { jobKey: `device-link:${hashToken(normalised)}`, maxAttempts: 5 });
}

/**
 * The job behind requestDeviceLink: mails a link to the account's owner if the address
 * signs in to an active account and no link of theirs is still live (the one in their
 * mailbox works: nobody is ever left without one, and nobody's mailbox is flooded).
 */
export async function sendDeviceLink(email: string, now = new Date()) {
  await getDb().transaction(async (transaction) => {
    const user = await User.findOne({
      where: S.where(S.fn("lower", S.col("User.email")), email),
      include: [{ model: Employee, as: "employee", required: false }],
      transaction,
      lock: { level: transaction.LOCK.UPDATE, of: User },
    });
    const leftOrDeleted = user?.employee?.deletedAt || ["inactive", "terminated"].includes(user?.employee?.status ?? "");
    if (!user || !user.passwordSet || leftOrDeleted) return;
    const live = await DeviceLink.count({ where: { userId: user.id, usedAt: null, expiresAt: { [Op.gt]: now } }, transaction });
    if (live > 0) return;
    const token = newToken();
    await DeviceLink.create(
      { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + DEVICE_LINK_MINUTES * 60_000) },
      { transaction },
    );
    const to = user.employee?.communicationEmail || user.email;
    await enqueueMail(deviceLinkMail({ firstName: user.firstName ?? "", employeeId: user.employee?.id }, to, token), transaction);
  });
}

/** Whether a link's token is live, for the page that asks to recognise the browser (nothing is used up). */
export async function isDeviceLinkLive(token: string, now = new Date()) {
  if (!token || token.length > 200) return false;
  const found = await DeviceLink.count({ where: { tokenHash: hashToken(token), usedAt: null, expiresAt: { [Op.gt]: now } } });
  return found > 0;
}

/**
 * Uses a link once, atomically (two tabs cannot both use it): the account whose device the
 * browser becomes. A used, expired or unknown link is a 400 with the same message.
 */
export async function redeemDeviceLink(token: string, now = new Date()): Promise<number> {
  if (token && token.length <= 200) {
    const [count, rows] = await DeviceLink.update(
      { usedAt: now },
      { where: { tokenHash: hashToken(token), usedAt: null, expiresAt: { [Op.gt]: now } }, returning: true },
    );
    if (count === 1) return rows[0].userId;
  }
  throw new ServiceError(400, DEVICE_LINK_INVALID);
}
