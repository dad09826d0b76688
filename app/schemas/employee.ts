import * as z from "zod/mini";
import {
  ACCOUNT_TYPES,
  BANK_NAMES,
  CONTRACT_TYPES,
  DEPARTMENTS,
  DISABILITY_STATUSES,
  DRIVER_STATUSES,
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPES,
  ETHNIC_GROUPS,
  GENDERS,
  LEAVE_STATUSES,
  OCCUPATIONAL_LEVELS,
  RACE_CATEGORIES,
  REGIONS,
} from "~/constants";
import { isValidIsoDate } from "~/utils/dates";
import { centsToDecimal, parseAmount } from "~/utils/pay";
import { ROSTER_MAX_DAYS, parseRoster } from "~/utils/leave-law";
import { SIMPLE_EMAIL_PATTERN } from "~/utils/validation";

/**
 * The Employee create/edit form (spec 2 section 5), one schema for the HR dialog, its
 * action and the JSON API, and (relaxed) for the employee's own profile edit. The
 * browser gets this file: no .server imports.
 */

export const EMPLOYEE_MESSAGES = {
  employeeId: "Employee ID is required",
  firstName: "First name is required",
  lastName: "Last name is required",
  department: "Department is required",
  position: "Position is required",
  startDate: "Start date is required",
  employmentType: "Employment type is required",
  status: "Status is required",
  invalidEmail: "Invalid email format",
  invalidDate: "Please enter a valid date",
  duplicateEmployeeId: "An employee with this Employee ID already exists",
  duplicateEmail: "This email is already used by another employee or login",
} as const;

/** Success and failure texts of spec 2 section 8. */
/** The Manager field of the employee form (a text field: see services/employees/manager-choice.server.ts). */
export const MANAGER_MESSAGES = {
  notFound: "No employee matches the manager typed. Type the manager's Employee ID or pick one of the suggestions.",
  ambiguous: (name: string) => `More than one employee is called ${name}. Type the manager's Employee ID instead.`,
  self: "An employee cannot be their own manager",
  hint: "Type a name or an Employee ID; leave empty for no manager.",
} as const;

/** How a manager is written in the field and its suggestions: "Name (EMP-ID)". */
export function managerLabel(name: string, employeeId: string) {
  return `${name} (${employeeId})`;
}

export const EMPLOYEE_TOASTS = {
  created: "Employee created successfully",
  updated: "Employee updated successfully",
  trashed: "Employee moved to trash successfully",
  restored: "Employee restored successfully",
  permanentlyDeleted: "Employee permanently deleted",
  cleanedUp: "Expired records cleaned up successfully",
  exported: "Export successful",
  createFailed: "Failed to create employee",
  updateFailed: "Failed to update employee",
  deleteFailed: "Failed to delete employee",
  restoreFailed: "Failed to restore employee",
  permanentDeleteFailed: "Failed to permanently delete employee",
  cleanupFailed: "Failed to cleanup expired records",
  exportFailed: "Export failed",
  exportFailedDescription: "Failed to export employee list. Please try again.",
} as const;

type Mode = "admin" | "self";

/** Anything a form or a JSON body may send for a scalar field. */
const scalar = z.optional(z.nullable(z.union([z.string(), z.number(), z.boolean()])));

function asText(value: unknown) {
  if (value === null || value === undefined) return "";
  return String(value).trim();
}

/** Text; empty becomes null. Required in admin mode when a message is given. */
function text(mode: Mode, requiredMessage?: string, max = 255) {
  return z.pipe(
    scalar,
    z.transform((value, ctx) => {
      const result = asText(value);
      if (!result) {
        if (requiredMessage && mode === "admin") ctx.issues.push({ code: "custom", message: requiredMessage, input: value });
        return null;
      }
      if (result.length > max) ctx.issues.push({ code: "custom", message: `Must be at most ${max} characters`, input: value });
      return result;
    }),
  );
}

/** One of the spec's choices; empty becomes null. */
function choice(mode: Mode, values: readonly string[], label: string, requiredMessage?: string) {
  return z.pipe(
    scalar,
    z.transform((value, ctx) => {
      const result = asText(value);
      if (!result) {
        if (requiredMessage && mode === "admin") ctx.issues.push({ code: "custom", message: requiredMessage, input: value });
        return null;
      }
      if (!values.includes(result)) {
        ctx.issues.push({ code: "custom", message: `${label} must be one of: ${values.join(", ")}`, input: value });
      }
      return result;
    }),
  );
}

