import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type PDFDocument from "pdfkit";

/**
 * The portal's PDF text face: DejaVu Sans from the npm package dejavu-fonts-ttf, embedded
 * (subset) in each document. The built-in Helvetica knows only WinAnsi, so names with the
 * click letters ǀ ǁ ǂ ǃ or ≠ (≠Oma) would print mangled. Payslips and the affirmative action
 * report use it.
 */
export const PDF_REGULAR = "PortalSans";
export const PDF_BOLD = "PortalSans-Bold";

/** A font parsed by fontkit, pdfkit's font engine; pdfkit takes one in place of the file's bytes. */
interface ParsedFont {
  layout(text: string): unknown;
}

let parsedFonts: { regular: ParsedFont; bold: ParsedFont } | null = null;

/** Node's require, seen from the built server, else from the working directory (where npm put the packages). */
function requireFromApp(specifier: string): unknown {
  try {
    return createRequire(import.meta.url)(specifier);
  } catch {
    return createRequire(path.join(process.cwd(), "package.json"))(specifier);
  }
}

function resolveFromApp(specifier: string) {
  try {
    return createRequire(import.meta.url).resolve(specifier);
  } catch {
    return createRequire(path.join(process.cwd(), "package.json")).resolve(specifier);
  }
}

/**
 * DejaVu Sans read and parsed once per process. Parsing the TrueType tables costs about
 * 100 ms; done for every document it made a payslip five times slower than the 20 ms
 * budget. The parsed font is only read by the documents (each builds its own subset), so
 * one copy serves them all.
 */
function loadFonts() {
  if (!parsedFonts) {
    const folder = path.join(path.dirname(resolveFromApp("dejavu-fonts-ttf/package.json")), "ttf");
    const fontkit = requireFromApp("fontkit") as { create(bytes: Buffer): ParsedFont };
    parsedFonts = {
      regular: fontkit.create(readFileSync(path.join(folder, "DejaVuSans.ttf"))),
      bold: fontkit.create(readFileSync(path.join(folder, "DejaVuSans-Bold.ttf"))),
    };
  }
  return parsedFonts;
}

/** Registers PDF_REGULAR and PDF_BOLD in a document and selects the regular face. */
export function registerPortalFonts(doc: InstanceType<typeof PDFDocument>) {
  const fonts = loadFonts();
  // pdfkit accepts a parsed fontkit font where its types say bytes (PDFFontFactory.open).
  doc.registerFont(PDF_REGULAR, fonts.regular as unknown as Buffer);
  doc.registerFont(PDF_BOLD, fonts.bold as unknown as Buffer);
  doc.font(PDF_REGULAR);
}

/** Collects a finished document's bytes. Call before drawing; resolves after doc.end(). */
export function pdfBytes(doc: InstanceType<typeof PDFDocument>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}
