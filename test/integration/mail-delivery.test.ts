import { Op } from "sequelize";
import { afterEach, describe, expect, it } from "vitest";
import { MailOutbox } from "#models";
import { retryDelayMs } from "~/services/mail.server";
import { createEmployeeWithManager, futureRange } from "../support/leave";
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
      const response = await api("/api/leave-requests", { method: "POST", cookie, body: { leaveType: "vacation", ...futureRange(900 + i * 10, 2) } });
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
    // Give any duplicate the chance to show up, then count.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const all = readSunkMail().filter((mail) => mail.to.includes(managerAddress));
    expect(all).toHaveLength(3);
    expect(new Set(delivered.map((mail) => mail.subject)).size).toBe(3);
  }, 60_000);

  it("backs off exponentially, capped at 30 minutes", () => {
    expect(retryDelayMs(1, 15_000)).toBe(15_000);
    expect(retryDelayMs(2, 15_000)).toBe(30_000);
    expect(retryDelayMs(3, 15_000)).toBe(60_000);
    expect(retryDelayMs(20, 15_000)).toBe(30 * 60 * 1000);
  });
});
