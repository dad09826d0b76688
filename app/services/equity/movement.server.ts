import { QueryTypes } from "sequelize";
import { OCCUPATIONAL_LEVEL_LABELS, OCCUPATIONAL_LEVELS, RACIALLY_DISADVANTAGED_CATEGORIES } from "~/constants";
import { getDb } from "~/db.server";
import { OCCUPATIONAL_LEVEL_CHANGE_TITLE } from "~/services/employee-activity.server";

/**
 * Movement in a reporting period for the affirmative action report (issue 16), per designated
 * group, from the employee records and their history:
 * - appointments: employees whose start date falls in the period;
 * - promotions: occupational level changes to a higher level made in the period (the history
 *   row the employee form writes, "Occupational level changed from X to Y");
 * - terminations: status changes to terminated made in the period.
 * The period is inclusive, in Namibian dates. Employees in the trash still count in all three:
 * what happened in a period does not change when a record is put aside later (a permanent
 * delete removes the record and its history, and so its movement, by design).
 * Changes made by the employee import count like those made in the form (its history rows
 * name the file after the change).
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

/** "Occupational level changed from A to B" with A and B as labels: true when B is a higher level than A. */
export function isPromotion(description: string | null) {
  const match = /^Occupational level changed from (.+?) to (.+?)(?: by the import of .+)?$/.exec(description ?? "");
  if (!match) return false;
  const rank = (label: string) => OCCUPATIONAL_LEVELS.findIndex((level) => OCCUPATIONAL_LEVEL_LABELS[level] === label);
  const from = rank(match[1]);
  const to = rank(match[2]);
  // The list runs from the top down: a smaller index is a higher level. From "not specified" is no promotion.
  return from >= 0 && to >= 0 && to < from;
}

export async function getMovement(from: string, to: string): Promise<Movement> {
  const db = getDb();
  const replacements = { from, to, disadvantaged: [...RACIALLY_DISADVANTAGED_CATEGORIES], title: OCCUPATIONAL_LEVEL_CHANGE_TITLE };
  const period = `a.created_at >= (CAST(:from AS date)::timestamp AT TIME ZONE 'Africa/Windhoek')
              AND a.created_at < ((CAST(:to AS date) + 1)::timestamp AT TIME ZONE 'Africa/Windhoek')`;
  const [appointments] = await db.query<MovementCounts>(
    `SELECT ${GROUP_COUNTS} FROM employees e WHERE e.start_date BETWEEN :from AND :to`,
    { replacements, type: QueryTypes.SELECT },
  );
  const [terminations] = await db.query<MovementCounts>(
    `SELECT ${GROUP_COUNTS} FROM employees e
      WHERE e.id IN (SELECT a.employee_id FROM employee_activity a
                      WHERE a.type = 'status_changed' AND ${period}
                        AND (a.description LIKE '% to terminated' OR a.description LIKE '% to terminated by the import of %'))`,
    { replacements, type: QueryTypes.SELECT },
  );
  // Promotions: the level rows of the period, read back in code (the levels' order is ours, not SQL's).
  const changes = await db.query<{ employee_id: number; description: string | null }>(
    `SELECT a.employee_id, a.description FROM employee_activity a WHERE a.title = :title AND ${period}`,
    { replacements, type: QueryTypes.SELECT },
  );
  const promoted = [...new Set(changes.filter((row) => isPromotion(row.description)).map((row) => row.employee_id))];
  const [promotions] = promoted.length
    ? await db.query<MovementCounts>(`SELECT ${GROUP_COUNTS} FROM employees e WHERE e.id IN (:promoted)`, {
        replacements: { ...replacements, promoted },
        type: QueryTypes.SELECT,
      })
    : [{ total: 0, women: 0, disadvantaged: 0, withDisabilities: 0, nonNamibian: 0 }];
  return { appointments, promotions, terminations };
}
