import { QueryTypes } from "sequelize";
import { getDb } from "~/db.server";
import { COMPANY_TIME_ZONE, todayIso } from "~/utils/dates";

/**
 * Employee statistics (spec 2, "Employee statistics"), computed with SQL aggregates.
 * Trashed employees count nowhere. The cards count all non-trashed employees; the
 * breakdowns count active ones, so their percentages (of active employees) add up.
 */

export const NOT_SPECIFIED = "Not specified";

export interface OverviewCounts {
  totalEmployees: number;
  activeEmployees: number;
  /** Pending leave requests of non-trashed employees. */
  pendingReviews: number;
  /** Events starting today or later (Namibian date). */
  upcomingEvents: number;
}

export interface EmployeeStatistics extends OverviewCounts {
  genderBreakdown: { male: number; female: number; other: number };
  contractTypeBreakdown: { permanent: number; probation: number; fixedTerm: number };
  driverStatusBreakdown: { drivers: number; nonDrivers: number };
  leaveStatusBreakdown: { onLeave: number; available: number };
  departmentBreakdown: Record<string, number>;
  regionBreakdown: Record<string, number>;
  ethnicBreakdown: Record<string, number>;
}

/** What every signed-in employee may see: totals and the department and region breakdowns. */
export type CompanyFigures = Pick<EmployeeStatistics, "totalEmployees" | "activeEmployees" | "departmentBreakdown" | "regionBreakdown">;

type CountRow = Record<
  | "total"
  | "active"
  | "pending"
  | "events"
  | "male"
  | "female"
  | "other_gender"
  | "permanent"
  | "probation"
  | "fixed_term"
  | "drivers"
  | "non_drivers"
  | "on_leave"
  | "available",
  string
>;

/** One pass over employees: every card and fixed breakdown, each a COUNT ... FILTER. */
async function queryCounts() {
  const [row] = await getDb().query<CountRow>(
    `SELECT
       count(*) AS total,
       count(*) FILTER (WHERE status = 'active') AS active,
       count(*) FILTER (WHERE status = 'active' AND gender = 'Male') AS male,
       count(*) FILTER (WHERE status = 'active' AND gender = 'Female') AS female,
       count(*) FILTER (WHERE status = 'active' AND gender IS DISTINCT FROM 'Male' AND gender IS DISTINCT FROM 'Female') AS other_gender,
       count(*) FILTER (WHERE status = 'active' AND contract_type = 'Permanent') AS permanent,
       count(*) FILTER (WHERE status = 'active' AND contract_type = 'Probation') AS probation,
       count(*) FILTER (WHERE status = 'active' AND contract_type = 'Fixed-term') AS fixed_term,
       count(*) FILTER (WHERE status = 'active' AND driver_status IN ('Driver', 'Driver - Long distance')) AS drivers,
       count(*) FILTER (WHERE status = 'active' AND driver_status = 'Non-Driver') AS non_drivers,
       count(*) FILTER (WHERE status = 'active' AND leave_status = 'on leave') AS on_leave,
       count(*) FILTER (WHERE status = 'active' AND leave_status IS DISTINCT FROM 'on leave') AS available,
       (SELECT count(*) FROM leave_requests lr JOIN employees e ON e.id = lr.employee_id
         WHERE lr.status = 'pending' AND e.deleted_at IS NULL) AS pending,
       (SELECT count(*) FROM events
         WHERE (start_date AT TIME ZONE :zone)::date >= CAST(:today AS date)) AS events
     FROM employees WHERE deleted_at IS NULL`,
    { type: QueryTypes.SELECT, replacements: { zone: COMPANY_TIME_ZONE, today: todayIso() } },
  );
  return row;
}

function cardsOf(row: CountRow): OverviewCounts {
  return {
    totalEmployees: Number(row.total),
    activeEmployees: Number(row.active),
    pendingReviews: Number(row.pending),
    upcomingEvents: Number(row.events),
  };
}

type Dimension = "department" | "region" | "ethnic";

/** Active employees grouped by department, region and ethnic group, largest first. */
async function queryBreakdowns(dimensions: Dimension[]) {
  const rows = await getDb().query<{ dimension: Dimension; name: string; count: string }>(
    dimensions
      .map(
        (
          dimension,
        ) => `SELECT '${dimension}' AS dimension, coalesce(nullif(trim(${dimension}), ''), :notSpecified) AS name, count(*) AS count
           FROM employees WHERE deleted_at IS NULL AND status = 'active' GROUP BY 2`,
      )
      .join(" UNION ALL ") + " ORDER BY 1, 3 DESC, 2",
    { type: QueryTypes.SELECT, replacements: { notSpecified: NOT_SPECIFIED } },
  );
  const maps: Record<Dimension, Record<string, number>> = { department: {}, region: {}, ethnic: {} };
  for (const row of rows) maps[row.dimension][row.name] = (maps[row.dimension][row.name] ?? 0) + Number(row.count);
  return maps;
}

/** The HR overview's stat cards (the same figures as the statistics dashboard's cards). */
export async function getOverviewCounts(): Promise<OverviewCounts> {
  return cardsOf(await queryCounts());
}

/** The whole statistics entity of spec 2, for HR. */
export async function getEmployeeStatistics(): Promise<EmployeeStatistics> {
  const [row, maps] = await Promise.all([queryCounts(), queryBreakdowns(["department", "region", "ethnic"])]);
  return {
    ...cardsOf(row),
    genderBreakdown: { male: Number(row.male), female: Number(row.female), other: Number(row.other_gender) },
    contractTypeBreakdown: { permanent: Number(row.permanent), probation: Number(row.probation), fixedTerm: Number(row.fixed_term) },
    driverStatusBreakdown: { drivers: Number(row.drivers), nonDrivers: Number(row.non_drivers) },
    leaveStatusBreakdown: { onLeave: Number(row.on_leave), available: Number(row.available) },
    departmentBreakdown: maps.department,
    regionBreakdown: maps.region,
    ethnicBreakdown: maps.ethnic,
  };
}

/** The reduced view for every signed-in employee: nothing about leave, gender, ethnicity or contracts. */
export async function getCompanyFigures(): Promise<CompanyFigures> {
  const [row, maps] = await Promise.all([queryCounts(), queryBreakdowns(["department", "region"])]);
  return {
    totalEmployees: Number(row.total),
    activeEmployees: Number(row.active),
    departmentBreakdown: maps.department,
    regionBreakdown: maps.region,
  };
}
