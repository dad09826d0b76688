import ExcelJS from "exceljs";
import { PassThrough } from "node:stream";

/** One column of a sheet: its header, the key of its value in each row, its width, and its cells' number format. */
export interface XlsxColumn {
  header: string;
  key: string;
  width: number;
  /** The format of the column's cells: "@" (text), a date or money format; none for General. */
  numFmt?: string;
}

const HEADER_STYLE: Partial<ExcelJS.Style> = { font: { bold: true } };

/**
 * A workbook of one sheet, as HR's exports are: bold header row, frozen, with an autofilter,
 * and typed cells (numbers, date cells, text). Written with ExcelJS's streaming writer (issue 24:
 * a 10,000-employee export in a fraction of the in-memory writer's time): each row is turned
 * into XML as it is added, and every cell of a column shares one style object, which ExcelJS
 * recognises instead of rendering each cell's own copy to find its style. Text is written in
 * the cells (no shared-strings table) and compressed at level 1: a slightly larger file, written
 * several times faster.
 */
export async function writeXlsxSheet(
  name: string,
  columns: readonly XlsxColumn[],
  rows: Iterable<Record<string, ExcelJS.CellValue>>,
  { creator }: { creator?: string } = {},
): Promise<Uint8Array> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise((resolve, reject) => {
    output.on("end", resolve);
    output.on("error", reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
    zip: { zlib: { level: 1 } },
  });
  if (creator) workbook.creator = creator;
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map(({ header, key, width, numFmt }) => ({ header, key, width, ...(numFmt ? { style: { numFmt } } : {}) }));
  const styles = columns.map(({ numFmt }) => (numFmt ? { numFmt } : {}));
  const header = sheet.getRow(1);
  header.eachCell((cell) => {
    cell.style = HEADER_STYLE;
  });
  header.commit();
  for (const values of rows) {
    const row = sheet.addRow(values);
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cell.style = styles[column - 1] ?? {};
    });
    row.commit();
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  sheet.commit();
  // The writer ends `output` when the archive is complete; every chunk has been read at its "end".
  await workbook.commit();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}
