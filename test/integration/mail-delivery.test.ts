import { Op, QueryTypes } from "sequelize";
import { afterEach, describe, expect, it } from "vitest";
import { MailOutbox } from "#models";
import { portalTasks } from "~/background.server";
import { getDb } from "~/db.server";
import { deliverOutboxMail, enqueueMail, outboxMessageId } from "~/services/mail.server";
import { createEmployeeWithManager, futureRange } from "../support/leave";
import { settleJobs } from "../support/jobs";
import { api, sessionCookieFor } from "../support/session";
import { readSunkMail, setMailServerDown, waitForMail } from "../support/smtp-sink";

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

afterEach(() => setMailServerDown(false));

describe("mail delivery through the outbox", () => {
  it("loses nothing while the mail server is down and delivers every mail exactly once when it is back", async () => {
    const { staff, managerAddress } = await createEmployeeWithManager();
    const cookie = await sessionCookieFor(staff.user.id);
    setMailServerDown(true);

    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await api("/api/leave-requests", {
        method: "POST",
        cookie,
        body: { leaveType: "vacation", ...futureRange(900 + i * 10, 2) },
      });
      expect(response.status).toBe(201);
      ids.push(response.json!.leaveRequest.id);
    }
    const where = { relatedType: "leave_request", relatedId: { [Op.in]: ids } };

    // The portal tries, fails, and keeps every message for a retry.
    await waitUntil(async () => (await MailOutbox.findAll({ where })).every((row) => row.attempts >= 1));
    const waiting = await MailOutbox.findAll({ where });
    expect(waiting).toHaveLength(3);
    for (const row of waiting) {
      expect(row.status).toBe("pending");
      expect(row.lastError).toMatch(/421|unavailable/i);
    }
    expect(readSunkMail().filter((mail) => mail.to.includes(managerAddress))).toHaveLength(0);

    setMailServerDown(false);
    const delivered = await waitForMail((mail) => mail.to.includes(managerAddress), { count: 3, timeoutMs: 20_000 });
    await waitUntil(async () => (await MailOutbox.findAll({ where })).every((row) => row.status === "sent"));
    // No delivery job is left to run (a duplicate would need one), then count.
    await settleJobs(["deliver_mail"]);
    const all = readSunkMail().filter((mail) => mail.to.includes(managerAddress));
    expect(all).toHaveLength(3);
    expect(new Set(delivered.map((mail) => mail.subject)).size).toBe(3);
  }, 60_000);

  it("gives each mail a Message-ID of its outbox row, so a mail sent again after a lost commit is recognisably the same", async () => {
    const subject = `Stable id ${Date.now()}`;
    const row = (await enqueueMail({ to: ["stable.id@example.org"], subject, text: "x", html: "<p>x</p>" }))!;
    const [first] = await waitForMail((mail) => mail.subject === subject);
    expect(first.messageId).toBe(outboxMessageId(row));
    expect(first.messageId).toMatch(/^<outbox-\d+\.\d+@[^>]+>$/);

    // The server accepted it, then the process died before the row was marked sent.
    await waitUntil(async () => (await MailOutbox.findByPk(row.id))!.status === "sent");
    await MailOutbox.update({ status: "pending", sentAt: null }, { where: { id: row.id } });
    expect(await deliverOutboxMail(row.id, { attempt: 1, maxAttempts: 5 })).toBe("sent");
    const both = await waitForMail((mail) => mail.subject === subject, { count: 2 });
    expect(both.map((mail) => mail.messageId)).toEqual([first.messageId, first.messageId]);
  });

  it("writes the delivery job in the transaction of the change: rolled back, neither mail nor job exists", async () => {
    const subject = `Rolled back ${Date.now()}`;
    let id = 0;
    await expect(
      getDb().transaction(async (transaction) => {
        const row = await enqueueMail({ to: ["nobody@example.org"], subject, text: "x", html: "<p>x</p>" }, transaction);
        id = row!.id;
        const [job] = await getDb().query<{ count: string }>("SELECT count(*) FROM graphile_worker.jobs WHERE key = :key", {
          replacements: { key: `mail_outbox:${id}` },
          transaction,
          type: QueryTypes.SELECT,
        });
        expect(Number(job.count)).toBe(1); // enqueued on the transaction's own connection
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await MailOutbox.count({ where: { subject } })).toBe(0);
    const [after] = await getDb().query<{ count: string }>("SELECT count(*) FROM graphile_worker.jobs WHERE key = :key", {
      replacements: { key: `mail_outbox:${id}` },
      type: QueryTypes.SELECT,
    });
    expect(Number(after.count)).toBe(0);
  });

  it("takes delivery jobs only in a process with a mail server", () => {
    expect(Object.keys(portalTasks({ SMTP_URL: undefined, PAGE_VISIT_RETENTION_DAYS: 180 }))).not.toContain("deliver_mail");
    expect(Object.keys(portalTasks({ SMTP_URL: "smtp://127.0.0.1:2525", PAGE_VISIT_RETENTION_DAYS: 180 }))).toContain("deliver_mail");
  });
});
