import { describe, expect, it } from "vitest";
import { checkImportFile } from "~/schemas/employee-import";
import {
  EMPLOYEE_SHEET_COLUMNS,
  headerKey,
  IMPORT_COLUMNS,
  matchHeader,
  normalizeChoice,
  normalizeImportDate,
} from "~/schemas/import-columns";
import { detectDelimiter, parseEmployeeCsv } from "~/services/employee-import/parse.server";
import { checkImportRow, checkImportRows } from "~/services/employee-import/validate.server";

describe("header matching", () => {
  it("ignores case, spaces, underscores, hyphens and a BOM", () => {
    for (const header of ["Employee ID", "employeeid", "EMPLOYEE_ID", "employee-id", " Employee Id ", "\uFEFFemployeeId"]) {
      expect(matchHeader(header)).toBe("employeeId");
    }
    expect(matchHeader("Start Date")).toBe("startDate");
    expect(matchHeader("OCT_OVERTIME_HOURS")).toBe("octOvertimeHours");
    expect(matchHeader("Ethnic Group")).toBe("ethnic");
    expect(matchHeader("Full Name")).toBeNull();
    expect(matchHeader("managerId")).toBeNull();
    expect(headerKey("Bank.Name")).toBe("bankname");
  });

  it("every importable column matches its own name", () => {
    for (const column of IMPORT_COLUMNS) expect(matchHeader(column)).toBe(column);
  });
});

describe("dates", () => {
  it("accepts YYYY-MM-DD and DD/MM/YYYY", () => {
    expect(normalizeImportDate("2026-03-01")).toEqual({ ok: true, value: "2026-03-01" });
    expect(normalizeImportDate("01/03/2026")).toEqual({ ok: true, value: "2026-03-01" });
    expect(normalizeImportDate("1/3/2026")).toEqual({ ok: true, value: "2026-03-01" });
    expect(normalizeImportDate("31.12.2026")).toEqual({ ok: true, value: "2026-12-31" });
    expect(normalizeImportDate("29/02/2028")).toEqual({ ok: true, value: "2028-02-29" });
  });

  it("never reads month-first dates and refuses impossible ones", () => {
    expect(normalizeImportDate("12/31/2026")).toEqual({ ok: false });
    expect(normalizeImportDate("29/02/2026")).toEqual({ ok: false });
    expect(normalizeImportDate("2026-13-01")).toEqual({ ok: false });
    expect(normalizeImportDate("March 1 2026")).toEqual({ ok: false });
  });
});

describe("enumerations", () => {
  it("maps any case to the canonical value", () => {
    expect(normalizeChoice("employmentType", "FULL-TIME")).toBe("full-time");
    expect(normalizeChoice("department", "safety health and environment")).toBe("Safety Health and Environment");
    expect(normalizeChoice("gender", "female")).toBe("Female");
    expect(normalizeChoice("leaveStatus", "AT  WORK")).toBe("at work");
    expect(normalizeChoice("gender", "unknown")).toBeNull();
  });

  it("reads an occupational level as the Commission names it or as stored (issue 16)", () => {
    expect(normalizeChoice("occupationalLevel", "Semi-skilled")).toBe("semi_skilled");
    expect(normalizeChoice("occupationalLevel", "middle management and specialists")).toBe("middle_management_specialists");
    expect(normalizeChoice("occupationalLevel", "skilled_technical_supervisory")).toBe("skilled_technical_supervisory");
    expect(normalizeChoice("occupationalLevel", "Executive directors (top management)")).toBe("executive_directors");
    expect(normalizeChoice("occupationalLevel", "manager")).toBeNull();
  });

  it("reads ||Karas and //Karas as //Karas", () => {
    expect(normalizeChoice("region", "||Karas")).toBe("//Karas");
    expect(normalizeChoice("region", "//karas")).toBe("//Karas");
    expect(normalizeChoice("region", "||KARAS")).toBe("//Karas");
    expect(normalizeChoice("region", "Karas")).toBeNull();
  });
});

