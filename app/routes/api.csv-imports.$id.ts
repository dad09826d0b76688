import { refusalAsJson } from "~/errors.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { getImport } from "~/services/employee-import/history.server";
import { parseId } from "~/utils/api.server";

/** GET (HR): one import with its progress (processedRecords of totalRecords) and, when done, its errors. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const id = parseId(params.id);
  return json(await refusalAsJson(() => getImport(id)), { headers: { "Cache-Control": "no-store" } });
}
