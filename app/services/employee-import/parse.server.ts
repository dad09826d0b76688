import { parseCsvText } from "~/utils/csv.server";
import { Unzip, UnzipInflate } from "fflate";
import ExcelJS from "exceljs";
import { IMPORT_MESSAGES } from "~/schemas/employee-import";
import { decodeSpreadsheetText, type TextEncodingName } from "~/utils/text-encoding.server";
import {
  IMPORT_DECIMAL_COLUMNS,
  isNationalityHeader,
  matchHeader,
  nationalityAsCitizen,
  matchOpeningHeader,
  type ImportColumn,
  type OpeningImportColumn,
} from "~/schemas/import-columns";
import { ServiceError } from "~/services/errors.server";

/**
 * Employee import files as spreadsheet programs write them (issue 10): CSV with a comma,
 * semicolon or tab (read from the header line), a BOM, Windows line endings, quoted line
 * breaks, UTF-16, decimal commas; .xlsx with date, number and text cells. Both become one
 * sheet of text values per column; checking and writing are the other modules of employee-import/.
 */

export interface ImportRow {
  rowNumber: number;
  values: Partial<Record<ImportColumn | OpeningImportColumn, string>>;
}

export interface ImportSheet {
  columns: ImportColumn[];
  /** Leave brought forward at go-live, when the file carries it (issue 23). */
  openingColumns?: OpeningImportColumn[];
  /** How a CSV's bytes were read (an .xlsx has none: it is always Unicode). */
  encoding?: TextEncodingName;
  /** Headers the import does not use, as the file spells them: never ignored without a word. */
  ignoredColumns?: string[];
  /** Cells worth a second look before importing (an identifier that arrived as a number). */
  warnings?: string[];
  rows: ImportRow[];
}

type SheetColumn = ImportColumn | OpeningImportColumn;

/** The employee's columns and the opening-balance columns of a header row, each once. */
function splitColumns(named: (SheetColumn | null)[]) {
  const known = named.filter((column): column is SheetColumn => column !== null);
  const openings = new Set<string>(known.filter((column) => matchOpeningHeader(column) === column));
  return {
    columns: [...new Set(known.filter((column) => !openings.has(column)))] as ImportColumn[],
    openingColumns: [...openings] as OpeningImportColumn[],
  };
}

export interface ImportFile {
  name: string;
  data: Uint8Array;
}

export function fileError(message: string): never {
  throw new ServiceError(400, message, { csvFile: [message] });
}

/** The headers no column matches (blank ones aside), as the file spells them. */
function ignoredHeaders(headers: string[], named: (SheetColumn | null)[]) {
  return headers.map((header) => String(header ?? "").trim()).filter((header, index) => header !== "" && named[index] === null);
}

/** A "Nationality" column fills Namibian Citizen: "Namibian" -> yes, another nationality -> no. */
function readNationality(headers: string[], rows: ImportRow[]) {
  if (!headers.some((header) => isNationalityHeader(String(header ?? "")))) return;
  for (const row of rows) {
    if (row.values.namibianCitizen !== undefined) row.values.namibianCitizen = nationalityAsCitizen(row.values.namibianCitizen);
  }
}

/**
 * Identifiers whose leading zero a spreadsheet drops when the cell holds a number: a national
 * ID, an account number, a branch code. Such a cell is imported as it reads, with a warning.
 */
const ZERO_LOSING_COLUMNS: readonly ImportColumn[] = [
  "nationalId",
  "accountNumber",
  "branchCode",
  "taxNumber",
  "socialSecurityNumber",
  "phone",
];

function headerColumns(headers: string[]): (SheetColumn | null)[] {
  const named = headers.map((header) => matchHeader(String(header ?? "")) ?? matchOpeningHeader(String(header ?? "")));
  const seen = new Set<SheetColumn>();
  for (const column of named) {
    if (!column) continue;
    if (seen.has(column)) fileError(`The column ${column} appears more than once in the header row`);
    seen.add(column);
  }
  return named;
}

const DELIMITERS = [",", ";", "\t"] as const;

/**
 * The field separator a spreadsheet program wrote, judged by the header line (the first
 * line): comma, semicolon (comma-decimal locales) or tab, whichever it holds most of
 * outside quotes. Comma when it holds none.
 */
export function detectDelimiter(text: string): (typeof DELIMITERS)[number] {
  const counts = new Map<string, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const char of text.replace(/^\uFEFF/, "")) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best: (typeof DELIMITERS)[number] = ",";
  for (const delimiter of DELIMITERS) if (counts.get(delimiter)! > counts.get(best)!) best = delimiter;
  return best;
}

