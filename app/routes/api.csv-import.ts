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
 * csvFile and the options updateExisting, skipInvalid, sendNotifications, dryRun
 * ("true"/"false"), optionally importId from POST /api/csv-imports. Answers 200
 * { totalRecords, validRecords, invalidRecords, errors, importId, created, updated, unchanged,
 *   createdRows, changes, status, dryRun } once the rows were checked; with dryRun=true nothing
 * is written and the answer also carries previewId: POST previewId (instead of a file) within
 * 30 minutes imports exactly that file, or answers 409 when it would now do something else.
 * 400 { message, title } when the file itself is unusable.
 */
export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const outcome = await runImportRequest(request, hr);
  if (!outcome.ok) {
    return json(
      { title: outcome.title, message: outcome.message, errors: { csvFile: [outcome.message] }, importId: outcome.importId },
      { status: outcome.status },
    );
  }
  if (outcome.kind === "discarded") return json({ discarded: true });
  const result = outcome.kind === "checked" ? outcome.preview.result : outcome.result;
  const {
    totalRecords,
    validRecords,
    invalidRecords,
    errors,
    importId,
    created,
    updated,
    unchanged,
    createdRows,
    changes,
    status,
    dryRun,
  } = result;
  return json({
    totalRecords,
    validRecords,
    invalidRecords,
    errors,
    importId,
    created,
    updated,
    unchanged,
    createdRows,
    changes,
    status,
    dryRun,
    ...(outcome.kind === "checked" ? { previewId: outcome.preview.id } : {}),
  });
}
