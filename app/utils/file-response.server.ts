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
