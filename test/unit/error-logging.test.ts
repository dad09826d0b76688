import { ConnectionRefusedError, ValidationError } from "sequelize";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isDatabaseOutage, noteDatabaseDown, noteDatabaseUp } from "~/database-state.server";
import { handleError } from "~/entry.server";
import { logger } from "~/logger.server";

/** Issue 12: the log says what matters once, not a stack trace per request. */

afterEach(() => {
  noteDatabaseUp();
  vi.restoreAllMocks();
});

const request = () => new Request("http://localhost/leave", { method: "POST" });

describe("error logging", () => {
  it("logs nothing for a 405 or another refusal of the request", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    for (const status of [400, 404, 405, 413]) {
      handleError(
        { status, statusText: "refused", internal: true, data: null, error: new Error("refused") },
        { request: request(), params: {}, context: {} },
      );
    }
    expect(error).not.toHaveBeenCalled();
  });

  it("logs a database outage once when it begins and once when it ends, however many requests fail", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
    const outage = new ConnectionRefusedError(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));
    expect(isDatabaseOutage(outage)).toBe(true);
    for (let i = 0; i < 50; i++) handleError(outage, { request: request(), params: {}, context: {} });
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][1])).toMatch(/database unreachable/);
    noteDatabaseUp();
    noteDatabaseUp();
    expect(info).toHaveBeenCalledTimes(1);
    noteDatabaseDown(outage);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it("still logs a real fault with its stack", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    expect(isDatabaseOutage(new ValidationError("bad", []))).toBe(false);
    handleError(new Error("a bug"), { request: request(), params: {}, context: {} });
    expect(error).toHaveBeenCalledTimes(1);
  });
});
