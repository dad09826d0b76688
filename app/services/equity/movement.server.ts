import { QueryTypes } from "sequelize";
import { OCCUPATIONAL_LEVELS, RACIALLY_DISADVANTAGED_CATEGORIES } from "~/constants";
import { getDb } from "~/db.server";

/**
 * Movement in a reporting period for the affirmative action report (issues 16 and 23), per
 * designated group, counted from the employment events (employment_events, written when the
 * change is made: employee form, API, import; see employment-events.server.ts), never from
 * the wording of the activity history. The period is inclusive, by event date.
 * - appointments: employees with an appointment in the period;
 * - promotions: employees whose level at the end of the period's level changes is higher than
 *   at their start (a promotion reversed in the period is no promotion);
 * - terminations: employees whose last termination or reinstatement in the period is a
 *   termination (a termination reversed in the period does not count).
 * Employees in the trash still count: what happened in a period does not change when a record
 * is put aside later (a permanent delete removes the record and its events, by design).
 */

export interface MovementCounts {
  total: number;
  women: number;
  disadvantaged: number;
  withDisabilities: number;
  nonNamibian: number;
}

export interface Movement {
  appointments: MovementCounts;
  promotions: MovementCounts;
  terminations: MovementCounts;
}

const GROUP_COUNTS = `
  count(*)::int AS total,
  count(*) FILTER (WHERE e.gender = 'Female')::int AS women,
  count(*) FILTER (WHERE e.race_category IN (:disadvantaged))::int AS disadvantaged,
  count(*) FILTER (WHERE e.disability_status IN ('physical', 'mental', 'both'))::int AS "withDisabilities",
  count(*) FILTER (WHERE e.namibian_citizen = false)::int AS "nonNamibian"`;

const IN_PERIOD = `v.event_date BETWEEN :from AND :to`;

/** The employees each movement counts (raw SQL: per-employee netting over the period's events in one pass). */
const MOVED: Record<keyof Movement, string> = {
  appointments: `SELECT v.employee_id FROM employment_events v WHERE v.type = 'appointment' AND ${IN_PERIOD}`,
  promotions: `
    SELECT employee_id FROM (
      SELECT v.employee_id,
             first_value(v.from_level) OVER w AS first_from,
             last_value(v.to_level) OVER w AS last_to
        FROM employment_events v
       WHERE v.type IN ('promotion', 'level_change') AND ${IN_PERIOD}
      WINDOW w AS (PARTITION BY v.employee_id ORDER BY v.event_date, v.id ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
    ) changes
     WHERE array_position(CAST(:levels AS text[]), last_to) < array_position(CAST(:levels AS text[]), first_from)`,
  terminations: `
    SELECT employee_id FROM (
      SELECT DISTINCT ON (v.employee_id) v.employee_id, v.type
        FROM employment_events v
       WHERE v.type IN ('termination', 'reinstatement') AND ${IN_PERIOD}
       ORDER BY v.employee_id, v.event_date DESC, v.id DESC
    ) latest
     WHERE type = 'termination'`,
};

export async function getMovement(from: string, to: string): Promise<Movement> {
  const db = getDb();
  const replacements = { from, to, disadvantaged: [...RACIALLY_DISADVANTAGED_CATEGORIES], levels: `{${OCCUPATIONAL_LEVELS.join(",")}}` };
  const count = async (kind: keyof Movement) => {
    const [row] = await db.query<MovementCounts>(`SELECT ${GROUP_COUNTS} FROM employees e WHERE e.id IN (${MOVED[kind]})`, {
      replacements,
      type: QueryTypes.SELECT,
    });
    return row;
  };
  const [appointments, promotions, terminations] = await Promise.all([count("appointments"), count("promotions"), count("terminations")]);
  return { appointments, promotions, terminations };
}
