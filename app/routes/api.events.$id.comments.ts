import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getOptionalUser } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { CommentSchema, EVENT_MESSAGES } from "~/schemas/events";
import { addComment, listComments } from "~/services/events/comments.server";
import { methodNotAllowed, parseId, parseJsonBody } from "~/utils/api.server";
import { NO_STORE, requireEventUser } from "./events-api.server";

/**
 * GET (anyone): `{comments: [{id, comment, employeeId, employeeName,
 * employeeProfilePictureUrl, createdAt, canDelete}], count, namesHidden}`, oldest first.
 * Signed out: the count only.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  const viewer = await getOptionalUser(request);
  return json(await refusalAsJson(() => listComments(id, viewer)), { headers: NO_STORE });
}

/** POST (signed in) {comment}: 201 `{message, comment}`; blank is a 400 "Please enter a comment". */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireEventUser(request, "comment");
  if (request.method !== "POST") methodNotAllowed(["GET", "POST"]);
  const id = parseId(params.id);
  const { comment } = await parseJsonBody(request, CommentSchema);
  const created = await refusalAsJson(() => addComment(user, id, comment));
  return json({ message: EVENT_MESSAGES.commentAdded, comment: created }, { status: 201 });
}
