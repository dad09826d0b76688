import type { ActionFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { ProfileJsonSchema } from "~/schemas/profile";
import { methodNotAllowed, parseJsonBody } from "~/utils/api.server";
import { updateOwnProfileFromJson } from "./api.profile.server";

/**
 * PATCH /api/profile (spec 1 section 7): the signed-in employee's own profile. The fields
 * sent are merged over the stored ones, so a client may send only what changes; the
 * spec's `phoneNumber` and the form's `phone` are the same field. The login email
 * (`email`) cannot change here.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (request.method !== "PATCH") methodNotAllowed(["PATCH"]);
  return updateOwnProfileFromJson(user, await parseJsonBody(request, ProfileJsonSchema));
}
