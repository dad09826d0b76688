import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { AA_SECTION_MESSAGES, AaDeclarationSchema } from "~/schemas/equity";
import { saveDeclaration } from "~/services/equity/report-sections.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/api.server";
import { yearParam } from "./api.admin.employment-equity.server";

/** PUT (HR) `{name, position, date}`: the declaration of the senior employee responsible for the year's plan. */
export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const year = yearParam(params.year);
  if (request.method !== "PUT") methodNotAllowed(["PUT"]);
  const input = await parseJsonBody(request, AaDeclarationSchema);
  return json({
    message: AA_SECTION_MESSAGES.declarationSaved,
    sections: await refusalAsJson(() => saveDeclaration(requestOrigin(request), hr, year, input)),
  });
}
