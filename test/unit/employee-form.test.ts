import { describe, expect, it } from "vitest";
import { EmployeeFormSchema, EmployeeSelfEditSchema } from "~/schemas/employee";
import { birthdayBadge, daysUntilExpiry, expiryLabel } from "~/utils/employee-dates";

function messages(input: Record<string, unknown>, schema = EmployeeFormSchema) {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

const valid = {
  employeeId: "NC-1001",
  firstName: "Ndapewa",
  lastName: "Shikongo",
  department: "Geology",
  position: "Geologist",
  startDate: "2024-02-01",
  employmentType: "full-time",
  status: "active",
};

describe("EmployeeFormSchema", () => {
  it("names every required field with the spec's message", () => {
    expect(messages({})).toEqual({
      employeeId: "Employee ID is required",
      firstName: "First name is required",
      lastName: "Last name is required",
      department: "Department is required",
      position: "Position is required",
      startDate: "Start date is required",
      employmentType: "Employment type is required",
      status: "Status is required",
    });
  });

  it("accepts no email but refuses a malformed one", () => {
    expect(EmployeeFormSchema.safeParse(valid).success).toBe(true);
    expect(messages({ ...valid, email: "not-an-email" })).toEqual({ email: "Invalid email format" });
    expect(messages({ ...valid, communicationEmail: "a@b" })).toEqual({ communicationEmail: "Invalid email format" });
  });

  it("saves empty optional fields as null and salary as an exact decimal", () => {
    const result = EmployeeFormSchema.parse({ ...valid, phone: "", managerId: "", bankName: "", taxNumber: "  ", salary: "N$ 12,500.5" });
    expect(result).toMatchObject({ phone: null, managerId: null, bankName: null, taxNumber: null, location: null, salary: "12500.50" });
    expect(EmployeeFormSchema.parse({ ...valid, salary: "" }).salary).toBeNull();
    expect(EmployeeFormSchema.parse({ ...valid, salary: 9000 }).salary).toBe("9000.00");
    expect(messages({ ...valid, salary: "-5" })).toEqual({ salary: "Salary must not be negative" });
  });

  it("offers the spec's enumerations as choices, //Karas stored as is", () => {
    expect(EmployeeFormSchema.parse({ ...valid, region: "//Karas" }).region).toBe("//Karas");
    expect(messages({ ...valid, region: "Atlantis" }).region).toMatch(/^Region must be one of/);
    expect(messages({ ...valid, department: "Marketing" }).department).toMatch(/^Department must be one of/);
    expect(messages({ ...valid, employmentType: "fixed-term" }).employmentType).toMatch(/^Employment type must be one of/);
  });

  it("reads numbers and yes/no as people and JSON send them", () => {
    const result = EmployeeFormSchema.parse({ ...valid, vacationDays: "21", sickDays: 10, namibianCitizen: "true", managerId: "7" });
    expect(result).toMatchObject({ vacationDays: 21, sickDays: 10, namibianCitizen: true, managerId: 7 });
    expect(messages({ ...valid, startDate: "2024-02-30" })).toEqual({ startDate: "Please enter a valid date" });
  });

  it("in self-edit mode leaves every field optional but still checks the email format", () => {
    expect(EmployeeSelfEditSchema.safeParse({}).success).toBe(true);
    expect(messages({ email: "bad" }, EmployeeSelfEditSchema)).toEqual({ email: "Invalid email format" });
  });
});

describe("birthdayBadge", () => {
  it("shows Today!, Tomorrow or N days within 30 days", () => {
    expect(birthdayBadge("1990-06-15", "2026-06-15")).toEqual({ days: 0, label: "Today!" });
    expect(birthdayBadge("1990-06-16", "2026-06-15")).toEqual({ days: 1, label: "Tomorrow" });
    expect(birthdayBadge("1990-07-15", "2026-06-15")).toEqual({ days: 30, label: "30 days" });
    expect(birthdayBadge("1990-07-16", "2026-06-15")).toBeNull();
    expect(birthdayBadge(null, "2026-06-15")).toBeNull();
  });

  it("wraps over the new year and places 29 February on the 28th in other years", () => {
    expect(birthdayBadge("1985-01-03", "2026-12-30")).toEqual({ days: 4, label: "4 days" });
    expect(birthdayBadge("2000-02-29", "2027-02-27")).toEqual({ days: 1, label: "Tomorrow" });
    expect(birthdayBadge("2000-02-29", "2028-02-28")).toEqual({ days: 1, label: "Tomorrow" });
  });
});

describe("daysUntilExpiry", () => {
  const now = new Date("2026-06-30T12:00:00Z");
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);

  it("counts down the 30-day retention; 0 shows Expired", () => {
    expect(daysUntilExpiry(ago(0), now)).toBe(30);
    expect(daysUntilExpiry(ago(10), now)).toBe(20);
    expect(daysUntilExpiry(ago(29.5), now)).toBe(1);
    expect(daysUntilExpiry(ago(30), now)).toBe(0);
    expect(daysUntilExpiry(ago(45), now)).toBe(0);
    expect(expiryLabel(0)).toBe("Expired");
    expect(expiryLabel(1)).toBe("1 day left");
    expect(expiryLabel(20)).toBe("20 days left");
  });
});
