import type { ChildProcess } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CsvImport,
  CsvImportPreview,
  EeDocument,
  EeMeetingMinutes,
  EePolicy,
  Employee,
  EmployeeDocument,
  EmployeeProfilePicture,
  HrDocument,
  LeaveRequestDocument,
  PayrollPeriod,
  SheDocument,
} from "#models";
import { NO_FILES_HERE, UPLOAD_ROUTES } from "~/intake.server";
import { DOCUMENT_MESSAGES } from "~/schemas/documents";
import { createLeaveRequest } from "~/services/leave/requests.server";
import { FILE_MISSING } from "~/utils/file-response.server";
import remixConfig from "../../remix.config.js";
import { freePort, startPortal, stopPortal } from "../../scripts/lib/portal-process";
import { asCurrentUser } from "../support/current-user";
import { makePdf } from "../support/documents";
import { EICAR, startFakeClamd } from "../support/fake-clamd";
import { createTestUser, unique } from "../support/factories";
import { baseUrl, sessionCookieFor } from "../support/session";

/**
 * Issue 26, "One intake for every file": every route of the build that takes a file refuses
 * the EICAR test file with a stand-in clamd and keeps nothing; every other action refuses a
 * multipart body (415), so no route takes a file outside the intake. A new route that takes
 * files must join UPLOAD_ROUTES (or its uploads answer 415) and then needs a sample here.
 * Also: a killed upload leaves no `.partial` behind, and a stored file gone missing is a clear
 * 404 that HR can still delete.
 */

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { action?: unknown };
}

/** Every route of the build the portal serves, with its full URL pattern. */
async function buildRoutes() {
  const buildFile = path.resolve(remixConfig.serverBuildPath ?? "build/index.js");
  const build = (await import(/* @vite-ignore */ pathToFileURL(buildFile).href)) as { routes: Record<string, ManifestRoute> };
  const routes = Object.values(build.routes);
  const patternOf = (route: ManifestRoute): string => {
    const parent = route.parentId ? build.routes[route.parentId] : undefined;
    const base = parent ? patternOf(parent) : "";
    return route.path ? `${base.replace(/\/$/, "")}/${route.path}` : base || "/";
  };
  return routes.map((route) => ({ route, pattern: patternOf(route) }));
}

const PDF_WITH_EICAR = Buffer.from(`%PDF-1.4\n${EICAR}\n%%EOF\n`);
const CONTENT: Record<string, { name: string; bytes: Buffer }> = {
  document: { name: "report.pdf", bytes: PDF_WITH_EICAR },
  certificate: { name: "certificate.pdf", bytes: PDF_WITH_EICAR },
  picture: { name: "selfie.gif", bytes: Buffer.from(`GIF89a${EICAR}`) },
  employeeImport: { name: "staff.csv", bytes: Buffer.from(`Employee ID,First Name\n${EICAR},x\n`) },
  payroll: { name: "pay.csv", bytes: Buffer.from(`employeeId,basicSalary\n${EICAR},1\n`) },
};

interface Context {
  employeeId: number;
  sickLeaveId: number;
}

