import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { DOCUMENT_MESSAGES } from "~/schemas/documents";
import { listDocumentsOfEmployee, uploadForEmployee } from "~/services/documents/admin-documents.server";
import { methodNotAllowed, parseId } from "~/utils/api.server";
import { uploadFrom, UPLOAD_FORMS } from "~/intake.server";
import { requestOrigin } from "~/utils/request-info.server";

/** GET (HR): `{employee, documents, folder: {folderUrl}}`. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const employeeId = parseId(params.employeeId);
  return json(await refusalAsJson(() => listDocumentsOfEmployee(hr, employeeId)));
}

/** POST (HR) multipart: one file and its documentType (one of the 13); 201 `{message, document: {id}}`. */
export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  if (request.method !== "POST") methodNotAllowed(["GET", "POST"]);
  const employeeId = parseId(params.employeeId);
  const document = await refusalAsJson(() =>
    uploadForEmployee(uploadFrom(request, UPLOAD_FORMS.document), requestOrigin(request), hr, employeeId),
  );
  return json({ message: DOCUMENT_MESSAGES.uploaded, document }, { status: 201 });
}
