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
  OCCUPATIONAL_LEVEL_LABELS,
  RACE_CATEGORIES,
  REGIONS,
} from "~/constants";
import { EMPLOYEE_FIELDS, type EmployeeField } from "~/schemas/employee";
import { IMPORT_TEMPLATE_EXAMPLE_ID } from "~/schemas/employee-import";
import { isValidIsoDate } from "~/utils/dates";

/**
 * The columns of an employee import (spec 2, "Import file" validation): which columns a
 * file may carry, how its headers are read, and the cell normalisation that turns a
 * spreadsheet's spelling into the form's values; also the employee sheet of the Excel
 * export, whose headers the import reads back. No .server imports: the command line and
 * the tests use it too.
 */

/**
 * Every column a file may carry: the Employee form's fields except managerId (an
 * internal record number no spreadsheet knows).
 */
export const IMPORT_COLUMNS = EMPLOYEE_FIELDS.filter((field) => field !== "managerId") as Exclude<EmployeeField, "managerId">[];
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/**
 * The employee sheet (Excel export, and headers the import also reads): every field HR sees
 * in the Employee form, in the form's order, with the form's labels. managerId is shown as
 * "Manager" (name and employee ID), which the import ignores.
 */
export const EMPLOYEE_SHEET_COLUMNS: { field: EmployeeField; header: string }[] = [
  { field: "firstName", header: "First Name" },
  { field: "lastName", header: "Last Name" },
  { field: "employeeId", header: "Employee ID" },
  { field: "nationalId", header: "National ID" },
  { field: "email", header: "Email" },
  { field: "communicationEmail", header: "Communication Email" },
  { field: "phone", header: "Phone" },
  { field: "birthday", header: "Birthday" },
  { field: "gender", header: "Gender" },
  { field: "ethnic", header: "Ethnic Group" },
  { field: "region", header: "Region" },
  { field: "employedFrom", header: "Employed From (town)" },
  { field: "namibianCitizen", header: "Namibian Citizen" },
  { field: "disabilityStatus", header: "Disability Status" },
  { field: "raceCategory", header: "Race Category" },
  { field: "address", header: "Address" },
  { field: "emergencyContact", header: "Emergency Contact" },
  { field: "emergencyPhone", header: "Emergency Phone" },
  { field: "department", header: "Department" },
  { field: "position", header: "Position" },
  { field: "designation", header: "Designation" },
  { field: "occupationalLevel", header: "Occupational Level" },
  { field: "workstation", header: "Workstation" },
  { field: "station", header: "Station" },
  { field: "location", header: "Location" },
  { field: "startDate", header: "Start Date" },
  { field: "workDaysPerWeek", header: "Work Days Per Week" },
  { field: "rosterDays", header: "Shift Roster" },
  { field: "rosterStart", header: "Roster Start" },
  { field: "employmentType", header: "Employment Type" },
  { field: "status", header: "Status" },
  { field: "leaveStatus", header: "Leave Status" },
  { field: "contractType", header: "Contract Type" },
  { field: "contractExpiryDate", header: "Contract Expiry Date" },
  { field: "renewalPhase", header: "Renewal Phase" },
  { field: "driverStatus", header: "Driver Status" },
  { field: "licenseCode", header: "License Code" },
  { field: "managerId", header: "Manager" },
  { field: "salary", header: "Salary (N$)" },
  { field: "taxNumber", header: "Tax Number" },
  { field: "socialSecurityNumber", header: "Social Security Number" },
  { field: "bankName", header: "Bank Name" },
  { field: "accountNumber", header: "Account Number" },
  { field: "accountType", header: "Account Type" },
  { field: "branchCode", header: "Branch Code" },
  { field: "vacationDays", header: "Vacation Days" },
  { field: "sickDays", header: "Sick Days" },
  { field: "octOvertimeHours", header: "October Overtime Hours" },
  { field: "novOvertimeHours", header: "November Overtime Hours" },
  { field: "decOvertimeHours", header: "December Overtime Hours" },
  { field: "notes", header: "Notes" },
];

/** Identifiers: always text, never numbers (leading zeros are part of them). */
export const IMPORT_IDENTIFIER_COLUMNS = [
  "employeeId",
  "nationalId",
  "phone",
  "emergencyPhone",
  "taxNumber",
  "socialSecurityNumber",
  "accountNumber",
  "branchCode",
  "licenseCode",
] as const satisfies readonly ImportColumn[];

/** Columns holding amounts with decimals (a comma-decimal file writes 18500,50). */
export const IMPORT_DECIMAL_COLUMNS = [
  "salary",
  "octOvertimeHours",
  "novOvertimeHours",
  "decOvertimeHours",
] as const satisfies readonly ImportColumn[];