describe("rows", () => {
  const columns = ["employeeId", "firstName", "lastName", "department", "position", "region", "startDate"] as const;
  const base = {
    employeeId: "NCM-1",
    firstName: "A",
    lastName: "B",
    department: "geology",
    position: "P",
    region: "||karas",
    startDate: "15/01/2026",
  };

  it("normalises a good row and fills the new-employee defaults for absent columns", () => {
    const checked = checkImportRow({ rowNumber: 2, values: base }, [...columns], "2026-11-22");
    expect(checked).toMatchObject({
      ok: true,
      values: {
        department: "Geology",
        region: "//Karas",
        startDate: "2026-01-15",
        status: "active",
        employmentType: "full-time",
        leaveStatus: "at work",
        email: null,
      },
    });
  });

  it("names the row, the column and the rule", () => {
    const checked = checkImportRow({ rowNumber: 7, values: { ...base, region: "Mars", startDate: "12/31/2026", firstName: "" } }, [
      ...columns,
    ]);
    expect(checked).toEqual({
      ok: false,
      errors: [
        'Row 7, region: "Mars" must be one of Erongo, Hardap, //Karas, Kavango East, Kavango West, Khomas, Kunene, Ohangwena, Omaheke, Omusati, Oshana, Oshikoto, Otjozondjupa, Zambezi',
        'Row 7, startDate: "12/31/2026" must be a date written YYYY-MM-DD or DD/MM/YYYY',
        "Row 7, firstName: First name is required",
      ],
    });
  });

  it("counts spreadsheet rows through quoted line breaks and refuses repeated IDs", async () => {
    const sheet = await parseEmployeeCsv(
      '\uFEFFEmployee ID,First Name,Last Name,Department,Position\r\nA1,"x\r\ny",L,Geology,P\r\n\r\nA1,X,L,Geology,P\r\n',
    );
    expect(sheet.rows.map((row) => row.rowNumber)).toEqual([2, 4]);
    const { valid, errors } = checkImportRows(sheet, "2026-11-22");
    expect(valid).toHaveLength(1);
    expect(errors).toEqual([{ rowNumber: 4, messages: ["Row 4, employeeId: A1 appears more than once in the file (first on row 2)"] }]);
  });
});

describe("the file", () => {
  it("accepts .csv and .xlsx under 10 MB only", () => {
    expect(checkImportFile({ name: "a.CSV", size: 10 })).toBeNull();
    expect(checkImportFile({ name: "a.xlsx", size: 10 * 1024 * 1024 - 1 })).toBeNull();
    expect(checkImportFile({ name: "a.xls", size: 10 })).toEqual({
      title: "Invalid File",
      message: "Please upload a CSV or Excel (.xlsx) file",
    });
    expect(checkImportFile({ name: "a.csv", size: 10 * 1024 * 1024 })).toEqual({
      title: "File Too Large",
      message: "File size must be less than 10MB",
    });
  });
});

describe("files as spreadsheet programs write them (issue 10)", () => {
  it("judges the separator on the header line, ignoring separators inside quotes and in later lines", () => {
    expect(detectDelimiter("a,b,c\n1;2;3;4;5")).toBe(",");
    expect(detectDelimiter("\uFEFFa;b;c\r\n1,2")).toBe(";");
    expect(detectDelimiter("a\tb\tc\n")).toBe("\t");
    expect(detectDelimiter('"a;b";c\tx\ty')).toBe("\t");
    expect(detectDelimiter("employeeId")).toBe(",");
  });

  it("reads a semicolon file's amounts with a decimal comma and keeps identifiers as text", async () => {
    const sheet = await parseEmployeeCsv(
      'employeeId;salary;nationalId;address\r\nA1;18 500,55;02031500123;"Erf 1, Lüderitz"\r\nA2;1.234,5;;\r\n',
    );
    expect(sheet.rows.map((row) => row.values)).toEqual([
      { employeeId: "A1", salary: "18500.55", nationalId: "02031500123", address: "Erf 1, Lüderitz" },
      { employeeId: "A2", salary: "1234.5", nationalId: "", address: "" },
    ]);
  });

  it("refuses the template's example row by its employee ID", () => {
    const checked = checkImportRow(
      {
        rowNumber: 2,
        values: { employeeId: "EXAMPLE-REMOVE-THIS-ROW", firstName: "A", lastName: "B", department: "Geology", position: "P" },
      },
      ["employeeId", "firstName", "lastName", "department", "position"],
    );
    expect(checked).toEqual({
      ok: false,
      errors: ["Row 2, employeeId: EXAMPLE-REMOVE-THIS-ROW is the template's example row; remove it from the file and add your employees"],
    });
  });

  it("reads every header of the Excel export back as its field (the Manager column is ignored)", () => {
    for (const { field, header } of EMPLOYEE_SHEET_COLUMNS) expect(matchHeader(header)).toBe(field === "managerId" ? null : field);
    expect(new Set(EMPLOYEE_SHEET_COLUMNS.map(({ field }) => field)).size).toBe(IMPORT_COLUMNS.length + 1);
  });
});
