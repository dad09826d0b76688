import { MAX_WORKING_DAYS, PAYROLL_AMOUNT_COLUMNS, PAYROLL_NOTES_MAX } from "~/schemas/payroll";
import { computePay, MAX_AMOUNT_CENTS, parseAmount, type PayResult } from "~/utils/pay";
import type { PayrollRow } from "./parse.server";

/** Checks of a payroll's rows without the database: amounts, working days, notes, one row per employee. */

function text(value: unknown) {
  if (value === null || value === undefined) return "";
  return typeof value === "string" ? value.trim() : String(value).trim();
}

/** The sum of a row's amounts must fit DECIMAL(10,2) like each amount does. */
export const PAYROLL_TOTAL_TOO_LARGE = "the gross salary (basicSalary + allowances + overtime + bonuses) is larger than 99,999,999.99";

/** workingDays: empty, or a whole number from 0 to 31. */
export function parseWorkingDays(raw: unknown): { ok: true; days: number | null } | { ok: false; message: string } {
  const value = text(raw);
  if (value === "") return { ok: true, days: null };
  if (!/^\d+$/.test(value) || Number(value) > MAX_WORKING_DAYS) {
    return { ok: false, message: `workingDays must be a whole number from 0 to ${MAX_WORKING_DAYS}` };
  }
  return { ok: true, days: Number(value) };
}

export interface ValidPayrollRow {
  rowNumber: number;
  employeeRef: string;
  pay: PayResult;
  workingDays: number | null;
  notes: string | null;
}

/**
 * Checks each row on its own (no database): the employee reference present, amounts
 * readable (parseAmount's rules), workingDays, notes. Returns the rows that passed and
 * one message per failed row ("Row 4: basicSalary must be a number").
 */
export function validatePayrollRows(rows: PayrollRow[]) {
  const valid: ValidPayrollRow[] = [];
  const errors: { rowNumber: number; message: string }[] = [];
  for (const row of rows) {
    const problems: string[] = [];
    const employeeRef = text(row.values.employeeId);
    if (employeeRef === "") problems.push("employeeId is required");
    else if (employeeRef.length > 50) problems.push("employeeId must be at most 50 characters");
    const cents: Record<string, number> = {};
    for (const column of PAYROLL_AMOUNT_COLUMNS) {
      const amount = parseAmount(row.values[column], { required: column === "basicSalary" });
      if (amount.ok) cents[column] = amount.cents;
      else problems.push(`${column} ${amount.message}`);
    }
    const workingDays = parseWorkingDays(row.values.workingDays);
    if (!workingDays.ok) problems.push(workingDays.message);
    const notes = text(row.values.notes);
    if (notes.length > PAYROLL_NOTES_MAX) problems.push(`notes must be at most ${PAYROLL_NOTES_MAX} characters`);
    // Each part may fit its column while their sum does not: the totals are checked too.
    const pay =
      problems.length === 0
        ? computePay({ basicSalary: cents.basicSalary, allowances: cents.allowances, overtime: cents.overtime, bonuses: cents.bonuses })
        : null;
    if (pay && pay.grossSalary > MAX_AMOUNT_CENTS) problems.push(PAYROLL_TOTAL_TOO_LARGE);
    if (problems.length || !workingDays.ok || !pay) {
      errors.push({ rowNumber: row.rowNumber, message: `Row ${row.rowNumber}: ${problems.join("; ")}` });
      continue;
    }
    valid.push({
      rowNumber: row.rowNumber,
      employeeRef,
      pay,
      workingDays: workingDays.days,
      notes: notes || null,
    });
  }
  return { valid, errors };
}

/** Rows for one employee after the first are errors; the first one stands. */
export function rejectDuplicateRows(rows: ValidPayrollRow[]) {
  const firstRow = new Map<string, number>();
  const kept: ValidPayrollRow[] = [];
  const errors: { rowNumber: number; message: string }[] = [];
  for (const row of rows) {
    const first = firstRow.get(row.employeeRef);
    if (first === undefined) {
      firstRow.set(row.employeeRef, row.rowNumber);
      kept.push(row);
    } else {
      errors.push({
        rowNumber: row.rowNumber,
        message: `Row ${row.rowNumber}: employeeId ${row.employeeRef} appears more than once (first on row ${first})`,
      });
    }
  }
  return { kept, errors };
}
