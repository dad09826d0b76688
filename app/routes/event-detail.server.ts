import { json } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import type { CurrentUser } from "~/auth.server";
import { refusalAsFormReply, refusalAsPage, refusalAsToast } from "~/errors.server";
import { CommentSchema, EVENT_MESSAGES, RsvpSchema } from "~/schemas/events";
import { addComment, deleteComment } from "~/services/events/comments.server";
import { getEventDetail } from "~/services/events/detail.server";
import { setRsvp } from "~/services/events/rsvps.server";
import { redirectWithToast } from "~/toast.server";
import { readFormData } from "~/utils/form.server";
import { readId } from "~/utils/ids";
import { safeRedirectPath } from "~/utils/request-info.server";

/**
 * The event dialog's server side, shared by the employee tab (`/events/:id`) and HR's
 * (`/admin/events/:id`): the detail, and the forms RSVP, Add Comment and Delete Comment.
 * Each ends in a redirect with the spec's toast; a refused RSVP or delete comes back as
 * an error toast, a refused comment as the form with its message.
 */
export function eventIdParam(value: string | undefined) {
  const id = readId(value);
  if (id === null) throw json({ message: EVENT_MESSAGES.notFound }, { status: 404 });
  return id;
}

export async function loadEventDetail(user: CurrentUser, id: number) {
  return refusalAsPage(() => getEventDetail(id, user));
}

export async function eventDetailAction(request: Request, user: CurrentUser, id: number, here: string) {
  const form = await readFormData(request);
  const intent = form.get("intent");
  // The dashboard's RSVP panel posts here and goes back to the dashboard.
  const back = safeRedirectPath(form.get("redirectTo"), here);
  if (intent === "rsvp") {
    const parsed = RsvpSchema.safeParse({ status: form.get("status") });
    if (!parsed.success) return redirectWithToast(back, { title: EVENT_MESSAGES.rsvpStatus, variant: "error" });
    return refusalAsToast(back, "Failed to update RSVP", async () => {
      await setRsvp(user, id, parsed.data.status);
      return redirectWithToast(back, { title: EVENT_MESSAGES.rsvpUpdated });
    });
  }
  if (intent === "comment") {
    const submission = parseWithZod(form, { schema: CommentSchema });
    if (submission.status !== "success") return json(submission.reply(), { status: 400 });
    return refusalAsFormReply(submission, async () => {
      await addComment(user, id, submission.value.comment);
      return redirectWithToast(here, { title: EVENT_MESSAGES.commentAdded });
    });
  }
  if (intent === "delete-comment") {
    const commentId = readId(String(form.get("commentId") ?? ""));
    if (commentId === null) throw json({ message: EVENT_MESSAGES.commentNotFound }, { status: 404 });
    return refusalAsToast(here, "Failed to delete comment", async () => {
      await deleteComment(user, id, commentId);
      return redirectWithToast(here, { title: EVENT_MESSAGES.commentDeleted });
    });
  }
  return json({ message: "Unknown intent" }, { status: 400 });
}
