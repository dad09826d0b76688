import { isBodyTooLarge } from "~/body-limits.server";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import { json } from "@remix-run/node";
import busboy from "busboy";

/** A body that grew past its route's limit while it was read (server.ts counts it): 413. */
export function refuseTooLargeBody(error: unknown) {
  if (isBodyTooLarge(error)) throw json({ message: "The request body is too large for this address." }, { status: 413 });
}

export const NUL_MESSAGE = "Text must not contain a NUL character (\\0).";

/**
 * Text with a NUL character is refused wherever a request is read: PostgreSQL cannot store
 * it (a 500 before), and no person types one. The answer is a 400 that names each field.
 */
export function refuseNulCharacters(entries: Iterable<[string, unknown]>): void {
  const errors: Record<string, string[]> = {};
  for (const [name, value] of entries) {
    const text = typeof value === "string" ? value : value instanceof File ? value.name : "";
    if (name.includes("\0") || text.includes("\0")) errors[name.replaceAll("\0", "")] = [NUL_MESSAGE];
  }
  if (Object.keys(errors).length) throw json({ message: NUL_MESSAGE, errors }, { status: 400 });
}

/** Reads a posted form; a body that is not a form is a 400, never a 500. */
export async function readFormData(request: Request) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch (error) {
    if (error instanceof Response) throw error;
    refuseTooLargeBody(error);
    throw json({ message: "The request body must be a form (application/x-www-form-urlencoded or multipart/form-data)." }, { status: 400 });
  }
  refuseNulCharacters(form.entries());
  return form;
}

/**
 * Reads a multipart form with its files in memory. Answers null when a part is larger
 * than maxPartBytes (the caller says so on its form); a body that is not multipart is a 400.
 * busboy parses the part headers: Remix's own parser splits Content-Disposition at every
 * `;` and `=`, so a file named "staff;march.csv" or "a=b.csv" was refused as malformed.
 */
export async function readMultipartFormData(request: Request, maxPartBytes: number): Promise<FormData | null> {
  const notMultipart = () => json({ message: "The request body must be a multipart/form-data form." }, { status: 400 });
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!request.body || !/^multipart\/form-data\s*;/i.test(contentType)) throw notMultipart();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: { fileSize: maxPartBytes, fieldSize: maxPartBytes },
      defParamCharset: "utf8",
    });
  } catch {
    throw notMultipart();
  }
  const form = new FormData();
  let tooLarge = false;
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) tooLarge = true;
      else form.append(name, value);
    });
    parser.on("file", (name, stream, info) => {
      const chunks: Buffer[] = [];
      // A body that fails mid-file (too large, the client gone) fails the part too; the
      // parser's own error answers for it, and an unheard one would stop the server.
      stream.on("error", () => {});
      stream.on("data", (chunk: Buffer) => {
        if (!tooLarge) chunks.push(chunk);
      });
      // Past the limit busboy drops the rest of the part (the body's own limit bounds it).
      stream.on("limit", () => {
        tooLarge = true;
        chunks.length = 0;
      });
      stream.on("end", () => {
        if (!tooLarge) form.append(name, new File([new Uint8Array(Buffer.concat(chunks))], info.filename ?? "", { type: info.mimeType }));
      });
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
    refuseTooLargeBody(error);
    throw notMultipart();
  }
  if (tooLarge) return null;
  refuseNulCharacters(form.entries());
  return form;
}
