import { capitalise } from "~/utils/labels";
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
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

function Errors({ meta }: { meta: Meta }) {
  if (!meta.errors?.length) return null;
  return (
    <p id={meta.errorId} className="field-error" role="alert">
      {meta.errors[0]}
    </p>
  );
}

function TextInput({
  label,
  meta,
  type = "text",
  required,
  hint,
}: {
  label: string;
  meta: Meta;
  type?: "text" | "email" | "date" | "tel" | "number";
  required?: boolean;
  hint?: string;
}) {
  return (
    <div>
      <label htmlFor={meta.id} className="field-label">
        {label}
        {required ? " *" : ""}
      </label>
      <input
        {...getInputProps(meta, { type })}
        key={meta.key}
        required={required}
        className="field-input"
        step={type === "number" ? "any" : undefined}
        aria-describedby={[hint ? `${meta.id}-hint` : "", meta.errors ? meta.errorId : ""].filter(Boolean).join(" ") || undefined}
      />
      {hint ? (
        <p id={`${meta.id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      <Errors meta={meta} />
    </div>
  );
}

function Choice({
  label,
  meta,
  options,
  required,
  placeholder = "Select",
}: {
  label: string;
  meta: Meta;
  options: readonly (string | { value: string; label: string })[];
  required?: boolean;
  placeholder?: string;
}) {
  return (
    <div>
      <label htmlFor={meta.id} className="field-label">
        {label}
        {required ? " *" : ""}
      </label>
      <select {...getSelectProps(meta)} key={meta.key} required={required} className="field-input">
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      <Errors meta={meta} />
    </div>
  );
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-500">{title}</legend>
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
    </fieldset>
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
      <Group title="Personal Information">
        <TextInput label="First Name" meta={f.firstName} required={required("firstName")} />
        <TextInput label="Last Name" meta={f.lastName} required={required("lastName")} />
        <TextInput label="Employee ID" meta={f.employeeId} required={required("employeeId")} />
        <TextInput label="National ID" meta={f.nationalId} />
        <TextInput label="Email" meta={f.email} type="email" />
        <TextInput label="Communication Email" meta={f.communicationEmail} type="email" />
        <TextInput label="Phone" meta={f.phone} type="tel" />
        <TextInput label="Birthday" meta={f.birthday} type="date" />
        <Choice label="Gender" meta={f.gender} options={GENDERS} />
        <Choice label="Ethnic Group" meta={f.ethnic} options={ETHNIC_GROUPS} />
        <Choice label="Region" meta={f.region} options={REGIONS.map((region) => ({ value: region, label: regionLabel(region) }))} />
        <TextInput label="Employed From (town)" meta={f.employedFrom} />
        <Choice
          label="Namibian Citizen"
          meta={f.namibianCitizen}
          options={[
            { value: "true", label: "Yes" },
            { value: "false", label: "No" },
          ]}
        />
        <Choice
          label="Disability Status"
          meta={f.disabilityStatus}
          options={DISABILITY_STATUSES.map((value) => ({ value, label: disabilityLabel(value) }))}
        />
        <Choice label="Race Category" meta={f.raceCategory} options={RACE_CATEGORIES} />
        <TextInput label="Address" meta={f.address} />
        <TextInput label="Emergency Contact" meta={f.emergencyContact} />
        <TextInput label="Emergency Phone" meta={f.emergencyPhone} type="tel" />
      </Group>
      <Group title="Employment Details">
        <Choice label="Department" meta={f.department} options={DEPARTMENTS} required={required("department")} />
        <TextInput label="Position" meta={f.position} required={required("position")} />
        <TextInput label="Designation" meta={f.designation} />
        <Choice
          label="Occupational Level"
          meta={f.occupationalLevel}
          options={OCCUPATIONAL_LEVELS.map((value) => ({ value, label: OCCUPATIONAL_LEVEL_LABELS[value] }))}
        />
        <TextInput label="Workstation" meta={f.workstation} />
        <TextInput label="Station" meta={f.station} />
        <TextInput label="Location" meta={f.location} />
        <TextInput label="Start Date" meta={f.startDate} type="date" required={required("startDate")} />
        <Choice
          label="Work Pattern"
          meta={f.workDaysPerWeek}
          placeholder="5 days (Monday to Friday)"
          options={[{ value: "6", label: "6 days (Monday to Saturday, shift crews)" }]}
        />
        <TextInput
          label="Shift Roster"
          meta={f.rosterDays}
          hint='A repeating roster replaces the week, e.g. "4 on, 4 off" or "7 on, 7 off"'
        />
        <TextInput label="Roster Start" meta={f.rosterStart} type="date" hint="The first day on shift of a cycle" />
        <Choice
          label="Employment Type"
          meta={f.employmentType}
          options={EMPLOYMENT_TYPES.map((value) => ({ value, label: capitalise(value) }))}
          required={required("employmentType")}
        />
        <Choice
          label="Status"
          meta={f.status}
          options={EMPLOYEE_STATUSES.map((value) => ({ value, label: capitalise(value) }))}
          required={required("status")}
        />
        <Choice label="Leave Status" meta={f.leaveStatus} options={LEAVE_STATUSES.map((value) => ({ value, label: capitalise(value) }))} />
        <Choice label="Contract Type" meta={f.contractType} options={CONTRACT_TYPES} />
        <TextInput label="Contract Expiry Date" meta={f.contractExpiryDate} type="date" />
        <TextInput label="Renewal Phase" meta={f.renewalPhase} />
        <Choice label="Driver Status" meta={f.driverStatus} options={DRIVER_STATUSES} />
        <TextInput label="License Code" meta={f.licenseCode} />
        {mode === "admin" ? <ManagerField meta={f.manager} exceptId={employeeRecordId} /> : null}
      </Group>
      <Group title="Financial and Banking">
        <TextInput label="Salary (N$)" meta={f.salary} />
        <TextInput label="Tax Number" meta={f.taxNumber} />
        <TextInput label="Social Security Number" meta={f.socialSecurityNumber} />
        <Choice label="Bank Name" meta={f.bankName} options={BANK_NAMES} />
        <TextInput label="Account Number" meta={f.accountNumber} />
        <Choice label="Account Type" meta={f.accountType} options={ACCOUNT_TYPES} />
        <TextInput label="Branch Code" meta={f.branchCode} />
      </Group>
      <Group title="Additional Information">
        <TextInput label="Vacation Days" meta={f.vacationDays} type="number" />
        <TextInput label="Sick Days" meta={f.sickDays} type="number" />
        <TextInput label="October Overtime Hours" meta={f.octOvertimeHours} />
        <TextInput label="November Overtime Hours" meta={f.novOvertimeHours} />
        <TextInput label="December Overtime Hours" meta={f.decOvertimeHours} />
        <div className="sm:col-span-2">
          <label htmlFor={f.notes.id} className="field-label">
            Notes
          </label>
          <textarea {...getTextareaProps(f.notes)} key={f.notes.key} rows={3} className="field-input" />
          <Errors meta={f.notes} />
        </div>
      </Group>
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
