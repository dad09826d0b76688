import { createHash, randomBytes } from "node:crypto";
import { Grievance, GrievanceComment } from "#models";
import {
  GRIEVANCE_MESSAGES,
  GRIEVANCE_RESPONSE_WORKING_DAYS,
  type GrievanceCategory,
  type GrievancePriority,
  type GrievanceStatus,
} from "~/schemas/grievances";
import { ServiceError } from "~/services/errors.server";
import { COMPANY_TIME_ZONE, addDays, todayIso } from "~/utils/dates";
import { addWorkingDays, statutoryHolidays } from "~/utils/public-holidays";

/**
 * What the grievance services share: the views they answer with, the receipt code of an
 * anonymous grievance, and the 2-working-day answer deadline.
 */

/** What an employee (own named grievance) or the anonymous status page may see. */
export interface PublicGrievanceView {
  id: number;
  title: string;
  description: string;
  category: GrievanceCategory;
  priority: GrievancePriority;
  status: GrievanceStatus;
  isAnonymous: boolean;
  /** The day it was submitted (anonymous: only the day is stored). */
  submittedAt: string;
  resolution: string | null;
  resolvedAt: string | null;
  replies: { id: number; comment: string; createdAt: string }[];
}

export function toPublicView(row: Grievance, replies: GrievanceComment[]): PublicGrievanceView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as GrievanceCategory,
    priority: row.priority,
    status: row.status,
    isAnonymous: row.isAnonymous,
    submittedAt: row.createdAt.toISOString(),
    resolution: row.resolution ?? null,
    resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
    replies: replies.map((reply) => ({ id: reply.id, comment: reply.comment, createdAt: reply.createdAt.toISOString() })),
  };
}

/** HR's public replies (never the internal ones), oldest first, for some grievances. */
export async function publicRepliesOf(ids: number[]) {
  if (ids.length === 0) return new Map<number, GrievanceComment[]>();
  const rows = await GrievanceComment.findAll({
    where: { grievanceId: ids, isInternal: false },
    attributes: ["id", "grievanceId", "comment", "createdAt"],
    order: [
      ["createdAt", "ASC"],
      ["id", "ASC"],
    ],
  });
  const byGrievance = new Map<number, GrievanceComment[]>();
  for (const row of rows) byGrievance.set(row.grievanceId, [...(byGrievance.get(row.grievanceId) ?? []), row]);
  return byGrievance;
}

/** A grievance that is not in the recycle bin (or, with `inBin`, one that is). */
export async function findGrievance(id: number, { inBin = false } = {}) {
  const row = await Grievance.findByPk(id);
  if (!row || (row.deletedAt !== null) !== inBin) throw new ServiceError(404, GRIEVANCE_MESSAGES.notFound);
  return row;
}

/**
 * A receipt code: 20 random base32 characters (100 bits) in groups of four, easy to copy
 * from paper. Only its hash is stored, like API tokens and calendar feeds.
 */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export function newReceiptCode() {
  const bytes = randomBytes(20);
  const chars = [...bytes].map((byte) => ALPHABET[byte % 32]);
  return ["GRV", ...[0, 4, 8, 12, 16].map((start) => chars.slice(start, start + 4).join(""))].join("-");
}

/** The hash a typed code is looked up by: case, spaces and dashes do not matter. */
export function receiptHash(code: string) {
  const normalized = code.toUpperCase().replace(/[^A-Z0-9]/g, "");
  return createHash("sha256").update(normalized).digest("hex");
}

/**
 * The public holidays that are not working days. Statutory holidays only for now; once
 * proclaimed holidays live in the database (the leave work), this is the one place to add them.
 */
export async function holidaySet(years: number[]): Promise<ReadonlySet<string>> {
  return new Set(years.flatMap((year) => statutoryHolidays(year).map((holiday) => holiday.date)));
}

/** The last day HR has to answer: 2 Namibian working days after the day it was submitted. */
export function answerDeadline(submittedDay: string, holidays: ReadonlySet<string>) {
  return addWorkingDays(submittedDay, GRIEVANCE_RESPONSE_WORKING_DAYS, holidays);
}

/** Unanswered (no status change from submitted/open, no public reply) and past its deadline. */
export function isOverdue(row: { status: string; createdAt: Date; answered: boolean }, holidays: ReadonlySet<string>, now = new Date()) {
  if (row.answered || (row.status !== "submitted" && row.status !== "open")) return false;
  return todayIso(now) > answerDeadline(todayIso(row.createdAt), holidays);
}

/**
 * The last submission day whose grievances are overdue today if still unanswered: a grievance
 * is overdue exactly when it was submitted on or before this day (the deadline only moves
 * forward with the day submitted), so lists and counts can filter in SQL.
 */
export function lastOverdueSubmissionDay(holidays: ReadonlySet<string>, now = new Date()) {
  const today = todayIso(now);
  let day = addDays(today, -1);
  while (answerDeadline(day, holidays) >= today) day = addDays(day, -1);
  return day;
}

/** SQL: a grievance row still waiting for HR's first answer (alias `g`), submitted on or before :overdueDay. */
export const OVERDUE_SQL = `g.status IN ('submitted', 'open')
  AND NOT EXISTS (SELECT 1 FROM grievance_comments c WHERE c.grievance_id = g.id AND NOT c.is_internal)
  AND (g.created_at AT TIME ZONE '${COMPANY_TIME_ZONE}')::date <= :overdueDay`;

/** The holidays an overdue check today may touch (this year's and last year's, and next year's near its end). */
export function overdueHolidayYears(now = new Date()) {
  const year = Number(todayIso(now).slice(0, 4));
  return [year - 1, year, year + 1];
}

/** The years a deadline check of grievances submitted from `since` to `now` may touch. */
export function yearsBetween(since: Date, now = new Date()) {
  const years: number[] = [];
  for (let year = Number(todayIso(since).slice(0, 4)); year <= Number(todayIso(now).slice(0, 4)) + 1; year++) years.push(year);
  return years;
}
