import { Op, type Transaction } from "sequelize";
import { PublicHoliday as ProclaimedHoliday } from "#models";
import { addDays } from "~/utils/dates";
import { statutoryHolidays, withSundayRule, type PublicHoliday } from "~/utils/public-holidays";

/**
 * The public holidays of any date range: the statutory ones (computed, app/utils/public-holidays)
 * plus the days proclaimed one at a time (HR's Public Holidays screen), with the Sunday rule
 * applied to the combined list, since a proclaimed day is a public holiday under the same Act.
 * Reading only, and a leaf: leave counts its working days with it. HR's changes to the
 * proclaimed days recount leave, so they belong to the leave area
 * (leave/proclaimed-holidays.server.ts) and the two never import each other in a circle.
 */

export interface HolidayView extends PublicHoliday {
  /** The id of a proclaimed day HR may edit; null for a computed one. */
  id: number | null;
}

function yearsOf(from: string, to: string) {
  const years: number[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) years.push(year);
  return years;
}

/** Every public holiday from `from` to `to` (both included), in date order. */
export async function holidaysBetween(from: string, to: string, transaction?: Transaction): Promise<HolidayView[]> {
  // A proclaimed Sunday just before the range gives a Monday inside it.
  const proclaimed = await ProclaimedHoliday.findAll({
    where: { date: { [Op.between]: [addDays(from, -1), to] } },
    order: [["date", "ASC"]],
    transaction,
  });
  const ids = new Map(proclaimed.map((row) => [row.date, row.id]));
  const computed = yearsOf(addDays(from, -1), to).flatMap((year) => statutoryHolidays(year));
  const all = withSundayRule([...computed, ...proclaimed.map((row) => ({ date: row.date, name: row.name, source: row.source }))]);
  return all
    .filter((day) => day.date >= from && day.date <= to)
    .map((day) => ({ ...day, id: ids.has(day.date) && !day.name.endsWith("(observed)") ? ids.get(day.date)! : null }));
}

/** The dates of the public holidays in a range, for counting working days. */
export async function holidayDatesBetween(from: string, to: string, transaction?: Transaction) {
  return new Set((await holidaysBetween(from, to, transaction)).map((day) => day.date));
}

export async function holidaysOfYear(year: number) {
  return holidaysBetween(`${year}-01-01`, `${year}-12-31`);
}
