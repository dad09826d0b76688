import { QueryTypes, UniqueConstraintError } from "sequelize";
import { AffirmativeActionGoal } from "#models";
import { getDb } from "~/db.server";
import { ALL_DEPARTMENTS, EE_MESSAGES, type AaGoalInput } from "~/schemas/equity";
import { levelLabel } from "~/services/equity/workforce.server";
import { ServiceError } from "~/services/errors.server";
import { RACIALLY_DISADVANTAGED_CATEGORIES } from "~/constants";

/**
 * Affirmative action goals (issue 16; table affirmative_action_goals): HR's numerical targets
 * per department (or the whole workforce) and occupational level (or all levels) for a year,
 * and the workforce's actual figures beside them, with the gap in people: how many more
 * women, persons with disabilities or racially disadvantaged persons the group needs to reach
 * its target at today's size.
 */

export interface GoalView {
  id: number;
  department: string;
  jobLevel: string | null;
  jobLevelLabel: string;
  targetYear: number;
  womenTargetPercent: string | null;
  disabilityTargetPercent: string | null;
  raciallyDisadvantagedTargetPercent: string | null;
  notes: string | null;
}

export interface GoalMeasure {
  targetPercent: number;
  actual: number;
  /** The share now, rounded down to two decimals: 2.95 % shows as 2.95, never as a 3 % that is not there. */
  actualPercent: number;
  /** Exact: actual / workforce >= target (in whole numbers, no rounding). */
  met: boolean;
  /** People short of the target (0 when met). */
  gap: number;
}

export interface GoalProgress extends GoalView {
  workforce: number;
  women: GoalMeasure | null;
  disability: GoalMeasure | null;
  raciallyDisadvantaged: GoalMeasure | null;
}

function view(row: AffirmativeActionGoal): GoalView {
  return {
    id: row.id,
    department: row.department,
    jobLevel: row.jobLevel ?? null,
    jobLevelLabel: row.jobLevel ? levelLabel(row.jobLevel) : "All levels",
    targetYear: row.targetYear,
    womenTargetPercent: row.womenTargetPercent ?? null,
    disabilityTargetPercent: row.disabilityTargetPercent ?? null,
    raciallyDisadvantagedTargetPercent: row.raciallyDisadvantagedTargetPercent ?? null,
    notes: row.notes ?? null,
  };
}

export async function listGoals(year?: number) {
  const rows = await AffirmativeActionGoal.findAll({
    where: year ? { targetYear: year } : {},
    order: [
      ["targetYear", "DESC"],
      ["department", "ASC"],
      ["jobLevel", "ASC"],
    ],
  });
  return rows.map(view);
}

export async function getGoal(id: number) {
  const row = await AffirmativeActionGoal.findByPk(id);
  if (!row) throw new ServiceError(404, EE_MESSAGES.goalNotFound);
  return view(row);
}

function values(input: AaGoalInput) {
  return {
    department: input.department,
    jobLevel: input.jobLevel || null,
    targetYear: input.targetYear,
    womenTargetPercent: input.womenTargetPercent ?? null,
    disabilityTargetPercent: input.disabilityTargetPercent ?? null,
    raciallyDisadvantagedTargetPercent: input.raciallyDisadvantagedTargetPercent ?? null,
    notes: input.notes || null,
  };
}

async function unique<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintError)
      throw new ServiceError(409, EE_MESSAGES.goalDuplicate, { department: [EE_MESSAGES.goalDuplicate] });
    throw error;
  }
}

/** Records a goal; one per department, level and year. */
export async function createGoal(input: AaGoalInput) {
  return view(await unique(() => AffirmativeActionGoal.create(values(input))));
}

export async function updateGoal(id: number, input: AaGoalInput) {
  const row = await AffirmativeActionGoal.findByPk(id);
  if (!row) throw new ServiceError(404, EE_MESSAGES.goalNotFound);
  return view(await unique(() => row.update(values(input))));
}

export async function deleteGoal(id: number) {
  const deleted = await AffirmativeActionGoal.destroy({ where: { id } });
  if (!deleted) throw new ServiceError(404, EE_MESSAGES.goalNotFound);
}

interface GroupCounts {
  total: number;
  women: number;
  disabled: number;
  disadvantaged: number;
}

/** The active workforce of one department (or all) and one level (or all): raw SQL, one aggregate. */
async function groupCounts(department: string, jobLevel: string | null): Promise<GroupCounts> {
  const [row] = await getDb().query<GroupCounts>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE gender = 'Female')::int AS women,
            count(*) FILTER (WHERE disability_status IN ('physical', 'mental', 'both'))::int AS disabled,
            count(*) FILTER (WHERE race_category IN (:disadvantaged))::int AS disadvantaged
       FROM employees
      WHERE deleted_at IS NULL AND status = 'active'
        AND (:department = :all OR department = :department)
        AND (CAST(:jobLevel AS text) IS NULL OR occupational_level = :jobLevel)`,
    {
      replacements: { department, all: ALL_DEPARTMENTS, jobLevel, disadvantaged: [...RACIALLY_DISADVANTAGED_CATEGORIES] },
      type: QueryTypes.SELECT,
    },
  );
  return row;
}

/**
 * Actual against target, exactly: the target has two decimals, so it is compared in
 * hundredths of a per cent as whole numbers (actual * 10000 >= target * 100 * total). The
 * share shown is rounded down, so it never reads as reaching a target that is not met.
 */
export function measure(target: string | null, actual: number, total: number): GoalMeasure | null {
  if (target === null) return null;
  const targetPercent = Number(target);
  const targetHundredths = Math.round(targetPercent * 100);
  // People needed at today's size: ceil(target% * total), in integers.
  const needed = Math.floor((targetHundredths * total + 9999) / 10000);
  return {
    targetPercent,
    actual,
    actualPercent: total === 0 ? 0 : Math.floor((actual * 10000) / total) / 100,
    met: total > 0 && actual * 10000 >= targetHundredths * total,
    gap: Math.max(0, needed - actual),
  };
}

/** The goals of a year with the workforce's actual figures beside them. */
export async function goalProgress(year: number): Promise<GoalProgress[]> {
  const goals = await listGoals(year);
  return Promise.all(
    goals.map(async (goal) => {
      const counts = await groupCounts(goal.department, goal.jobLevel);
      return {
        ...goal,
        workforce: counts.total,
        women: measure(goal.womenTargetPercent, counts.women, counts.total),
        disability: measure(goal.disabilityTargetPercent, counts.disabled, counts.total),
        raciallyDisadvantaged: measure(goal.raciallyDisadvantagedTargetPercent, counts.disadvantaged, counts.total),
      };
    }),
  );
}
