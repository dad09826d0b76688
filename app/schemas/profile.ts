import * as z from "zod/mini";
import { EMPLOYEE_MESSAGES, EmployeeSelfEditSchema } from "~/schemas/employee";

/**
 * The employee's own profile (spec 1, Edit Profile dialog; spec 2 section 5, "self-edit
 * mode"): one schema for the dialog, its action and `PATCH /api/profile`. Built from the
 * relaxed self-edit fields of the employee form, so a field means the same in both.
 * Every field may be left empty except the names (an employee always has one); the
 * emails must have the right format. `email` is the login email: shown read-only, and a
 * different value is refused by the service (docs/decisions.md, "Profile").
 */

export const PROFILE_MESSAGES = {
  updated: "Profile Updated",
  updateFailed: "Failed to update profile",
  invalidEmail: EMPLOYEE_MESSAGES.invalidEmail,
  loginEmailReadOnly: "The login email cannot be changed here. Please contact HR.",
  noActivity: "No recent activity",
  pictureUpdated: "Profile picture updated successfully",
  pictureFailed: "Failed to upload profile picture",
  notAnImage: "Please select an image file",
  pictureTooLarge: "Image must be less than 50MB",
} as const;

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

/** Profile pictures (spec 1 sections 5 and 9): at most 50 MB uploaded; stored as a 256 px copy. */
export const PROFILE_PICTURE_MAX_BYTES = 50 * 1024 * 1024;
export const PROFILE_PICTURE_SIZE = 256;
/** What the upload area advertises (spec: JPG, PNG, GIF; WebP too, docs/decisions.md). */
export const PROFILE_PICTURE_ACCEPT = "image/jpeg,image/png,image/gif,image/webp";

/** The image formats accepted, recognised by their first bytes (never by name or declared type). */
export function sniffImageType(bytes: Uint8Array): "jpeg" | "png" | "gif" | "webp" | null {
  const at = (offset: number, ...values: number[]) => values.every((value, index) => bytes[offset + index] === value);
  if (at(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (at(0, 0x47, 0x49, 0x46, 0x38) && (at(4, 0x37, 0x61) || at(4, 0x39, 0x61))) return "gif";
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "webp";
  return null;
}

/** The JSON body of `POST /api/employees/{id}/profile-picture`. */
export const ProfilePictureBodySchema = z.object({
  profilePictureUrl: z.string({ error: PROFILE_MESSAGES.notAnImage }),
});

/** Recent activity on the Activity tab (spec 1 section 9). */
export const RECENT_ACTIVITY_LIMIT = 10;