/** For each upload route: the URLs to post to and the form's other fields (valid, so the file decides the answer). */
const SAMPLES: Record<string, (ctx: Context) => { urls: string[]; fields: Record<string, string> }> = {
  "routes/_employee.documents.upload": () => ({ urls: ["/documents/upload"], fields: { documentType: "other" } }),
  "routes/api.employees.my-documents.upload": () => ({ urls: ["/api/employees/my-documents/upload"], fields: { documentType: "other" } }),
  "routes/admin.documents.upload": (ctx) => ({
    urls: [`/admin/documents/upload?employee=${ctx.employeeId}`],
    fields: { "documentType-0": "contract" },
  }),
  "routes/api.admin.employees.$employeeId.documents": (ctx) => ({
    urls: [`/api/admin/employees/${ctx.employeeId}/documents`],
    fields: { documentType: "contract" },
  }),
  "routes/admin.hr-documents.$section.upload": () => ({
    urls: ["/admin/hr-documents/policies/upload", "/admin/hr-documents/she/upload"],
    fields: { title: "Infected", version: "1.0" },
  }),
  "routes/api.admin.hr-documents": () => ({ urls: ["/api/admin/hr-documents"], fields: { title: "Infected", version: "1.0" } }),
  "routes/api.admin.she-documents": () => ({ urls: ["/api/admin/she-documents"], fields: { title: "Infected", version: "1.0" } }),
  "routes/_employee.ee-committee.$section.upload": () => ({
    urls: ["/ee-committee/minutes/upload", "/ee-committee/policies/upload", "/ee-committee/docs/upload"],
    fields: { title: "Infected", meetingDate: "2026-01-10", effectiveDate: "2026-01-10" },
  }),
  "routes/api.ee-committee.$kind": () => ({
    urls: ["/api/ee-committee/meeting-minutes", "/api/ee-committee/policies", "/api/ee-committee/documents"],
    fields: { title: "Infected", meetingDate: "2026-01-10", effectiveDate: "2026-01-10" },
  }),
  "routes/_employee.leave.$id.certificate": (ctx) => ({ urls: [`/leave/${ctx.sickLeaveId}/certificate`], fields: {} }),
  "routes/_employee.profile.picture": () => ({ urls: ["/profile/picture"], fields: {} }),
  "routes/admin.import": () => ({ urls: ["/admin/import"], fields: { intent: "check" } }),
  "routes/api.csv-import": () => ({ urls: ["/api/csv-import"], fields: {} }),
  "routes/admin.payroll": () => ({
    urls: ["/admin/payroll"],
    fields: { periodName: unique("Infected "), startDate: "2026-01-01", endDate: "2026-01-31" },
  }),
};

