import { PassThrough, Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import { json } from "@remix-run/node";
import busboy from "busboy";
import { refuseNulCharacters, refuseTooLargeBody } from "~/utils/form.server";

export interface StreamedFile {
  filename: string;
  stream: Readable;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface StreamedPart<T> {
  field: string;
  filename: string;
  outcome: Outcome<T>;
}

/**
 * The one multipart reader of the portal (busboy), used only by the upload intake
 * (app/intake.server.ts). Reads a multipart form whose files are streamed, never held in memory: `onFile` gets
 * each accepted file's bytes as they arrive (it stores them) and its result or failure
 * comes back with the text fields, whatever their order in the form. Busboy hands over
 * one part at a time, so files are stored one after another. Busboy stops a part one byte
 * past maxFileBytes, so the reader behind onFile sees the overflow and refuses it.
 */
export async function readStreamedUploads<T>(
  request: Request,
  options: {
    acceptFile: (field: string) => boolean;
    maxFiles: number;
    maxFileBytes: number;
    onFile: (file: StreamedFile & { field: string }) => Promise<T>;
    /** Undoes a stored file when the form as a whole fails (a broken or oversized body). */
    onAbandon?: (value: T) => Promise<unknown>;
  },
): Promise<{ fields: Record<string, string>; entries: [string, string][]; files: StreamedPart<T>[] }> {
  const notMultipart = () => json({ message: "The request body must be a multipart/form-data form." }, { status: 400 });
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!request.body || !/^multipart\/form-data\s*;/i.test(contentType)) throw notMultipart();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: { fileSize: options.maxFileBytes + 1, fieldSize: 64 * 1024, fields: 40 },
      defParamCharset: "utf8",
    });
  } catch {
    throw notMultipart();
  }
  const fields: Record<string, string> = {};
  const entries: [string, string][] = [];
  const handled: Promise<StreamedPart<T>>[] = [];
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on("field", (name, value) => {
      fields[name] = value;
      entries.push([name, value]);
    });
    parser.on("file", (field, stream, info) => {
      // A body that fails mid-file (too large, the client gone) fails the part too: an
      // unheard error would stop the server; the reader's copy fails with it (nothing kept).
      stream.on("error", () => {});
      if (!options.acceptFile(field) || handled.length >= options.maxFiles || !info.filename) {
        stream.resume();
        return;
      }
      // The reader gets its own stream: if it stops early (a refusal destroys it), busboy's
      // part stream is drained instead, so the rest of the form still arrives. (A destroyed
      // busboy part stream would stall the parser.)
      const own = new PassThrough();
      stream.pipe(own);
      const drain = () => {
        stream.unpipe(own);
        stream.resume();
      };
      own.on("close", drain);
      stream.on("error", (error) => own.destroy(error));
      own.on("error", drain);
      // A file's name is shown and stored: control characters (a NUL above all, which PostgreSQL
      // cannot store) become "_" (issue 26, from an attacker's review).
      const filename = Array.from(info.filename, (char) => (char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? "_" : char)).join("");
      handled.push(
        options.onFile({ field, filename, stream: own }).then(
          (value) => ({ field, filename, outcome: { ok: true as const, value } }),
          (error: unknown) => {
            drain();
            return { field, filename, outcome: { ok: false as const, error } };
          },
        ),
      );
    });
    parser.on("close", resolve);
    parser.on("error", reject);
  });
  try {
    const body = Readable.fromWeb(request.body as unknown as NodeWebReadableStream);
    body.on("error", (error) => parser.destroy(error));
    body.pipe(parser);
    await parsed;
  } catch (error) {
    for (const part of await Promise.all(handled)) {
      if (part.outcome.ok && options.onAbandon) await options.onAbandon(part.outcome.value).catch(() => {});
    }
    refuseTooLargeBody(error);
    throw notMultipart();
  }
  const files = await Promise.all(handled);
  refuseNulCharacters(entries);
  return { fields, entries, files };
}
