import "./database";
import { Employee } from "#models";
import { addDays, todayIso } from "~/utils/dates";
import { isWorkday, statutoryHolidays, weekdayOf } from "~/utils/public-holidays";
import { createTestUser, unique } from "./factories";
import { api, sessionCookieFor } from "./session";

/** An employee with a manager (who receives approval links) and a signed-in-ready login. */
export async function createEmployeeWithManager() {
  const manager = await createTestUser({ firstName: "Manager" });
  const staff = await createTestUser({ firstName: "Staff" });
  await Employee.update({ managerId: manager.employee!.id }, { where: { id: staff.employee!.id } });
  // Links go to the manager's communication email (personal); the manager confirms
  // with their company login email.
  const managerAddress = manager.employee!.communicationEmail!;
  const managerCompanyEmail = manager.email;
  return { manager, staff, managerAddress, managerCompanyEmail };
}

/** A fresh company-domain address for approver tests. */
export function companyAddress() {
  return `${unique("appr")}@namibcopper.com.na`;
}

/**
 * Dates far enough ahead that no other test's leave overlaps them. The start is moved forward to a
 * Monday-Friday that is not a public holiday, since a request with no working day is refused.
 */
export function futureRange(offsetDays: number, length: number) {
  let start = addDays(todayIso(), offsetDays);
  const holidays = (year: number) => new Set(statutoryHolidays(year).map((day) => day.date));
  while (!isWorkday(start, 5) || holidays(Number(start.slice(0, 4))).has(start)) start = addDays(start, 1);
  return { startDate: start, endDate: addDays(start, length - 1) };
}

/** Public holidays on a Tuesday to Thursday, at least a week ahead: the day before to the day after is 2 working days. */
export function midweekHolidays() {
  const from = addDays(todayIso(), 7);
  const year = Number(from.slice(0, 4));
  return [...statutoryHolidays(year), ...statutoryHolidays(year + 1)]
    .filter((day) => day.date >= from && [2, 3, 4].includes(weekdayOf(day.date)))
    .map((day) => ({ startDate: addDays(day.date, -1), endDate: addDays(day.date, 1), holiday: day.date }));
}

/** A new employee with a manager whose emergency leave request waits (made through the JSON API, as a script would). */
export async function pendingRequestOfNewEmployee(range: { startDate: string; endDate: string }) {
  const people = await createEmployeeWithManager();
  const response = await api("/api/leave-requests", {
    method: "POST",
    cookie: await sessionCookieFor(people.staff.user.id),
    body: { leaveType: "emergency", ...range, reason: "Flooded house in Oshakati" },
  });
  if (response.status !== 201) throw new Error(`The leave request answered ${response.status}`);
  const staffName = `${people.staff.user.firstName} ${people.staff.user.lastName}`;
  return { ...people, staffName };
}
