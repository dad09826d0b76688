import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { listDocumentFolders } from "~/services/documents/admin-documents.server";

/** GET (HR): one folder per employee with documents, `{folders}`. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return json({ folders: await listDocumentFolders() });
}
