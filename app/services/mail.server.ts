import nodemailer, { type Transporter } from "nodemailer";
import { QueryTypes, type Transaction } from "sequelize";
import { MailOutbox } from "#models";
import { ADMIN_LIST_PAGE_SIZE } from "~/constants";
import { getDb } from "~/db.server";
import { getEnv } from "~/env.server";
import { enqueueJob } from "~/jobs.server";
import { logger } from "~/logger.server";
import { pageWindow } from "~/utils/paging";

/**
 * Mail is written to the outbox in the same transaction as the change that causes
 * it, together with a graphile-worker job that delivers it. A mail server that is down
 * loses nothing: the job is retried with graphile-worker's backoff and the row waits,
 * readable on the outbox page, until it is sent.
 */
export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  relatedType?: string;
  relatedId?: number;
}

/**
 * Attempts per mail. graphile-worker waits e^n seconds after the n-th failure (2.7 s,
 * 7.4 s, 20 s, 55 s, … at most 6.1 h), so twelve attempts span about 16 hours.
 */
export const MAX_DELIVERY_ATTEMPTS = 12;

/** One delivery job per outbox row; the key lets a sweep add missing jobs without doubling any. */
const deliveryJobKey = (id: number) => `mail_outbox:${id}`;

export async function enqueueMail(mail: OutgoingMail, transaction?: Transaction) {
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
  // Enqueued even without SMTP_URL: the job waits (no process without SMTP_URL takes
  // deliver_mail jobs) and is sent once a portal with a mail server runs.
  await enqueueJob("deliver_mail", { id: row.id }, { transaction, jobKey: deliveryJobKey(row.id), maxAttempts: MAX_DELIVERY_ATTEMPTS });
  return row;
}

/** Rows per INSERT of enqueueMails (well under PostgreSQL's 65,535 bind parameters). */
const MAIL_INSERT_CHUNK = 500;

/**
 * Many mails at once (bulk invitations, issue 24), as enqueueMail writes one: outbox rows in
 * the caller's transaction, inserted a chunk at a time, and their delivery jobs added by one
 * statement instead of one round trip per mail. Mails without a recipient are skipped.
 */
export async function enqueueMails(mails: OutgoingMail[], transaction?: Transaction) {
  const rows = mails
    .map((mail) => ({ mail, recipients: [...new Set(mail.to.map((address) => address.trim().toLowerCase()).filter(Boolean))] }))
    .filter(({ recipients }) => recipients.length > 0)
    .map(({ mail, recipients }) => ({
      toAddresses: recipients.join(", "),
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      relatedType: mail.relatedType ?? null,
      relatedId: mail.relatedId ?? null,
    }));
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += MAIL_INSERT_CHUNK) {
    const created = await MailOutbox.bulkCreate(rows.slice(start, start + MAIL_INSERT_CHUNK), { transaction });
    ids.push(...created.map((row) => row.id));
  }
  if (ids.length === 0) return ids;
  // Raw SQL: graphile-worker's add_jobs adds every delivery job in one call (keyed as enqueueMail keys them; one add_job per row took 3.4 s for 3,000).
  await getDb().query(
    `SELECT count(*) FROM graphile_worker.add_jobs(ARRAY(
       SELECT ROW('deliver_mail', json_build_object('id', id), NULL, NULL, $2::smallint, 'mail_outbox:' || id, NULL, NULL)::graphile_worker.job_spec
         FROM unnest($1::int[]) AS id))`,
    { bind: [ids, MAX_DELIVERY_ATTEMPTS], transaction, type: QueryTypes.SELECT },
  );
  return ids;
}

/**
 * Gives every pending row without a delivery job one (rows written before delivery moved
 * to graphile-worker). Rows that have a job, waiting or running, keep it untouched.
 */
export async function enqueueUndeliveredMail() {
  const rows = await getDb().query(
    `SELECT graphile_worker.add_job('deliver_mail', json_build_object('id', id), max_attempts => :maxAttempts,
            job_key => 'mail_outbox:' || id, job_key_mode => 'unsafe_dedupe')
       FROM mail_outbox WHERE status = 'pending'`,
    { replacements: { maxAttempts: MAX_DELIVERY_ATTEMPTS }, type: QueryTypes.SELECT },
  );
  return rows.length;
}

let transporter: { url: string; transport: Transporter } | undefined;

function getTransporter() {
  const url = getEnv().SMTP_URL;
  if (!url) return null;
  if (transporter?.url !== url) transporter = { url, transport: nodemailer.createTransport(url) };
  return transporter.transport;
}

/** Thrown for a failed attempt that graphile-worker should retry. */
export class MailDeliveryError extends Error {}

/**
 * The Message-ID of an outbox row, the same on every attempt: a crash after the SMTP
 * server accepted a mail but before the row was marked sent sends it again, and the
 * receiving system sees the same message again (mail systems drop or thread duplicates by
 * this header). The row's creation time keeps ids apart across databases whose ids
 * start again at 1.
 */
export function outboxMessageId(row: { id: number; createdAt: Date }) {
  return `<outbox-${row.id}.${row.createdAt.getTime()}@${new URL(getEnv().PUBLIC_URL).hostname}>`;
}