export const DECIMAL_COLUMNS = new Set<ImportColumn>(IMPORT_DECIMAL_COLUMNS);

/** "18 500,50" or "18.500,50" (a comma-decimal locale's amount) as "18500.50"; anything else as it is. */
function commaDecimal(value: string) {
  const match = /^\s*(\d{1,3}(?:[ .\u00a0\u202f]\d{3})*|\d+),(\d{1,2})\s*$/.exec(value);
  return match ? `${match[1].replace(/[ .\u00a0\u202f]/g, "")}.${match[2]}` : value;
}

/**
 * Reads a CSV file's text with csv-parse: BOM (bom: true), CRLF/LF, quoted fields with
 * separators and line breaks, and the separator found on the header line. A
 * semicolon-separated file comes from a comma-decimal locale, so its amounts are read
 * with a decimal comma.
 */
export async function parseEmployeeCsv(text: string): Promise<ImportSheet> {
  let columns: ImportColumn[] = [];
  let openingColumns: OpeningImportColumn[] = [];
  let headerRow: string[] = [];
  let ignoredColumns: string[] = [];
  const delimiter = detectDelimiter(text);
  let records: { record: Record<string, string>; info: { records: number; empty_lines: number } }[];
  try {
    records = await parseCsvText(text, {
      bom: true,
      delimiter,
      // Cells are trimmed by checkImportRow; skipping csv-parse's trim keeps parsing fast.
      skip_empty_lines: true,
      relax_column_count: true,
      columns: (headers: string[]) => {
        const named = headerColumns(headers);
        ({ columns, openingColumns } = splitColumns(named));
        headerRow = headers;
        ignoredColumns = ignoredHeaders(headers, named);
        return named.map((column) => column ?? false);
      },
    });
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    fileError(`The CSV file could not be read: ${(error as Error).message}`);
  }
  const decimals = delimiter === ";" ? columns.filter((column) => DECIMAL_COLUMNS.has(column)) : [];
  const rows = records.map(({ record, info }) => {
    for (const column of decimals) if (record[column]) record[column] = commaDecimal(record[column]);
    return { rowNumber: info.records + 1 + info.empty_lines, values: record };
  });
  readNationality(headerRow, rows);
  return { columns, openingColumns, ignoredColumns, rows };
}

function isoOfDate(date: Date) {
  return date.toISOString().slice(0, 10);
}

/**
 * One cell of a worksheet as text; a date cell as YYYY-MM-DD. A number cell whose format
 * pads with zeros ("00000000000", how a spreadsheet shows an ID typed as a number) keeps
 * the zeros it shows.
 */
function cellText(value: ExcelJS.CellValue, numFmt?: string): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return isoOfDate(value);
  if (typeof value === "number") {
    const zeros = numFmt && /^0+$/.test(numFmt) ? numFmt.length : 0;
    return Number.isInteger(value) ? String(value).padStart(zeros, "0") : String(value);
  }
  if (typeof value === "object") {
    if ("result" in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue, numFmt);
    if ("richText" in value)
      return value.richText
        .map((part) => part.text)
        .join("")
        .trim();
    if ("text" in value) return String((value as ExcelJS.CellHyperlinkValue).text).trim();
    if ("error" in value) return "";
  }
  return String(value).trim();
}

/**
 * The most an .xlsx may expand to. A real 10 MB workbook expands about six to eight times;
 * a crafted one (a "zip bomb") expands a thousand times and would take the process's memory
 * in exceljs before a single row is read.
 */
export const XLSX_MAX_EXPANDED_BYTES = 100 * 1024 * 1024;

/**
 * The expanded size of a zip file, measured by inflating it chunk by chunk and throwing
 * each chunk away (fflate's streaming Unzip): memory stays at one chunk, the sizes the
 * zip declares are not trusted, and the count stops as soon as it passes `limit`.
 * Answers null when the file is not a readable zip.
 */
