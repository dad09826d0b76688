import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { SHE_CATEGORIES } from "~/schemas/she";
import { listActiveSheDocuments } from "~/services/documents/she-documents.server";

/** GET: active SHE documents, `{documents}`; optional `?search=` and `?category=safety|health|environment`. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const params = new URL(request.url).searchParams;
  const category = SHE_CATEGORIES.find((value) => value === params.get("category")) ?? "";
  return json({ documents: await listActiveSheDocuments({ search: (params.get("search") ?? "").slice(0, 200), category }) });
}
