import { Employee } from "#models";
import type { CurrentUser } from "~/auth.server";
import { decideAsHr } from "~/services/leave/decisions.server";
import { createLeaveRequest } from "~/services/leave/requests.server";
import { createTestUser } from "./factories";
import { createEmployeeWithManager } from "./leave";

function asCurrentUser(user: { id: number; email: string }, employee: Employee | null, role: "hr" | "employee"): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: "Test",
    lastName: "",
    role,
    passwordSet: true,
    employee: employee
      ? { id: employee.id, employeeId: employee.employeeId, communicationEmail: employee.communicationEmail ?? null }
      : null,
    sessionId: "test",
    lastActivity: Date.now(),
  };
}

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
  const { request } = await createLeaveRequest(asCurrentUser(staff.user, employee, "employee"), {
    leaveType: "maternity",
    startDate: "2026-02-02",
    endDate: "2026-04-26",
    expectedDate: "2026-03-02",
    reason: null,
    days: 84,
  });
  await decideAsHr(asCurrentUser(hrLogin, null, "hr"), request.id, "approved");
  return { staff, employee, hrLogin, request, name: `${employee.firstName} ${employee.lastName}` };
}
