import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { listOwnDocuments } from "~/services/documents/employee-documents.server";

/** GET: the signed-in employee's documents, `{documents}`. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ documents: await refusalAsJson(() => listOwnDocuments(user)) });
}
