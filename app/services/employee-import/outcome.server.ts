import { createHash } from "node:crypto";
import type { ImportOptions, ImportResult, EmployeeChange, EmployeeSummary } from "./types.server";

/** An import's result from its counts and errors, and the digest that compares a check with its import. */

/** What an import does, in a form that compares: the check's plan must equal the confirmed import's. */
export function planDigest(plan: { created: EmployeeSummary[]; changes: EmployeeChange[]; unchanged: number; errors: string[] }) {
  return createHash("sha256")
    .update(JSON.stringify([plan.created, plan.changes, plan.unchanged, plan.errors]))
    .digest("hex");
}

export const IMPORT_PLAN_CHANGED = "The employees changed since this file was checked. Nothing was imported; check the file again.";

export interface Tally {
  created: number;
  updated: number;
  unchanged: number;
  written: number;
  createdRows: EmployeeSummary[];
  changes: EmployeeChange[];
}

export function finish(
  importId: number | null,
  total: number,
  errorRows: { rowNumber: number; messages: string[] }[],
  options: ImportOptions,
  counts: Tally,
  dryRun: boolean,
): ImportResult {
  const sorted = [...errorRows].sort((a, b) => a.rowNumber - b.rowNumber);
  const errors = sorted.flatMap((row) => row.messages);
  const invalidRecords = sorted.length;
  const refused = invalidRecords > 0 && !options.skipInvalid;
  if (refused) {
    errors.unshift(
      `No records ${dryRun ? "would be" : "were"} imported: ${invalidRecords} invalid row${invalidRecords === 1 ? "" : "s"} (Skip invalid records is off)`,
    );
  }
  const validRecords = refused ? 0 : counts.written;
  return {
    importId,
    totalRecords: total,
    validRecords,
    invalidRecords,
    errors,
    created: counts.created,
    updated: counts.updated,
    unchanged: counts.unchanged,
    createdRows: counts.createdRows,
    changes: [...counts.changes].sort((a, b) => a.rowNumber - b.rowNumber),
    status: statusOf(validRecords, invalidRecords),
    dryRun,
    plan: null,
  };
}

function statusOf(valid: number, invalid: number): ImportResult["status"] {
  if (valid > 0 && invalid === 0) return "success";
  if (valid > 0) return "partial";
  return "failure";
}
