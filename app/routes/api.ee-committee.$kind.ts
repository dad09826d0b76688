import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole, requireUser } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { EE_FILE_LABELS } from "~/schemas/equity";
import { listCommitteeFiles, uploadCommitteeFile } from "~/services/equity/committee-files.server";
import { methodNotAllowed } from "~/utils/api.server";
import { apiFileKind } from "./api.ee-committee.server";
import { uploadFrom, UPLOAD_FORMS } from "~/intake.server";
import { requestOrigin } from "~/utils/request-info.server";

/**
 * /api/ee-committee/meeting-minutes, /policies, /documents (spec 2).
 * GET (signed in): `{files: [{id, title, description, originalName, fileType, fileSize, uploadedAt, ...}]}`.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const kind = apiFileKind(params.kind);
  return json({ files: await listCommitteeFiles(kind) }, { headers: { "Cache-Control": "no-store" } });
}

/** POST (HR) multipart: file and the kind's fields: 201 `{message, file}`; 400 with field errors, 413 over 50 MB. */
export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const kind = apiFileKind(params.kind);
  if (request.method !== "POST") methodNotAllowed(["GET", "POST"]);
  const file = await refusalAsJson(() => uploadCommitteeFile(uploadFrom(request, UPLOAD_FORMS.document), requestOrigin(request), hr, kind));
  return json({ message: EE_FILE_LABELS[kind].uploaded, file }, { status: 201 });
}
