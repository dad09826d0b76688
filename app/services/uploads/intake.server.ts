import { randomUUID } from "node:crypto";
import { Readable, Transform, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileTypeStream } from "file-type/node";
import { getEnv } from "~/env.server";
import { logger } from "~/logger.server";
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from "~/schemas/documents";
import { IMPORT_MAX_FILE_BYTES, IMPORT_MESSAGES } from "~/schemas/employee-import";
import { CERTIFICATE_MAX_BYTES, CERTIFICATE_MESSAGES } from "~/schemas/leave";
import { PAYROLL_MAX_FILE_BYTES, PAYROLL_MESSAGES } from "~/schemas/payroll";
import { PROFILE_MESSAGES, PROFILE_PICTURE_MAX_BYTES } from "~/schemas/profile";
import { ServiceError } from "~/services/errors.server";
import { getStorage, StorageLimitError } from "~/services/storage/index.server";
import { measuringStream } from "~/services/storage/measure.server";
import { clamdScanTap, type ScanVerdict } from "~/services/storage/scanner.server";

/**
 * The one intake of uploaded files (issue 26): every file the portal receives, whatever the
 * screen or call, passes here as a stream. In order: the type by its first bytes (file-type)
 * against the kind's allow-list, the size counted while reading (never buffered past the
 * limit), the virus scanner (clamd INSTREAM) when CLAMAV_URL is set, then the sink: storage
 * under a fresh key, or (files a service parses: spreadsheets, pictures) memory bounded by the
 * same limit. Every refusal is a ServiceError of one shape, the same on every route:
 * 413 too large, 400 wrong type, 422 infected, 503 scanner unavailable, each with the
 * kind's own words (the spec's where it has them) as the message and as the field's error.
 * A refused file leaves nothing stored.
 */

export type UploadKind = "document" | "certificate" | "picture" | "employeeImport" | "payroll";

/** The type by content (never the browser's claim) and whether the bytes must be UTF-8 text. */
interface Decided {
  mime: string;
  utf8?: boolean;
}

interface KindRules {
  /** The largest accepted size in bytes (one more is refused). */
  maxBytes: number;
  tooLarge: string;
  wrongType: string;
  decide: (detected: { ext: string } | undefined, filename: string, head: Buffer) => Decided;
}

/** Enough of the start of a file for file-type to tell OOXML and OpenDocument zips apart. */
const SAMPLE_BYTES = 64 * 1024;

