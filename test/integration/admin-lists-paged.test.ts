import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { CsvImport, EmployeeDocument, MailOutbox } from "#models";
import remixConfig from "../../remix.config.js";
import { createTestEmployee, createTestUser } from "../support/factories";
import { api, sessionCookieFor } from "../support/session";

/**
 * Issue 10: HR's lists page in SQL with the page in the URL, and a page past the end
 * shows the last page (never "201-200 of 200"); unknown API paths answer like an API.
 */

let hrCookie = "";

beforeAll(async () => {
  const hr = await createTestUser({ role: "hr" });
  hrCookie = await sessionCookieFor(hr.user.id);
  // Enough rows that each list has at least two pages of 25.
  for (let i = 0; i < 30; i++) {
    await MailOutbox.create({
      toAddresses: `paged${i}@example.org`,
      subject: `Paged mail ${i}`,
      textBody: "x",
      status: "sent",
      sentAt: new Date(),
    });
    await CsvImport.create({ filename: `paged-${i}.csv`, uploadedBy: hr.user.id, status: "success" });
    await createTestEmployee({ deletedAt: new Date(), deletedBy: hr.user.id });
  }
});

type Window = { page: number; pageCount: number; total: number; first: number; last: number; pageSize: number };

async function data(path: string, routeId: string) {
  const response = await api(`${path}${path.includes("?") ? "&" : "?"}_data=${routeId}`, { cookie: hrCookie });
  expect(response.status).toBe(200);
  return response.json!;
}

describe.each([
  { name: "outbox", path: "/admin/outbox", routeId: "routes/admin.outbox", rows: "mails" },
  { name: "import history", path: "/admin/import", routeId: "routes/admin.import", rows: "imports" },
  { name: "trash", path: "/admin/trash", routeId: "routes/admin.trash", rows: "entries" },
])("$name", ({ path, routeId, rows }) => {
  it("pages by 25 and shows the last page for a page past the end", async () => {
    const first = await data(path, routeId);
    const window = first.window as Window;
    expect(window.pageSize).toBe(25);
    expect(window.total).toBeGreaterThanOrEqual(30);
    expect(first[rows]).toHaveLength(25);
    expect(window).toMatchObject({ page: 1, first: 1, last: 25 });

    const past = await data(`${path}?page=9999`, routeId);
    const last = past.window as Window;
    expect(last.page).toBe(last.pageCount);
    expect(last.first).toBeLessThanOrEqual(last.last);
    expect(last.last).toBe(last.total);
    expect(past[rows].length).toBe(last.last - last.first + 1);

    const html = await api(`${path}?page=9999`, { cookie: hrCookie });
    expect(html.text).toContain(`Showing ${last.first}-${last.last} of ${last.total}`);
    expect(html.text).toContain(`Page ${last.page} of ${last.pageCount}`);
  });
});

describe("employee documents (issue 24)", () => {
  it("lists 25 employees' folders a page, each with all its documents, and a page past the end shows the last page", async () => {
    for (let i = 0; i < 27; i++) {
      const employee = await createTestEmployee();
      for (let n = 0; n < (i % 2) + 1; n++) {
        await EmployeeDocument.create({ employeeId: employee.id, originalName: `paged-${i}-${n}.pdf`, documentType: "contract" });
      }
    }
    const folders = (documents: { employeeId: number }[]) => new Set(documents.map((document) => document.employeeId)).size;
    const first = await data("/admin/documents", "routes/admin.documents");
    expect(first.window).toMatchObject({ page: 1, first: 1, last: 25, pageSize: 25 });
    expect(first.window.total).toBeGreaterThanOrEqual(27);
    expect(folders(first.documents)).toBe(25);
    const past = await data("/admin/documents?page=9999", "routes/admin.documents");
    const last = past.window as Window;
    expect(last).toMatchObject({ page: last.pageCount, last: last.total });
    expect(folders(past.documents)).toBe(last.last - last.first + 1);
    // Every document of a folder is on the folder's page.
    const all = [first, past].flatMap((page) => page.documents as { employeeId: number }[]);
    for (const employeeId of new Set(all.map((document) => document.employeeId))) {
      expect(all.filter((document) => document.employeeId === employeeId).length).toBe(
        await EmployeeDocument.count({ where: { employeeId } }),
      );
    }
    const html = await api("/admin/documents?page=9999", { cookie: hrCookie });
    expect(html.text).toContain(`Page ${last.page} of ${last.pageCount}`);
  });
});

describe("unknown API paths", () => {
  it("answer JSON 404 for every method, never the HTML page", async () => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      const response = await api("/api/no-such-thing/42", { method, cookie: hrCookie, body: method === "GET" ? undefined : {} });
      expect(response.status, method).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      expect(response.json).toEqual({ message: "Not found" });
    }
    expect((await api("/api/no-such-thing")).status).toBe(404);
  });

  it("a known API path with a method it does not serve answers 405 with Allow, in JSON", async () => {
    for (const [path, method, allow] of [
      ["/api/stats", "DELETE", "GET, HEAD"],
      ["/api/employees/trash", "POST", "GET, HEAD"],
      ["/api/leave-calendar/approved", "PUT", "GET, HEAD"],
      ["/api/session/keepalive", "GET", "POST"],
    ] as const) {
      const response = await api(path, { method, cookie: hrCookie });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get("allow")).toBe(allow);
      expect(response.json).toEqual({ message: "Method not allowed" });
    }
  });

  it("write nothing to the error log", async () => {
    // The portal's own build, in this process, with its error hook watched: Remix calls
    // handleError for everything it would log.
    const buildFile = path.resolve(remixConfig.serverBuildPath ?? "build/index.js");
    const build = (await import(/* @vite-ignore */ pathToFileURL(buildFile).href)) as ServerBuild;
    const reported: unknown[] = [];
    const watched: ServerBuild = {
      ...build,
      entry: { module: { ...build.entry.module, handleError: (error: unknown) => void reported.push(error) } },
    };
    const handle = createRequestHandler(watched, "production");
    for (const method of ["GET", "POST", "DELETE"]) {
      const response = await handle(new Request("http://localhost/api/unknown/path", { method }));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Not found" });
    }
    expect(reported).toEqual([]);
  });
});
