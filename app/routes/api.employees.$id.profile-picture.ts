import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { PROFILE_MESSAGES, ProfilePictureBodySchema } from "~/schemas/profile";
import { decodeDataUrl, getProfilePicture, setProfilePicture } from "~/services/profile.server";
import { methodNotAllowed, parseId, parseJsonBody } from "~/utils/api.server";

/**
 * GET: the stored small copy of an employee's picture, for any signed-in user (the
 * header, the directory and RSVP lists show it). Never a public file: served here with
 * nosniff and the portal's CSP (server.ts), always the WebP the portal made, and kept only
 * in the viewer's own cache (the URL carries a version, so a new picture is a new URL).
 *
 * POST {profilePictureUrl} (spec 1 section 7): a data URL; own record only, HR any.
 * Answers the stored `profilePicture` (the URL above).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const id = parseId(params.id);
  const picture = await refusalAsJson(() => getProfilePicture(id));
  return new Response(new Uint8Array(picture.image), {
    headers: {
      "Content-Type": picture.contentType,
      "Content-Disposition": `inline; filename="profile-picture-${id}.webp"`,
      "Cache-Control": "private, max-age=86400",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (request.method !== "POST") methodNotAllowed(["GET", "POST"]);
  const id = parseId(params.id);
  const { profilePictureUrl } = await parseJsonBody(request, ProfilePictureBodySchema);
  const result = await refusalAsJson(() => setProfilePicture(user, id, decodeDataUrl(profilePictureUrl)));
  return json({ message: PROFILE_MESSAGES.pictureUpdated, id, profilePicture: result.profilePicture });
}
