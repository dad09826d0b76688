import { capitalise } from "~/utils/labels";
import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { Field, SelectField, TextareaField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
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
  disabilityLabel,
  regionLabel,
} from "~/constants";
import { EmployeeFormSchema, EmployeeSelfEditSchema } from "~/schemas/employee";
import { ManagerField } from "./manager-field";

type Values = Record<string, string | number | boolean | null | undefined>;
type Meta = FieldMetadata<string | undefined>;

interface EmployeeFormProps {
  /** "admin": HR's dialog with the spec's required fields; "self": the employee's own profile (every field optional). */
  mode?: "admin" | "self";
  lastResult?: SubmissionResult<string[]>;
  defaultValue: Values;
  /** The record edited (its own name is left out of the Manager suggestions). */
  employeeRecordId?: number;
  submitLabel: string;
  failureTitle: string;
  cancelTo: string;
}

const REQUIRED = ["employeeId", "firstName", "lastName", "department", "position", "startDate", "employmentType", "status"];

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-500">{title}</legend>
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** What each section of the form reads: the fields, which are required, and (Employment) the mode and the record. */
interface SectionProps {
  f: Record<string, Meta>;
  required: (name: string) => boolean;
  mode?: "admin" | "self";
  employeeRecordId?: number;
}

/** Name, identity, contact and the Employment Equity fields. */
function PersonalInformation({ f, required }: SectionProps) {
  return (
    <Group title="Personal Information">
      <Field label="First Name" meta={f.firstName} required={required("firstName")} />
      <Field label="Last Name" meta={f.lastName} required={required("lastName")} />
      <Field label="Employee ID" meta={f.employeeId} required={required("employeeId")} />
      <Field label="National ID" meta={f.nationalId} />
      <Field label="Email" meta={f.email} type="email" />
      <Field label="Communication Email" meta={f.communicationEmail} type="email" />
      <Field label="Phone" meta={f.phone} type="tel" />
      <Field label="Birthday" meta={f.birthday} type="date" />
      <SelectField placeholder="Select" label="Gender" meta={f.gender} options={GENDERS} />
      <SelectField placeholder="Select" label="Ethnic Group" meta={f.ethnic} options={ETHNIC_GROUPS} />
      <SelectField
        placeholder="Select"
        label="Region"
        meta={f.region}
        options={REGIONS.map((region) => [region, regionLabel(region)] as const)}
      />
      <Field label="Employed From (town)" meta={f.employedFrom} />
      <SelectField
        placeholder="Select"
        label="Namibian Citizen"
        meta={f.namibianCitizen}
        options={[["true", "Yes"] as const, ["false", "No"] as const]}
      />
      <SelectField
        placeholder="Select"
        label="Disability Status"
        meta={f.disabilityStatus}
        options={DISABILITY_STATUSES.map((value) => [value, disabilityLabel(value)] as const)}
      />
      <SelectField placeholder="Select" label="Race Category" meta={f.raceCategory} options={RACE_CATEGORIES} />
      <Field label="Address" meta={f.address} />
      <Field label="Emergency Contact" meta={f.emergencyContact} />
      <Field label="Emergency Phone" meta={f.emergencyPhone} type="tel" />
    </Group>
  );
}

/** Where and how the employee works, the contract and the manager. */
function EmploymentDetails({ f, required, mode, employeeRecordId }: SectionProps) {
  return (
    <Group title="Employment Details">
      <SelectField placeholder="Select" label="Department" meta={f.department} options={DEPARTMENTS} required={required("department")} />
      <Field label="Position" meta={f.position} required={required("position")} />
      <Field label="Designation" meta={f.designation} />
      <SelectField
        placeholder="Select"
        label="Occupational Level"
        meta={f.occupationalLevel}
        options={OCCUPATIONAL_LEVELS.map((value) => [value, OCCUPATIONAL_LEVEL_LABELS[value]] as const)}
      />
      <Field label="Workstation" meta={f.workstation} />
      <Field label="Station" meta={f.station} />
      <Field label="Location" meta={f.location} />
      <Field label="Start Date" meta={f.startDate} type="date" required={required("startDate")} />
      <SelectField
        label="Work Pattern"
        meta={f.workDaysPerWeek}
        placeholder="5 days (Monday to Friday)"
        options={[["6", "6 days (Monday to Saturday, shift crews)"] as const]}
      />
      <Field label="Shift Roster" meta={f.rosterDays} hint='A repeating roster replaces the week, e.g. "4 on, 4 off" or "7 on, 7 off"' />
      <Field label="Roster Start" meta={f.rosterStart} type="date" hint="The first day on shift of a cycle" />
      <SelectField
        placeholder="Select"
        label="Employment Type"
        meta={f.employmentType}
        options={EMPLOYMENT_TYPES.map((value) => [value, capitalise(value)] as const)}
        required={required("employmentType")}
      />
      <SelectField
        placeholder="Select"
        label="Status"
        meta={f.status}
        options={EMPLOYEE_STATUSES.map((value) => [value, capitalise(value)] as const)}
        required={required("status")}
      />
      <SelectField
        placeholder="Select"
        label="Leave Status"
        meta={f.leaveStatus}
        options={LEAVE_STATUSES.map((value) => [value, capitalise(value)] as const)}
      />
      <SelectField placeholder="Select" label="Contract Type" meta={f.contractType} options={CONTRACT_TYPES} />
      <Field label="Contract Expiry Date" meta={f.contractExpiryDate} type="date" />
      <Field label="Renewal Phase" meta={f.renewalPhase} />
      <SelectField placeholder="Select" label="Driver Status" meta={f.driverStatus} options={DRIVER_STATUSES} />
      <Field label="License Code" meta={f.licenseCode} />
      {mode === "admin" ? <ManagerField meta={f.manager} exceptId={employeeRecordId} /> : null}
    </Group>
  );
}

