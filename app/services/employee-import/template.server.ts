import { IMPORT_COLUMNS, IMPORT_TEMPLATE_EXAMPLE } from "~/schemas/import-columns";

/** employee_template.csv: every importable column and one example row. */
export function employeeTemplateCsv() {
  const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return `${IMPORT_COLUMNS.join(",")}\r\n${IMPORT_COLUMNS.map((column) => quote(IMPORT_TEMPLATE_EXAMPLE[column])).join(",")}\r\n`;
}
