import PDFDocument from "pdfkit";
import { PDF_BOLD, PDF_REGULAR, registerPortalFonts } from "~/services/pdf-fonts.server";
import { formatDateNa } from "~/utils/format";
import { computePay, DEDUCTION_PERCENT, formatMoney, TAX_PERCENT } from "~/utils/pay";

/**
 * One payslip as a one-page A4 PDF. Text is real text in DejaVu Sans, embedded (subset)
 * from the npm package dejavu-fonts-ttf: the built-in Helvetica knows only WinAnsi, so
 * names with the click letters ǀ ǁ ǂ ǃ or ≠ (≠Oma) would print mangled. The text can be
 * searched and copied; the logo is drawn with the same vector shapes and colours as
 * app/components/logo.tsx.
 */

export const COMPANY_NAME = "Namib Copper Mining";

/** Everything the PDF shows. Amounts are integer cents; dates are YYYY-MM-DD. */
export interface PayslipPdfData {
  employee: {
    name: string;
    /** The employee number (employees.employee_id), e.g. NCM-0023. */
    employeeId: string;
    department: string | null;
    position: string | null;
  };
  period: {
    periodName: string;
    startDate: string;
    endDate: string;
    payDate: string | null;
  };
  amounts: {
    basicSalary: number;
    allowances: number;
    overtime: number;
    bonuses: number;
    grossSalary: number;
    deductions: number;
    taxes: number;
    netSalary: number;
  };
  workingDays: number | null;
  notes: string | null;
  /** A payslip of a period not yet processed (HR's view of a draft): printed with a DRAFT watermark. */
  draft?: boolean;
}

const COPPER = "#9c5225";
const COPPER_DARK = "#7d4120";
const COPPER_LIGHT = "#f9e6d6";
const COPPER_PALE = "#fdf5ef";
const NUGGET = "#f5b97f";
const INK = "#1c1917";
const MUTED = "#57534e";
const RULE = "#d6d3d1";
/** The draft watermark: light enough that every figure drawn over it stays readable. */
const WATERMARK = "#e7e5e4";

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const ROW_HEIGHT = 22;

type Doc = InstanceType<typeof PDFDocument>;

/** The two faces the payslip uses (services/pdf-fonts.server.ts registers them). */
const REGULAR = PDF_REGULAR;
const BOLD = PDF_BOLD;

/** The logo of app/components/logo.tsx (a 40 x 40 view box) at (x, y), `size` points wide. */
function drawLogo(doc: Doc, x: number, y: number, size: number) {
  doc.save();
  doc.translate(x, y).scale(size / 40);
  doc.roundedRect(0, 0, 40, 40, 8).fill(COPPER);
  doc.path("M4 31 L15 16 L22 24 L27 18 L36 31 Z").fill(COPPER_LIGHT);
  doc.circle(28, 11, 4).fill(NUGGET);
  doc.restore();
}

function label(doc: Doc, text: string, x: number, y: number, width?: number) {
  doc.font(BOLD).fontSize(8).fillColor(MUTED).text(text.toUpperCase(), x, y, { width, characterSpacing: 0.6, lineBreak: false });
}

/** One line of text; given a width, a longer text is cut with an ellipsis instead of wrapping. */
function line(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  options: { bold?: boolean; size?: number; color?: string; width?: number } = {},
) {
  const size = options.size ?? 10;
  doc
    .font(options.bold ? BOLD : REGULAR)
    .fontSize(size)
    .fillColor(options.color ?? INK);
  if (options.width) doc.text(text, x, y, { width: options.width, height: size * 1.5, ellipsis: true });
  else doc.text(text, x, y, { lineBreak: false });
}

/** A two-column table: description on the left, the amount right-aligned in its column. The last row is the total. */
function amountTable(doc: Doc, x: number, y: number, width: number, title: string, rows: [string, number][]) {
  const amountWidth = 110;
  const pad = 8;
  doc.rect(x, y, width, ROW_HEIGHT).fill(COPPER_LIGHT);
  doc.font(BOLD).fontSize(9).fillColor(COPPER_DARK);
  doc.text(title, x + pad, y + 7, { lineBreak: false });
  doc.text("Amount", x + width - pad - amountWidth, y + 7, { width: amountWidth, align: "right", lineBreak: false });
  let top = y + ROW_HEIGHT;
  rows.forEach(([description, cents], index) => {
    const total = index === rows.length - 1;
    if (total) {
      doc.rect(x, top, width, ROW_HEIGHT).fill(COPPER_PALE);
      doc
        .moveTo(x, top)
        .lineTo(x + width, top)
        .lineWidth(0.8)
        .strokeColor(COPPER)
        .stroke();
    } else if (index > 0) {
      doc
        .moveTo(x + pad, top)
        .lineTo(x + width - pad, top)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    }
    doc
      .font(total ? BOLD : REGULAR)
      .fontSize(10)
      .fillColor(INK);
    doc.text(description, x + pad, top + 6.5, { width: width - amountWidth - 3 * pad, lineBreak: false });
    doc.text(formatMoney(cents), x + width - pad - amountWidth, top + 6.5, { width: amountWidth, align: "right", lineBreak: false });
    top += ROW_HEIGHT;
  });
  doc
    .rect(x, y, width, top - y)
    .lineWidth(0.8)
    .strokeColor(RULE)
    .stroke();
  return top;
}

