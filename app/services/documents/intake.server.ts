import { randomUUID } from "node:crypto";
import { Readable, Transform } from "node:stream";
import { fileTypeStream } from "file-type/node";
import { getEnv } from "~/env.server";
import { logger } from "~/logger.server";
import { DOCUMENT_MESSAGES } from "~/schemas/documents";
import { ServiceError } from "~/services/errors.server";
import { getStorage, StorageLimitError } from "~/services/storage/index.server";
import { clamdScanTap, type ScanVerdict } from "~/services/storage/scanner.server";

/** The file types every stored document may have, by content, with the names they may carry. */
const ALLOWED: Record<string, { mime: string; extensions: string[] }> = {
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

/** Enough of the start of a file for file-type to tell OOXML and OpenDocument zips apart. */
const SAMPLE_BYTES = 64 * 1024;

export interface StoredUpload {
  key: string;
  size: number;
  sha256: string;
  /** The type by content, as served back (never the browser's claim). */
  mime: string;
  scanStatus: "clean" | "unscanned";
}

export function extensionOf(name: string) {
  const match = /\.([A-Za-z0-9]+)$/.exec(name);
  return match ? match[1].toLowerCase() : "";
}

function refuse(message: string): never {
  throw new ServiceError(400, message, { file: [message] });
}

/** Plain text has no magic number: it must be UTF-8 throughout, with no NUL byte. */
function utf8TextCheck() {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const notText = () => new ServiceError(400, "The file is not plain UTF-8 text.", { file: ["The file is not plain UTF-8 text."] });
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

/** Decides the type from the first bytes; refuses what is not allowed or does not match its name. */
function decideType(detected: { ext: string } | undefined, filename: string): { mime: string; text: boolean } {
  const ext = extensionOf(filename);
  if (!detected) {
    if (TEXT_MIME[ext]) return { mime: TEXT_MIME[ext], text: true };
    refuse(DOCUMENT_MESSAGES.notAllowed);
  }
  const allowed = ALLOWED[detected.ext];
  if (!allowed) refuse(DOCUMENT_MESSAGES.notAllowed);
  if (!allowed.extensions.includes(ext)) {
    const kind = detected.ext === "cfb" ? "an Office 97-2003 file" : `a ${detected.ext.toUpperCase()} file`;
    refuse(
      `The file's content does not match its name: "${filename}" is ${kind}, not .${ext || "(no extension)"}. Rename it or upload the right file.`,
    );
  }
  return { mime: detected.ext === "cfb" ? OLE_MIME[ext] : allowed.mime, text: false };
}

/**
 * Streams one uploaded file into storage under `<prefix>/<uuid>`: type by content
 * against the allow-list, the size limit while reading, the virus scanner (clamd) when
 * CLAMAV_URL is set. Every refusal is a ServiceError and leaves nothing stored.
 */
export async function storeUploadedFile(
  source: Readable,
  options: { filename: string; prefix: string; maxBytes: number },
): Promise<StoredUpload> {
  const storage = getStorage();
  const key = `${options.prefix}/${randomUUID()}`;
  const typed = await fileTypeStream(source, { sampleSize: SAMPLE_BYTES });
  let decided: { mime: string; text: boolean };
  try {
    decided = decideType(typed.fileType, options.filename);
  } catch (error) {
    source.destroy();
    typed.destroy();
    throw error;
  }
  const clamav = getEnv().CLAMAV_URL;
  const scanner = clamav ? clamdScanTap(clamav) : null;
  const stages: Transform[] = [...(decided.text ? [utf8TextCheck()] : []), ...(scanner ? [scanner.tap] : [])];
  // The stages are piped by hand; the first failure anywhere destroys the last stream, which
  // is what put() reads, so put() sees it and keeps nothing.
  let body: Readable = typed;
  for (const stage of stages) body = body.pipe(stage);
  const last = body;
  for (const stream of [typed, ...stages]) {
    stream.on("error", (error) => {
      if (stream !== last) last.destroy(error);
    });
  }

  let stored;
  try {
    stored = await storage.put(body, { key, maxBytes: options.maxBytes });
  } catch (error) {
    source.destroy();
    for (const stream of [typed, ...stages]) stream.destroy();
    await storage.delete(key).catch(() => {});
    if (error instanceof StorageLimitError) throw new ServiceError(413, DOCUMENT_MESSAGES.tooLarge, { file: [DOCUMENT_MESSAGES.tooLarge] });
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
      await storage.delete(key);
      logger.warn({ err: error }, "virus scanner gave no verdict");
      throw new ServiceError(503, DOCUMENT_MESSAGES.scannerDown);
    }
    if (!verdict.clean) {
      await storage.delete(key);
      logger.warn({ signature: verdict.signature }, "an infected upload was refused");
      throw new ServiceError(422, DOCUMENT_MESSAGES.infected, { file: [DOCUMENT_MESSAGES.infected] });
    }
  }
  return { key, size: stored.size, sha256: stored.sha256, mime: decided.mime, scanStatus: scanner ? "clean" : "unscanned" };
}
