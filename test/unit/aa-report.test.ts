import ExcelJS from "exceljs";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { eventsOfChange, levelChangeType } from "~/services/equity/employment-events.server";
import { measure } from "~/services/equity/goals.server";
import { aaReportPdf } from "~/services/equity/report-pdf.server";
import { aaReportWorkbook } from "~/services/equity/report-workbook.server";
import { REPORT_HEADINGS } from "~/services/equity/report.server";
import { pdfBytes, registerPortalFonts, PDF_REGULAR } from "~/services/pdf-fonts.server";
import { syntheticReport } from "../support/aa-report";
import { overlappingWords, pdfText } from "../support/pdf";

/**
 * The affirmative action report's rules that need no database (issue 23): the goals'
 * comparison is exact, the employment events of a change, and the PDF's layout with the
 * largest numbers and longest names a mine could have (3,000 employees, long department
 * names, hundreds of non-Namibians, long written sections): no two words overlap.
 */

describe("goals", () => {
  it("compares exactly: 2.95 % is below a 3 % goal and shows as 2.95 %, not 3 %", () => {
    expect(measure("3.00", 59, 2000)).toEqual({ targetPercent: 3, actual: 59, actualPercent: 2.95, met: false, gap: 1 });
    expect(measure("3.00", 60, 2000)).toMatchObject({ actualPercent: 3, met: true, gap: 0 });
    // A share just under the target never rounds up to it.
    expect(measure("33.33", 3332, 10000)).toMatchObject({ actualPercent: 33.32, met: false, gap: 1 });
    expect(measure("33.33", 1, 3)).toMatchObject({ actualPercent: 33.33, met: true, gap: 0 });
    expect(measure("40.00", 0, 0)).toMatchObject({ met: false, gap: 0 });
  });
});

describe("employment events of a change", () => {
  const options = { date: "2026-11-27", createdBy: 3 };
  it("records a termination, a reinstatement and a promotion or level change", () => {
    expect(eventsOfChange(1, { status: "active" }, { status: "terminated" }, options).map((event) => event.type)).toEqual(["termination"]);
    expect(eventsOfChange(1, { status: "terminated" }, { status: "active" }, options).map((event) => event.type)).toEqual([
      "reinstatement",
    ]);
    expect(eventsOfChange(1, { status: "active" }, { status: "inactive" }, options)).toEqual([]);
    expect(eventsOfChange(1, { occupationalLevel: "unskilled" }, { occupationalLevel: "semi_skilled" }, options)).toEqual([
      {
        employeeId: 1,
        type: "promotion",
        eventDate: "2026-11-27",
        fromLevel: "unskilled",
        toLevel: "semi_skilled",
        reason: null,
        createdBy: 3,
      },
    ]);
    expect(levelChangeType("semi_skilled", "unskilled")).toBe("level_change");
    expect(levelChangeType(null, "senior_management")).toBe("level_change");
  });
});

describe("the PDF", () => {
  it("finds overlapping words (the checker itself)", async () => {
    const doc = new PDFDocument({ size: "A4", margin: 36 });
    const done = pdfBytes(doc);
    registerPortalFonts(doc);
    doc.font(PDF_REGULAR).fontSize(8).text("Executive directors (top management)", 36, 100, { width: 300 });
    doc.text("1234", 120, 100, { width: 40 });
    doc.text("Far away", 400, 300);
    doc.end();
    const problems = await overlappingWords(await done);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/"1234".*overlaps "\(top"/);
  });

  for (const size of [48, 3000]) {
    it(`has no overlapping words at ${size} employees, and page numbers, the employer and the sign-off`, async () => {
      const bytes = await aaReportPdf(syntheticReport(size));
      expect(await overlappingWords(bytes)).toEqual([]);
      const { pages, text } = await pdfText(bytes);
      for (let page = 1; page <= pages; page++) expect(text).toContain(`Page ${page} of ${pages}`);
      expect(text.match(/Namib Copper Mining \(registration no\. 2011\/0456\)/g)?.length).toBe(pages);
      expect(text).toContain("EEC/2012/0789");
      expect(text).toContain("Reporting period");
      for (const heading of Object.values(REPORT_HEADINGS)) expect(text).toContain(heading);
      expect(text).toContain("Ndapewa Shikongo");
      expect(text).toContain("Signature");
      expect(text).toContain("now 2.95% (1 short)");
    });
  }
});

describe("the workbook", () => {
  it("prints every sheet on A4 landscape, one page wide, with the Produced date readable", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await aaReportWorkbook(syntheticReport(48))) as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.length).toBeGreaterThanOrEqual(8);
    for (const sheet of workbook.worksheets) {
      expect(sheet.pageSetup, sheet.name).toMatchObject({ paperSize: 9, orientation: "landscape", fitToPage: true, fitToWidth: 1 });
      expect(sheet.getCell("A4").value, sheet.name).toBe("Produced");
      // "yyyy-mm-dd hh:mm" is 16 characters: a narrower column shows ####.
      expect(sheet.getColumn(2).width ?? 0, sheet.name).toBeGreaterThanOrEqual(18);
    }
  });
});
