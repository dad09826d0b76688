import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { methodNotAllowed } from "~/utils/api.server";
import { runImportRequest } from "./import-request.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  methodNotAllowed(["POST"]);
}

/**
 * POST (HR; session cookie or `Authorization: Bearer <token>`): multipart with the file in
 * csvFile and the options updateExisting, skipInvalid, sendNotifications ("true"/"false"),
 * optionally importId from POST /api/csv-imports. Answers 200
 * { totalRecords, validRecords, invalidRecords, errors, importId, created, updated, unchanged, status }
 * once the rows were checked; 400 { message, title } when the file itself is unusable.
 */
export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const outcome = await runImportRequest(request, hr);
  if (!outcome.ok) {
    return json({ title: outcome.title, message: outcome.message, errors: { csvFile: [outcome.message] }, importId: outcome.importId }, { status: outcome.status });
  }
  const { totalRecords, validRecords, invalidRecords, errors, importId, created, updated, unchanged, status } = outcome.result;
  return json({ totalRecords, validRecords, invalidRecords, errors, importId, created, updated, unchanged, status });
}