/** Rows an upload could have written. */
async function storedRows(employeeId: number) {
  const counts = await Promise.all(
    [
      EmployeeDocument,
      HrDocument,
      SheDocument,
      EeDocument,
      EeMeetingMinutes,
      EePolicy,
      LeaveRequestDocument,
      PayrollPeriod,
      CsvImport,
      CsvImportPreview,
      Employee,
    ].map((model) => (model as typeof EmployeeDocument).count()),
  );
  const picture = await EmployeeProfilePicture.findByPk(employeeId);
  return { counts, picture: picture?.updatedAt ?? null };
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

describe("one intake for every file, with a virus scanner", () => {
  let clamd: Awaited<ReturnType<typeof startFakeClamd>>;
  let portal: ChildProcess | undefined;
  let portalUrl = "";
  let portalEnv: NodeJS.ProcessEnv = { ...process.env };
  const dataDir = path.resolve(`test-results/data-intake-${process.pid}-${Date.now()}`);
  let hrCookie = "";
  const ctx: Context = { employeeId: 0, sickLeaveId: 0 };

  beforeAll(async () => {
    clamd = await startFakeClamd();
    const port = await freePort();
    portalUrl = `http://localhost:${port}`;
    // A second portal on this worker's database, with the scanner configured and a data folder of its own.
    portalEnv = {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: portalUrl,
      PORTAL_URL: portalUrl,
      CLAMAV_URL: clamd.url,
      DATA_DIR: dataDir,
    };
    portal = await startPortal(portalEnv, { logFile: path.resolve(`test-results/portal-intake-${process.pid}.log`) });
    const hr = await createTestUser({ role: "hr" });
    hrCookie = await sessionCookieFor(hr.user.id);
    ctx.employeeId = hr.employee!.id;
    const { request } = await createLeaveRequest(asCurrentUser(hr.user, hr.employee), {
      leaveType: "sick",
      startDate: "2031-11-03",
      endDate: "2031-11-05",
      reason: null,
      days: 3,
    });
    ctx.sickLeaveId = request.id;
  }, 90_000);

  afterAll(async () => {
    await stopPortal(portal);
    await clamd?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Posts a multipart form to the scanner's portal; answers the status and the text a person would read. */
  async function post(url: string, fields: Record<string, string>, file: { field: string; name: string; bytes: Buffer }) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(file.field, new Blob([new Uint8Array(file.bytes)]), file.name);
    const response = await fetch(`${portalUrl}${url}`, { method: "POST", headers: { Cookie: hrCookie }, body: form, redirect: "manual" });
    let text = await response.text();
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      // A page form answers with a redirect and a one-time toast: read the page it leads to.
      const toast = response.headers.get("set-cookie")?.split(";")[0];
      const next = await fetch(new URL(location, portalUrl), { headers: { Cookie: [hrCookie, toast].filter(Boolean).join("; ") } });
      text = await next.text();
    }
    return { status: response.status, text };
  }

  it("refuses the EICAR test file on every route of the build that takes files, and keeps nothing", async () => {
    const routes = await buildRoutes();
    const uploadRoutes = routes.filter(({ route }) => UPLOAD_ROUTES[route.id]);
    // Every route the intake names exists in the build, and has a body limit for its files.
    expect(uploadRoutes.map(({ route }) => route.id).sort()).toEqual(Object.keys(UPLOAD_ROUTES).sort());
    expect(Object.keys(SAMPLES).sort(), "every upload route needs a sample in this test").toEqual(Object.keys(UPLOAD_ROUTES).sort());

    const before = await storedRows(ctx.employeeId);
    const scannedBefore = clamd.state.scanned;
    let sent = 0;
    for (const { route, pattern } of uploadRoutes) {
      const form = UPLOAD_ROUTES[route.id];
      const { urls, fields } = SAMPLES[route.id](ctx);
      for (const url of urls) {
        const pathname = url.split("?")[0];
        expect(pathname, `${route.id} sample`).toMatch(new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, "[^/]+")}$`));
        const content = CONTENT[form.kind];
        const answer = await post(url, fields, { field: form.fileFields[0], ...content });
        sent += 1;
        expect(answer.status, `${url}: ${answer.text.slice(0, 300)}`).not.toBeLessThan(300);
        if (answer.status < 300 || answer.status >= 400) expect(answer.status, url).toBeGreaterThanOrEqual(400);
        expect(answer.text, url).toContain(DOCUMENT_MESSAGES.infected);
      }
    }
    // The data URL of the JSON picture call goes the same way in.
    const json = await fetch(`${portalUrl}/api/employees/${ctx.employeeId}/profile-picture`, {
      method: "POST",
      headers: { Cookie: hrCookie, "Content-Type": "application/json" },
      body: JSON.stringify({ profilePictureUrl: `data:image/gif;base64,${CONTENT.picture.bytes.toString("base64")}` }),
    });
    sent += 1;
    expect(json.status).toBe(422);
    expect(((await json.json()) as { message: string }).message).toBe(DOCUMENT_MESSAGES.infected);

    expect(clamd.state.scanned - scannedBefore).toBe(sent);
    expect(filesUnder(path.join(dataDir, "files"))).toEqual([]);
    expect(await storedRows(ctx.employeeId)).toEqual(before);
  }, 120_000);

  it("answers 415 to a file sent to any other action of the build", async () => {
    const routes = await buildRoutes();
    const others = routes.filter(
      ({ route }) => typeof route.module.action === "function" && !UPLOAD_ROUTES[route.id] && (route.path || route.index),
    );
    expect(others.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const { route, pattern } of others) {
      const url = pattern.replace(/:[A-Za-z]+\??/g, "1").replace(/\*$/, "x") + (route.index ? "?index" : "");
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(PDF_WITH_EICAR)]), "report.pdf");
      const response = await fetch(`${portalUrl}${url}`, { method: "POST", headers: { Cookie: hrCookie }, body: form, redirect: "manual" });
      const body = await response.text();
      if (response.status !== 415 || !body.includes(NO_FILES_HERE)) wrong.push(`${route.id} (${url}): ${response.status}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("leaves no .partial file behind when the portal is killed in the middle of an upload", async () => {
    const folder = path.join(dataDir, "files", "employees", String(ctx.employeeId));
    const boundary = "----killed";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\ncontract\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;
    const req = httpRequest(new URL(`/api/admin/employees/${ctx.employeeId}/documents`, portalUrl), {
      method: "POST",
      headers: { Cookie: hrCookie, "Content-Type": `multipart/form-data; boundary=${boundary}` },
    });
    req.on("error", () => {});
    req.write(head);
    req.write(Buffer.alloc(512 * 1024, "a"));
    // The half-written file is there while the body is still coming...
    await expect
      .poll(async () => (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith(".partial")).length, {
        timeout: 10_000,
      })
      .toBe(1);
    // ...and stays when the process dies without a chance to clean up.
    process.kill(-portal!.pid!, "SIGKILL");
    await new Promise((resolve) => portal!.once("exit", resolve));
    req.destroy();
    expect((await readdir(folder)).filter((name) => name.endsWith(".partial"))).toHaveLength(1);
    // The next start removes it before serving.
    portal = await startPortal(portalEnv, { logFile: path.resolve(`test-results/portal-intake-${process.pid}.log`) });
    expect((await readdir(folder)).filter((name) => name.endsWith(".partial"))).toEqual([]);
  }, 90_000);

  it("leaves no .partial file behind when a certificate upload is cut off mid-body", async () => {
    const folder = path.join(dataDir, "files", "leave-certificates", String(ctx.sickLeaveId));
    const boundary = "----gone";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="certificate"; filename="half.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;
    await new Promise<void>((resolve) => {
      const req = httpRequest(new URL(`/leave/${ctx.sickLeaveId}/certificate`, portalUrl), {
        method: "POST",
        headers: { Cookie: hrCookie, "Content-Type": `multipart/form-data; boundary=${boundary}` },
      });
      req.on("error", () => resolve());
      req.on("close", () => resolve());
      req.write(head);
      req.write(Buffer.alloc(256 * 1024, "a"), () => req.destroy());
    });
    await expect
      .poll(async () => (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith(".partial")))
      .toEqual([]);
    expect(await LeaveRequestDocument.count({ where: { leaveRequestId: ctx.sickLeaveId } })).toBe(0);
  });
});

describe("a stored file that has gone missing", () => {
  it("answers a clear 404 on preview and download (a page for a browser, JSON for a script), and HR can still delete the record", async () => {
    const hr = await createTestUser({ role: "hr" });
    const hrCookie = await sessionCookieFor(hr.user.id);
    const staff = await createTestUser();
    const staffCookie = await sessionCookieFor(staff.user.id);
    const form = new FormData();
    form.append("documentType", "contract");
    form.append("file", new Blob([new Uint8Array(await makePdf("Gone missing"))]), "contract.pdf");
    const uploaded = await fetch(`${baseUrl()}/api/admin/employees/${staff.employee!.id}/documents`, {
      method: "POST",
      headers: { Cookie: hrCookie },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { document } = (await uploaded.json()) as { document: { id: number } };
    const row = (await EmployeeDocument.findByPk(document.id))!;
    await rm(path.join(process.env.DATA_DIR!, "files", ...row.storagePath!.split("/")));

    for (const [cookie, url] of [
      [staffCookie, `/api/employees/documents/${document.id}/preview`],
      [staffCookie, `/api/employees/documents/${document.id}/download`],
      [hrCookie, `/api/admin/employees/${staff.employee!.id}/documents/${document.id}/preview`],
    ]) {
      const asScript = await fetch(`${baseUrl()}${url}`, { headers: { Cookie: cookie, Accept: "application/json" } });
      expect(asScript.status, url).toBe(404);
      expect(await asScript.json()).toEqual({ message: FILE_MISSING });
      const inTab = await fetch(`${baseUrl()}${url}`, { headers: { Cookie: cookie, Accept: "text/html,application/xhtml+xml,*/*" } });
      expect(inTab.status, url).toBe(404);
      expect(inTab.headers.get("content-type")).toContain("text/html");
      expect(await inTab.text()).toContain(FILE_MISSING);
    }

    const deleted = await fetch(`${baseUrl()}/api/admin/employees/${staff.employee!.id}/documents/${document.id}`, {
      method: "DELETE",
      headers: { Cookie: hrCookie },
    });
    expect(deleted.status).toBe(200);
    expect(((await deleted.json()) as { message: string }).message).toBe(DOCUMENT_MESSAGES.deletedFileMissing);
    expect(await EmployeeDocument.findByPk(document.id)).toBeNull();
  });
});
