import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { PROFILE_MESSAGES, ProfileSchema } from "~/schemas/profile";
import { getOwnProfileValues, updateOwnProfile } from "~/services/profile.server";
import { fieldErrors, methodNotAllowed, readJsonBody } from "~/utils/api.server";

/**
 * PATCH /api/profile (spec 1 section 7): the signed-in employee's own profile. The fields
 * sent are merged over the stored ones, so a client may send only what changes; the
 * spec's `phoneNumber` is read as `phone`. The login email (`email`) cannot change here.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (request.method !== "PATCH") methodNotAllowed(["PATCH"]);
  const body = await readJsonBody(request);
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    return json({ message: "The request body must be a JSON object." }, { status: 400 });
  }
  const { phoneNumber, ...fields } = body as Record<string, unknown>;
  const stored = await refusalAsJson(() => getOwnProfileValues(user));
  const result = ProfileSchema.safeParse({ ...stored, ...(phoneNumber !== undefined ? { phone: phoneNumber } : {}), ...fields });
  if (!result.success) {
    return json(
      { message: result.error.issues[0]?.message ?? PROFILE_MESSAGES.updateFailed, errors: fieldErrors(result.error) },
      { status: 400 },
    );
  }
  const profile = await refusalAsJson(() => updateOwnProfile(user, result.data));
  return json({ message: PROFILE_MESSAGES.updated, profile: { ...profile, phoneNumber: profile.phone } });
}
