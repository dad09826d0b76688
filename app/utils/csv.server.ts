import { Readable } from "node:stream";
import { parse, type Options } from "csv-parse";

/** How much text csv-parse gets at a time: small enough that other requests run between slices. */
const SLICE_CHARS = 64 * 1024;

function* slices(text: string) {
  for (let start = 0; start < text.length; start += SLICE_CHARS) yield text.slice(start, start + SLICE_CHARS);
}

export interface CsvRecord<T> {
  record: T;
  info: { records: number; empty_lines: number };
}

/**
 * Parses CSV text with csv-parse's streaming parser, a slice at a time (issue 12: "CSV is
 * parsed as a stream"): a 10 MB upload no longer holds the event loop for the whole parse,
 * so the portal keeps answering other people while it reads. Records come with csv-parse's
 * `info` (its record and empty-line counts, for row numbers). Errors are csv-parse's own,
 * and an error thrown by a `columns` callback passes through unchanged.
 */
export async function parseCsvText<T = Record<string, string>>(text: string, options: Options): Promise<CsvRecord<T>[]> {
  const records: CsvRecord<T>[] = [];
  const parser = Readable.from(slices(text)).pipe(parse({ ...options, info: true }));
  for await (const entry of parser) records.push(entry as CsvRecord<T>);
  return records;
}