function sendOutboxRow(transport: Transporter, row: MailOutbox) {
  return transport.sendMail({
    messageId: outboxMessageId(row),
    from: getEnv().MAIL_FROM,
    to: row.toAddresses,
    subject: row.subject,
    text: row.textBody ?? undefined,
    html: row.htmlBody ?? undefined,
  });
}

/**
 * The deliver_mail job: sends one outbox row and marks it sent. The row stays locked
 * while it is sent, so even two jobs for one row (a sweep racing a retry) send it once;
 * a row already sent or given up is left alone. A failure is recorded on the row and
 * thrown for graphile-worker to retry; the last attempt marks the row failed instead.
 */
export async function deliverOutboxMail(id: number, { attempt, maxAttempts }: { attempt: number; maxAttempts: number }) {
  const transport = getTransporter();
  if (!transport) throw new MailDeliveryError("SMTP_URL is not set");
  const outcome = await getDb().transaction(async (transaction) => {
    const row = await MailOutbox.findByPk(id, { lock: transaction.LOCK.UPDATE, transaction });
    if (!row || row.status !== "pending") return { status: "skipped" as const };
    try {
      await sendOutboxRow(transport, row);
      await row.update({ status: "sent", sentAt: new Date(), attempts: row.attempts + 1, lastError: null }, { transaction });
      return { status: "sent" as const };
    } catch (error) {
      const message = String((error as Error).message ?? error).slice(0, 1000);
      const final = attempt >= maxAttempts;
      await row.update({ attempts: row.attempts + 1, lastError: message, status: final ? "failed" : "pending" }, { transaction });
      return { status: final ? ("failed" as const) : ("retry" as const), message };
    }
  });
  if (outcome.status === "failed") logger.error({ mailId: id, attempt, err: outcome.message }, "mail delivery failed for good");
  // Thrown after the transaction, so the recorded attempt is committed.
  if (outcome.status === "retry") throw new MailDeliveryError(`mail ${id}: ${outcome.message}`);
  return outcome.status;
}

/**
 * Notices a mail server that is back (issue 26). graphile-worker's back-off waits e^n seconds
 * after the n-th failure, so after a long outage the waiting mail would go out only at its next
 * step (up to hours later). Every MAIL_PROBE_MS each process with SMTP_URL calls this: while mail
 * waits in back-off, it sends the oldest waiting mail itself, under the row lock the job takes
 * (so the mail still goes out once, with its Message-ID). Refused, nothing is recorded: the probe
 * is not one of the mail's attempts. Accepted, the mail is marked sent and every waiting delivery
 * job is brought forward to now. Returns what it found; one process probes at a time.
 */
export async function probeMailServer(): Promise<"idle" | "busy" | "down" | "recovered"> {
  const transport = getTransporter();
  if (!transport) return "idle";
  const outcome = await getDb().transaction(async (transaction) => {
    // Raw SQL: the join with graphile-worker's job view and a transaction-scoped advisory lock.
    const [lock] = await getDb().query<{ locked: boolean }>("SELECT pg_try_advisory_xact_lock(hashtext('mail_probe')) AS locked", {
      transaction,
      type: QueryTypes.SELECT,
    });
    if (!lock.locked) return "busy" as const;
    const [waiting] = await getDb().query<{ id: number }>(
      `SELECT o.id FROM mail_outbox o JOIN graphile_worker.jobs j ON j.key = 'mail_outbox:' || o.id
        WHERE o.status = 'pending' AND j.task_identifier = 'deliver_mail' AND j.attempts > 0 AND j.locked_at IS NULL AND j.run_at > now()
        ORDER BY o.id LIMIT 1 FOR UPDATE OF o SKIP LOCKED`,
      { transaction, type: QueryTypes.SELECT },
    );
    if (!waiting) return "idle" as const;
    const row = await MailOutbox.findByPk(waiting.id, { transaction });
    if (!row) return "idle" as const;
    try {
      await sendOutboxRow(transport, row);
    } catch {
      return "down" as const;
    }
    await row.update({ status: "sent", sentAt: new Date(), attempts: row.attempts + 1, lastError: null }, { transaction });
    return "recovered" as const;
  });
  if (outcome !== "recovered") return outcome;
  // Raw SQL: graphile-worker's reschedule_jobs moves every waiting delivery in one call.
  const [moved] = await getDb().query<{ count: number }>(
    `SELECT count(*)::int AS count FROM graphile_worker.reschedule_jobs(ARRAY(
       SELECT id FROM graphile_worker.jobs
        WHERE task_identifier = 'deliver_mail' AND attempts > 0 AND locked_at IS NULL AND run_at > now()), run_at => now())`,
    { type: QueryTypes.SELECT },
  );
  logger.info({ waiting: moved.count }, "the mail server answers again: waiting mail is sent now");
  return outcome;
}

export async function listOutbox({ limit = 100, offset = 0 } = {}) {
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
  const total = await MailOutbox.count();
  const window = pageWindow(total, ADMIN_LIST_PAGE_SIZE, requestedPage);
  const mails = total === 0 ? [] : await listOutbox({ limit: window.pageSize, offset: window.offset });
  return { mails, window };
}
