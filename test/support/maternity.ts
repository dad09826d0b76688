import "./database";
import { Employee } from "#models";
import { decideAsHr } from "~/services/leave/decisions.server";
import { createLeaveRequest } from "~/services/leave/requests.server";
import { asCurrentUser } from "./current-user";
import { createTestUser } from "./factories";
import { createEmployeeWithManager } from "./leave";

/**
 * A woman (with a manager, six months' service) on approved maternity leave: expected date of
 * birth Monday 2 March 2026, the leave from 2 February (four weeks before) to 26 April (twelve
 * weeks), approved by a new HR administrator. The Chromium and HTTP journeys of issue 23 share it.
 */
export async function approvedMaternityLeave() {
  const { staff } = await createEmployeeWithManager();
  await Employee.update({ gender: "female" }, { where: { id: staff.employee!.id } });
  const employee = (await Employee.findByPk(staff.employee!.id))!;
  const { user: hrLogin } = await createTestUser({ role: "hr", withEmployee: false });
  const { request } = await createLeaveRequest(asCurrentUser({ ...staff.user, role: "employee" }, employee), {
    leaveType: "maternity",
    startDate: "2026-02-02",
    endDate: "2026-04-26",
    expectedDate: "2026-03-02",
    reason: null,
    days: 84,
  });
  await decideAsHr(asCurrentUser({ ...hrLogin, role: "hr" }, null), request.id, "approved");
  return { staff, employee, hrLogin, request, name: `${employee.firstName} ${employee.lastName}` };
}
