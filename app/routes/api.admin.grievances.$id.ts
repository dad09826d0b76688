import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { GRIEVANCE_MESSAGES, GrievanceUpdateSchema } from "~/schemas/grievances";
import { getGrievanceForHr, updateGrievanceStatus } from "~/services/grievances/admin.server";
import { deleteGrievance } from "~/services/grievances/recycle-bin.server";
import { methodNotAllowed, parseId, parseJsonBody } from "~/utils/api.server";

/** GET (HR): `{grievance, comments, hrUsers}`, internal comments included; 404 unknown or in the bin. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const id = parseId(params.id);
  return json(await refusalAsJson(() => getGrievanceForHr(id)), { headers: { "Cache-Control": "no-store" } });
}

/**
 * PUT (HR) `{status, resolution}` (status assigned, in_progress, resolved or closed; a
 * resolution is required for the last two): `{message, grievance}`. DELETE (HR): to the
 * recycle bin, `{message}`.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  if (request.method !== "PUT" && request.method !== "DELETE") methodNotAllowed(["GET", "PUT", "DELETE"]);
  const id = parseId(params.id);
  if (request.method === "DELETE") {
    await refusalAsJson(() => deleteGrievance(requestOrigin(request), hr, id));
    return json({ message: GRIEVANCE_MESSAGES.deleted });
  }
  const input = await parseJsonBody(request, GrievanceUpdateSchema);
  const grievance = await refusalAsJson(() => updateGrievanceStatus(hr, id, input));
  return json({ message: GRIEVANCE_MESSAGES.updated, grievance });
}
