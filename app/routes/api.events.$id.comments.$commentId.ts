import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { refusalAsJson } from "~/errors.server";
import { EVENT_MESSAGES } from "~/schemas/events";
import { deleteComment } from "~/services/events/comments.server";
import { methodNotAllowed, parseId } from "~/utils/api.server";
import { requireEventUser } from "./events-api.server";

/** DELETE (signed in): the author deletes their own comment, HR any; anyone else 403, unknown 404. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireEventUser(request, "comment");
  if (request.method !== "DELETE") methodNotAllowed(["DELETE"]);
  const id = parseId(params.id);
  const commentId = parseId(params.commentId);
  await refusalAsJson(() => deleteComment(user, id, commentId));
  return json({ message: EVENT_MESSAGES.commentDeleted });
}
