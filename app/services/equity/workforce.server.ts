import { QueryTypes } from "sequelize";
import {
  OCCUPATIONAL_LEVEL_LABELS,
  OCCUPATIONAL_LEVELS,
  RACIALLY_ADVANTAGED_CATEGORIES,
  RACIALLY_DISADVANTAGED_CATEGORIES,
  type OccupationalLevel,
} from "~/constants";
import { getDb } from "~/db.server";

/**
 * The workforce profile of the affirmative action report (Affirmative Action (Employment)
 * Act 29 of 1998; issue 16): the active workforce counted per occupational level and per
 * department by the designated groups (racially disadvantaged, women, persons with
 * disabilities) and non-Namibian citizens. A value the employee record does not hold is
 * counted as "not specified", never guessed. HR only (the routes check).
 */

export const NOT_SPECIFIED_KEY = "not_specified";
export const NOT_SPECIFIED_LABEL = "Not specified";

export interface ProfileCounts {
  total: number;
  /** Racially disadvantaged, by gender (gender not specified counted apart). */
  disadvantagedMen: number;
  disadvantagedWomen: number;
  /** Racially advantaged, by gender. */
  advantagedMen: number;
  advantagedWomen: number;
  /** Race or gender not recorded: not in the four cells above. */
  raceOrGenderNotSpecified: number;
  women: number;
  men: number;
  genderNotSpecified: number;
  disadvantaged: number;
  raceNotSpecified: number;
  withDisabilities: number;
  disabilityNotSpecified: number;
  nonNamibian: number;
  citizenshipNotSpecified: number;
}

export interface ProfileRow extends ProfileCounts {
  key: string;
  label: string;
}

export interface WorkforceProfile {
  byLevel: ProfileRow[];
  byDepartment: ProfileRow[];
  total: ProfileCounts;
}

// One aggregate per grouping (raw SQL: FILTER counts over the whole workforce in one pass).
const COUNTS_SQL = `
  count(*)::int AS total,
  count(*) FILTER (WHERE race_category IN (:disadvantaged) AND gender = 'Male')::int AS "disadvantagedMen",
  count(*) FILTER (WHERE race_category IN (:disadvantaged) AND gender = 'Female')::int AS "disadvantagedWomen",
  count(*) FILTER (WHERE race_category IN (:advantaged) AND gender = 'Male')::int AS "advantagedMen",
  count(*) FILTER (WHERE race_category IN (:advantaged) AND gender = 'Female')::int AS "advantagedWomen",
  count(*) FILTER (WHERE race_category NOT IN (:disadvantaged, :advantaged) OR race_category IS NULL
                     OR gender IS NULL OR gender NOT IN ('Male', 'Female'))::int AS "raceOrGenderNotSpecified",
  count(*) FILTER (WHERE gender = 'Female')::int AS women,
  count(*) FILTER (WHERE gender = 'Male')::int AS men,
  count(*) FILTER (WHERE gender IS NULL OR gender NOT IN ('Male', 'Female'))::int AS "genderNotSpecified",
  count(*) FILTER (WHERE race_category IN (:disadvantaged))::int AS disadvantaged,
  count(*) FILTER (WHERE race_category IS NULL OR race_category NOT IN (:disadvantaged, :advantaged))::int AS "raceNotSpecified",
  count(*) FILTER (WHERE disability_status IN ('physical', 'mental', 'both'))::int AS "withDisabilities",
  count(*) FILTER (WHERE disability_status IS NULL)::int AS "disabilityNotSpecified",
  count(*) FILTER (WHERE namibian_citizen = false)::int AS "nonNamibian",
  count(*) FILTER (WHERE namibian_citizen IS NULL)::int AS "citizenshipNotSpecified"`;

/** The workforce the report counts: employees in the directory (not trashed) whose status is active. */
const WORKFORCE = `FROM employees WHERE deleted_at IS NULL AND status = 'active'`;

const replacements = {
  disadvantaged: [...RACIALLY_DISADVANTAGED_CATEGORIES],
  advantaged: [...RACIALLY_ADVANTAGED_CATEGORIES],
};

async function grouped(column: "occupational_level" | "department") {
  return getDb().query<ProfileCounts & { key: string | null }>(`SELECT ${column} AS key, ${COUNTS_SQL} ${WORKFORCE} GROUP BY ${column}`, {
    replacements,
    type: QueryTypes.SELECT,
  });
}

export function emptyCounts(): ProfileCounts {
  return {
    total: 0,
    disadvantagedMen: 0,
    disadvantagedWomen: 0,
    advantagedMen: 0,
    advantagedWomen: 0,
    raceOrGenderNotSpecified: 0,
    women: 0,
    men: 0,
    genderNotSpecified: 0,
    disadvantaged: 0,
    raceNotSpecified: 0,
    withDisabilities: 0,
    disabilityNotSpecified: 0,
    nonNamibian: 0,
    citizenshipNotSpecified: 0,
  };
}

function sum(rows: ProfileCounts[]): ProfileCounts {
  const total = emptyCounts();
  for (const row of rows) for (const key of Object.keys(total) as (keyof ProfileCounts)[]) total[key] += row[key];
  return total;
}

function withoutKey(row: ProfileCounts & { key: string | null }): ProfileCounts {
  const { key: _key, ...counts } = row;
  return counts;
}

/** The profile: every level in the Commission's order (empty ones too), then "not specified"; departments by name. */
export async function getWorkforceProfile(): Promise<WorkforceProfile> {
  const [levels, departments] = await Promise.all([grouped("occupational_level"), grouped("department")]);
  const byLevel: ProfileRow[] = OCCUPATIONAL_LEVELS.map((level) => {
    const row = levels.find((candidate) => candidate.key === level);
    return { key: level, label: OCCUPATIONAL_LEVEL_LABELS[level], ...(row ? withoutKey(row) : emptyCounts()) };
  });
  const unspecified = levels.find((row) => row.key === null);
  if (unspecified) byLevel.push({ key: NOT_SPECIFIED_KEY, label: NOT_SPECIFIED_LABEL, ...withoutKey(unspecified) });
  const byDepartment: ProfileRow[] = departments
    .map((row) => ({ key: row.key ?? NOT_SPECIFIED_KEY, label: row.key ?? NOT_SPECIFIED_LABEL, ...withoutKey(row) }))
    .sort((a, b) => (a.key === NOT_SPECIFIED_KEY ? 1 : b.key === NOT_SPECIFIED_KEY ? -1 : a.label.localeCompare(b.label)));
  return { byLevel, byDepartment, total: sum(levels.map(withoutKey)) };
}

/** A level's label, or the stored value for one the list no longer has. */
export function levelLabel(level: string | null) {
  if (!level) return NOT_SPECIFIED_LABEL;
  return OCCUPATIONAL_LEVEL_LABELS[level as OccupationalLevel] ?? level;
}
