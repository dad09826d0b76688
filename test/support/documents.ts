import ExcelJS from "exceljs";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { baseUrl } from "./session";

/** A small real PDF (pdfkit) with one line of text. */
export function makePdf(text = "Test document") {
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4" });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.text(text);
    doc.end();
  });
}

export function makePng() {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: "#b87333" } })
    .png()
    .toBuffer();
}

export async function makeXlsx() {
  const book = new ExcelJS.Workbook();
  book.addWorksheet("Sheet1").addRow(["Name", "Shift"]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Posts one file as multipart (fields first, as the portal's forms send them). */
export async function postFile(
  path: string,
  {
    cookie,
    bytes,
    filename,
    fields = {},
  }: { cookie?: string; bytes: Uint8Array | Blob; filename: string; fields?: Record<string, string> },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", bytes instanceof Blob ? bytes : new Blob([new Uint8Array(bytes)]), filename);
  const response = await fetch(`${baseUrl()}${path}`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { ...(cookie ? { Cookie: cookie } : {}), Origin: baseUrl() },
  });
  const text = await response.text();
  let json: Record<string, unknown> | null = null;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, text, json };
}