/** The file types a stored document may have, by content, with the names they may carry. */
const DOCUMENT_TYPES: Record<string, { mime: string; extensions: string[] }> = {
  pdf: { mime: "application/pdf", extensions: ["pdf"] },
  png: { mime: "image/png", extensions: ["png"] },
  jpg: { mime: "image/jpeg", extensions: ["jpg", "jpeg"] },
  gif: { mime: "image/gif", extensions: ["gif"] },
  webp: { mime: "image/webp", extensions: ["webp"] },
  // Word 97-2003 and Excel 97-2003 are both OLE2 compound files; file-type calls them cfb.
  cfb: { mime: "application/x-cfb", extensions: ["doc", "xls"] },
  docx: { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", extensions: ["docx"] },
  xlsx: { mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", extensions: ["xlsx"] },
  odt: { mime: "application/vnd.oasis.opendocument.text", extensions: ["odt"] },
  ods: { mime: "application/vnd.oasis.opendocument.spreadsheet", extensions: ["ods"] },
};
const OLE_MIME: Record<string, string> = { doc: "application/msword", xls: "application/vnd.ms-excel" };
const TEXT_MIME: Record<string, string> = { txt: "text/plain; charset=utf-8", csv: "text/csv; charset=utf-8" };
const IMAGE_MIME: Record<string, string> = { png: "image/png", jpg: "image/jpeg", gif: "image/gif", webp: "image/webp" };

export function extensionOf(name: string) {
  const match = /\.([A-Za-z0-9]+)$/.exec(name);
  return match ? match[1].toLowerCase() : "";
}

function wrongType(message: string, field: string): never {
  throw new ServiceError(400, message, { [field]: [message] });
}

/** A byte-order mark: text, whatever file-type guesses from the bytes after it (UTF-16 LE reads as MP1 audio). */
function startsWithBom(head: Buffer) {
  return (
    (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) ||
    (head[0] === 0xff && head[1] === 0xfe) ||
    (head[0] === 0xfe && head[1] === 0xff)
  );
}

/** A spreadsheet a service parses: CSV text in any encoding the reader knows (issue 24), or, where allowed, an .xlsx. */
function spreadsheet(allowXlsx: boolean, message: string) {
  return (detected: { ext: string } | undefined, _filename: string, head: Buffer): Decided => {
    if (!detected || startsWithBom(head)) return { mime: "text/csv" };
    // A workbook whose first entries file-type cannot name (a large sheet first) is a plain zip to it; the import's reader decides.
    if (allowXlsx && (detected.ext === "xlsx" || detected.ext === "zip")) return { mime: DOCUMENT_TYPES.xlsx.mime };
    return wrongType(message, "file");
  };
}

/** Pictures and certificates: the content decides; the name is not asked (a data URL has none). */
function byContent(allowed: Record<string, string>, message: string) {
  return (detected: { ext: string } | undefined): Decided => {
    const mime = detected && allowed[detected.ext];
    return mime ? { mime } : wrongType(message, "file");
  };
}

/** Documents: the allow-list by content, and the name's extension must fit it. */
function decideDocument(detected: { ext: string } | undefined, filename: string): Decided {
  const ext = extensionOf(filename);
  if (!detected) {
    if (TEXT_MIME[ext]) return { mime: TEXT_MIME[ext], utf8: true };
    wrongType(DOCUMENT_MESSAGES.notAllowed, "file");
  }
  const allowed = DOCUMENT_TYPES[detected.ext];
  if (!allowed) wrongType(DOCUMENT_MESSAGES.notAllowed, "file");
  if (!allowed.extensions.includes(ext)) {
    const kind = detected.ext === "cfb" ? "an Office 97-2003 file" : `a ${detected.ext.toUpperCase()} file`;
    wrongType(
      `The file's content does not match its name: "${filename}" is ${kind}, not .${ext || "(no extension)"}. Rename it or upload the right file.`,
      "file",
    );
  }
  return { mime: detected.ext === "cfb" ? OLE_MIME[ext] : allowed.mime };
}

export const UPLOAD_KINDS: Record<UploadKind, KindRules> = {
  document: {
    maxBytes: DOCUMENT_MAX_BYTES,
    tooLarge: DOCUMENT_MESSAGES.tooLarge,
    wrongType: DOCUMENT_MESSAGES.notAllowed,
    decide: decideDocument,
  },
  certificate: {
    maxBytes: CERTIFICATE_MAX_BYTES,
    tooLarge: CERTIFICATE_MESSAGES.tooLarge,
    wrongType: CERTIFICATE_MESSAGES.wrongType,
    decide: byContent({ pdf: "application/pdf", jpg: "image/jpeg", png: "image/png" }, CERTIFICATE_MESSAGES.wrongType),
  },
  // Spec 1: "under 50MB".
  picture: {
    maxBytes: PROFILE_PICTURE_MAX_BYTES - 1,
    tooLarge: PROFILE_MESSAGES.pictureTooLarge,
    wrongType: PROFILE_MESSAGES.notAnImage,
    decide: byContent(IMAGE_MIME, PROFILE_MESSAGES.notAnImage),
  },
  // Spec 2: "10 MB or more is rejected".
  employeeImport: {
    maxBytes: IMPORT_MAX_FILE_BYTES - 1,
    tooLarge: IMPORT_MESSAGES.tooLarge,
    wrongType: IMPORT_MESSAGES.invalidFile,
    decide: spreadsheet(true, IMPORT_MESSAGES.invalidFile),
  },
  payroll: {
    maxBytes: PAYROLL_MAX_FILE_BYTES,
    tooLarge: PAYROLL_MESSAGES.tooLarge,
    wrongType: PAYROLL_MESSAGES.selectCsv,
    decide: spreadsheet(false, PAYROLL_MESSAGES.selectCsv),
  },
};

/** A file the intake accepted: where it went (a storage key, or its bytes), its size, hash and type by content. */
export interface TakenFile {
  filename: string;
  size: number;
  sha256: string;
  mime: string;
  scanStatus: "clean" | "unscanned";
  /** Set when it was stored. */
  key?: string;
  /** Set when it was kept in memory for a service to parse. */
  bytes?: Uint8Array;
}

/** What a stored upload is, for the rows that point at it. */
export type StoredUpload = TakenFile & { key: string };

/** Where an accepted file goes: storage under `<prefix>/<uuid>`, or memory. */
export type UploadSink = { prefix: string } | "memory";

export interface TakeOptions {
  kind: UploadKind;
  filename: string;
  sink: UploadSink;
  /** The form field the refusal names (file, certificate, csvFile...); "file" if not given. */
  field?: string;
  /** A smaller limit than the kind's own (tests). */
  maxBytes?: number;
}

/** Plain text has no magic number: it must be UTF-8 throughout, with no NUL byte. */
function utf8TextCheck(field: string) {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const notText = () => new ServiceError(400, "The file is not plain UTF-8 text.", { [field]: ["The file is not plain UTF-8 text."] });
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      try {
        if (chunk.includes(0)) return callback(notText());
        decoder.decode(chunk, { stream: true });
        callback(null, chunk);
      } catch {
        callback(notText());
      }
    },
    flush(callback) {
      try {
        decoder.decode();
        callback();
      } catch {
        callback(notText());
      }
    },
  });
}

