import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { refusalAsToast } from "~/errors.server";
import { uploadFrom, UPLOAD_FORMS } from "~/intake.server";
import { PROFILE_MESSAGES } from "~/schemas/profile";
import { uploadOwnProfilePicture } from "~/services/profile.server";
import { redirectWithToast } from "~/toast.server";

/**
 * The Profile tab's picture form (multipart, so it works without JavaScript; with it the
 * browser checks type and size first and posts the same form in the background). The
 * upload intake checks it (type by content, under 50 MB, the scanner); the service keeps a
 * 256 px copy and drops the upload.
 * `POST /api/employees/{id}/profile-picture` is the JSON form of the same change.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  throw redirect("/profile");
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return refusalAsToast("/profile", PROFILE_MESSAGES.pictureFailed, async () => {
    await uploadOwnProfilePicture(uploadFrom(request, UPLOAD_FORMS.picture), user);
    return redirectWithToast("/profile", { title: PROFILE_MESSAGES.pictureUpdated });
  });
}
