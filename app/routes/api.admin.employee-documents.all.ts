import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { listAllEmployeeDocuments } from "~/services/documents/admin-documents.server";

/** GET (HR): every employee document, `{documents}`, ordered by employee. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return json({ documents: await listAllEmployeeDocuments() });
}
