import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { refusalAsToast } from "~/errors.server";
import { PROFILE_MESSAGES, PROFILE_PICTURE_MAX_BYTES } from "~/schemas/profile";
import { setProfilePicture } from "~/services/profile.server";
import { redirectWithToast } from "~/toast.server";
import { readMultipartFormData } from "~/utils/form.server";

/**
 * The Profile tab's picture form (multipart, so it works without JavaScript; with it the
 * browser checks type and size first and posts the same form in the background). The
 * service checks the type by content, keeps a 256 px copy and drops the upload.
 * `POST /api/employees/{id}/profile-picture` is the JSON form of the same change.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  throw redirect("/profile");
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const failed = (description: string) =>
    redirectWithToast("/profile", { title: PROFILE_MESSAGES.pictureFailed, description, variant: "error" });
  const form = await readMultipartFormData(request, PROFILE_PICTURE_MAX_BYTES);
  if (!form) return failed(PROFILE_MESSAGES.pictureTooLarge);
  const file = form.get("picture");
  if (!(file instanceof File) || file.size === 0) return failed(PROFILE_MESSAGES.notAnImage);
  if (!user.employee) return failed("Employee data not found. Please contact HR.");
  const employeeId = user.employee.id;
  const bytes = new Uint8Array(await file.arrayBuffer());
  return refusalAsToast("/profile", PROFILE_MESSAGES.pictureFailed, async () => {
    await setProfilePicture(user, employeeId, bytes);
    return redirectWithToast("/profile", { title: PROFILE_MESSAGES.pictureUpdated });
  });
}
