import { Employee } from "#models";
import { addDays, todayIso } from "~/utils/dates";
import { isWorkday, statutoryHolidays } from "~/utils/public-holidays";
import { createTestUser, unique } from "./factories";

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
