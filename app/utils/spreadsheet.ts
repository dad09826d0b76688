/**
 * Cells that begin with = + - @ (or a tab or carriage return) are run as formulas by
 * spreadsheet programs; prefixing a quote makes them plain text (formula injection).
 */
export function neutraliseCell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
