import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { AA_SECTION_MESSAGES, AaConsultationSchema } from "~/schemas/equity";
import { deleteConsultation, updateConsultation } from "~/services/equity/report-sections.server";
import { methodNotAllowed, parseId, parseJsonBody } from "~/utils/api.server";

/** PUT (HR) the whole consultation, as POST; DELETE (HR). 404 for no such consultation. */
export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const id = parseId(params.id);
  if (request.method === "PUT") {
    const input = await parseJsonBody(request, AaConsultationSchema);
    return json({
      message: AA_SECTION_MESSAGES.consultationSaved,
      consultation: await refusalAsJson(() => updateConsultation(requestOrigin(request), hr, id, input)),
    });
  }
  if (request.method === "DELETE") {
    await refusalAsJson(() => deleteConsultation(requestOrigin(request), hr, id));
    return json({ message: AA_SECTION_MESSAGES.consultationDeleted });
  }
  methodNotAllowed(["PUT", "DELETE"]);
}
