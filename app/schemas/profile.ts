import * as z from "zod/mini";
import { EMPLOYEE_MESSAGES, EmployeeSelfEditSchema } from "~/schemas/employee";
import { PROFILE_MESSAGES } from "~/schemas/profile-messages";

/**
 * The employee's own profile (spec 1, Edit Profile dialog; spec 2 section 5, "self-edit
 * mode"): one schema for the dialog, its action and `PATCH /api/profile`. Built from the
 * relaxed self-edit fields of the employee form, so a field means the same in both.
 * Every field may be left empty except the names (an employee always has one); the
 * emails must have the right format. `email` is the login email: shown read-only, and a
 * different value is refused by the service (docs/decisions.md, "Profile").
 */

export * from "./profile-messages";

/** The fields of the Edit Profile dialog, in its order. */
export const PROFILE_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "communicationEmail",
  "phone",
  "address",
  "emergencyContact",
  "emergencyPhone",
  "namibianCitizen",
  "disabilityStatus",
  "raceCategory",
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

const self = EmployeeSelfEditSchema.shape;

function required<T>(field: z.ZodMiniType<T | null>, message: string) {
  return z.pipe(
    field,
    z.transform((value, ctx) => {
      if (value === null) ctx.issues.push({ code: "custom", message, input: value });
      return value as T;
    }),
  );
}

export const ProfileSchema = z.object({
  firstName: required(self.firstName, EMPLOYEE_MESSAGES.firstName),
  lastName: required(self.lastName, EMPLOYEE_MESSAGES.lastName),
  email: self.email,
  communicationEmail: self.communicationEmail,
  phone: self.phone,
  address: self.address,
  emergencyContact: self.emergencyContact,
  emergencyPhone: self.emergencyPhone,
  namibianCitizen: self.namibianCitizen,
  disabilityStatus: self.disabilityStatus,
  raceCategory: self.raceCategory,
});

export type ProfileInput = z.infer<typeof ProfileSchema>;

/**
 * A JSON body of the profile calls with the spec's field names: spec 1 sends the phone as
 * `phoneNumber` (section 7, PATCH /api/profile; section 3 names it phoneNumber/phone), the
 * form calls it `phone`. Either is read as `phone`; both at once must agree.
 */
export const ProfileJsonSchema = z.pipe(
  z.record(z.string(), z.unknown(), { error: "The request body must be a JSON object." }),
  z.transform((body, ctx) => {
    const { phoneNumber, ...fields } = body;
    if (phoneNumber === undefined) return fields;
    if (fields.phone !== undefined && fields.phone !== phoneNumber) {
      ctx.issues.push({ code: "custom", message: "Send phone or phoneNumber, not both.", input: body, path: ["phoneNumber"] });
    }
    return { ...fields, phone: phoneNumber };
  }),
);

/** The JSON body of `POST /api/employees/{id}/profile-picture`. */
export const ProfilePictureBodySchema = z.object({
  profilePictureUrl: z.string({ error: PROFILE_MESSAGES.notAnImage }),
});
