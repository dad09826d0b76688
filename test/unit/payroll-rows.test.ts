import { describe, expect, it } from "vitest";
import { normalizePayrollHeader, PayrollUploadApiSchema } from "~/schemas/payroll";
import { ServiceError } from "~/services/errors.server";
import { parsePayrollCsv, sheetFromObjects, type PayrollRow } from "~/services/payroll/parse.server";
import { rejectDuplicateRows, validatePayrollRows } from "~/services/payroll/validate.server";
import { previewCsvRows } from "~/utils/csv-preview";

/** Header normalisation (spec 2 section 5: lower-cased and trimmed) and the row checks of the payroll upload. */

describe("payroll headers", () => {
  it.each([
    ["employeeId", "employeeId"],
    ["EmployeeID", "employeeId"],
    [" employeeid ", "employeeId"],
    ["EMPLOYEEID", "employeeId"],
    ["basicsalary", "basicSalary"],
    ["BasicSalary", "basicSalary"],
    ["Allowances", "allowances"],
    ["OVERTIME", "overtime"],
    ["bonuses", "bonuses"],
    ["WorkingDays", "workingDays"],
    [" Notes", "notes"],
  ])("reads %j as %s", (header, column) => {
    expect(normalizePayrollHeader(header)).toBe(column);
  });

  it.each(["Basic Salary", "employee_id", "employee id", "salary", "", "department"])(
    "ignores %j (only case and the outer spaces are forgiven)",
    (header) => {
      expect(normalizePayrollHeader(header)).toBeNull();
    },
  );

  it("maps the CSV header row and drops unknown columns", async () => {
    const sheet = await parsePayrollCsv("\uFEFF EmployeeID ,BASICSALARY,Department,overtime\nNCM-0001,26000.50,Geology,200.01\n");
    expect(sheet.columns).toEqual(["employeeId", "basicSalary", "overtime"]);
    expect(sheet.rows).toEqual([{ rowNumber: 2, values: { employeeId: "NCM-0001", basicSalary: "26000.50", overtime: "200.01" } }]);
  });

  it("maps the JSON API's row objects the same way", () => {
    const sheet = sheetFromObjects([{ EmployeeID: "NCM-0001", " basicsalary ": 100, colour: "red" }, { employeeId: "NCM-0002" }]);
    expect(sheet.columns).toEqual(["employeeId", "basicSalary"]);
    expect(sheet.rows).toEqual([
      { rowNumber: 2, values: { employeeId: "NCM-0001", basicSalary: 100 } },
      { rowNumber: 3, values: { employeeId: "NCM-0002" } },
    ]);
  });
});

describe("payroll CSV rows", () => {
  it("numbers rows as a spreadsheet does: header row 1, blank lines counted, quoted line breaks inside one row", async () => {
    const sheet = await parsePayrollCsv('employeeId,basicSalary,notes\nA,1,\n\nB,2,"two\nlines"\nC,3,\n');
    expect(sheet.rows.map((row) => [row.values.employeeId, row.rowNumber])).toEqual([
      ["A", 2],
      ["B", 4],
      ["C", 5],
    ]);
  });

  it("refuses a row with the wrong number of fields and a repeated column", async () => {
    await expect(parsePayrollCsv("employeeId,basicSalary\nA,1,2\n")).rejects.toThrow(ServiceError);
    await expect(parsePayrollCsv("employeeId,EmployeeID,basicSalary\nA,A,1\n")).rejects.toThrow(/employeeId appears more than once/);
  });

  it("has no rows for a header alone", async () => {
    expect((await parsePayrollCsv("employeeId,basicSalary\n")).rows).toEqual([]);
  });
});

function row(rowNumber: number, values: PayrollRow["values"]): PayrollRow {
  return { rowNumber, values };
}

