import type { Transaction } from "sequelize";
import { EmployeeActivity, User } from "#models";
import { levelLabel } from "~/services/equity/workforce.server";

/**
 * The change history of an employee (`employee_activity`, spec 2 section 3): every create,
 * edit, import, trash, restore and status change writes one row naming what changed and
 * who did it. HR reads it on the employee's detail; the employee's Activity tab (a later
 * issue) reads it through `listEmployeeActivity` too. Write it in the transaction of the
 * change when there is one, so a change and its history commit together.
 */

export const EMPLOYEE_ACTIVITY_TYPES = ["created", "updated", "imported", "trashed", "restored", "status_changed"] as const;
export type EmployeeActivityType = (typeof EMPLOYEE_ACTIVITY_TYPES)[number];

export interface EmployeeActivityEntry {
  employeeId: number;
  type: EmployeeActivityType;
  title: string;
  description?: string | null;
  /** The user who made the change (users.id); null for the system. */
  performedBy: number | null;
}

/** Writes one history row (or several: an import writes one per changed employee). */
export async function recordEmployeeActivity(entries: EmployeeActivityEntry | EmployeeActivityEntry[], transaction?: Transaction) {
  const list = Array.isArray(entries) ? entries : [entries];
  if (!list.length) return;
  await EmployeeActivity.bulkCreate(
    list.map((entry) => ({
      employeeId: entry.employeeId,
      type: entry.type,
      title: entry.title.slice(0, 255),
      description: entry.description ?? null,
      performedBy: entry.performedBy,
    })),
    { transaction },
  );
}

/** "communicationEmail" -> "Communication Email": how a field is named in the history. */
export function fieldLabel(field: string) {
  const words = field.replace(/([a-z0-9])([A-Z])/g, "$1 $2");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** Equal as stored: "12000" and "12000.00" are one salary; null and "" are both empty. */
function same(a: unknown, b: unknown) {
  const left = String(a ?? "");
  const right = String(b ?? "");
  if (left === right) return true;
  return NUMBER.test(left) && NUMBER.test(right) && Number(left) === Number(right);
}

/** The fields whose values differ between two versions of a record, in the order given. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>, fields: readonly string[]) {
  return fields.filter((field) => field in after && !same(before[field], after[field]));
}

/**
 * The rows an edit writes: "Status changed" (from, to) when the status changed, and
 * "Employee updated" naming every other field that changed. Nothing when nothing did.
 * Values are not written: the history is readable by the employee and must not copy
 * salary or bank details.
 */
/** The history row of an occupational level change (for people; the report counts employment_events). */
export const OCCUPATIONAL_LEVEL_CHANGE_TITLE = "Occupational level changed";

function nullable(value: unknown) {
  return typeof value === "string" && value ? value : null;
}

export function editActivities(
  employeeId: number,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
  performedBy: number | null,
  { type = "updated", title = "Employee updated" }: { type?: EmployeeActivityType; title?: string } = {},
): EmployeeActivityEntry[] {
  const changed = changedFields(before, after, fields);
  const entries: EmployeeActivityEntry[] = [];
  if (changed.includes("status")) {
    entries.push({
      employeeId,
      type: "status_changed",
      title: "Status changed",
      description: `Status changed from ${String(before.status ?? "none")} to ${String(after.status)}`,
      performedBy,
    });
  }
  if (changed.includes("occupationalLevel")) {
    // Its own row, with both levels (the affirmative action report counts the employment event written beside it).
    entries.push({
      employeeId,
      type,
      title: OCCUPATIONAL_LEVEL_CHANGE_TITLE,
      description: `Occupational level changed from ${levelLabel(nullable(before.occupationalLevel))} to ${levelLabel(nullable(after.occupationalLevel))}`,
      performedBy,
    });
  }
  const others = changed.filter((field) => field !== "status" && field !== "occupationalLevel");
  if (others.length) {
    entries.push({ employeeId, type, title, description: `Changed: ${others.map(fieldLabel).join(", ")}`, performedBy });
  }
  return entries;
}

export interface EmployeeActivityView {
  id: number;
  type: string;
  title: string;
  description: string | null;
  performedByName: string | null;
  createdAt: string;
}

/** An employee's history, newest first (owner in the where clause: one employee's rows only). */
export async function listEmployeeActivity(employeeId: number, { limit = 50 } = {}): Promise<EmployeeActivityView[]> {
  const rows = await EmployeeActivity.findAll({
    where: { employeeId },
    include: [{ model: User, as: "performer", required: false, attributes: ["firstName", "lastName", "email"] }],
    order: [
      ["createdAt", "DESC"],
      ["id", "DESC"],
    ],
    limit,
  });
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description ?? null,
    performedByName: row.performer
      ? `${row.performer.firstName ?? ""} ${row.performer.lastName ?? ""}`.trim() || row.performer.email
      : null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * The history rows of one import (for employee-import/apply.server.ts): one per employee the
 * import created or changed, by the HR user who uploaded the file. `changedFields` are the
 * model attribute names whose values the import changed (omit for a created employee).
 * Call `recordEmployeeActivity(importActivities(...), transaction)` in the import's transaction.
 */
export function importActivities(
  rows: readonly {
    employeeId: number;
    created: boolean;
    changedFields?: readonly string[];
    statusFrom?: string | null;
    statusTo?: string | null;
    /** The occupational level before and after, when the file has the column. */
    levelFrom?: string | null;
    levelTo?: string | null;
  }[],
  { filename, performedBy }: { filename: string; performedBy: number | null },
): EmployeeActivityEntry[] {
  return rows.flatMap((row) => {
    const entries: EmployeeActivityEntry[] = [];
    if (row.created) {
      entries.push({
        employeeId: row.employeeId,
        type: "imported",
        title: "Imported",
        description: `Created by the import of ${filename}`,
        performedBy,
      });
      return entries;
    }
    const levelChanged = row.levelTo !== undefined && (row.changedFields ?? []).includes("occupationalLevel");
    if (levelChanged) {
      // Its own row, as the employee form writes it.
      entries.push({
        employeeId: row.employeeId,
        type: "imported",
        title: OCCUPATIONAL_LEVEL_CHANGE_TITLE,
        description: `Occupational level changed from ${levelLabel(nullable(row.levelFrom))} to ${levelLabel(nullable(row.levelTo))} by the import of ${filename}`,
        performedBy,
      });
    }
    const changed = (row.changedFields ?? []).filter((field) => field !== "status" && !(levelChanged && field === "occupationalLevel"));
    if (changed.length) {
      entries.push({
        employeeId: row.employeeId,
        type: "imported",
        title: "Updated by import",
        description: `${filename} changed: ${changed.map(fieldLabel).join(", ")}`,
        performedBy,
      });
    }
    if (row.statusTo && row.statusFrom !== row.statusTo) {
      entries.push({
        employeeId: row.employeeId,
        type: "status_changed",
        title: "Status changed",
        description: `Status changed from ${row.statusFrom ?? "none"} to ${row.statusTo} by the import of ${filename}`,
        performedBy,
      });
    }
    return entries;
  });
}