/**
 * "DRAFT" across the page, large, light grey and diagonal, drawn first so that everything else
 * is drawn over it and no figure is hidden. It is real text, so a reader (and a test) finds it.
 */
function drawDraftWatermark(doc: Doc) {
  const size = 150;
  doc.save();
  doc.rotate(-Math.atan2(PAGE.height, PAGE.width) * (180 / Math.PI), { origin: [PAGE.width / 2, PAGE.height / 2] });
  const diagonal = Math.hypot(PAGE.width, PAGE.height);
  doc.font(BOLD).fontSize(size).fillColor(WATERMARK);
  doc.text("DRAFT", PAGE.width / 2 - diagonal / 2, PAGE.height / 2 - size * 0.6, { width: diagonal, align: "center", lineBreak: false });
  doc.restore();
}

/** The whole page, part by part from the top; each part starts where the one above it ends. */
function drawPayslip(doc: Doc, data: PayslipPdfData) {
  if (data.draft) drawDraftWatermark(doc);
  drawHeader(doc, data.period.periodName);
  const tableTop = drawWhoAndWhen(doc, data);
  const tablesBottom = drawAmountTables(doc, data.amounts, tableTop);
  const netTop = tablesBottom + 24;
  drawNetPay(doc, data.amounts.netSalary, netTop);
  drawNotes(doc, data.notes, netTop + 78);
  drawFooter(doc);
}

/** Header: logo and company on the left, the title on the right. */
function drawHeader(doc: Doc, periodName: string) {
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  drawLogo(doc, left, 44, 44);
  line(doc, COMPANY_NAME, left + 56, 50, { bold: true, size: 17 });
  line(doc, "Human Resources · Namibia", left + 56, 72, { size: 9, color: MUTED });
  doc.font(BOLD).fontSize(24).fillColor(COPPER).text("Payslip", left, 44, { width: CONTENT_WIDTH, align: "right", lineBreak: false });
  doc.font(REGULAR).fontSize(10).fillColor(MUTED).text(periodName, left, 74, { width: CONTENT_WIDTH, align: "right", lineBreak: false });
  doc.moveTo(left, 104).lineTo(right, 104).lineWidth(1.5).strokeColor(COPPER).stroke();
}

/** Who and when: the employee on the left, the pay period on the right. Returns where the tables start. */
function drawWhoAndWhen(doc: Doc, data: PayslipPdfData) {
  const left = PAGE.margin;
  const columnWidth = CONTENT_WIDTH / 2 - 12;
  const periodX = left + CONTENT_WIDTH / 2 + 12;
  let y = 120;
  label(doc, "Employee", left, y);
  label(doc, "Pay period", periodX, y);
  y += 14;
  line(doc, data.employee.name, left, y, { bold: true, size: 13, width: columnWidth });
  line(doc, data.period.periodName, periodX, y, { bold: true, size: 13, width: columnWidth });
  y += 20;
  const employeeFacts: [string, string][] = [
    ["Employee ID", data.employee.employeeId],
    ["Department", data.employee.department ?? "Not specified"],
    ["Position", data.employee.position ?? "Not specified"],
  ];
  const periodFacts: [string, string][] = [
    ["Period", `${formatDateNa(data.period.startDate)} – ${formatDateNa(data.period.endDate)}`],
    ["Pay date", data.period.payDate ? formatDateNa(data.period.payDate) : "Not specified"],
    ["Working days", data.workingDays == null ? "Not specified" : String(data.workingDays)],
  ];
  employeeFacts.forEach(([name, value], index) => {
    const top = y + index * 16;
    line(doc, `${name}:`, left, top, { color: MUTED });
    line(doc, value, left + 78, top, { width: columnWidth - 78 });
    const [periodName, periodValue] = periodFacts[index];
    line(doc, `${periodName}:`, periodX, top, { color: MUTED });
    line(doc, periodValue, periodX + 78, top, { width: columnWidth - 78 });
  });
  return y + 3 * 16 + 22;
}