export function expandedZipSize(data: Uint8Array, limit: number): { bytes: number; overLimit: boolean } | null {
  let bytes = 0;
  let overLimit = false;
  let broken = false;
  let files = 0;
  const unzip = new Unzip((file) => {
    files++;
    file.ondata = (error, chunk) => {
      if (error) {
        broken = true;
        return;
      }
      bytes += chunk.length;
      if (bytes > limit && !overLimit) {
        overLimit = true;
        file.terminate();
      }
    };
    if (!overLimit) file.start();
  });
  unzip.register(UnzipInflate);
  try {
    // Pushed in small slices: a slice of deflated data expands at most about 1,000 times,
    // so one slice's output (the largest piece ever held) stays near 4 MB, and a refusal
    // stops the work early.
    const SLICE = 4 * 1024;
    for (let offset = 0; offset < data.length && !overLimit; offset += SLICE) {
      unzip.push(data.subarray(offset, offset + SLICE), offset + SLICE >= data.length);
    }
  } catch {
    broken = true;
  }
  if (overLimit) return { bytes, overLimit };
  return broken || files === 0 ? null : { bytes, overLimit };
}

/** Reads the first worksheet of an .xlsx file: row 1 is the header. */
export async function parseEmployeeXlsx(data: Uint8Array): Promise<ImportSheet> {
  const expanded = expandedZipSize(data, XLSX_MAX_EXPANDED_BYTES);
  if (expanded?.overLimit) fileError(IMPORT_MESSAGES.xlsxTooLargeExpanded);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(data) as unknown as ExcelJS.Buffer);
  } catch (error) {
    fileError(`The Excel file could not be read: ${(error as Error).message}`);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) fileError("The Excel file has no worksheet");
  const header = sheet.getRow(1);
  const headers: string[] = [];
  header.eachCell({ includeEmpty: true }, (cell, column) => {
    headers[column - 1] = cellText(cell.value);
  });
  const headerRow = Array.from(headers, (value) => value ?? "");
  const named = headerColumns(headerRow);
  const rows: ImportRow[] = [];
  const warnings: string[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const values: ImportRow["values"] = {};
    let any = false;
    named.forEach((column, index) => {
      if (!column) return;
      const cell = row.getCell(index + 1);
      const text = cellText(cell.value, cell.numFmt);
      if (text) any = true;
      values[column] = text;
      if (
        typeof cell.value === "number" &&
        (ZERO_LOSING_COLUMNS as readonly string[]).includes(column) &&
        !/^0+$/.test(cell.numFmt ?? "")
      ) {
        warnings.push(
          `Row ${rowNumber}, ${column}: ${text} arrived as a number cell, so a leading zero may have been lost; check it, or format the column as Text`,
        );
      }
    });
    if (any) rows.push({ rowNumber, values });
  });
  readNationality(headerRow, rows);
  return { ...splitColumns(named), ignoredColumns: ignoredHeaders(headerRow, named), warnings, rows };
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/** Text in UTF-16 without a byte-order mark: a zero in most even or most odd positions of its start. */
function looksLikeUtf16(data: Uint8Array) {
  const sample = data.subarray(0, 512);
  if (sample.length < 4) return false;
  let even = 0;
  let odd = 0;
  for (let index = 0; index < sample.length; index++) {
    if (sample[index] !== 0) continue;
    if (index % 2) odd++;
    else even++;
  }
  const half = sample.length / 2;
  return even > half * 0.8 || odd > half * 0.8;
}

/** Reads an import file by its name's extension, checking the content matches (an .xlsx is a zip; a .csv is text). */
export async function parseImportFile(file: ImportFile): Promise<ImportSheet> {
  const name = file.name.toLowerCase();
  if (name.endsWith(".xlsx")) {
    if (!ZIP_SIGNATURE.every((byte, index) => file.data[index] === byte)) fileError(IMPORT_MESSAGES.invalidFile);
    return parseEmployeeXlsx(file.data);
  }
  if (name.endsWith(".csv")) {
    // Excel's "Unicode Text" is UTF-16 with its BOM; without one, every other byte of plain
    // text is 0: named, so the user knows what to change.
    const bom = (file.data[0] === 0xff && file.data[1] === 0xfe) || (file.data[0] === 0xfe && file.data[1] === 0xff);
    if (!bom && looksLikeUtf16(file.data)) fileError(IMPORT_MESSAGES.utf16WithoutBom);
    if (!bom && file.data.includes(0)) fileError(IMPORT_MESSAGES.invalidFile);
    // UTF-8, or Windows-1252 (Excel on Windows, LibreOffice's default): never "�" for a letter.
    const { text, encoding } = decodeSpreadsheetText(file.data);
    return { ...(await parseEmployeeCsv(text)), encoding };
  }
  fileError(IMPORT_MESSAGES.invalidFile);
}
