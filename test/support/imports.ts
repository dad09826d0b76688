import { CsvImport } from "#models";

/**
 * An import runs as a background job (issue 27): the Import button answers before the rows
 * are written. These wait on the import's own row, as its page's refresh does.
 */

const POLL_MS = 100;

async function waitForImport(importId: number, moved: (now: CsvImport) => boolean, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = (await CsvImport.findByPk(importId))!;
    if (moved(now)) return now;
    if (Date.now() > deadline) throw new Error(`import ${importId} ${what} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Until the import's row has changed (progress) or finished. */
export async function waitForImportToMove(importId: number, { timeoutMs = 20_000 } = {}) {
  const before = (await CsvImport.findByPk(importId))!;
  return waitForImport(
    importId,
    (now) => now.status !== "processing" || now.processedRecords !== before.processedRecords || now.totalRecords !== before.totalRecords,
    "did not move",
    timeoutMs,
  );
}

/** Until the import has finished, whichever way. */
export function waitForImportToFinish(importId: number, { timeoutMs = 30_000 } = {}) {
  return waitForImport(importId, (now) => now.status !== "processing", "did not finish", timeoutMs);
}

/** The import's id on the page the Import button leads to (/admin/import?import=ID). */
export function importIdOf(path: string) {
  const id = new URL(path, "http://portal").searchParams.get("import");
  if (!id) throw new Error(`no import in ${path}`);
  return Number(id);
}
