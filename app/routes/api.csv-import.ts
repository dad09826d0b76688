import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { methodNotAllowed } from "~/utils/api.server";
import { importResultFields } from "~/services/employee-import/types.server";
import { prefersAsync, runImportRequest } from "./import-request.server";

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
 * With `Prefer: respond-async` (issue 27) an import (a file, or previewId) is queued as a
 * background job instead: 202 { importId, status: "processing" } at once, with Location
 * /api/csv-imports/{id}, whose status and processedRecords of totalRecords say how it goes.
 * Without it the import runs within the request and the answer is the spec's, as before.
 */
export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const background = prefersAsync(request);
  const outcome = await runImportRequest(request, hr, { background });
  if (!outcome.ok) {
    return json(
      { title: outcome.title, message: outcome.message, errors: { csvFile: [outcome.message] }, importId: outcome.importId },
      { status: outcome.status },
    );
  }
  if (outcome.kind === "discarded") return json({ discarded: true });
  if (outcome.kind === "queued") {
    return json(
      { importId: outcome.importId, status: "processing" },
      {
        status: 202,
        headers: { Location: `/api/csv-imports/${outcome.importId}`, "Preference-Applied": "respond-async", "Cache-Control": "no-store" },
      },
    );
  }
  const result = outcome.kind === "checked" ? outcome.preview.result : outcome.result;
  return json({
    ...importResultFields(result),
    ...(outcome.kind === "checked" ? { previewId: outcome.preview.id } : {}),
  });
}