describe("payroll row validation", () => {
  it("computes a valid row's pay in cents", () => {
    const { valid, errors } = validatePayrollRows([
      row(2, {
        employeeId: " NCM-0001 ",
        basicSalary: "26000.50",
        overtime: "200.01",
        allowances: "1,500",
        workingDays: "22",
        notes: " March ",
      }),
    ]);
    expect(errors).toEqual([]);
    expect(valid).toEqual([
      {
        rowNumber: 2,
        employeeRef: "NCM-0001",
        pay: {
          basicSalary: 2_600_050,
          allowances: 150_000,
          overtime: 20_001,
          bonuses: 0,
          // taxable 26,200.51: 10% = 2,620.051 -> 2,620.05; 15% = 3,930.0765 -> 3,930.08
          grossSalary: 2_770_051,
          deductions: 262_005,
          taxes: 393_008,
          netSalary: 2_115_038,
        },
        workingDays: 22,
        notes: "March",
      },
    ]);
  });

  it.each([
    [{ basicSalary: "100" }, "Row 5: employeeId is required"],
    [{ employeeId: "NCM-1" }, "Row 5: basicSalary is required"],
    [{ employeeId: "NCM-1", basicSalary: "abc" }, "Row 5: basicSalary must be a number"],
    [{ employeeId: "NCM-1", basicSalary: "-100" }, "Row 5: basicSalary must not be negative"],
    [{ employeeId: "NCM-1", basicSalary: "100.005" }, "Row 5: basicSalary must have at most 2 decimal places"],
    [{ employeeId: "NCM-1", basicSalary: "100000000" }, "Row 5: basicSalary is larger than 99,999,999.99"],
    [{ employeeId: "NCM-1", basicSalary: "100", bonuses: "-5" }, "Row 5: bonuses must not be negative"],
    [{ employeeId: "NCM-1", basicSalary: "100", allowances: "1O0" }, "Row 5: allowances must be a number"],
    [{ employeeId: "NCM-1", basicSalary: "100", workingDays: "32" }, "Row 5: workingDays must be a whole number from 0 to 31"],
    [{ employeeId: "NCM-1", basicSalary: "100", workingDays: "21.5" }, "Row 5: workingDays must be a whole number from 0 to 31"],
    [{ employeeId: "NCM-1", basicSalary: "100", workingDays: "-1" }, "Row 5: workingDays must be a whole number from 0 to 31"],
    [{ employeeId: "NCM-1", basicSalary: "x", overtime: "-1" }, "Row 5: basicSalary must be a number; overtime must not be negative"],
    [{ employeeId: "NCM-1", basicSalary: "100", notes: "n".repeat(1001) }, "Row 5: notes must be at most 1000 characters"],
  ])("refuses %j: %s", (values, message) => {
    const { valid, errors } = validatePayrollRows([row(5, values)]);
    expect(valid).toEqual([]);
    expect(errors).toEqual([{ rowNumber: 5, message }]);
  });

  it("accepts empty optional amounts and workingDays 0 and 31", () => {
    const { valid, errors } = validatePayrollRows([
      row(2, { employeeId: "A", basicSalary: "0", allowances: "", workingDays: "0" }),
      row(3, { employeeId: "B", basicSalary: 99_999_999.99, workingDays: 31 }),
    ]);
    expect(errors).toEqual([]);
    expect(valid.map((entry) => [entry.pay.basicSalary, entry.pay.allowances, entry.workingDays])).toEqual([
      [0, 0, 0],
      [9_999_999_999, 0, 31],
    ]);
  });

  it("reports every duplicate of an employee after the first", () => {
    const { valid } = validatePayrollRows([
      row(2, { employeeId: "A", basicSalary: "1" }),
      row(3, { employeeId: "B", basicSalary: "1" }),
      row(4, { employeeId: "A", basicSalary: "2" }),
      row(6, { employeeId: "A", basicSalary: "3" }),
    ]);
    const { kept, errors } = rejectDuplicateRows(valid);
    expect(kept.map((entry) => entry.rowNumber)).toEqual([2, 3]);
    expect(errors.map((error) => error.message)).toEqual([
      "Row 4: employeeId A appears more than once (first on row 2)",
      "Row 6: employeeId A appears more than once (first on row 2)",
    ]);
  });
});

describe("the upload envelope (POST /api/payroll/upload)", () => {
  const good = {
    periodName: "March 2026",
    startDate: "2026-03-01",
    endDate: "2026-03-31",
    csvData: [{ employeeId: "A", basicSalary: "1" }],
  };

  // "Please fill in all fields and upload a CSV file" is spec 2 section 5 (Payroll upload); the date messages are ours.
  it.each([
    [{ ...good, periodName: " " }, "periodName", "Please fill in all fields and upload a CSV file"],
    [{ ...good, startDate: undefined }, "startDate", "Please fill in all fields and upload a CSV file"],
    [{ ...good, csvData: undefined }, "csvData", "Please fill in all fields and upload a CSV file"],
    [{ ...good, endDate: "2026-02-28" }, "endDate", "End date must not be before the start date"],
    [{ ...good, endDate: "2026-02-30" }, "endDate", "Please enter a valid date"],
  ])("refuses %j", (body, field, message) => {
    const result = PayrollUploadApiSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });

  it("accepts a one-day period", () => {
    expect(PayrollUploadApiSchema.safeParse({ ...good, endDate: good.startDate }).success).toBe(true);
  });
});

describe("the screen's preview splitter", () => {
  it("splits quoted fields, doubled quotes, CRLF and skips blank lines, stopping after the rows asked for", () => {
    const text = '\uFEFFemployeeId,notes\r\nA,"x, ""y"""\r\n\r\nB,"two\nlines"\nC,z\nD,w\n';
    expect(previewCsvRows(text, 3)).toEqual([
      ["employeeId", "notes"],
      ["A", 'x, "y"'],
      ["B", "two\nlines"],
    ]);
    expect(previewCsvRows("a,b\n1,2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });
});
