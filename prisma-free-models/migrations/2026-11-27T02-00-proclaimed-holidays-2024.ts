import { QueryTypes, type Sequelize, type Transaction } from "sequelize";
import { addDays } from "~/utils/dates";
import { isWorkday, statutoryHolidays, withSundayRule } from "~/utils/public-holidays";
import type { Migration } from "../migrator";

/**
 * The days proclaimed public holidays for 2024 (issue 23), so 2024 counts right without HR's help:
 * - Sunday 25 February 2024, the state funeral and burial of President Dr Hage G. Geingob. Monday
 *   26 February is a holiday by s. 1(2) of the Act (a holiday on a Sunday gives the Monday) and is
 *   computed like every other Sunday-rule Monday, so it is not stored (it would count twice);
 * - Wednesday 27 November 2024, the general election of the President and the National Assembly.
 * Both by proclamation under s. 1(3) of the Public Holidays Act 26 of 1990. The Gazette numbers
 * could not be read from here; the source says so and HR completes it on the Public Holidays
 * screen (docs/decisions.md, issue 23). A day HR already entered is kept (ON CONFLICT DO NOTHING).
 *
 * Pending and approved leave covering one of the three days is counted again with them (its
 * employee's 5- or 6-day week, statutory and proclaimed holidays): the days were holidays by law
 * when the leave was taken, and a sick-leave cycle (36 months) can still hold them. No mail: it
 * is a correction of past counts, not a change the employee must act on.
 */
export const PROCLAIMED_2024 = [
  {
    date: "2024-02-25",
    name: "State funeral and burial of President Dr Hage G. Geingob",
    source:
      "Presidential proclamation under s. 1(3) of the Public Holidays Act 26 of 1990 (President Nangolo Mbumba, February 2024; " +
      "Monday 26 February followed by s. 1(2)). Government Gazette number not confirmed: please add it here.",
  },
  {
    date: "2024-11-27",
    name: "General election of the President and the National Assembly",
    source:
      "Presidential proclamation under s. 1(3) of the Public Holidays Act 26 of 1990 (President Nangolo Mbumba, announced " +
      "October 2024), for polling under the Electoral Act 5 of 2014. Government Gazette number not confirmed: please add it here.",
  },
] as const;

/**
 * A migration that stores proclaimed days (a day already entered is kept) and counts again the
 * leave covering each day and the Monday after it; `down` removes only the rows it wrote.
 */
export function proclaimedDaysMigration(days: readonly { date: string; name: string; source: string }[]): {
  up: Migration;
  down: Migration;
} {
  const touched = [...new Set(days.flatMap((day) => [day.date, addDays(day.date, 1)]))];
  return {
    up: async ({ context: sequelize }) => {
      await sequelize.transaction(async (transaction) => {
        for (const day of days) {
          await sequelize.query(`INSERT INTO public_holidays (date, name, source) VALUES ($1, $2, $3) ON CONFLICT (date) DO NOTHING`, {
            bind: [day.date, day.name, day.source],
            transaction,
          });
        }
        await recountLeaveTouching(sequelize, transaction, touched);
      });
    },
    down: async ({ context: sequelize }) => {
      await sequelize.transaction(async (transaction) => {
        // Only the rows this migration wrote (no author, its source): a day HR entered stays.
        for (const day of days) {
          await sequelize.query(`DELETE FROM public_holidays WHERE date = $1 AND source = $2 AND created_by IS NULL`, {
            bind: [day.date, day.source],
            transaction,
          });
        }
        await recountLeaveTouching(sequelize, transaction, touched);
      });
    },
  };
}

export const { up, down } = proclaimedDaysMigration(PROCLAIMED_2024);

interface LeaveRow {
  id: number;
  start_date: string;
  end_date: string;
  working_days: number;
  pattern: number | null;
}

/** Counts again the working days of pending and approved leave covering a touched day (also used by the 2025 days' migration). */
export async function recountLeaveTouching(sequelize: Sequelize, transaction: Transaction, touched: readonly string[]) {
  const rows = await sequelize.query<LeaveRow>(
    `SELECT lr.id, to_char(lr.start_date, 'YYYY-MM-DD') AS start_date, to_char(lr.end_date, 'YYYY-MM-DD') AS end_date,
            lr.working_days, e.work_days_per_week AS pattern
       FROM leave_requests lr LEFT JOIN employees e ON e.id = lr.employee_id
      WHERE lr.status IN ('pending', 'approved') AND EXISTS (
        SELECT 1 FROM unnest($1::date[]) AS d WHERE d BETWEEN lr.start_date AND lr.end_date)`,
    { bind: [touched], type: QueryTypes.SELECT, transaction },
  );
  if (rows.length === 0) return;
  const from = rows.reduce((min, row) => (row.start_date < min ? row.start_date : min), rows[0].start_date);
  const to = rows.reduce((max, row) => (row.end_date > max ? row.end_date : max), rows[0].end_date);
  const proclaimed = await sequelize.query<{ date: string; name: string; source: string }>(
    `SELECT to_char(date, 'YYYY-MM-DD') AS date, name, source FROM public_holidays WHERE date BETWEEN $1::date - 1 AND $2::date`,
    { bind: [from, to], type: QueryTypes.SELECT, transaction },
  );
  const statutory = [];
  for (let year = Number(from.slice(0, 4)) - 1; year <= Number(to.slice(0, 4)); year += 1) statutory.push(...statutoryHolidays(year));
  const holidays = new Set(withSundayRule([...statutory, ...proclaimed]).map((day) => day.date));
  for (const row of rows) {
    const pattern = row.pattern === 6 ? 6 : 5;
    let count = 0;
    for (let date = row.start_date; date <= row.end_date; date = addDays(date, 1)) {
      if (isWorkday(date, pattern) && !holidays.has(date)) count += 1;
    }
    if (count !== row.working_days) {
      await sequelize.query(`UPDATE leave_requests SET working_days = $2, updated_at = now() WHERE id = $1`, {
        bind: [row.id, count],
        transaction,
      });
    }
  }
}
