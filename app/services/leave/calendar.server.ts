import { Op } from "sequelize";
import { Employee, LeaveRequest } from "#models";

/**
 * The company leave calendar: approved leave of colleagues who are not in the
 * trash. Any signed-in user may see it (spec 1, /leave-calendar), so an entry
 * carries only what the calendar shows, never the reason or approval details.
 */

/** One approved leave on the calendar: the fields of GET /api/leave-calendar/approved (spec 1 section 7). */
export interface LeaveCalendarEntry {
  id: number;
  firstName: string;
  lastName: string;
  department: string | null;
  /** The employee reference, like NCM-0023. */
  employeeId: string;
  leaveType: string;
  startDate: string;
  endDate: string;
  days: number;
}

/** Approved leave overlapping [from, to] (both inclusive, YYYY-MM-DD), by start date then surname. */
export async function getApprovedLeaveEntries({
  from,
  to,
  activeOnly = false,
}: {
  from: string;
  to: string;
  activeOnly?: boolean;
}): Promise<LeaveCalendarEntry[]> {
  const rows = await LeaveRequest.findAll({
    attributes: ["id", "leaveType", "startDate", "endDate", "days"],
    where: { status: "approved", startDate: { [Op.lte]: to }, endDate: { [Op.gte]: from } },
    include: [
      {
        model: Employee,
        as: "employee",
        required: true,
        where: activeOnly ? { deletedAt: null, status: "active" } : { deletedAt: null },
        attributes: ["firstName", "lastName", "department", "employeeId"],
      },
    ],
    order: [
      ["startDate", "ASC"],
      [{ model: Employee, as: "employee" }, "lastName", "ASC"],
      ["id", "ASC"],
    ],
  });
  return rows.map((row) => ({
    id: row.id,
    firstName: row.employee!.firstName,
    lastName: row.employee!.lastName,
    department: row.employee!.department ?? null,
    employeeId: row.employee!.employeeId,
    leaveType: row.leaveType,
    startDate: row.startDate,
    endDate: row.endDate,
    days: row.days,
  }));
}

/**
 * Who is on approved leave on a day (first and last day included): the On Leave lists
 * of the dashboard and the calendar page. Leavers (inactive, terminated) are not "on leave".
 */
export function getOnLeaveOn(date: string, { activeOnly = true } = {}) {
  return getApprovedLeaveEntries({ from: date, to: date, activeOnly });
}

/**
 * Approved leave starting in a calendar year: the "Total Approved Leaves (this year)"
 * card. Trashed employees are left out, as on the calendar itself.
 */
export async function countApprovedLeavesInYear(year: number) {
  return LeaveRequest.count({
    where: { status: "approved", startDate: { [Op.between]: [`${year}-01-01`, `${year}-12-31`] } },
    include: [{ model: Employee, as: "employee", required: true, where: { deletedAt: null }, attributes: [] }],
  });
}
