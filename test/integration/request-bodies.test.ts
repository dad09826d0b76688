import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startPortal, stopPortal } from "../../scripts/lib/portal-process";
import { createTestUser } from "../support/factories";
import { api, baseUrl, sessionCookieFor } from "../support/session";

/**
 * Issue 26: request bodies behind the door. An answer given before the body was read reaches a
 * client that sends its whole body first (never a reset); a body that trickles is cut at a
 * minimum rate; JSON nested thousands deep is a 400.
 */

interface Exchange {
  /** The status line's code, 0 when no answer came. */
  status: number;
  text: string;
  /** The whole body left the client before the connection ended. */
  sentAll: boolean;
  /** A socket error (ECONNRESET, EPIPE) the client met, if any. */
  error: string | null;
  /** From the first byte sent to the connection's end. */
  ms: number;
}

/**
 * A client that sends the request's head and its whole body (as fast as the socket takes it)
 * before it reads anything, then reads the answer until the connection ends.
 */
function sendAllThenRead(port: number, head: string, bodyBytes: number): Promise<Exchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect({ host: "127.0.0.1", port });
    const chunks: Buffer[] = [];
    let sentAll = false;
    let error: string | null = null;
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", (failure: NodeJS.ErrnoException) => (error = failure.code ?? failure.message));
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text, sentAll, error, ms: Date.now() - started });
    });
    socket.setTimeout(30_000, () => socket.destroy(new Error("no end within 30 s")));
    const piece = Buffer.alloc(64 * 1024, "a");
    let left = bodyBytes;
    const pump = () => {
      while (left > 0) {
        const size = Math.min(left, piece.length);
        left -= size;
        if (!socket.write(size === piece.length ? piece : piece.subarray(0, size))) return void socket.once("drain", pump);
      }
      sentAll = true;
      // Nothing more to send: the client waits for the answer and the server's close.
      socket.end();
    };
    socket.write(head, pump);
  });
}

const head = (method: string, target: string, headers: Record<string, string | number>) =>
  `${method} ${target} HTTP/1.1\r\n${Object.entries({ Host: new URL(baseUrl()).host, ...headers })
    .map(([name, value]) => `${name}: ${value}`)
    .join("\r\n")}\r\n\r\n`;

