import { describe, expect, it } from "vitest";
import { parseCsvText } from "~/utils/csv.server";

/** CSV is parsed as a stream, 64 KB at a time (issue 12): a record cut by a slice boundary reads whole. */
describe("parseCsvText", () => {
  it("reads records that straddle the slice boundaries exactly as one parse would", async () => {
    const rows = Array.from({ length: 3_000 }, (_, index) => `E${index},"line one, with a comma\nline ""two"" ${index}",${index * 7}.50`);
    const text = `\uFEFFid,note,amount\r\n${rows.join("\r\n")}\r\n`;
    expect(text.length).toBeGreaterThan(2 * 64 * 1024);
    const records = await parseCsvText(text, { bom: true, columns: true });
    expect(records).toHaveLength(3_000);
    expect(records[1_234].record).toEqual({ id: "E1234", note: 'line one, with a comma\nline "two" 1234', amount: "8638.50" });
    expect(records.at(-1)!.info.records).toBe(3_000);
  });

  it("rejects a malformed file with csv-parse's message", async () => {
    await expect(parseCsvText('a,b\n"unclosed,1\n', { columns: true })).rejects.toThrow(/Quote Not Closed/i);
  });
});
