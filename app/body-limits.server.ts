import type { IncomingMessage } from "node:http";
import { IMPORT_MAX_FILE_BYTES } from "~/schemas/employee-import";
import { PAYROLL_MAX_FILE_BYTES } from "~/schemas/payroll";
import { PROFILE_PICTURE_MAX_BYTES } from "~/schemas/profile";
import { DOCUMENT_MAX_BYTES, UPLOAD_FORM_ROWS } from "~/schemas/documents";
import { CERTIFICATE_MAX_BYTES } from "~/schemas/leave";

/**
 * How many bytes a request body may have, per route (issue 12). Forms and JSON are small;
 * the routes that take a file allow the file's own limit plus room for the other fields
 * and the multipart framing. The multipart readers still enforce each file's limit.
 */
export const DEFAULT_BODY_LIMIT = 256 * 1024;
const MULTIPART_ROOM = 1024 * 1024;

const UPLOAD_LIMITS: Record<string, number> = {
  "/admin/import": IMPORT_MAX_FILE_BYTES + MULTIPART_ROOM,
  "/api/csv-import": IMPORT_MAX_FILE_BYTES + MULTIPART_ROOM,
  "/admin/payroll": PAYROLL_MAX_FILE_BYTES + MULTIPART_ROOM,
  // The JSON form of a payroll file: its rows as objects, about twice the CSV.
  "/api/payroll/upload": 2 * PAYROLL_MAX_FILE_BYTES,
  // The Profile tab's picture form without JavaScript (multipart).
  "/profile/picture": PROFILE_PICTURE_MAX_BYTES + MULTIPART_ROOM,
  // Documents (issue 15): one file of at most 50 MB per request; the reader refuses the 50 MB + 1st byte.
  "/api/employees/my-documents/upload": DOCUMENT_MAX_BYTES + MULTIPART_ROOM,
  "/documents/upload": DOCUMENT_MAX_BYTES + MULTIPART_ROOM,
  // HR's form: up to five such files in one request.
  "/admin/documents/upload": UPLOAD_FORM_ROWS * DOCUMENT_MAX_BYTES + MULTIPART_ROOM,
};

/** Upload routes with a parameter in their path. */
const PATTERN_LIMITS: [RegExp, number][] = [
  [/^\/api\/admin\/employees\/[^/]+\/documents$/, DOCUMENT_MAX_BYTES + MULTIPART_ROOM],
  // The EE committee's files (issue 16): one file of at most 50 MB, its form with a few text fields.
  [/^\/api\/ee-committee\/(meeting-minutes|policies|documents)$/, DOCUMENT_MAX_BYTES + MULTIPART_ROOM],
  [/^\/ee-committee\/(minutes|policies|docs)\/upload$/, DOCUMENT_MAX_BYTES + MULTIPART_ROOM],
  // HR's document library (policies and SHE procedures).
  [/^\/admin\/hr-documents\/(policies|she)\/upload$/, DOCUMENT_MAX_BYTES + MULTIPART_ROOM],
  [/^\/api\/admin\/(hr|she)-documents$/, DOCUMENT_MAX_BYTES + MULTIPART_ROOM],
  // A picture as a data URL: base64 carries 3 bytes in 4 characters, plus the JSON around it.
  [/^\/api\/employees\/[^/]+\/profile-picture$/, Math.ceil(PROFILE_PICTURE_MAX_BYTES / 3) * 4 + 64 * 1024],
  // A medical certificate for sick leave (multipart), issue 17.
  [/^\/leave\/\d+\/certificate$/, CERTIFICATE_MAX_BYTES + MULTIPART_ROOM],
];

export function bodyLimitFor(path: string) {
  const route = path.replace(/\/+$/, "");
  return UPLOAD_LIMITS[route] ?? PATTERN_LIMITS.find(([pattern]) => pattern.test(route))?.[1] ?? DEFAULT_BODY_LIMIT;
}

/** The error a body that grows past its limit ends with; the readers answer 413 for it. */
export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes.`);
  }
}

export function isBodyTooLarge(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if (cause instanceof Error && cause.name === "BodyTooLargeError") return true;
  }
  return false;
}

/**
 * Counts a body while it is read (a chunked body names no length up front). Past the
 * limit the rest is dropped, not kept, and the stream ends with BodyTooLargeError, so
 * whatever reads it fails at once and memory stays bounded by the limit.
 */
export function limitBodyWhileReading(req: IncomingMessage, limit: number, onTooLarge: () => void) {
  let seen = 0;
  let tooLarge = false;
  // The reader (Remix's body stream) listens for the error; this keeps one with no reader from throwing.
  req.on("error", () => {});
  const push = req.push.bind(req);
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (tooLarge) return true;
    if (chunk !== null && chunk !== undefined) {
      seen += (chunk as Buffer).length;
      if (seen > limit) {
        tooLarge = true;
        onTooLarge();
        req.emit("error", new BodyTooLargeError(limit));
        return true;
      }
    }
    return push(chunk, encoding);
  };
}
