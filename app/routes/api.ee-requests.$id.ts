import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { EE_MESSAGES, EeRequestDecisionSchema } from "~/schemas/equity";
import { decideEeRequest, getEeRequest } from "~/services/equity/committee.server";
import { methodNotAllowed, parseId, parseJsonBody } from "~/utils/api.server";

const NO_STORE = { "Cache-Control": "no-store" };

/** GET (its submitter, HR, committee members): `{request}`; 404 for anyone else. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  return json({ request: await refusalAsJson(() => getEeRequest(user, id)) }, { headers: NO_STORE });
}

/** PUT (HR, committee members) `{status, resolution?, meetingMinutesId?}`: `{message, request}`; 403 for others. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (request.method !== "PUT") methodNotAllowed(["GET", "PUT"]);
  const id = parseId(params.id);
  const decision = await parseJsonBody(request, EeRequestDecisionSchema);
  const updated = await refusalAsJson(() => decideEeRequest(user, id, decision));
  return json({ message: EE_MESSAGES.requestUpdated, request: updated }, { headers: NO_STORE });
}
