import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { listDocumentTrash } from "~/services/documents/queries.server";

/** GET (HR): deleted employee documents not restored, `{documents}`. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return json({ documents: await listDocumentTrash() });
}
