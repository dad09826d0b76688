import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { DOCUMENT_MESSAGES } from "~/schemas/documents";
import { uploadOwnDocument } from "~/services/documents/employee-documents.server";
import { methodNotAllowed } from "~/utils/api.server";
import { uploadFrom, UPLOAD_FORMS } from "~/intake.server";
import { requestOrigin } from "~/utils/request-info.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  methodNotAllowed(["POST"]);
}

/** POST multipart (file, documentType, description): 201 `{message, document: {id}}`; 400, 413, 422. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const document = await refusalAsJson(() => uploadOwnDocument(uploadFrom(request, UPLOAD_FORMS.document), requestOrigin(request), user));
  return json({ message: DOCUMENT_MESSAGES.uploaded, document }, { status: 201 });
}
