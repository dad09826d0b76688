import { readOrigin } from "~/utils/request-info.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsFile } from "~/errors.server";
import { DOCUMENT_MESSAGES } from "~/schemas/documents";
import { openEmployeeDocument } from "~/services/documents/employee-documents.server";
import { parseId } from "~/utils/api.server";
import { storedFileResponse } from "~/utils/file-response.server";

/** GET (HR): the preview of one employee's document (the employee is in the where clause too). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const employeeId = parseId(params.employeeId);
  const id = parseId(params.id);
  const opened = await refusalAsFile(DOCUMENT_MESSAGES.previewFailed, () =>
    openEmployeeDocument(readOrigin(request), hr, id, "preview", employeeId),
  );
  if (opened.kind === "link") return redirect(opened.url);
  return storedFileResponse(request, opened.file, "inline");
}
