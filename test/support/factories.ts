import "./database";
import { randomBytes } from "node:crypto";
import { Employee, User } from "#models";
import { hashPassword } from "~/services/accounts/password.server";

/** A short random suffix so every test's records are its own. */
export function unique(prefix = "t") {
  return `${prefix}${randomBytes(4).toString("hex")}`;
}

export const TEST_PASSWORD = "Copper#Test2026";

let cachedHash: Promise<string> | undefined;
function testPasswordHash() {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  return cachedHash;
}

export interface TestUserOptions {
  role?: "hr" | "employee";
  passwordSet?: boolean;
  withEmployee?: boolean;
  communicationEmail?: string | null;
  firstName?: string;
  lastName?: string;
  department?: string;
}

/** A login with an employee record (by default), password TEST_PASSWORD, setup complete. */
export async function createTestUser(options: TestUserOptions = {}) {
  const id = unique();
  const email = `${id}@namibcopper.com.na`;
  const passwordSet = options.passwordSet ?? true;
  const user = await User.create({
    email,
    firstName: options.firstName ?? "Test",
    lastName: options.lastName ?? id,
    role: options.role ?? "employee",
    passwordHash: passwordSet ? await testPasswordHash() : null,
    passwordSet,
  });
  let employee: Employee | null = null;
  if (options.withEmployee ?? true) {
    employee = await Employee.create({
      employeeId: `T-${id}`,
      firstName: options.firstName ?? "Test",
      lastName: options.lastName ?? id,
      email,
      communicationEmail: options.communicationEmail === undefined ? `${id}@example.org` : options.communicationEmail,
      department: options.department ?? "Geology",
      position: "Field Assistant",
      employmentType: "full-time",
      startDate: "2024-01-15",
      userId: user.id,
    });
  }
  return { user, employee, email, password: TEST_PASSWORD };
}

/** An employee record without any login (for the first-time set-password flow). */
export async function createTestEmployee(overrides: Partial<Parameters<typeof Employee.create>[0]> = {}) {
  const id = unique();
  return Employee.create({
    employeeId: `T-${id}`,
    firstName: "New",
    lastName: id,
    email: `${id}@namibcopper.com.na`,
    department: "Finance",
    position: "Accountant",
    employmentType: "full-time",
    startDate: "2025-03-01",
    ...overrides,
  });
}