/** Columns a file must have: the required fields without a default for new employees. */
export const IMPORT_REQUIRED_COLUMNS = [
  "employeeId",
  "firstName",
  "lastName",
  "department",
  "position",
] as const satisfies readonly ImportColumn[];

/** Headers are compared lower-cased with spaces, underscores, hyphens and dots removed. */
export function headerKey(header: string) {
  return header
    .replace(/^\uFEFF/, "")
    .toLowerCase()
    .replace(/[\s_\-.]+/g, "");
}

/** Other spellings real files use for a few columns (after headerKey). */
const HEADER_ALIASES: Record<string, ImportColumn> = {
  ethnicgroup: "ethnic",
  nationalidnumber: "nationalId",
  idnumber: "nationalId",
  idno: "nationalId",
  mobile: "phone",
  cell: "phone",
  cellphone: "phone",
  cellnumber: "phone",
  phonenumber: "phone",
  dateofbirth: "birthday",
  dob: "birthday",
  ssn: "socialSecurityNumber",
  socialsecurity: "socialSecurityNumber",
  surname: "lastName",
  firstnames: "firstName",
  forename: "firstName",
  employeeno: "employeeId",
  employeenumber: "employeeId",
  empno: "employeeId",
  staffnumber: "employeeId",
  jobtitle: "position",
  dateengaged: "startDate",
  engagementdate: "startDate",
  disability: "disabilityStatus",
  race: "raceCategory",
  // Read as "Namibian" -> yes, any other nationality -> no (matchHeader's caller converts the cells).
  nationality: "namibianCitizen",
  citizenship: "namibianCitizen",
};

/** Headers whose cells name a nationality rather than answer yes/no (see nationalityAsCitizen). */
export function isNationalityHeader(header: string) {
  return ["nationality", "citizenship"].includes(headerKey(header));
}

/** "Namibian" (or "Namibia", "NA") is a Namibian citizen; any other nationality is not; empty stays empty. */
export function nationalityAsCitizen(value: string | undefined) {
  const text = (value ?? "").trim();
  if (!text) return text;
  return /^(namibian?|na|nam)$/i.test(text) ? "yes" : "no";
}

const COLUMN_BY_KEY = new Map<string, ImportColumn>([
  ...IMPORT_COLUMNS.map((column) => [column.toLowerCase(), column] as const),
  ...Object.entries(HEADER_ALIASES),
  // The Excel export's headers (the form's labels) read back as their fields.
  ...EMPLOYEE_SHEET_COLUMNS.filter(({ field }) => field !== "managerId").map(
    ({ field, header }) => [headerKey(header), field as ImportColumn] as const,
  ),
]);

/** The column a header names, or null for a column the import does not know (ignored). */
export function matchHeader(header: string): ImportColumn | null {
  return COLUMN_BY_KEY.get(headerKey(header)) ?? null;
}

/**
 * Leave brought forward at go-live (issue 23), read beside the employee's columns: the date the
 * old records stood on, and per balance the working days taken in the cycle holding it (annual
 * also the days carried into that cycle). Written as the employee's opening balances.
 */
export const OPENING_IMPORT_COLUMNS = [
  { key: "openingAsOf", header: "Leave Balances As Of", kind: null, part: null },
  { key: "openingAnnualTaken", header: "Annual Leave Taken", kind: "annual", part: "taken" },
  { key: "openingAnnualCarried", header: "Annual Leave Carried", kind: "annual", part: "carried" },
  { key: "openingSickTaken", header: "Sick Leave Taken", kind: "sick", part: "taken" },
  { key: "openingCompassionateTaken", header: "Compassionate Leave Taken", kind: "compassionate", part: "taken" },
] as const;
export type OpeningImportColumn = (typeof OPENING_IMPORT_COLUMNS)[number]["key"];

const OPENING_BY_KEY = new Map<string, OpeningImportColumn>(
  OPENING_IMPORT_COLUMNS.flatMap(({ key, header }) => [[headerKey(header), key] as const, [key.toLowerCase(), key] as const]),
);

/** The opening-balance column a header names, or null. */
export function matchOpeningHeader(header: string): OpeningImportColumn | null {
  return OPENING_BY_KEY.get(headerKey(header)) ?? null;
}

/** Columns holding dates: YYYY-MM-DD or DD/MM/YYYY in a file, never MM/DD. */
export const IMPORT_DATE_COLUMNS = [
  "startDate",
  "contractExpiryDate",
  "birthday",
  "rosterStart",
] as const satisfies readonly ImportColumn[];