function date(mode: Mode, requiredMessage?: string) {
  return z.pipe(
    scalar,
    z.transform((value, ctx) => {
      const result = asText(value);
      if (!result) {
        if (requiredMessage && mode === "admin") ctx.issues.push({ code: "custom", message: requiredMessage, input: value });
        return null;
      }
      if (!isValidIsoDate(result)) ctx.issues.push({ code: "custom", message: EMPLOYEE_MESSAGES.invalidDate, input: value });
      return result;
    }),
  );
}

/** An optional field: empty is null; otherwise `read` gives the value, or the message to report. */
function optionalField<T>(read: (raw: string) => { value: T } | { error: string }) {
  return z.pipe(
    scalar,
    z.transform((value, ctx) => {
      const raw = asText(value);
      if (!raw) return null;
      const result = read(raw);
      if ("error" in result) {
        ctx.issues.push({ code: "custom", message: result.error, input: value });
        return null;
      }
      return result.value;
    }),
  );
}

const email = optionalField((raw) => {
  const address = raw.toLowerCase();
  return SIMPLE_EMAIL_PATTERN.test(address) && address.length <= 255 ? { value: address } : { error: EMPLOYEE_MESSAGES.invalidEmail };
});

function wholeNumber(label: string, max: number) {
  return optionalField((raw) =>
    /^\d+$/.test(raw) && Number(raw) <= max ? { value: Number(raw) } : { error: `${label} must be a whole number from 0 to ${max}` },
  );
}

/** Money as the DECIMAL(10,2) string the column takes ("12500.00"), never a float; empty is null. */
const salary = optionalField((raw) => {
  const amount = parseAmount(raw);
  return amount.ok ? { value: centsToDecimal(amount.cents) } : { error: `Salary ${amount.message}` };
});

/** Overtime hours: DECIMAL(5,2). */
function hours(label: string) {
  return optionalField((raw) =>
    /^\d{1,3}(\.\d{1,2})?$/.test(raw) ? { value: raw } : { error: `${label} must be a number from 0 to 999.99` },
  );
}

const yesNo = optionalField<boolean>((raw) => {
  const answer = raw.toLowerCase();
  if (["true", "yes", "on", "1"].includes(answer)) return { value: true };
  if (["false", "no", "off", "0"].includes(answer)) return { value: false };
  return { error: "Namibian citizen must be yes or no" };
});

/** The work pattern leave is counted in: 5 (Monday-Friday, the default when empty) or 6 (Monday-Saturday). */
const workDaysPerWeek = z.pipe(
  scalar,
  z.transform((value, ctx): 5 | 6 => {
    const raw = asText(value);
    if (!raw || raw === "5") return 5;
    if (raw === "6") return 6;
    ctx.issues.push({ code: "custom", message: "Work pattern must be 5 (Monday-Friday) or 6 (Monday-Saturday) days a week", input: value });
    return 5;
  }),
);

/**
 * A shift roster in HR's words ("4 on, 4 off", "7 on 7 off", "5 on, 2 off, 4 on, 3 off") or as
 * stored ("11110000"); stored as one "1"/"0" per day of the cycle. Empty: the weekly pattern.
 */
export const ROSTER_MESSAGE = `Shift roster must read like "4 on, 4 off": days on and off, at most ${ROSTER_MAX_DAYS} days in all`;
const rosterDays = z.pipe(
  scalar,
  z.transform((value, ctx): string | null => {
    const raw = asText(value);
    if (!raw) return null;
    const days =
      /^[01]+$/.test(raw) && raw.includes("1") && raw.includes("0") && raw.length >= 2 && raw.length <= ROSTER_MAX_DAYS
        ? raw
        : parseRoster(raw);
    if (!days) ctx.issues.push({ code: "custom", message: ROSTER_MESSAGE, input: value });
    return days;
  }),
);

function managerId() {
  return z.pipe(
    scalar,
    z.transform((value, ctx) => {
      const raw = asText(value);
      if (!raw) return null;
      if (!/^\d{1,9}$/.test(raw) || Number(raw) <= 0) {
        ctx.issues.push({ code: "custom", message: "Manager must be an employee", input: value });
        return null;
      }
      return Number(raw);
    }),
  );
}

