import { Readable } from "node:stream";
import { escapeHtml } from "~/utils/html";

/**
 * A file served by an authorized route (DESIGN.md, Security): its type, a
 * Content-Disposition with a safe file name, and never kept by a shared cache.
 * X-Content-Type-Options: nosniff is on every response already (server.ts,
 * security-headers.server.ts); setting it here too would send it twice.
 */
export function fileResponse(
  body: string | Uint8Array<ArrayBuffer>,
  { contentType, fileName, disposition }: { contentType: string; fileName: string; disposition: "inline" | "attachment" },
) {
  const safeName = fileName.replace(/[^A-Za-z0-9._-]+/g, "_");
  return new Response(body, {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `${disposition}; filename="${safeName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** A PDF to open in the browser's viewer. */
export function pdfResponse(buffer: Buffer, fileName: string) {
  // A copy as a plain Uint8Array (over an ArrayBuffer), which the fetch Response takes as a body.
  return fileResponse(new Uint8Array(buffer), { contentType: "application/pdf", fileName, disposition: "inline" });
}

/** A CSV to download. */
export function csvResponse(csv: string, fileName: string) {
  return fileResponse(csv, { contentType: "text/csv; charset=utf-8", fileName, disposition: "attachment" });
}

/** A stored file an authorized route serves: its name, type by content, size, and how to read it. */
export interface ServableFile {
  name: string;
  contentType: string;
  size: number;
  open: (range?: { start: number; end: number }) => Promise<{ stream: Readable }>;
}

/** `attachment; filename="ascii"; filename*=UTF-8''percent-encoded` (RFC 6266 with RFC 5987). */
export function contentDisposition(disposition: "inline" | "attachment", fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]+/g, "_").replace(/["\\;]/g, "_") || "document";
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The one Range form we answer: a single `bytes=a-b`, `bytes=a-` or `bytes=-n`. Null: no
 * (usable) Range header, so the whole file; "unsatisfiable": a 416.
 */
export function parseRange(header: string | null, size: number): { start: number; end: number } | null | "unsatisfiable" {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return null;
  if (!match[1]) {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (start >= size || (match[2] && Number(match[2]) < start)) return "unsatisfiable";
  return { start, end };
}

export const FILE_MISSING =
  "The file of this document is missing from storage, so it cannot be opened. HR can delete this record and upload the file again.";

/**
 * A row whose stored file has gone missing (a restore from an old backup, a lost disk): a
 * 404 that says so instead of a bare 500 (issue 26). A browser opening it in a tab gets a
 * small page with a way back; a script or fetch call gets JSON `{message}`.
 */
export function missingFileResponse(request: Request) {
  const headers = { "Cache-Control": "no-store" };
  const accept = request.headers.get("Accept") ?? "";
  const browser =
    !request.headers.get("Authorization") && (/\btext\/html\b/.test(accept) || request.headers.get("Sec-Fetch-Dest") === "document");
  if (!browser)
    return new Response(JSON.stringify({ message: FILE_MISSING }), {
      status: 404,
      headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
    });
  const html = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>File missing | HR Portal</title></head>
<body>
<main id="main" role="alert"><h1>File missing</h1><p>${escapeHtml(FILE_MISSING)}</p><p><a href="/">Back to the HR Portal</a></p></main>
</body>
</html>`;
  return new Response(html, { status: 404, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}

/**
 * Answers a stored file with the headers of DESIGN.md's Security section: attachment for
 * downloads, inline for previews with a sandboxing CSP (PDFs excepted: Chromium refuses to
 * run its PDF viewer in a sandboxed document, so a PDF preview gets `default-src 'none'`
 * without `sandbox`; the viewer runs in its own process with no access to the portal),
 * never cached, and Range requests (206 / 416) so large files resume and PDF viewers seek.
 */
export async function storedFileResponse(request: Request, file: ServableFile, disposition: "inline" | "attachment") {
  const headers: Record<string, string> = {
    "Content-Type": file.contentType,
    "Content-Disposition": contentDisposition(disposition, file.name),
    "Cache-Control": "private, no-store",
    "Accept-Ranges": "bytes",
  };
  if (disposition === "inline") {
    headers["Content-Security-Policy"] =
      file.contentType === "application/pdf"
        ? "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'"
        : "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'";
  }
  const range = parseRange(request.headers.get("Range"), file.size);
  if (range === "unsatisfiable") {
    return new Response(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${file.size}` } });
  }
  let stream: Readable;
  try {
    ({ stream } = await file.open(range ?? undefined));
  } catch (error) {
    if (error instanceof Error && error.name === "StorageNotFoundError") return missingFileResponse(request);
    throw error;
  }
  const body = Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;
  if (!range) return new Response(body, { status: 200, headers: { ...headers, "Content-Length": String(file.size) } });
  return new Response(body, {
    status: 206,
    headers: {
      ...headers,
      "Content-Length": String(range.end - range.start + 1),
      "Content-Range": `bytes ${range.start}-${range.end}/${file.size}`,
    },
  });
}
