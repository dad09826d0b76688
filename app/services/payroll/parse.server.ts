import { parseCsvText } from "~/utils/csv.server";
import { normalizePayrollHeader, type PayrollColumn } from "~/schemas/payroll";
import { ServiceError } from "~/services/errors.server";

/**
 * A payroll as rows with named columns: the screen's CSV file, or the JSON API's row objects
 * (row numbers as upload.server.ts describes them).
 */

/** A data row with its columns already named as the spec names them. */
export interface PayrollRow {
  rowNumber: number;
  values: Partial<Record<PayrollColumn, unknown>>;
}

export interface PayrollSheet {
  columns: PayrollColumn[];
  rows: PayrollRow[];
}

export function invalid(message: string, field = "csvData"): never {
  throw new ServiceError(400, message, { [field]: [message] });
}

/** Reads the screen's CSV file: headers lower-cased and trimmed, unknown columns dropped. */
export async function parsePayrollCsv(text: string): Promise<PayrollSheet> {
  let columns: PayrollColumn[] = [];
  let records: { record: Record<string, string>; info: { records: number; empty_lines: number } }[];
  try {
    records = await parseCsvText(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: false,
      columns: (headers: string[]) => {
        const named = headers.map(normalizePayrollHeader);
        const seen = new Set<PayrollColumn>();
        for (const column of named) {
          if (!column) continue;
          if (seen.has(column)) invalid(`The column ${column} appears more than once in the header row`);
          seen.add(column);
        }
        columns = [...seen];
        return named.map((column) => column ?? false);
      },
    });
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    invalid(`The CSV file could not be read: ${(error as Error).message}`);
  }
  return {
    columns,
    // Header row 1, then one row per record, counting the blank lines skipped before it.
    rows: records.map(({ record, info }) => ({ rowNumber: info.records + 1 + info.empty_lines, values: record })),
  };
}

/** The JSON API's row objects, with the same header rule; csvData[0] is "Row 2". */
export function sheetFromObjects(data: Record<string, unknown>[]): PayrollSheet {
  const columns = new Set<PayrollColumn>();
  const rows = data.map((object, index) => {
    const values: PayrollRow["values"] = {};
    for (const [key, value] of Object.entries(object ?? {})) {
      const column = normalizePayrollHeader(key);
      if (!column) continue;
      columns.add(column);
      values[column] = value;
    }
    return { rowNumber: index + 2, values };
  });
  return { columns: [...columns], rows };
}