/** Earnings and deductions side by side. Returns the bottom of the taller table. */
function drawAmountTables(doc: Doc, amounts: PayslipPdfData["amounts"], tableTop: number) {
  const left = PAGE.margin;
  const tableWidth = (CONTENT_WIDTH - 20) / 2;
  const earningsBottom = amountTable(doc, left, tableTop, tableWidth, "Earnings", [
    ["Basic salary", amounts.basicSalary],
    ["Allowances", amounts.allowances],
    ["Overtime", amounts.overtime],
    ["Bonuses", amounts.bonuses],
    ["Gross pay", amounts.grossSalary],
  ]);
  const deductionsBottom = amountTable(doc, left + tableWidth + 20, tableTop, tableWidth, "Deductions", [
    [`Deductions (${DEDUCTION_PERCENT}%)`, amounts.deductions],
    [`Taxes (${TAX_PERCENT}%)`, amounts.taxes],
    ["Total deductions", amounts.deductions + amounts.taxes],
  ]);
  return Math.max(earningsBottom, deductionsBottom);
}

/** Net pay, the figure people look for. */
function drawNetPay(doc: Doc, netSalary: number, netTop: number) {
  const left = PAGE.margin;
  doc.roundedRect(left, netTop, CONTENT_WIDTH, 54, 6).fill(COPPER);
  doc
    .font(BOLD)
    .fontSize(14)
    .fillColor("#ffffff")
    .text("Net pay", left + 16, netTop + 20, { lineBreak: false });
  doc
    .font(BOLD)
    .fontSize(22)
    .fillColor("#ffffff")
    .text(formatMoney(netSalary), left + 16, netTop + 16, { width: CONTENT_WIDTH - 32, align: "right", lineBreak: false });
}

/** Notes, cut to fit the page. */
function drawNotes(doc: Doc, notes: string | null, top: number) {
  const left = PAGE.margin;
  let notesTop = top;
  label(doc, "Notes", left, notesTop);
  notesTop += 14;
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(INK)
    .text(notes?.trim() || "None", left, notesTop, { width: CONTENT_WIDTH, height: 120, ellipsis: true });
}

/** Footer: a rule and the small print at the bottom of the page. */
function drawFooter(doc: Doc) {
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const footerTop = PAGE.height - PAGE.margin - 30;
  doc
    .moveTo(left, footerTop - 8)
    .lineTo(right, footerTop - 8)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc
    .font(REGULAR)
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `Amounts in Namibian dollars (N$). Allowances are tax-exempt; deductions ${DEDUCTION_PERCENT}% and taxes ${TAX_PERCENT}% ` +
        "are of basic salary plus overtime plus bonuses. Net pay is gross pay less deductions and taxes. " +
        `This payslip was issued through the ${COMPANY_NAME} HR Portal and needs no signature.`,
      left,
      footerTop,
      { width: CONTENT_WIDTH, height: 30 },
    );
}

/** Renders one payslip; resolves with the PDF bytes. */
export function renderPayslipPdf(data: PayslipPdfData): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: PAGE.margin,
      autoFirstPage: true,
      info: {
        Title: `Payslip ${data.period.periodName} - ${data.employee.name}`,
        Author: COMPANY_NAME,
        Subject: "Payslip",
        Creator: `${COMPANY_NAME} HR Portal`,
      },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    try {
      registerPortalFonts(doc);
      drawPayslip(doc, data);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

/** Realistic data for the benchmark (scripts/bench-payroll.ts) and for looking at the layout. */
export function samplePayslipPdfData(): PayslipPdfData {
  const pay = computePay({ basicSalary: 2_450_000, allowances: 350_000, overtime: 187_550, bonuses: 100_000 });
  return {
    employee: { name: "Ndapewa Shikongo", employeeId: "NCM-0023", department: "Geology", position: "Senior Geologist" },
    period: { periodName: "October 2026", startDate: "2026-10-01", endDate: "2026-10-31", payDate: "2026-10-25" },
    amounts: {
      basicSalary: pay.basicSalary,
      allowances: pay.allowances,
      overtime: pay.overtime,
      bonuses: pay.bonuses,
      grossSalary: pay.grossSalary,
      deductions: pay.deductions,
      taxes: pay.taxes,
      netSalary: pay.netSalary,
    },
    workingDays: 22,
    notes: "Overtime: 42.5 hours at the Tsumeb smelter shutdown. Housing and transport allowances included.",
  };
}
