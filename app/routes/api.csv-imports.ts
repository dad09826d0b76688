import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import * as z from "zod/mini";
import { requireRole } from "~/auth.server";
import { startImport } from "~/services/employee-import/tracking.server";
import { listImports } from "~/services/employee-import/history.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/api.server";

const StartImportSchema = z.object({
  filename: z.string().check(z.trim(), z.minLength(1, "filename is required"), z.maxLength(255, "filename must be at most 255 characters")),
});

/** GET (HR): the import history, newest first: { imports: [{ id, filename, validRecords, totalRecords, status, createdAt, ... }] }. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return json({ imports: await listImports() });
}

/**
 * POST (HR) { filename }: records an import before its file is sent, so the screen can
 * poll GET /api/csv-imports/{id} for the rows processed while POST /api/csv-import
 * (with this importId) runs. Answers 201 { importId }.
 */
export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  if (request.method !== "POST") methodNotAllowed(["GET", "POST"]);
  const { filename } = await parseJsonBody(request, StartImportSchema);
  return json({ importId: await startImport(hr.id, filename) }, { status: 201 });
}
