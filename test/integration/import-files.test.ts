import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { Employee } from "#models";
import { IMPORT_MESSAGES } from "~/schemas/employee-import";
import { createTestUser, unique } from "../support/factories";
import { baseUrl, sessionCookieFor, type JsonReply } from "../support/session";

/** Issue 12: import files that used to end in a 500 or a wrong message. */

let hrCookie = "";

beforeAll(async () => {
  const hr = await createTestUser({ role: "hr" });
  hrCookie = await sessionCookieFor(hr.user.id);
});

async function importFile(name: string, data: string | Uint8Array) {
  const form = new FormData();
  form.append("csvFile", new Blob([data as BlobPart]), name);
  const response = await fetch(`${baseUrl()}/api/csv-import`, {
    method: "POST",
    body: form,
    headers: { Cookie: hrCookie, Origin: baseUrl() },
    redirect: "manual",
  });
  const text = await response.text();
  let json: JsonReply | null = null;
  try {
    json = JSON.parse(text) as JsonReply;
  } catch {
    // not JSON
  }
  return { status: response.status, json, text };
}

const HEADER = "Employee ID,First Name,last_name,DEPARTMENT,position,Start Date,Region,Employment Type";
const line = (id: string) => [id, "Ndapewa", "Shikongo", "Geology", "Field Assistant", "2026-01-15", "Erongo", "full-time"].join(",");

describe("import files", () => {
  it("refuses an .xlsx of 400 KB that expands to 400 MB with a message, before reading it", async () => {
    const bomb = readFileSync(new URL("../fixtures/expands-to-400mb.xlsx", import.meta.url));
    const answer = await importFile("staff.xlsx", bomb);
    expect(answer.status).toBe(400);
    expect(answer.json?.message).toBe(IMPORT_MESSAGES.xlsxTooLargeExpanded);
  });

  it("names the encoding of a UTF-16 CSV without a byte-order mark", async () => {
    const answer = await importFile("staff.csv", Buffer.from(`${HEADER}\n${line(unique("U16-"))}\n`, "utf16le"));
    expect(answer.status).toBe(400);
    expect(answer.json?.message).toMatch(/UTF-16/);
  });

  it.each(["staff=2026.csv", "staff;march.csv", 'a=b; filename="evil.csv"; c.csv'])("imports a file named %s", async (name) => {
    const id = unique("EQ-");
    const answer = await importFile(name, `${HEADER}\n${line(id)}\n`);
    expect(answer.status, answer.text).toBeLessThan(300);
    expect(await Employee.count({ where: { employeeId: id } })).toBe(1);
  });
});
