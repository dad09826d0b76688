import { createCookie } from "@remix-run/node";
import type { CurrentUser } from "~/auth.server";
import { getEnv } from "~/env.server";
import { checkImportFile, IMPORT_MESSAGES } from "~/schemas/employee-import";
import { importEmployees } from "~/services/employee-import/apply.server";
import { checkImport, confirmImport, discardImportPreview, type ImportPreview } from "~/services/employee-import/preview.server";
import { queueCheckedImport, queueImport } from "~/services/employee-import/job.server";
import { DEFAULT_IMPORT_OPTIONS, type ImportOptions, type ImportResult } from "~/services/employee-import/types.server";
import { ServiceError } from "~/services/errors.server";
import { receiveUploads, UPLOAD_FORMS } from "~/intake.server";
import { readId } from "~/utils/ids";

/**
 * Reads an import POST (the screen's forms and POST /api/csv-import alike): the file in
 * field csvFile, the options as fields updateExisting, skipInvalid, sendNotifications,
 * dryRun ("true"/"false"; "on" from a checkbox), an optional importId from a started
 * import, or previewId to import a file checked before.
 * The last value of a field wins, so a form can send a hidden "false" before its checkbox.
 * An absent option takes its default (Update existing on, the others off).
 */
export function readImportOptions(form: FormData): ImportOptions {
  const flag = (name: keyof ImportOptions) => {
    const values = form.getAll(name).map((value) => String(value).trim().toLowerCase());
    if (values.length === 0) return Boolean(DEFAULT_IMPORT_OPTIONS[name]);
    return ["true", "on", "1", "yes"].includes(values.at(-1)!);
  };
  return {
    updateExisting: flag("updateExisting"),
    skipInvalid: flag("skipInvalid"),
    sendNotifications: flag("sendNotifications"),
    dryRun: flag("dryRun"),
  };
}

export type ImportRequestOutcome =
  | { ok: true; kind: "imported"; result: ImportResult }
  | { ok: true; kind: "queued"; importId: number }
  | { ok: true; kind: "checked"; preview: ImportPreview }
  | { ok: true; kind: "discarded" }
  | { ok: false; status: number; title: string; message: string; importId: number | null };

function refusal(error: unknown, importId: number | null): ImportRequestOutcome {
  if (error instanceof ServiceError)
    return { ok: false, status: error.status, title: IMPORT_MESSAGES.failedTitle, message: error.message, importId };
  throw error;
}

/** The API client asked for an answer before the import has run (RFC 7240 `Prefer: respond-async`). */
export function prefersAsync(request: Request) {
  return /(^|[,;\s])respond-async([,;\s]|$)/i.test(request.headers.get("Prefer") ?? "");
}

/**
 * One import request. intent "check" (or dryRun=true) checks the file and keeps it for
 * confirmation; previewId (intent "confirm") imports a checked file; intent "discard"
 * drops a check; otherwise the file is imported. `background`: the import is stored and
 * queued as a job and the answer ("queued", with the import's id) comes at once (the
 * screen, and API clients that prefer respond-async); otherwise it runs in the request.
 */
export async function runImportRequest(
  request: Request,
  user: CurrentUser,
  { background }: { background: boolean },
): Promise<ImportRequestOutcome> {
  // The file comes in through the upload intake (10 MB or more refused while reading, CSV
  // text or an .xlsx by content, the scanner), into memory: the import parses it.
  const received = await receiveUploads(request, UPLOAD_FORMS.employeeImport, "memory");
  const form = new FormData();
  for (const [name, value] of received.entries) form.append(name, value);
  const startedId = form.get("importId");
  const importId = typeof startedId === "string" ? readId(startedId) : null;
  const intent = String(form.get("intent") ?? "");
  const previewId = String(form.get("previewId") ?? "").trim();
  if (intent === "discard") {
    await discardImportPreview(previewId, user.id);
    return { ok: true, kind: "discarded" };
  }
  if (previewId || intent === "confirm") {
    try {
      if (background) return { ok: true, kind: "queued", importId: await queueCheckedImport({ previewId, uploadedBy: user.id }) };
      return { ok: true, kind: "imported", result: await confirmImport({ previewId, uploadedBy: user.id, importId }) };
    } catch (error) {
      return refusal(error, importId);
    }
  }
  const part = received.files.find((file) => file.field === "csvFile");
  if (!part || !part.filename) {
    return { ok: false, status: 400, title: IMPORT_MESSAGES.invalidFileTitle, message: IMPORT_MESSAGES.noFile, importId: null };
  }
  if (!part.outcome.ok) {
    const { status, message } = part.outcome.refusal;
    const title =
      message === IMPORT_MESSAGES.tooLarge
        ? IMPORT_MESSAGES.tooLargeTitle
        : message === IMPORT_MESSAGES.invalidFile
          ? IMPORT_MESSAGES.invalidFileTitle
          : IMPORT_MESSAGES.failedTitle;
    // The import's answer keeps its spec shape, {title, message} with 400, for a file too large as for one of the wrong type.
    return { ok: false, status: status === 413 ? 400 : status, title, message, importId: null };
  }
  const file = part.outcome.file;
  if (file.size === 0) {
    return { ok: false, status: 400, title: IMPORT_MESSAGES.invalidFileTitle, message: IMPORT_MESSAGES.noFile, importId: null };
  }
  const refused = checkImportFile({ name: file.filename, size: file.size });
  if (refused) return { ok: false, status: 400, ...refused, importId: null };
  const options = readImportOptions(form);
  const upload = { name: file.filename, data: file.bytes! };
  try {
    if (intent === "check" || options.dryRun) {
      return {
        ok: true,
        kind: "checked",
        preview: await checkImport({ file: upload, options: { ...options, dryRun: true }, uploadedBy: user.id }),
      };
    }
    if (background)
      return { ok: true, kind: "queued", importId: (await queueImport({ file: upload, options, uploadedBy: user.id })).importId };
    return { ok: true, kind: "imported", result: await importEmployees({ file: upload, options, uploadedBy: user.id, importId }) };
  } catch (error) {
    return refusal(error, importId);
  }
}

/**
 * The "Import Complete" / "Import Failed" toast of an import that runs in the background,
 * shown once, when its page first shows the result (with or without JavaScript): the
 * confirmation's redirect leaves the import's id in this short signed cookie, and the page
 * that finds the import finished takes it (the toast cookie itself would be read at once, by
 * the progress page).
 */
let announceCookie: ReturnType<typeof createCookie> | undefined;

function importAnnounceCookie() {
  const env = getEnv();
  announceCookie ??= createCookie("__hr_import_announce", {
    httpOnly: true,
    sameSite: "lax",
    path: "/admin/import",
    secure: env.PUBLIC_URL.startsWith("https://"),
    secrets: [env.SESSION_SECRET ?? "development-only-secret-not-for-production"],
    maxAge: 24 * 3600,
  });
  return announceCookie;
}

/** The Set-Cookie header that asks for the import's result to be announced. */
export async function announceImportWhenDone(importId: number) {
  return importAnnounceCookie().serialize(importId);
}

/** Whether this finished import's result is still to be announced, and the header that says it was. */
export async function takeImportAnnouncement(request: Request, importId: number) {
  const pending = (await importAnnounceCookie().parse(request.headers.get("Cookie"))) as number | null;
  if (pending !== importId) return null;
  return { "Set-Cookie": await importAnnounceCookie().serialize("", { maxAge: 0 }) };
}
