import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { EE_FILE_LABELS } from "~/schemas/equity";
import { deleteCommitteeFile } from "~/services/equity/committee-files.server";
import { methodNotAllowed, parseId } from "~/utils/api.server";
import { apiFileKind } from "./api.ee-committee.server";

/** DELETE (HR): the file and its stored bytes: `{message}`; 404 for none. */
export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const kind = apiFileKind(params.kind);
  if (request.method !== "DELETE") methodNotAllowed(["DELETE"]);
  const id = parseId(params.id);
  await refusalAsJson(() => deleteCommitteeFile(requestOrigin(request), hr, kind, id));
  return json({ message: EE_FILE_LABELS[kind].deleted });
}