describe("an early refusal is read by a client that keeps sending", () => {
  const port = () => Number(new URL(baseUrl()).port);
  const MB = 1024 * 1024;

  it.each([
    [
      "403 from the Origin check, a page's upload form (8 MB)",
      "POST",
      "/documents/upload",
      { Origin: "https://evil.example" },
      8 * MB,
      403,
    ],
    [
      "403 from the Origin check, the login form asking to close (200 KB)",
      "POST",
      "/login",
      { Origin: "https://evil.example", Connection: "close" },
      200 * 1024,
      403,
    ],
    ["405 for an API method the route has not (200 KB)", "POST", "/api/auth/user", { Connection: "close" }, 200 * 1024, 405],
    [
      "413 from the declared length (8 MB to a 256 KB route)",
      "POST",
      "/api/leave-requests",
      { "Content-Type": "application/json" },
      8 * MB,
      413,
    ],
    [
      "401 from the route before it reads the upload (8 MB)",
      "POST",
      "/api/employees/my-documents/upload",
      { Connection: "close" },
      8 * MB,
      401,
    ],
  ] as const)("%s", async (_name, method, target, headers, bytes, status) => {
    const exchange = await sendAllThenRead(
      port(),
      head(method, target, { "Content-Type": "application/octet-stream", ...headers, "Content-Length": bytes }),
      bytes,
    );
    expect({ status: exchange.status, sentAll: exchange.sentAll, error: exchange.error }).toEqual({ status, sentAll: true, error: null });
  });

  it("cuts a body far past the route's limit after the answer and the limit's worth of dropping", async () => {
    const declared = 200 * 1024 * 1024;
    const exchange = await sendAllThenRead(
      port(),
      head("POST", "/login", { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": declared }),
      declared,
    );
    expect(exchange.status).toBe(413);
    expect(exchange.sentAll).toBe(false);
  });
});

describe("JSON nested thousands of levels deep", () => {
  it("is a 400 on the JSON API, signed in or not, never a 500", async () => {
    const cookie = await sessionCookieFor((await createTestUser()).user.id);
    // The deepest that fits the routes' 256 KB: 40,000 objects, 100,000 arrays.
    for (const depth of [1_000, 40_000]) {
      const arrays = "[".repeat(depth) + "]".repeat(depth);
      const objects = '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
      for (const [route, body] of [
        ["/api/leave-requests", arrays],
        ["/api/leave-requests", objects],
        ["/api/local/login", objects],
        ["/api/suggestions", arrays],
      ]) {
        const answer = await api(route, { method: "POST", cookie, body, headers: { "Content-Type": "application/json" } });
        expect({ route, depth, status: answer.status }).toEqual({ route, depth, status: 400 });
        expect(answer.json?.message).toMatch(/nest more than \d+ levels/);
      }
    }
  });
});

describe("a body that trickles", () => {
  const MS_PER_64KB = 2000;
  let portal: ChildProcess | undefined;
  let port = 0;
  const dataDir = path.resolve(`test-results/data-slow-bodies-${process.pid}-${Date.now()}`);

  beforeAll(async () => {
    port = await freePort();
    const url = `http://localhost:${port}`;
    // A second portal on this worker's database whose bound is seconds, not 30 s per 64 KB.
    portal = await startPortal(
      {
        ...process.env,
        PORT: String(port),
        PUBLIC_URL: url,
        PORTAL_URL: url,
        DATA_DIR: dataDir,
        REQUEST_BODY_MS_PER_64KB: String(MS_PER_64KB),
      },
      { logFile: path.resolve(`test-results/portal-slow-bodies-${process.pid}.log`) },
    );
  }, 90_000);

  afterAll(async () => {
    await stopPortal(portal);
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Sends the head, then `piece` bytes every `everyMs` until the server ends the connection or `total` is sent. */
  function trickle(target: string, total: number, plan: (sent: number) => { bytes: number; afterMs: number }) {
    return new Promise<Exchange>((resolve) => {
      const started = Date.now();
      const socket = connect({ host: "127.0.0.1", port });
      const chunks: Buffer[] = [];
      let sent = 0;
      let error: string | null = null;
      let timer: NodeJS.Timeout | undefined;
      socket.on("data", (chunk) => chunks.push(chunk));
      socket.on("error", (failure: NodeJS.ErrnoException) => (error = failure.code ?? failure.message));
      socket.on("close", () => {
        clearTimeout(timer);
        const text = Buffer.concat(chunks).toString("latin1");
        resolve({
          status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
          text,
          sentAll: sent >= total,
          error,
          ms: Date.now() - started,
        });
      });
      socket.setTimeout(30_000, () => socket.destroy(new Error("no end within 30 s")));
      const next = () => {
        if (socket.destroyed || sent >= total) return;
        const { bytes, afterMs } = plan(sent);
        timer = setTimeout(() => {
          if (socket.destroyed || !socket.writable) return;
          const size = Math.min(bytes, total - sent);
          sent += size;
          socket.write(Buffer.alloc(size, "a"), next);
          if (sent >= total) socket.end();
        }, afterMs);
      };
      socket.write(
        `POST ${target} HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: http://localhost:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${total}\r\n\r\n`,
        next,
      );
    });
  }

  it(`is cut with a 408 once 64 KB has taken longer than the bound (${MS_PER_64KB} ms)`, async () => {
    // Ten bytes every 100 ms: 100 bytes a second, forever.
    const exchange = await trickle("/login?type=employee", 100_000, () => ({ bytes: 10, afterMs: 100 }));
    expect(exchange.status).toBe(408);
    expect(exchange.text).toContain("arrived too slowly");
    expect(exchange.ms).toBeGreaterThanOrEqual(MS_PER_64KB - 100);
    expect(exchange.ms).toBeLessThan(MS_PER_64KB + 4000);
  });

  it("lets a body through that keeps the rate, even with a pause", async () => {
    // 70 KB at once earns a second period; the rest comes after a pause longer than one period.
    const exchange = await trickle("/login?type=employee", 100 * 1024, (sent) =>
      sent === 0 ? { bytes: 70 * 1024, afterMs: 0 } : { bytes: 30 * 1024, afterMs: MS_PER_64KB * 1.25 },
    );
    expect(exchange.status).not.toBe(408);
    expect(exchange.status).toBeGreaterThanOrEqual(200);
  });
});
