import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { GRIEVANCE_MESSAGES, emptiedDescription } from "~/schemas/grievances";
import { emptyGrievanceBin } from "~/services/grievances/recycle-bin.server";
import { methodNotAllowed } from "~/utils/api.server";

/** DELETE (HR): empties the recycle bin for good: `{message, deletedCount}` (spec 2). */
export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  if (request.method !== "DELETE") methodNotAllowed(["DELETE"]);
  const deletedCount = await emptyGrievanceBin(requestOrigin(request), hr);
  return json({ message: `${GRIEVANCE_MESSAGES.emptied}: ${emptiedDescription(deletedCount)}`, deletedCount });
}
