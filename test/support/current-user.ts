import "./database";
import type { Employee } from "#models";
import type { CurrentUser } from "~/auth.server";

/** A user (and their employee record) as the services see the signed-in person, for calling services directly. */
export function asCurrentUser(user: { id: number; email: string; role: string }, employee: Employee | null = null): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: "Test",
    lastName: "User",
    role: user.role as "hr" | "employee",
    passwordSet: true,
    employee: employee
      ? { id: employee.id, employeeId: employee.employeeId, communicationEmail: employee.communicationEmail ?? null }
      : null,
    sessionId: "test",
    lastActivity: Date.now(),
  };
}