/**
 * A date cell as YYYY-MM-DD: accepts YYYY-MM-DD and DD/MM/YYYY (also with - or . between
 * the parts of the day-first form). Answers { ok: false } for anything else, including
 * month-first dates such as 12/31/2026 (there is no month 31).
 */
export function normalizeImportDate(raw: string): { ok: true; value: string } | { ok: false } {
  const value = raw.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  let result: string | null = null;
  if (iso) result = `${iso[1]}-${iso[2].padStart(2, "0")}-${iso[3].padStart(2, "0")}`;
  else if (dayFirst) result = `${dayFirst[3]}-${dayFirst[2].padStart(2, "0")}-${dayFirst[1].padStart(2, "0")}`;
  return result && isValidIsoDate(result) ? { ok: true, value: result } : { ok: false };
}

/** The spec's choices per column, matched case-insensitively. */
export const IMPORT_CHOICES: Partial<Record<ImportColumn, readonly string[]>> = {
  gender: GENDERS,
  ethnic: ETHNIC_GROUPS,
  region: REGIONS,
  department: DEPARTMENTS,
  contractType: CONTRACT_TYPES,
  driverStatus: DRIVER_STATUSES,
  employmentType: EMPLOYMENT_TYPES,
  status: EMPLOYEE_STATUSES,
  leaveStatus: LEAVE_STATUSES,
  bankName: BANK_NAMES,
  accountType: ACCOUNT_TYPES,
  disabilityStatus: DISABILITY_STATUSES,
  raceCategory: RACE_CATEGORIES,
  occupationalLevel: OCCUPATIONAL_LEVELS,
};

function choiceKey(value: string) {
  // ||Karas is how the region is shown (and typed); //Karas is how it is stored.
  return value.trim().toLowerCase().replace(/^\|\|/, "//").replace(/\s+/g, " ");
}

/** The canonical spelling of a choice ("FULL-TIME" -> "full-time", "||karas" -> "//Karas"), or null when it is none of them. */
export function normalizeChoice(column: ImportColumn, raw: string): string | null {
  const values = IMPORT_CHOICES[column];
  if (!values) return raw;
  const key = choiceKey(raw);
  const found = values.find((value) => choiceKey(value) === key);
  if (found || column !== "occupationalLevel") return found ?? null;
  // Occupational levels are typed as the Commission names them ("Semi-skilled") or as stored.
  return (
    OCCUPATIONAL_LEVELS.find(
      (level) => choiceKey(OCCUPATIONAL_LEVEL_LABELS[level]) === key || choiceKey(level.replace(/_/g, " ")) === key,
    ) ?? null
  );
}

/** Display of a choice list in an error message (regions as people write them). */
export function choiceList(column: ImportColumn) {
  return (IMPORT_CHOICES[column] ?? []).join(", ");
}

/** One example row for employee_template.csv (every importable column). */
export const IMPORT_TEMPLATE_EXAMPLE: Record<ImportColumn, string> = {
  employeeId: IMPORT_TEMPLATE_EXAMPLE_ID,
  nationalId: "02031500123",
  firstName: "Ndapewa",
  lastName: "Shikongo",
  email: "ndapewa.shikongo@namibcopper.com.na",
  communicationEmail: "ndapewa@example.org",
  phone: "+264 81 123 4567",
  gender: "Female",
  ethnic: "Ovambo",
  region: "//Karas",
  employedFrom: "Rosh Pinah",
  department: "Geology",
  position: "Field Assistant",
  designation: "Junior",
  occupationalLevel: "Semi-skilled",
  workstation: "Core shed",
  station: "Pit 2",
  contractType: "Permanent",
  driverStatus: "Non-Driver",
  licenseCode: "",
  startDate: "2026-01-15",
  contractExpiryDate: "",
  renewalPhase: "",
  employmentType: "full-time",
  location: "Rosh Pinah",
  salary: "18500.00",
  status: "active",
  leaveStatus: "at work",
  taxNumber: "",
  socialSecurityNumber: "",
  bankName: "Bank Windhoek",
  accountNumber: "0012345678",
  accountType: "Savings",
  branchCode: "081372",
  birthday: "15/06/1990",
  address: "12 Mine Road, Rosh Pinah",
  emergencyContact: "Maria Shikongo",
  emergencyPhone: "+264 81 765 4321",
  workDaysPerWeek: "5",
  rosterDays: "",
  rosterStart: "",
  vacationDays: "24",
  sickDays: "30",
  notes: "",
  namibianCitizen: "yes",
  disabilityStatus: "none",
  raceCategory: "Black",
  octOvertimeHours: "",
  novOvertimeHours: "",
  decOvertimeHours: "",
};
