import { readdir } from "node:fs/promises";
import { Agent, request as httpRequest } from "node:http";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { LeaveRequest } from "#models";
import { todayIso } from "~/utils/dates";
import { createTestEmployee, createTestUser, unique } from "../support/factories";
import { futureRange } from "../support/leave";
import { api, baseUrl, sessionCookieFor } from "../support/session";

/** Issue 12: bodies bounded while reading, personal data never cached, loaders send what the screen shows. */

let employeeCookie = "";
let employeeRecordId = 0;

beforeAll(async () => {
  const employee = await createTestUser();
  employeeCookie = await sessionCookieFor(employee.user.id);
  employeeRecordId = employee.employee!.id;
});

/**
 * Sends the headers of a POST and only `sent` bytes of its body, then waits for the answer:
 * a server that reads the whole body first would never answer.
 */
function partialPost(path: string, headers: Record<string, string>, sent: number) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    const url = new URL(path, baseUrl());
    const req = httpRequest(url, { method: "POST", headers: { Origin: baseUrl(), ...headers } }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on("error", reject);
    req.setTimeout(10_000, () => req.destroy(new Error("no answer within 10 s")));
    req.write(Buffer.alloc(sent, "a"));
    // The rest of the body is never sent.
  });
}

describe("request body limits", () => {
  it("refuses a 50 MB post to /login from its declared length, without reading it, and closes the connection", async () => {
    const answer = await partialPost(
      "/login?type=employee",
      { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(50 * 1024 * 1024) },
      64 * 1024,
    );
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe("close");
  });

  it("refuses a chunked JSON body once it grows past the limit, and stores nothing", async () => {
    const before = await LeaveRequest.count({ where: { employeeId: employeeRecordId } });
    const big = JSON.stringify({ leaveType: "vacation", ...futureRange(30, 2), reason: "x".repeat(1024 * 1024) });
    const response = await fetch(`${baseUrl()}/api/leave-requests`, {
      method: "POST",
      headers: { Cookie: employeeCookie, "Content-Type": "application/json" },
      // A stream has no length up front: it is sent chunked and counted while read.
      body: new Blob([big]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await LeaveRequest.count({ where: { employeeId: employeeRecordId } })).toBe(before);
  });

  // Issue 15: an upload refused at the door, a body too large while read, a client gone mid-file.
  it("answers an upload refused before its body is read, and the connection serves the next request", async () => {
    const form = new FormData();
    form.append("documentType", "contract");
    form.append("file", new Blob([new Uint8Array(5 * 1024 * 1024)]), "contract.pdf");
    const refused = await fetch(`${baseUrl()}/api/admin/employees/${employeeRecordId}/documents`, {
      method: "POST",
      headers: { Cookie: employeeCookie, Origin: baseUrl() },
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    expect(refused.status).toBe(403);
    await refused.text();
    const next = await fetch(`${baseUrl()}/healthz`, { signal: AbortSignal.timeout(10_000) });
    expect(next.status).toBe(200);
  });

  it("reads and drops what an early refusal left unread, so the next request on the same kept-alive connection is answered", async () => {
    // One socket, kept alive: the second request must travel on the connection the first one used.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body: string, type: string) =>
      new Promise<{ status: number; reusedSocket: boolean }>((resolve, reject) => {
        const req = httpRequest(
          new URL(path, baseUrl()),
          { method, agent, headers: { Origin: baseUrl(), "Content-Type": type, "Content-Length": Buffer.byteLength(body) } },
          (res) => {
            res.resume();
            res.on("end", () => resolve({ status: res.statusCode ?? 0, reusedSocket: req.reusedSocket }));
          },
        );
        req.on("error", reject);
        req.end(body);
      });
    try {
      // Anonymous: refused before a byte of its 400 KB body is read.
      const refused = await send("POST", "/api/payroll/upload", `notes=${"x".repeat(400 * 1024)}`, "application/x-www-form-urlencoded");
      expect(refused.status).toBe(401);
      const next = await send("PATCH", "/api/payroll/upload", "{}", "application/json");
      expect(next).toEqual({ status: 401, reusedSocket: true });
    } finally {
      agent.destroy();
    }
  });

  it("refuses a chunked multipart body once it grows past its route's limit, with the connection closed", async () => {
    const hrCookie = await sessionCookieFor((await createTestUser({ role: "hr" })).user.id);
    const form = new FormData();
    form.append("csvFile", new Blob([new Uint8Array(7 * 1024 * 1024).fill(65)]), "payroll.csv");
    const encoded = new Response(form);
    const response = await fetch(`${baseUrl()}/admin/payroll`, {
      method: "POST",
      headers: { Cookie: hrCookie, Origin: baseUrl(), "Content-Type": encoded.headers.get("Content-Type")! },
      // A stream has no length up front: it is sent chunked and counted while read.
      body: encoded.body,
      duplex: "half",
      signal: AbortSignal.timeout(10_000),
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
  });

  it("stays up when a client goes away in the middle of a file", async () => {
    const boundary = "----gone";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nother\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;
    await new Promise<void>((resolve) => {
      const req = httpRequest(new URL("/api/employees/my-documents/upload", baseUrl()), {
        method: "POST",
        headers: { Cookie: employeeCookie, Origin: baseUrl(), "Content-Type": `multipart/form-data; boundary=${boundary}` },
      });
      req.on("error", () => resolve());
      req.on("close", () => resolve());
      req.write(head);
      // Gone as soon as the first quarter megabyte of the file has left.
      req.write(Buffer.alloc(256 * 1024, "a"), () => req.destroy());
    });
    // The half-written file is removed once the portal has noticed (nothing of it is left behind).
    const folder = path.join(process.env.DATA_DIR!, "files", "employees", String(employeeRecordId));
    await expect
      .poll(async () => (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith(".partial")))
      .toEqual([]);
    const next = await fetch(`${baseUrl()}/healthz`, { signal: AbortSignal.timeout(10_000) });
    expect(next.status).toBe(200);
  });

  it("lets a form of ordinary size through", async () => {
    const response = await api("/api/leave-requests", {
      method: "POST",
      cookie: employeeCookie,
      body: { leaveType: "vacation", ...futureRange(90, 2), reason: "y".repeat(900) },
    });
    expect(response.status).toBe(201);
  });
});

describe("personal data is never cached", () => {
  it("JSON API answers and loader data say no-store", async () => {
    const apiAnswer = await api("/api/leave-requests", { cookie: employeeCookie });
    expect(apiAnswer.status).toBe(200);
    expect(apiAnswer.headers.get("cache-control")).toBe("no-store");
    const loaderData = await api("/leave?_data=routes%2F_employee.leave", { cookie: employeeCookie });
    expect(loaderData.status).toBe(200);
    expect(loaderData.headers.get("cache-control")).toBe("no-store");
    const page = await api("/leave", { cookie: employeeCookie });
    expect(page.headers.get("cache-control")).toBe("no-store");
  });
});

describe("colleagues' birthdays", () => {
  it("carry month and day only in the dashboard's data", async () => {
    const [, month, day] = todayIso().split("-");
    const tag = unique("Bday");
    await createTestEmployee({ lastName: tag, birthday: `1987-${month}-${day}`, status: "active" });
    const data = await api("/?_data=routes%2F_index", { cookie: employeeCookie });
    expect(data.status).toBe(200);
    expect(data.text).not.toContain(`1987-${month}-${day}`);
    expect(data.text).not.toContain("1987");
    const entry = JSON.stringify(data.json).includes(tag);
    expect(entry).toBe(true);
    expect(data.text).toContain(`"birthday":"${month}-${day}"`);
  });
});
