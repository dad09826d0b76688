import type PDFDocument from "pdfkit";
import { NOT_RECORDED } from "~/services/equity/report.server";
import { PDF_BOLD, PDF_REGULAR } from "~/services/pdf-fonts.server";

/**
 * The report PDF's layout on A4 landscape: margins, headings, paragraphs, label-value pairs
 * and tables whose headings fit their columns and whose rows break across pages.
 */

export type Doc = InstanceType<typeof PDFDocument>;
export const MARGIN = 36;
/** The footer sits below the bottom margin, where the body never goes. */
export const FOOTER_GAP = 14;
const BODY_SIZE = 8;
const CELL_PAD = 3;

export interface Column {
  width: number;
  align?: "left" | "right";
}

export function pageWidth(doc: Doc) {
  return doc.page.width - 2 * MARGIN;
}

export function bottom(doc: Doc) {
  return doc.page.height - MARGIN;
}

/**
 * The largest size (at most `size`, at least 5) at which every word of the headings fits its
 * column: a count column is never narrower than its longest heading word, so no heading word
 * is split or runs into its neighbour.
 */
function headingSize(doc: Doc, headings: string[], columns: Column[], size: number) {
  for (let candidate = size; candidate > 5; candidate -= 0.25) {
    doc.font(PDF_BOLD).fontSize(candidate);
    const fits = headings.every((heading, index) =>
      // pdfkit measures a word with the space after it, and splits one wider than the line.
      heading.split(/\s+/).every((word) => doc.widthOfString(`${word} `) <= columns[index].width - 2 * CELL_PAD),
    );
    if (fits) return candidate;
  }
  return 5;
}

/**
 * A ruled table: each cell wraps inside its own column (a column's width is always positive,
 * checked here), rows never split, and a row that does not fit starts a new page under the
 * table's header again.
 */
export function table(doc: Doc, headings: string[], rows: (string | number)[][], columns: Column[], { size = BODY_SIZE } = {}) {
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  if (columns.some((column) => column.width <= 2 * CELL_PAD) || total > pageWidth(doc) + 0.01) {
    throw new Error(`A report table does not fit the page: ${columns.map((column) => column.width).join(", ")}`);
  }
  const headSize = headingSize(doc, headings, columns, size);
  const measure = (cells: (string | number)[], bold: boolean) =>
    Math.max(
      ...cells.map((cell, index) =>
        doc
          .font(bold ? PDF_BOLD : PDF_REGULAR)
          .fontSize(bold ? headSize : size)
          .heightOfString(String(cell), { width: columns[index].width - 2 * CELL_PAD }),
      ),
    );
  const draw = (cells: (string | number)[], bold: boolean, height: number) => {
    const top = doc.y;
    let x = MARGIN;
    doc.fillColor("#1c1917");
    cells.forEach((cell, index) => {
      doc
        .font(bold ? PDF_BOLD : PDF_REGULAR)
        .fontSize(bold ? headSize : size)
        .text(String(cell), x + CELL_PAD, top + CELL_PAD, {
          width: columns[index].width - 2 * CELL_PAD,
          align: columns[index].align ?? "left",
        });
      x += columns[index].width;
    });
    doc.y = top + height + 2 * CELL_PAD;
    doc
      .moveTo(MARGIN, doc.y - 1)
      .lineTo(MARGIN + total, doc.y - 1)
      .lineWidth(bold ? 0.6 : 0.3)
      .strokeColor("#a8a29e")
      .stroke();
  };
  const headHeight = measure(headings, true);
  const startPage = () => {
    draw(headings, true, headHeight);
  };
  // The header and at least the first row together.
  const firstHeight = rows.length ? measure(rows[0], false) : 0;
  if (doc.y + headHeight + firstHeight + 4 * CELL_PAD > bottom(doc)) doc.addPage();
  startPage();
  for (const row of rows) {
    const height = measure(row, false);
    if (doc.y + height + 2 * CELL_PAD > bottom(doc)) {
      doc.addPage();
      startPage();
    }
    draw(row, false, height);
  }
  doc.moveDown(0.8);
}

export function heading(doc: Doc, text: string, size = 11) {
  // Never a heading alone at the foot of a page.
  if (doc.y + 60 > bottom(doc)) doc.addPage();
  doc
    .font(PDF_BOLD)
    .fontSize(size)
    .fillColor("#1c1917")
    .text(text, MARGIN, doc.y, { width: pageWidth(doc) });
  doc.moveDown(0.3);
}

/** A written section: the text as HR recorded it (long text flows onto the next page), or "Not recorded." */
export function paragraph(doc: Doc, text: string | null) {
  doc
    .font(PDF_REGULAR)
    .fontSize(9)
    .fillColor(text ? "#1c1917" : "#57534e")
    .text(text ?? NOT_RECORDED, MARGIN, doc.y, { width: pageWidth(doc) });
  doc.moveDown(0.8);
}

/** Label and value side by side, the value wrapping in its own column. */
export function pairs(doc: Doc, entries: [string, string][], labelWidth = 210) {
  const valueWidth = pageWidth(doc) - labelWidth;
  for (const [label, value] of entries) {
    const height = Math.max(
      doc
        .font(PDF_BOLD)
        .fontSize(9)
        .heightOfString(label, { width: labelWidth - 8 }),
      doc.font(PDF_REGULAR).fontSize(9).heightOfString(value, { width: valueWidth }),
    );
    if (doc.y + height > bottom(doc)) doc.addPage();
    const top = doc.y;
    doc
      .font(PDF_BOLD)
      .fontSize(9)
      .fillColor("#1c1917")
      .text(label, MARGIN, top, { width: labelWidth - 8 });
    doc
      .font(PDF_REGULAR)
      .fontSize(9)
      .text(value, MARGIN + labelWidth, top, { width: valueWidth });
    doc.y = top + height + 3;
  }
  doc.moveDown(0.6);
}
