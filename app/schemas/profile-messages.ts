/**
 * The profile's words and limits: the spec's messages, the picture's limits and the image
 * formats it accepts. Kept apart from the profile schema (and so from the validation library)
 * so the Profile and Activity tabs load no validation code (issue 25); profile.ts re-exports
 * all of it.
 */

export const PROFILE_MESSAGES = {
  updated: "Profile Updated",
  updateFailed: "Failed to update profile",
  /** The employee form's own words (EMPLOYEE_MESSAGES.invalidEmail; a unit test keeps them equal). */
  invalidEmail: "Invalid email format",
  loginEmailReadOnly: "The login email cannot be changed here. Please contact HR.",
  noActivity: "No recent activity",
  pictureUpdated: "Profile picture updated successfully",
  pictureFailed: "Failed to upload profile picture",
  notAnImage: "Please select an image file",
  pictureTooLarge: "Image must be less than 50MB",
} as const;

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

/** Recent activity on the Activity tab (spec 1 section 9). */
export const RECENT_ACTIVITY_LIMIT = 10;