function employeeFields(mode: Mode) {
  return {
    employeeId: text(mode, EMPLOYEE_MESSAGES.employeeId, 50),
    nationalId: text(mode, undefined, 50),
    firstName: text(mode, EMPLOYEE_MESSAGES.firstName),
    lastName: text(mode, EMPLOYEE_MESSAGES.lastName),
    email,
    communicationEmail: email,
    phone: text(mode, undefined, 50),
    gender: choice(mode, GENDERS, "Gender"),
    ethnic: choice(mode, ETHNIC_GROUPS, "Ethnic group"),
    region: choice(mode, REGIONS, "Region"),
    employedFrom: text(mode),
    department: choice(mode, DEPARTMENTS, "Department", EMPLOYEE_MESSAGES.department),
    position: text(mode, EMPLOYEE_MESSAGES.position),
    designation: text(mode),
    occupationalLevel: choice(mode, OCCUPATIONAL_LEVELS, "Occupational level"),
    workstation: text(mode),
    station: text(mode),
    contractType: choice(mode, CONTRACT_TYPES, "Contract type"),
    driverStatus: choice(mode, DRIVER_STATUSES, "Driver status"),
    licenseCode: text(mode, undefined, 20),
    startDate: date(mode, EMPLOYEE_MESSAGES.startDate),
    workDaysPerWeek,
    rosterDays,
    rosterStart: date(mode),
    contractExpiryDate: date(mode),
    renewalPhase: text(mode, undefined, 50),
    employmentType: choice(mode, EMPLOYMENT_TYPES, "Employment type", EMPLOYEE_MESSAGES.employmentType),
    managerId: managerId(),
    location: text(mode),
    salary,
    status: choice(mode, EMPLOYEE_STATUSES, "Status", EMPLOYEE_MESSAGES.status),
    leaveStatus: choice(mode, LEAVE_STATUSES, "Leave status"),
    taxNumber: text(mode, undefined, 50),
    socialSecurityNumber: text(mode, undefined, 50),
    bankName: choice(mode, BANK_NAMES, "Bank name"),
    accountNumber: text(mode, undefined, 50),
    accountType: choice(mode, ACCOUNT_TYPES, "Account type"),
    branchCode: text(mode, undefined, 20),
    birthday: date(mode),
    address: text(mode, undefined, 2000),
    emergencyContact: text(mode),
    emergencyPhone: text(mode, undefined, 50),
    vacationDays: wholeNumber("Vacation days", 365),
    sickDays: wholeNumber("Sick days", 365),
    notes: text(mode, undefined, 5000),
    namibianCitizen: yesNo,
    disabilityStatus: choice(mode, DISABILITY_STATUSES, "Disability status"),
    raceCategory: choice(mode, RACE_CATEGORIES, "Race category"),
    octOvertimeHours: hours("October overtime hours"),
    novOvertimeHours: hours("November overtime hours"),
    decOvertimeHours: hours("December overtime hours"),
  };
}

/** The HR form: the spec's required fields with their messages; every other field optional, empty -> null. */
export const EmployeeFormSchema = z.object(employeeFields("admin")).check(
  z.refine((value) => !value.rosterDays || Boolean(value.rosterStart), {
    message: "Please enter the day the roster's cycle starts (its first day on shift)",
    path: ["rosterStart"],
  }),
  z.refine((value) => Boolean(value.rosterDays) || !value.rosterStart, {
    message: "Please enter the shift roster, or leave its start empty",
    path: ["rosterDays"],
  }),
);

/**
 * The employee's own profile edit (a later issue): every field optional, only the
 * email format still checked (spec 2 section 5, "self-edit mode").
 */
export const EmployeeSelfEditSchema = z.object(employeeFields("self"));

export type EmployeeInput = z.infer<typeof EmployeeFormSchema>;
export type EmployeeField = keyof EmployeeInput;
export const EMPLOYEE_FIELDS = Object.keys(EmployeeFormSchema.shape) as EmployeeField[];

/** What a new employee's form starts with (spec 2 section 5). */
export function newEmployeeDefaults(today: string) {
  return { status: "active", employmentType: "full-time", startDate: today, leaveStatus: "at work" } as const;
}