/** The refusal's field errors name the form's own field. */
function onField(error: ServiceError, field: string) {
  if (field === "file" || !error.fieldErrors?.file) return error;
  return Object.assign(new ServiceError(error.status, error.message, { [field]: error.fieldErrors.file }), { cause: error });
}

/** Collects a stream into memory; the measuring stage in front of it bounds how much. */
function memorySink() {
  const chunks: Buffer[] = [];
  const writable = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  return { writable, bytes: () => new Uint8Array(Buffer.concat(chunks)) };
}

/** A pass-through that keeps the first `count` bytes it passes. */
function firstBytes(count: number) {
  const kept: Buffer[] = [];
  let length = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (length < count) {
        kept.push(chunk.subarray(0, count - length));
        length += Math.min(chunk.length, count - length);
      }
      callback(null, chunk);
    },
  });
  return { stream, bytes: () => Buffer.concat(kept) };
}

/**
 * Takes one uploaded file through the checks into its sink (see the top of this file). The
 * source is read once, as it arrives; whatever happens, it is consumed or destroyed.
 */
export async function takeUpload(source: Readable, options: TakeOptions): Promise<TakenFile> {
  const rules = UPLOAD_KINDS[options.kind];
  const field = options.field ?? "file";
  const maxBytes = options.maxBytes ?? rules.maxBytes;
  const tooLarge = () => new ServiceError(413, rules.tooLarge, { [field]: [rules.tooLarge] });
  // The first bytes are kept aside for the byte-order-mark check (file-type reads its sample first).
  const head = firstBytes(8);
  source.on("error", (error) => head.stream.destroy(error));
  const typed = await fileTypeStream(source.pipe(head.stream), { sampleSize: SAMPLE_BYTES });
  let decided: Decided;
  try {
    decided = rules.decide(typed.fileType, options.filename, head.bytes());
  } catch (error) {
    source.destroy();
    head.stream.destroy();
    typed.destroy();
    throw error instanceof ServiceError ? onField(error, field) : error;
  }
  const clamav = getEnv().CLAMAV_URL;
  const scanner = clamav ? clamdScanTap(clamav) : null;
  const stages: Transform[] = [...(decided.utf8 ? [utf8TextCheck(field)] : []), ...(scanner ? [scanner.tap] : [])];
  // The stages are piped by hand; the first failure anywhere destroys the last stream, which
  // is what the sink reads, so the sink sees it and keeps nothing.
  let body: Readable = typed;
  for (const stage of stages) body = body.pipe(stage);
  const last = body;
  for (const stream of [typed, ...stages]) {
    stream.on("error", (error) => {
      if (stream !== last) last.destroy(error);
    });
  }

  const key = options.sink === "memory" ? undefined : `${options.sink.prefix}/${randomUUID()}`;
  const storage = getStorage();
  let result: { size: number; sha256: string; bytes?: Uint8Array };
  try {
    if (key) {
      result = await storage.put(body, { key, maxBytes });
    } else {
      const measure = measuringStream(maxBytes);
      const memory = memorySink();
      await pipeline(body, measure.stream, memory.writable);
      result = { ...measure.result(), bytes: memory.bytes() };
    }
  } catch (error) {
    source.destroy();
    for (const stream of [head.stream, typed, ...stages]) stream.destroy();
    if (key) await storage.delete(key).catch(() => {});
    if (error instanceof StorageLimitError) throw tooLarge();
    if (error instanceof ServiceError) throw error;
    if (scanner) {
      logger.warn({ err: error }, "virus scanner failed during an upload");
      throw new ServiceError(503, DOCUMENT_MESSAGES.scannerDown);
    }
    throw error;
  }
  if (scanner) {
    let verdict: ScanVerdict;
    try {
      verdict = await scanner.verdict;
    } catch (error) {
      if (key) await storage.delete(key);
      logger.warn({ err: error }, "virus scanner gave no verdict");
      throw new ServiceError(503, DOCUMENT_MESSAGES.scannerDown);
    }
    if (!verdict.clean) {
      if (key) await storage.delete(key);
      logger.warn({ signature: verdict.signature, kind: options.kind }, "an infected upload was refused");
      throw new ServiceError(422, DOCUMENT_MESSAGES.infected, { [field]: [DOCUMENT_MESSAGES.infected] });
    }
  }
  return {
    filename: options.filename,
    size: result.size,
    sha256: result.sha256,
    mime: decided.mime,
    scanStatus: scanner ? "clean" : "unscanned",
    ...(key ? { key } : {}),
    ...(result.bytes ? { bytes: result.bytes } : {}),
  };
}

