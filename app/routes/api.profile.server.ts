import { json } from "@remix-run/node";
import type { CurrentUser } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { PROFILE_MESSAGES, ProfileSchema } from "~/schemas/profile";
import { getOwnProfileValues, updateOwnProfile } from "~/services/profile.server";
import { fieldErrors } from "~/utils/api.server";

/**
 * The signed-in employee's own profile from a JSON body (PATCH /api/profile, and PUT
 * /api/employees/{own id}): the fields sent (already read by ProfileJsonSchema, so
 * `phoneNumber` is `phone`) are merged over the stored ones and checked by the Edit
 * Profile dialog's schema, so a client may send only what changes.
 */
export async function updateOwnProfileFromJson(user: CurrentUser, fields: Record<string, unknown>) {
  const stored = await refusalAsJson(() => getOwnProfileValues(user));
  const result = ProfileSchema.safeParse({ ...stored, ...fields });
  if (!result.success) {
    return json(
      { message: result.error.issues[0]?.message ?? PROFILE_MESSAGES.updateFailed, errors: fieldErrors(result.error) },
      { status: 400 },
    );
  }
  const profile = await refusalAsJson(() => updateOwnProfile(user, result.data));
  return json({ message: PROFILE_MESSAGES.updated, profile: { ...profile, phoneNumber: profile.phone } });
}