/** Pay and the bank account salaries go to. */
function FinancialAndBanking({ f }: SectionProps) {
  return (
    <Group title="Financial and Banking">
      <Field label="Salary (N$)" meta={f.salary} />
      <Field label="Tax Number" meta={f.taxNumber} />
      <Field label="Social Security Number" meta={f.socialSecurityNumber} />
      <SelectField placeholder="Select" label="Bank Name" meta={f.bankName} options={BANK_NAMES} />
      <Field label="Account Number" meta={f.accountNumber} />
      <SelectField placeholder="Select" label="Account Type" meta={f.accountType} options={ACCOUNT_TYPES} />
      <Field label="Branch Code" meta={f.branchCode} />
    </Group>
  );
}

/** Leave days, overtime and HR's notes. */
function AdditionalInformation({ f }: SectionProps) {
  return (
    <Group title="Additional Information">
      <Field label="Vacation Days" meta={f.vacationDays} type="number" step="any" />
      <Field label="Sick Days" meta={f.sickDays} type="number" step="any" />
      <Field label="October Overtime Hours" meta={f.octOvertimeHours} />
      <Field label="November Overtime Hours" meta={f.novOvertimeHours} />
      <Field label="December Overtime Hours" meta={f.decOvertimeHours} />
      <div className="sm:col-span-2">
        <TextareaField label="Notes" meta={f.notes} rows={3} />
      </div>
    </Group>
  );
}

/**
 * The one Employee form (spec 2: "one form reused by admin and self-edit"): every
 * field of the entity, the spec's enumerations as choices (||Karas shown for //Karas),
 * validated by the same schema in the browser and in the action.
 */
export function EmployeeForm({
  mode = "admin",
  lastResult,
  defaultValue,
  employeeRecordId,
  submitLabel,
  failureTitle,
  cancelTo,
}: EmployeeFormProps) {
  const schema = mode === "admin" ? EmployeeFormSchema : EmployeeSelfEditSchema;
  const stringDefaults = Object.fromEntries(
    Object.entries(defaultValue).map(([key, value]) => [key, value === null || value === undefined ? "" : String(value)]),
  );
  const [form, fields] = useForm({
    id: "employee-form",
    lastResult,
    defaultValue: stringDefaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  const required = (name: string) => mode === "admin" && REQUIRED.includes(name);
  const f = fields as unknown as Record<string, Meta>;
  const formError = form.errors?.[0];
  const firstFieldError = Object.values(form.allErrors).flat().find(Boolean);

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      {formError ? <FormAlert title={failureTitle} description={formError} /> : null}
      {!formError && firstFieldError ? <FormAlert title={failureTitle} description={firstFieldError} /> : null}
      <PersonalInformation f={f} required={required} />
      <EmploymentDetails f={f} required={required} mode={mode} employeeRecordId={employeeRecordId} />
      <FinancialAndBanking f={f} required={required} />
      <AdditionalInformation f={f} required={required} />
      <div className="flex justify-end gap-2">
        <Link to={cancelTo} className="btn-secondary">
          Cancel
        </Link>
        <button type="submit" className="btn-primary" disabled={submitting}>
          {submitting ? "Saving..." : submitLabel}
        </button>
      </div>
    </Form>
  );
}
