import type { FieldMetadata } from "@conform-to/react";
import { Field, SelectField } from "~/components/ui/field";
import { DISABILITY_STATUSES, RACE_CATEGORIES, disabilityLabel } from "~/constants";
import type { ProfileField } from "~/schemas/profile";

export type ProfileFormFieldsMeta = { [K in ProfileField]: FieldMetadata<string | undefined> };

/** Namibian Citizen's answers, stored as a boolean and sent as "yes" or "no". */
const CITIZEN_CHOICES = [
  ["yes", "Yes"],
  ["no", "No"],
] as const;

/** The fields of the Edit Profile dialog (spec 1): the login email is shown, never sent as a change. */
export function ProfileFormFields({ fields, loginEmail }: { fields: ProfileFormFieldsMeta; loginEmail: string }) {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First Name" meta={fields.firstName} autoComplete="given-name" />
        <Field label="Last Name" meta={fields.lastName} autoComplete="family-name" />
      </div>
      <div>
        <label htmlFor="profile-login-email" className="field-label">
          Email
        </label>
        <input
          id="profile-login-email"
          name="email"
          type="email"
          value={loginEmail}
          readOnly
          aria-describedby="profile-login-email-hint"
          className="field-input bg-stone-100 text-stone-700"
        />
        <p id="profile-login-email-hint" className="mt-1 text-xs text-stone-500">
          Login email, for authentication only. HR can change it.
        </p>
        {fields.email.errors?.length ? (
          <p className="field-error" role="alert">
            {fields.email.errors[0]}
          </p>
        ) : null}
      </div>
      <Field
        label="Communication Email"
        meta={fields.communicationEmail}
        type="email"
        autoComplete="email"
        hint="Where HR sends notifications"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Phone" meta={fields.phone} type="tel" autoComplete="tel" />
        <Field label="Address" meta={fields.address} autoComplete="street-address" />
        <Field label="Emergency Contact" meta={fields.emergencyContact} />
        <Field label="Emergency Phone" meta={fields.emergencyPhone} type="tel" />
      </div>
      <fieldset className="grid gap-4 rounded-md border border-stone-200 p-3 sm:grid-cols-3">
        <legend className="px-1 text-sm font-medium">Employment Equity</legend>
        <SelectField label="Namibian Citizen" meta={fields.namibianCitizen} placeholder="Not specified" options={CITIZEN_CHOICES} />
        <SelectField
          label="Disability Status"
          meta={fields.disabilityStatus}
          placeholder="Not specified"
          options={DISABILITY_STATUSES.map((value) => [value, disabilityLabel(value)] as const)}
        />
        <SelectField label="Race Category" meta={fields.raceCategory} placeholder="Not specified" options={RACE_CATEGORIES} />
      </fieldset>
    </div>
  );
}

/** The stored values as the form's strings. */
export function profileFormDefaults(values: { [K in ProfileField]?: string | boolean | null }): Record<ProfileField, string> {
  const strings = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value === null || value === undefined ? "" : String(value)]),
  );
  const citizen = values.namibianCitizen;
  return {
    ...(strings as Record<ProfileField, string>),
    namibianCitizen: citizen === null || citizen === undefined ? "" : citizen ? "yes" : "no",
  };
}
