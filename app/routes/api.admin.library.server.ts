import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { LIBRARY_MESSAGES, LIBRARY_STATE_SCHEMAS, type LibrarySection } from "~/schemas/library";
import { libraryFilterFrom, listLibrary, setLibraryState, uploadLibraryDocument } from "~/services/documents/library.server";
import { methodNotAllowed, parseId, parseJsonBody } from "~/utils/api.server";
import { uploadFrom, UPLOAD_FORMS } from "~/intake.server";
import { requestOrigin } from "~/utils/request-info.server";

/**
 * The JSON calls of HR's document library, shared by /api/admin/hr-documents and
 * /api/admin/she-documents (issue 15): list, upload (or a new version), change state.
 */
export async function listCall(request: Request, section: LibrarySection) {
  await requireRole(request, "hr");
  const { documents, window } = await listLibrary(section, libraryFilterFrom(section, new URL(request.url).searchParams));
  return json(
    { documents, total: window.total, page: window.page, pageCount: window.pageCount },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** POST multipart: file, the section's fields and optional replacesId: 201 `{message, document}`. */
export async function uploadCall(request: Request, section: LibrarySection) {
  const hr = await requireRole(request, "hr");
  if (request.method !== "POST") methodNotAllowed(["GET", "POST"]);
  const document = await refusalAsJson(() =>
    uploadLibraryDocument(uploadFrom(request, UPLOAD_FORMS.document), requestOrigin(request), hr, section),
  );
  return json({ message: document.replacesId ? LIBRARY_MESSAGES.newVersion : LIBRARY_MESSAGES.uploaded, document }, { status: 201 });
}

/** PATCH `{status}`: `{message, document}`. */
export async function stateCall(request: Request, section: LibrarySection, rawId: string | undefined) {
  const hr = await requireRole(request, "hr");
  if (request.method !== "PATCH") methodNotAllowed(["PATCH"]);
  const id = parseId(rawId);
  const { status } = await parseJsonBody(request, LIBRARY_STATE_SCHEMAS[section]);
  const document = await refusalAsJson(() => setLibraryState(requestOrigin(request), hr, section, id, status));
  return json({ message: LIBRARY_MESSAGES.updated, document });
}
