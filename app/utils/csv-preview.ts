/**
 * A tiny CSV splitter for the upload screen's preview in the browser: quoted fields,
 * doubled quotes, commas and line breaks inside quotes, CRLF. It reads only the first
 * rows and never decides anything; the server parses the file with csv-parse.
 */
export function previewCsvRows(text: string, maxRows = 6): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const endRow = () => {
    row.push(field);
    if (row.some((cell) => cell.trim() !== "")) rows.push(row.map((cell) => cell.trim()));
    row = [];
    field = "";
  };
  for (let index = 0; index < source.length && rows.length < maxRows; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[index + 1] === "\n") index += 1;
      endRow();
    } else {
      field += char;
    }
  }
  if (rows.length < maxRows && (field !== "" || row.length)) endRow();
  return rows;
}
