import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { GRIEVANCE_MESSAGES, GrievanceSchema } from "~/schemas/grievances";
import { listOwnGrievances, submitGrievance } from "~/services/grievances/employee.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/api.server";

const NO_STORE = { "Cache-Control": "no-store" };

/** GET: the caller's own named grievances `{grievances}` with HR's public replies; anonymous ones are linked to nobody. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ grievances: await listOwnGrievances(user) }, { headers: NO_STORE });
}

/**
 * POST {title, description, category?, priority?, isAnonymous?} (spec 1; either spec's
 * category spelling): 201 `{message, grievance}`; anonymous ones also answer the one-time
 * `receiptCode`. /api/ paths are never recorded as page visits.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (request.method !== "POST") methodNotAllowed(["GET", "POST"]);
  const input = await parseJsonBody(request, GrievanceSchema);
  const { grievance, receiptCode } = await refusalAsJson(() => submitGrievance(user, input));
  return json(
    { message: GRIEVANCE_MESSAGES.submitted, grievance, ...(receiptCode ? { receiptCode } : {}) },
    { status: 201, headers: NO_STORE },
  );
}
