import bcryptjs from "bcryptjs";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "~/services/accounts/password.server";

describe("password hashing (native, off the JavaScript thread)", () => {
  it("reads the $2a$ and $2b$ hashes bcryptjs stored before the switch", async () => {
    const stored = bcryptjs.hashSync("Copper-Mine-2024", 4);
    expect(stored.startsWith("$2a$") || stored.startsWith("$2b$")).toBe(true);
    expect(await verifyPassword("Copper-Mine-2024", stored)).toBe(true);
    expect(await verifyPassword("Copper-Mine-2025", stored)).toBe(false);
    const as2b = stored.replace(/^\$2a\$/, "$2b$");
    expect(await verifyPassword("Copper-Mine-2024", as2b)).toBe(true);
  });

  it("writes hashes bcryptjs can read too (a rollback keeps working)", async () => {
    const stored = await hashPassword("longenough");
    expect(stored).toMatch(/^\$2b\$12\$/);
    expect(bcryptjs.compareSync("longenough", stored)).toBe(true);
  });

  it("never matches without a stored hash, and a malformed hash is a mismatch, not a crash", async () => {
    expect(await verifyPassword("anything", null)).toBe(false);
    expect(await verifyPassword("anything", "not-a-hash")).toBe(false);
  });

  it("leaves the event loop free while hashing", async () => {
    const stored = await hashPassword("longenough");
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const started = Date.now();
    await Promise.all(Array.from({ length: 4 }, () => verifyPassword("wrong", stored)));
    clearInterval(timer);
    // A JavaScript bcrypt would block the timer for the whole time; a native one lets it run.
    expect(ticks).toBeGreaterThan((Date.now() - started) / 5 / 3);
  });
});
