import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { EE_MESSAGES } from "~/schemas/equity";
import { removeCommitteeMember } from "~/services/equity/committee.server";
import { methodNotAllowed, parseId } from "~/utils/api.server";

/** DELETE (HR): ends the membership today (the history keeps it): `{message}`; 404 for no active membership. */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, "hr");
  if (request.method !== "DELETE") methodNotAllowed(["DELETE"]);
  const id = parseId(params.id);
  await refusalAsJson(() => removeCommitteeMember(id));
  return json({ message: EE_MESSAGES.memberRemoved });
}
