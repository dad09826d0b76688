import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { GRIEVANCE_MESSAGES, GrievanceCommentSchema } from "~/schemas/grievances";
import { addGrievanceComment } from "~/services/grievances/admin.server";
import { methodNotAllowed, parseId, parseJsonBody } from "~/utils/api.server";

/** POST (HR) `{comment, isInternal}`: 201 `{message, comment: {id, isInternal}}`; internal comments never reach the employee. */
export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const id = parseId(params.id);
  const input = await parseJsonBody(request, GrievanceCommentSchema);
  const comment = await refusalAsJson(() => addGrievanceComment(hr, id, input));
  return json({ message: GRIEVANCE_MESSAGES.commentAdded, comment }, { status: 201 });
}
