import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { GRIEVANCE_MESSAGES } from "~/schemas/grievances";
import { restoreGrievance } from "~/services/grievances/recycle-bin.server";
import { methodNotAllowed, parseId } from "~/utils/api.server";

/** PUT (HR): back from the recycle bin, `{message}`; 404 when it is not in the bin. */
export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  if (request.method !== "PUT") methodNotAllowed(["PUT"]);
  const id = parseId(params.id);
  await refusalAsJson(() => restoreGrievance(requestOrigin(request), hr, id));
  return json({ message: GRIEVANCE_MESSAGES.restored });
}
