import nodemailer, { type Transporter } from "nodemailer";
import pg from "pg";
import { Op, type Transaction } from "sequelize";
import { MailOutbox } from "#models";
import { ADMIN_LIST_PAGE_SIZE } from "~/constants";
import { getDb } from "~/db.server";
import { getEnv } from "~/env.server";
import { logger } from "~/logger.server";
import { pageWindow } from "~/utils/paging";

/**
 * Mail is written to the outbox in the same transaction as the change that causes
 * it, then delivered by a background loop with retries. A mail server that is down
 * loses nothing: the row waits and is sent when the server is back.
 */
export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  relatedType?: string;
  relatedId?: number;
}

export const MAX_DELIVERY_ATTEMPTS = 12;

export async function enqueueMail(mail: OutgoingMail, transaction?: Transaction) {
  getDb();
  const recipients = [...new Set(mail.to.map((address) => address.trim().toLowerCase()).filter(Boolean))];
  if (recipients.length === 0) return null;
  const row = await MailOutbox.create(
    {
      toAddresses: recipients.join(", "),
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      relatedType: mail.relatedType ?? null,
      relatedId: mail.relatedId ?? null,
    },
    { transaction },
  );
  // Delivered to listeners on commit (or at once outside a transaction): the delivery
  // loop, in whichever process runs it, wakes without waiting for its next poll.
  await getDb().query("NOTIFY mail_outbox", { transaction });
  return row;
}

/** Exponential backoff: 15 s, 30 s, 1 min … (MAIL_RETRY_BASE_MS doubling), capped at 30 minutes. */
export function retryDelayMs(attempts: number, base = getEnv().MAIL_RETRY_BASE_MS) {
  return Math.min(base * 2 ** Math.max(0, attempts - 1), 30 * 60 * 1000);
}

let transporter: { url: string; transport: Transporter } | undefined;

function getTransporter() {
  const url = getEnv().SMTP_URL;
  if (!url) return null;
  if (transporter?.url !== url) transporter = { url, transport: nodemailer.createTransport(url) };
  return transporter.transport;
}

/**
 * Sends every due message once. Rows are claimed with SKIP LOCKED, so several portal
 * processes can deliver side by side without sending anything twice.
 */
export async function deliverDueMail(limit = 20) {
  const transport = getTransporter();
  if (!transport) return { sent: 0, failed: 0 };
  const sequelize = getDb();
  let sent = 0;
  let failed = 0;
  for (let i = 0; i < limit; i++) {
    const outcome = await sequelize.transaction(async (transaction) => {
      const row = await MailOutbox.findOne({
        where: { status: "pending", nextAttemptAt: { [Op.lte]: new Date() } },
        order: [["nextAttemptAt", "ASC"], ["id", "ASC"]],
        lock: transaction.LOCK.UPDATE,
        skipLocked: true,
        transaction,
      });
      if (!row) return "empty" as const;
      try {
        await transport.sendMail({
          from: getEnv().MAIL_FROM,
          to: row.toAddresses,
          subject: row.subject,
          text: row.textBody ?? undefined,
          html: row.htmlBody ?? undefined,
        });
        await row.update({ status: "sent", sentAt: new Date(), attempts: row.attempts + 1, lastError: null }, { transaction });
        return "sent" as const;
      } catch (error) {
        const attempts = row.attempts + 1;
        await row.update(
          {
            attempts,
            lastError: String((error as Error).message ?? error).slice(0, 1000),
            status: attempts >= MAX_DELIVERY_ATTEMPTS ? "failed" : "pending",
            nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
          },
          { transaction },
        );
        logger.warn({ mailId: row.id, attempts, err: (error as Error).message }, "mail delivery failed; will retry");
        return "failed" as const;
      }
    });
    if (outcome === "empty") break;
    if (outcome === "sent") sent++;
    else failed++;
  }
  return { sent, failed };
}

/**
 * The background delivery loop: polls every few seconds (retries come due that way)
 * and wakes at once on a NOTIFY from enqueueMail. Returns a function that stops it.
 */
export async function startMailDelivery({ intervalMs = 5000 } = {}) {
  const env = getEnv();
  if (!env.SMTP_URL) {
    logger.info("SMTP_URL is not set: mail stays in the outbox (HR can read it at /admin/outbox)");
    return async () => {};
  }
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const schedule = (delay: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(tick);
    }, delay);
  };
  const tick = async () => {
    if (stopped) return;
    try {
      await deliverDueMail();
    } catch (error) {
      logger.error({ err: error }, "mail delivery loop failed");
    }
    schedule(intervalMs);
  };

  const listener = new pg.Client({ connectionString: env.DATABASE_URL });
  listener.on("error", (error) => logger.warn({ err: error.message }, "mail listener lost its connection; polling only"));
  listener.on("notification", () => schedule(20));
  try {
    await listener.connect();
    await listener.query("LISTEN mail_outbox");
  } catch (error) {
    logger.warn({ err: (error as Error).message }, "could not LISTEN for mail; polling only");
  }
  schedule(100);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running.catch(() => {});
    await listener.end().catch(() => {});
  };
}

export async function listOutbox({ limit = 100, offset = 0 } = {}) {
  getDb();
  const rows = await MailOutbox.findAll({ order: [["id", "DESC"]], limit, offset });
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddresses,
    subject: row.subject,
    text: row.textBody ?? "",
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}

/** One page of the outbox screen, newest first; a page past the end shows the last page. */
export async function listOutboxPage(requestedPage: number) {
  getDb();
  const total = await MailOutbox.count();
  const window = pageWindow(total, ADMIN_LIST_PAGE_SIZE, requestedPage);
  const mails = total === 0 ? [] : await listOutbox({ limit: window.pageSize, offset: window.offset });
  return { mails, window };
}