/** Bytes that arrived whole in another body (a picture as a data URL) take the same way in. */
export function takeUploadBytes(bytes: Uint8Array, options: Omit<TakeOptions, "sink">) {
  return takeUpload(Readable.from([Buffer.from(bytes)]), { ...options, sink: "memory" });
}

/** An employee document, policy, SHE procedure or committee file streamed into storage under `<prefix>/<uuid>`. */
export async function storeUploadedFile(source: Readable, options: { filename: string; prefix: string; maxBytes?: number }) {
  return (await takeUpload(source, {
    kind: "document",
    filename: options.filename,
    sink: { prefix: options.prefix },
    maxBytes: options.maxBytes,
  })) as StoredUpload;
}

/**
 * What a multipart form brought, after the intake: its text fields (the last value of a name
 * wins; `entries` keeps every value in order) and each file part the form accepts, taken or
 * refused. Services receive this, never the request.
 */
export interface ReceivedPart {
  field: string;
  filename: string;
  outcome: { ok: true; file: TakenFile } | { ok: false; refusal: ServiceError };
}

export interface ReceivedUploads {
  fields: Record<string, string>;
  entries: [string, string][];
  files: ReceivedPart[];
  /** Removes every stored file of the form (a row that was to point at one could not be written). */
  discard(): Promise<void>;
}

/**
 * How a service reads the upload it was given: it names the sink (a storage prefix of its
 * own records, or memory) once it has checked what it must first (the employee exists), and
 * gets the form back. The route makes it from the request (app/intake.server.ts).
 */
export type UploadSource = (sink: UploadSink) => Promise<ReceivedUploads>;

/** Deletes a stored upload's bytes (no row points at them yet). */
export async function discardTaken(file: TakenFile | undefined) {
  if (file?.key) await getStorage().delete(file.key);
}
