import type { IncomingMessage, ServerResponse } from "node:http";
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
 * whatever reads it fails at once and memory stays bounded by the limit. Dropping goes on
 * while the sender keeps sending (see discardRest), for at most DISCARD_BYTES more; past
 * that the connection is cut.
 */
export function limitBodyWhileReading(req: IncomingMessage, limit: number, onTooLarge: () => void) {
  let seen = 0;
  let tooLarge = false;
  // The reader (Remix's body stream) listens for the error; this keeps one with no reader from throwing.
  req.on("error", () => {});
  const push = req.push.bind(req);
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    const ended = chunk === null || chunk === undefined;
    if (!ended) seen += (chunk as Buffer).length;
    if (tooLarge) {
      if (seen > limit + DISCARD_BYTES) cutAfterLinger(req);
      // The end still passes, so whoever discards the rest learns that it has all arrived.
      return ended ? push(chunk, encoding) : true;
    }
    if (!ended && seen > limit) {
      tooLarge = true;
      onTooLarge();
      req.emit("error", new BodyTooLargeError(limit));
      return true;
    }
    return push(chunk, encoding);
  };
}

/** How long the rest of a body may take to arrive once the answer is ready, and how much of it is read past the limit. */
export const DISCARD_MS = 10_000;
export const DISCARD_BYTES = 8 * 1024 * 1024;
/** How long a cut connection stays open, unread, before it is closed: the answer's time to be read. */
export const CUT_LINGER_MS = 2000;

const cutting = new WeakSet<IncomingMessage>();

/**
 * Cuts a body past the most that is dropped: nothing more is read, and the connection closes
 * CUT_LINGER_MS later. Not at once: the sender's and the portal's socket buffers hold
 * megabytes, so the portal can drop DISCARD_BYTES before a busy client has run to read the
 * answer waiting for it, and a close with unread bytes is a reset, which would throw that
 * answer away (a full test run on a loaded machine saw a client get no 413 at all).
 */
function cutAfterLinger(req: IncomingMessage) {
  if (cutting.has(req)) return;
  cutting.add(req);
  req.pause();
  req.socket?.pause();
  setTimeout(() => req.socket?.destroy(), CUT_LINGER_MS).unref();
}

/**
 * Reads and drops what is left of a request body that the answer did not need (a refusal
 * before the body was read, a body past its limit). An HTTP client sends its whole body
 * before it reads the answer: a server that closed with bytes still coming would have it fail
 * on a reset instead of reading the answer, and a kept-alive connection with unread bytes in
 * it would stall. Settles when the body has ended, or when the connection is gone; after
 * DISCARD_MS the connection is cut (limitBodyWhileReading cuts it DISCARD_BYTES past the limit).
 */
export function discardRest(req: IncomingMessage, ms = DISCARD_MS) {
  return new Promise<void>((resolve) => {
    if (req.complete || req.destroyed) return resolve();
    const timer = setTimeout(() => req.socket?.destroy(), ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    req.once("end", done);
    req.once("close", done);
    // Whoever read the body before (Remix's body stream) is done with it.
    req.removeAllListeners("data");
    req.on("data", () => {});
    req.resume();
  });
}

/**
 * An answer given before the request's body was read (a 403 from the Origin check, a 405, a 413
 * from the declared length, a 400 for the URL): the whole answer is written at once, then the
 * rest of the body is read and dropped, and only then does the response end (and, with
 * `Connection: close`, the connection). A client that sends its whole body before it reads
 * gets the answer instead of a reset. Dropping stops DISCARD_BYTES past the route's limit, or
 * after DISCARD_MS: the connection is cut then.
 */
export function answerBeforeBody(
  req: IncomingMessage,
  res: ServerResponse,
  { status, headers = {}, body, limit }: { status: number; headers?: Record<string, string>; body: unknown; limit: number },
) {
  const payload = Buffer.from(JSON.stringify(body));
  res.writeHead(status, {
    ...headers,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(payload.length),
    "Cache-Control": "no-store",
    Connection: "close",
  });
  res.write(payload);
  void discardRest(req).then(() => res.end());
  let seen = 0;
  req.on("data", (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limit + DISCARD_BYTES) cutAfterLinger(req);
  });
}

/** The answer to a body that arrives too slowly (raw: the response object may be the route's by then). */
const TOO_SLOW = JSON.stringify({ message: "The request body arrived too slowly, so the connection was closed. Please try again." });

/**
 * Cuts a request body that does not arrive at a minimum rate: each 64 KB may take at most
 * `msPer64KB` (the first 64 KB from the headers' arrival), so a client that trickles a body
 * cannot hold a socket for Node's 300 s request timeout. A cut body is answered 408 when
 * nothing was answered yet, and the connection closes (at once if an answer had begun).
 */
export function cutSlowBody(req: IncomingMessage, res: ServerResponse, msPer64KB: number) {
  if (req.complete) return;
  const started = Date.now();
  let seen = 0;
  const push = req.push.bind(req);
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk !== null && chunk !== undefined) seen += (chunk as Buffer).length;
    return push(chunk, encoding);
  };
  const deadline = () => started + msPer64KB * (1 + Math.floor(seen / (64 * 1024)));
  let timer: NodeJS.Timeout;
  const check = () => {
    if (req.complete || req.destroyed) return;
    const wait = deadline() - Date.now();
    if (wait > 0) {
      timer = setTimeout(check, wait);
      return;
    }
    const socket = req.socket;
    if (!res.headersSent && socket.writable) {
      socket.write(
        `HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(TOO_SLOW)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${TOO_SLOW}`,
      );
      socket.end();
      // A moment for the answer to leave before the unread rest would turn the close into a reset.
      setTimeout(() => socket.destroy(), 1000).unref();
    } else {
      socket.destroy();
    }
  };
  timer = setTimeout(check, msPer64KB);
  const stop = () => clearTimeout(timer);
  req.once("end", stop);
  req.once("close", stop);
}
