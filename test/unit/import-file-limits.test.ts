import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { IMPORT_MESSAGES } from "~/schemas/employee-import";
import { expandedZipSize, parseImportFile, XLSX_MAX_EXPANDED_BYTES } from "~/services/employee-import/parse.server";

/** Issue 12: an .xlsx is measured expanded before exceljs reads it; UTF-16 text is named. */

const bomb = readFileSync(new URL("../fixtures/expands-to-400mb.xlsx", import.meta.url));

describe("expanded size of an .xlsx", () => {
  it("refuses a 400 KB file that expands to 400 MB, without holding what it inflates", () => {
    expect(bomb.length).toBeLessThan(500 * 1024);
    global.gc?.();
    const before = process.memoryUsage();
    const measured = expandedZipSize(bomb, XLSX_MAX_EXPANDED_BYTES);
    const grown = process.memoryUsage().rss - before.rss;
    expect(measured?.overLimit).toBe(true);
    // It stopped soon after the limit, and what it inflated was thrown away as it came.
    expect(measured!.bytes).toBeLessThan(XLSX_MAX_EXPANDED_BYTES + 2 * 1024 * 1024);
    expect(grown).toBeLessThan(64 * 1024 * 1024);
  });

  it("answers the import with a message, before exceljs is asked", async () => {
    await expect(parseImportFile({ name: "staff.xlsx", data: bomb })).rejects.toMatchObject({
      status: 400,
      message: IMPORT_MESSAGES.xlsxTooLargeExpanded,
    });
  });

  it("is not a zip: null", () => {
    expect(expandedZipSize(new TextEncoder().encode("employeeId,firstName\n"), 1000)).toBeNull();
  });
});

describe("UTF-16 CSV files", () => {
  const csv = "employeeId,firstName,lastName,department,position,startDate\nE-1,Anna,Shikongo,Finance,Clerk,2025-01-06\n";
  const utf16le = (text: string) => Buffer.from(text, "utf16le");
  const utf16be = (text: string) => {
    const le = utf16le(text);
    const be = Buffer.alloc(le.length);
    for (let index = 0; index < le.length; index += 2) [be[index], be[index + 1]] = [le[index + 1], le[index]];
    return be;
  };

  it("reads UTF-16 with a byte-order mark, little- or big-endian", async () => {
    for (const data of [
      Buffer.concat([Buffer.from([0xff, 0xfe]), utf16le(csv)]),
      Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(csv)]),
    ]) {
      const sheet = await parseImportFile({ name: "staff.csv", data });
      expect(sheet.rows[0].values.firstName).toBe("Anna");
    }
  });

  it("names the encoding when UTF-16 comes without a byte-order mark", async () => {
    for (const data of [utf16le(csv), utf16be(csv)]) {
      await expect(parseImportFile({ name: "staff.csv", data })).rejects.toMatchObject({ message: IMPORT_MESSAGES.utf16WithoutBom });
    }
    expect(IMPORT_MESSAGES.utf16WithoutBom).toMatch(/UTF-16/);
  });
});
