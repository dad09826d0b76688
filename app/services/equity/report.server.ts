import ExcelJS from "exceljs";
import PDFDocument from "pdfkit";
import { getEnv } from "~/env.server";
import { goalProgress, type GoalMeasure, type GoalProgress } from "~/services/equity/goals.server";
import { getMovement, type Movement } from "~/services/equity/movement.server";
import { getReportSections, type ReportSections } from "~/services/equity/report-sections.server";
import { getWorkforceProfile, type ProfileRow, type WorkforceProfile } from "~/services/equity/workforce.server";
import { PDF_BOLD, PDF_REGULAR, pdfBytes, registerPortalFonts } from "~/services/pdf-fonts.server";
import { formatDateNa, formatDateTimeNa } from "~/utils/format";
import { namibianWallClock } from "~/utils/dates";
import { MOVEMENT_COLUMNS, MOVEMENT_ROWS, PROFILE_COLUMNS } from "~/schemas/equity";

/**
 * The affirmative action report HR files with the Employment Equity Commission (Affirmative
 * Action (Employment) Act 29 of 1998; issues 16 and 23) for a reporting period, in the
 * order of the Act's duties (docs/decisions.md, "Affirmative Action report (issue 23)"):
 * the employer, the workforce profile by occupational level and by department and the
 * movement in the period (s. 25), the analysis of employment barriers (s. 25, s. 17(2)(a)),
 * the affirmative action plan: measures, numerical goals, timetable and monitoring
 * (s. 23(1)(a)-(d)), the consultation with employees and the committee (s. 24), the
 * non-Namibian employees and their understudies, and the declaration of the responsible
 * senior employee (s. 23(1)(e)). The plan's sections are those of the period's last year.
 * As an .xlsx workbook (one sheet per part, numbers as numbers, A4 landscape) and a printable
 * PDF (A4 landscape, page numbers, the employer and the period on every page).
 */

export interface Employer {
  name: string;
  registrationNumber: string | null;
  eecRegistrationNumber: string | null;
  address: string | null;
}

export interface AaReport {
  employer: string;
  employerDetails: Employer;
  from: string;
  to: string;
  /** The year whose goals and written sections the report holds: the period's last year. */
  year: number;
  producedAt: Date;
  profile: WorkforceProfile;
  goals: GoalProgress[];
  movement: Movement;
  sections: ReportSections;
}

export function getEmployer(): Employer {
  const env = getEnv();
  return {
    name: env.COMPANY_NAME,
    registrationNumber: env.COMPANY_REGISTRATION_NUMBER ?? null,
    eecRegistrationNumber: env.COMPANY_EEC_REGISTRATION_NUMBER ?? null,
    address: env.COMPANY_ADDRESS ?? null,
  };
}

export async function buildAaReport(from: string, to: string, producedAt = new Date()): Promise<AaReport> {
  const year = Number(to.slice(0, 4));
  const [profile, goals, movement, sections] = await Promise.all([
    getWorkforceProfile(),
    goalProgress(year),
    getMovement(from, to),
    getReportSections(year),
  ]);
  const employerDetails = getEmployer();
  return { employer: employerDetails.name, employerDetails, from, to, year, producedAt, profile, goals, movement, sections };
}

const NOT_CONFIGURED = "not configured";
const NOT_RECORDED = "Not recorded.";

/** The report's parts, in order: the headings of the PDF and the workbook. */
export const REPORT_HEADINGS = {
  employer: "Employer details",
  profile: "1. Workforce profile",
  movement: "2. Movement in the reporting period",
  barriers: "3. Analysis of employment barriers",
  plan: "4. Affirmative action plan",
  measures: "4.1 Affirmative action measures",
  goals: "4.2 Numerical goals",
  timetable: "4.3 Timetable",
  monitoring: "4.4 Monitoring and evaluation",
  consultation: "5. Consultation with employees and the committee",
  nonNamibians: "6. Non-Namibian employees and their understudies",
  declaration: "7. Declaration by the responsible senior employee",
} as const;

function measureCells(measure: GoalMeasure | null) {
  return measure ? [measure.targetPercent / 100, measure.actualPercent / 100, measure.gap] : [null, null, null];
}

const GOAL_HEADINGS = [
  "Department",
  "Occupational level",
  "Year",
  "Workforce",
  "Women target",
  "Women actual",
  "Women gap (people)",
  "Disability target",
  "Disability actual",
  "Disability gap (people)",
  "Racially disadvantaged target",
  "Racially disadvantaged actual",
  "Racially disadvantaged gap (people)",
];

function goalCells(goal: GoalProgress) {
  return [
    goal.department,
    goal.jobLevelLabel,
    goal.targetYear,
    goal.workforce,
    ...measureCells(goal.women),
    ...measureCells(goal.disability),
    ...measureCells(goal.raciallyDisadvantaged),
  ];
}

/** Every sheet prints on A4 landscape, as wide as the page (ExcelJS paperSize 9 is A4). */
function printSetup(sheet: ExcelJS.Worksheet) {
  sheet.pageSetup = {
    ...sheet.pageSetup,
    paperSize: 9,
    orientation: "landscape",
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
    margins: { left: 0.5, right: 0.5, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
  };
  sheet.headerFooter = { oddFooter: "&L&8&A&R&8Page &P of &N" };
}

/** The second column holds the dates of the title rows: wide enough for "2026-11-27 18:05" (never ####). */
const DATE_COLUMN_WIDTH = 20;

function titleRows(sheet: ExcelJS.Worksheet, report: AaReport, title: string) {
  printSetup(sheet);
  sheet.addRow([title]).font = { bold: true, size: 14 };
  sheet.addRow(["Employer", report.employer]);
  sheet.addRow(["Reporting period", new Date(`${report.from}T00:00:00Z`), new Date(`${report.to}T00:00:00Z`)]);
  sheet.getRow(3).getCell(2).numFmt = "yyyy-mm-dd";
  sheet.getRow(3).getCell(3).numFmt = "yyyy-mm-dd";
  sheet.addRow(["Produced", namibianWallClock(report.producedAt)]);
  sheet.getRow(4).getCell(2).numFmt = "yyyy-mm-dd hh:mm";
  sheet.addRow([]);
}

function header(sheet: ExcelJS.Worksheet, headings: string[]) {
  const row = sheet.addRow(headings);
  row.font = { bold: true };
  row.alignment = { wrapText: true, vertical: "top" };
}

function widths(sheet: ExcelJS.Worksheet, first: number, others: number, count: number) {
  sheet.getColumn(1).width = first;
  for (let index = 2; index <= count; index++) sheet.getColumn(index).width = Math.max(others, index === 2 ? DATE_COLUMN_WIDTH : 0);
}

function profileSheet(workbook: ExcelJS.Workbook, report: AaReport, name: string, first: string, rows: ProfileRow[]) {
  const sheet = workbook.addWorksheet(name);
  titleRows(sheet, report, `Workforce profile ${name.toLowerCase()}`);
  header(sheet, [first, ...PROFILE_COLUMNS.map((column) => column.heading)]);
  for (const row of rows) sheet.addRow([row.label, ...PROFILE_COLUMNS.map((column) => row[column.key])]);
  const total = { key: "total", label: "Total", ...report.profile.total };
  sheet.addRow(["Total", ...PROFILE_COLUMNS.map((column) => total[column.key])]).font = { bold: true };
  widths(sheet, 38, 14, PROFILE_COLUMNS.length + 1);
}

function textSheet(
  workbook: ExcelJS.Workbook,
  report: AaReport,
  name: string,
  title: string,
  headings: string[],
  rows: unknown[][],
  columnWidths: number[],
) {
  const sheet = workbook.addWorksheet(name);
  titleRows(sheet, report, title);
  header(sheet, headings);
  for (const cells of rows) sheet.addRow(cells).alignment = { wrapText: true, vertical: "top" };
  columnWidths.forEach((width, index) => (sheet.getColumn(index + 1).width = index === 1 ? Math.max(width, DATE_COLUMN_WIDTH) : width));
  return sheet;
}

const isoDate = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);

/** The report as an .xlsx workbook, one sheet per part, in the report's order. */
export async function aaReportWorkbook(report: AaReport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = `${report.employer} HR Portal`;
  workbook.created = report.producedAt;

  employerSheet(workbook, report);
  profileSheet(workbook, report, "By occupational level", "Occupational level", report.profile.byLevel);
  profileSheet(workbook, report, "By department", "Department", report.profile.byDepartment);
  movementSheet(workbook, report);
  barriersAndPlanSheet(workbook, report);
  goalsSheet(workbook, report);
  consultationSheet(workbook, report);
  nonNamibiansSheet(workbook, report);
  declarationSheet(workbook, report);

  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The employer's sheet: its name, registration numbers and address, and the report's year. */
function employerSheet(workbook: ExcelJS.Workbook, report: AaReport) {
  const { employerDetails: employer } = report;
  textSheet(
    workbook,
    report,
    "Employer",
    REPORT_HEADINGS.employer,
    ["Item", "Value"],
    [
      ["Employer", employer.name],
      ["Company registration number", employer.registrationNumber ?? NOT_CONFIGURED],
      ["Employment Equity Commission registration number", employer.eecRegistrationNumber ?? NOT_CONFIGURED],
      ["Address", employer.address ?? NOT_CONFIGURED],
      ["Report year (plan and goals)", report.year],
    ],
    [48, 70],
  );
}

/** The movement sheet: one row per kind of movement, one column per group counted. */
function movementSheet(workbook: ExcelJS.Workbook, report: AaReport) {
  const movement = workbook.addWorksheet("Movement");
  titleRows(movement, report, REPORT_HEADINGS.movement);
  header(movement, ["Movement", ...MOVEMENT_COLUMNS.map((column) => column.heading)]);
  for (const { label, key } of MOVEMENT_ROWS) {
    movement.addRow([label, ...MOVEMENT_COLUMNS.map((column) => report.movement[key][column.key])]);
  }
  widths(movement, 18, 14, MOVEMENT_COLUMNS.length + 1);
}

/** The written sections: the barriers and the plan's measures, timetable and monitoring. */
function barriersAndPlanSheet(workbook: ExcelJS.Workbook, report: AaReport) {
  const { sections } = report;
  textSheet(
    workbook,
    report,
    "Barriers and plan",
    `${REPORT_HEADINGS.barriers}; ${REPORT_HEADINGS.plan} for ${report.year}`,
    ["Section", "Text"],
    [
      [REPORT_HEADINGS.barriers, sections.barriers ?? NOT_RECORDED],
      [REPORT_HEADINGS.measures, sections.measures ?? NOT_RECORDED],
      [REPORT_HEADINGS.timetable, sections.timetable ?? NOT_RECORDED],
      [REPORT_HEADINGS.monitoring, sections.monitoring ?? NOT_RECORDED],
    ],
    [40, 110],
  );
}

/** The numerical goals of the year, targets and actuals as percentages. */
function goalsSheet(workbook: ExcelJS.Workbook, report: AaReport) {
  const goals = workbook.addWorksheet("Goals");
  titleRows(goals, report, `${REPORT_HEADINGS.goals} for ${report.year}`);
  header(goals, GOAL_HEADINGS);
  for (const goal of report.goals) {
    const row = goals.addRow(goalCells(goal));
    for (const index of [5, 6, 8, 9, 11, 12]) row.getCell(index).numFmt = "0.00%";
  }
  widths(goals, 26, 14, GOAL_HEADINGS.length);
  goals.getColumn(2).width = 36;
}

/** The consultations of the year, with the committee minutes each links to. */
function consultationSheet(workbook: ExcelJS.Workbook, report: AaReport) {
  const consultations = textSheet(
    workbook,
    report,
    "Consultation",
    `${REPORT_HEADINGS.consultation}, ${report.year}`,
    ["Consulted with", "Meeting date", "Summary", "Committee minutes"],
    report.sections.consultations.map((entry) => [
      entry.consultedWith,
      isoDate(entry.meetingDate),
      entry.summary ?? "",
      entry.minutes ? `${entry.minutes.title} (${entry.minutes.meetingDate})` : "",
    ]),
    [36, 20, 70, 40],
  );
  consultations.getColumn(2).numFmt = "yyyy-mm-dd";
}

/** The non-Namibian employees and their understudies. */
function nonNamibiansSheet(workbook: ExcelJS.Workbook, report: AaReport) {
  const understudies = textSheet(
    workbook,
    report,
    "Non-Namibians",
    `${REPORT_HEADINGS.nonNamibians}, ${report.year}`,
    ["Non-Namibian employee", "Employee ID", "Position", "Occupational level", "Understudy", "Understudy's employee ID", "Target date"],
    report.sections.nonNamibians.map((entry) => [
      entry.name,
      entry.employeeNumber,
      entry.position ?? "",
      entry.level,
      entry.understudy?.name ?? "None recorded",
      entry.understudy?.employeeNumber ?? "",
      isoDate(entry.targetDate),
    ]),
    [30, 20, 28, 34, 30, 22, 14],
  );
  understudies.getColumn(7).numFmt = "yyyy-mm-dd";
}

/** The declaration of the responsible senior employee, with an empty cell to sign in. */
function declarationSheet(workbook: ExcelJS.Workbook, report: AaReport) {
  const { declaration: signed } = report.sections;
  const declaration = textSheet(
    workbook,
    report,
    "Declaration",
    REPORT_HEADINGS.declaration,
    ["Item", "Value"],
    [
      ["Name", signed.name ?? NOT_RECORDED],
      ["Position", signed.position ?? NOT_RECORDED],
      ["Date", isoDate(signed.date) ?? NOT_RECORDED],
      ["Signature", ""],
    ],
    [20, 60],
  );
  declaration.getCell("B9").numFmt = "yyyy-mm-dd";
}

// ---------------------------------------------------------------------------------------
// The PDF

type Doc = InstanceType<typeof PDFDocument>;
const MARGIN = 36;
/** The footer sits below the bottom margin, where the body never goes. */
const FOOTER_GAP = 14;
const BODY_SIZE = 8;
const CELL_PAD = 3;

interface Column {
  width: number;
  align?: "left" | "right";
}

function pageWidth(doc: Doc) {
  return doc.page.width - 2 * MARGIN;
}

function bottom(doc: Doc) {
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
function table(doc: Doc, headings: string[], rows: (string | number)[][], columns: Column[], { size = BODY_SIZE } = {}) {
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

function heading(doc: Doc, text: string, size = 11) {
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
function paragraph(doc: Doc, text: string | null) {
  doc
    .font(PDF_REGULAR)
    .fontSize(9)
    .fillColor(text ? "#1c1917" : "#57534e")
    .text(text ?? NOT_RECORDED, MARGIN, doc.y, { width: pageWidth(doc) });
  doc.moveDown(0.8);
}

/** Label and value side by side, the value wrapping in its own column. */
function pairs(doc: Doc, entries: [string, string][], labelWidth = 210) {
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

const percentText = (measure: GoalMeasure | null, workforce: number) => {
  if (!measure) return "—";
  if (workforce === 0) return `target ${measure.targetPercent}%, no employees in this group`;
  return `target ${measure.targetPercent}%, now ${measure.actualPercent}% (${measure.met ? "met" : `${measure.gap} short`})`;
};

function period(report: AaReport) {
  return `${formatDateNa(report.from)} to ${formatDateNa(report.to)}`;
}

/** The sign-off: the declaration's name, position and date, and lines to sign on. */
function signOff(doc: Doc, report: AaReport) {
  const { declaration } = report.sections;
  if (doc.y + 150 > bottom(doc)) doc.addPage();
  doc
    .font(PDF_REGULAR)
    .fontSize(9)
    .fillColor("#1c1917")
    .text(
      `I, the senior employee responsible for the affirmative action plan of ${report.employer}, declare that the information in this report is true and correct.`,
      MARGIN,
      doc.y,
      { width: pageWidth(doc) },
    );
  doc.moveDown(1.2);
  const line = (label: string, value: string | null) => {
    const top = doc.y;
    doc.font(PDF_BOLD).fontSize(9).text(label, MARGIN, top, { width: 90 });
    if (value)
      doc
        .font(PDF_REGULAR)
        .fontSize(9)
        .text(value, MARGIN + 96, top, { width: 300 });
    doc
      .moveTo(MARGIN + 94, top + 12)
      .lineTo(MARGIN + 400, top + 12)
      .lineWidth(0.5)
      .strokeColor("#57534e")
      .stroke();
    doc.y = top + 24;
  };
  line("Name", declaration.name);
  line("Position", declaration.position);
  line("Date", declaration.date ? formatDateNa(declaration.date) : null);
  doc.y += 10;
  line("Signature", null);
}

/** Every page: the employer, its registration number and the period on the left, "Page X of Y" on the right. */
function footers(doc: Doc, report: AaReport) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const margins = doc.page.margins;
    // Written below the bottom margin: without this pdfkit would start a new page for it.
    doc.page.margins = { ...margins, bottom: 0 };
    const y = doc.page.height - MARGIN + FOOTER_GAP - 6;
    const registration = report.employerDetails.registrationNumber ?? NOT_CONFIGURED;
    doc
      .font(PDF_REGULAR)
      .fontSize(7)
      .fillColor("#57534e")
      .text(`${report.employer} (registration no. ${registration}) · Affirmative action report ${period(report)}`, MARGIN, y, {
        width: pageWidth(doc) - 100,
        lineBreak: false,
        ellipsis: true,
        height: 9,
      });
    doc.text(`Page ${index - range.start + 1} of ${range.count}`, MARGIN + pageWidth(doc) - 90, y, {
      width: 90,
      align: "right",
      lineBreak: false,
    });
    doc.page.margins = margins;
  }
}

/** The report as a printable A4 landscape PDF. */
export function aaReportPdf(report: AaReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `Affirmative action report ${report.from} to ${report.to}`,
      Author: report.employer,
      Creator: `${report.employer} HR Portal`,
    },
  });
  const done = pdfBytes(doc);
  registerPortalFonts(doc);
  const width = pageWidth(doc);

  drawTitleAndEmployer(doc, report, width);
  drawProfile(doc, report, width);
  drawMovement(doc, report, width);
  drawBarriersAndPlan(doc, report, width);
  drawConsultations(doc, report, width);
  drawNonNamibians(doc, report, width);

  heading(doc, REPORT_HEADINGS.declaration);
  signOff(doc, report);

  footers(doc, report);
  doc.end();
  return done;
}

/** The title, the Act, and the employer's details with the note on what is counted. */
function drawTitleAndEmployer(doc: Doc, report: AaReport, width: number) {
  const { employerDetails: employer } = report;
  doc.font(PDF_BOLD).fontSize(16).fillColor("#1c1917").text("Affirmative Action Report", MARGIN, MARGIN, { width });
  doc.font(PDF_REGULAR).fontSize(9).fillColor("#57534e").text("Affirmative Action (Employment) Act 29 of 1998", MARGIN, doc.y, { width });
  doc.moveDown(0.8);
  heading(doc, REPORT_HEADINGS.employer);
  pairs(doc, [
    ["Employer", employer.name],
    ["Company registration number", employer.registrationNumber ?? NOT_CONFIGURED],
    ["Employment Equity Commission registration number", employer.eecRegistrationNumber ?? NOT_CONFIGURED],
    ["Address", employer.address ?? NOT_CONFIGURED],
    ["Reporting period", period(report)],
    ["Plan and goals of the year", String(report.year)],
    ["Produced", formatDateTimeNa(report.producedAt)],
  ]);
  doc
    .font(PDF_REGULAR)
    .fontSize(8)
    .fillColor("#57534e")
    .text(
      'Counts are of active employees on the day the report was produced; "not specified" is what the records do not hold.',
      MARGIN,
      doc.y,
      {
        width,
      },
    );
  doc.moveDown(1);
}

/** 1. The workforce profile: by occupational level, then by department, each with its total. */
function drawProfile(doc: Doc, report: AaReport, width: number) {
  // Profile: the first column takes a fixed share, the eleven count columns share the rest
  // equally; headings shrink until their longest word fits.
  const firstWidth = 140;
  const countWidth = (width - firstWidth) / PROFILE_COLUMNS.length;
  const profileColumns: Column[] = [{ width: firstWidth }, ...PROFILE_COLUMNS.map(() => ({ width: countWidth, align: "right" as const }))];
  const totalRow = { key: "total", label: "Total", ...report.profile.total };
  heading(doc, REPORT_HEADINGS.profile);
  for (const [title, first, rows] of [
    ["By occupational level", "Occupational level", report.profile.byLevel],
    ["By department", "Department", report.profile.byDepartment],
  ] as const) {
    heading(doc, title, 9.5);
    table(
      doc,
      [first, ...PROFILE_COLUMNS.map((column) => column.heading)],
      [...rows, totalRow].map((row) => [row.label, ...PROFILE_COLUMNS.map((column) => row[column.key])]),
      profileColumns,
    );
  }
}

/** 2. The movement in the reporting period. */
function drawMovement(doc: Doc, report: AaReport, width: number) {
  heading(doc, REPORT_HEADINGS.movement);
  const movementCount = (width - 160) / MOVEMENT_COLUMNS.length;
  table(
    doc,
    ["Movement", ...MOVEMENT_COLUMNS.map((column) => column.heading)],
    MOVEMENT_ROWS.map(({ label, key }) => [label, ...MOVEMENT_COLUMNS.map((column) => report.movement[key][column.key])]),
    [{ width: 160 }, ...MOVEMENT_COLUMNS.map(() => ({ width: movementCount, align: "right" as const }))],
  );
}

/** 3. The barriers and 4. the plan: measures, numerical goals, timetable and monitoring. */
function drawBarriersAndPlan(doc: Doc, report: AaReport, width: number) {
  const { sections } = report;
  heading(doc, REPORT_HEADINGS.barriers);
  paragraph(doc, sections.barriers);

  heading(doc, `${REPORT_HEADINGS.plan} for ${report.year}`);
  heading(doc, REPORT_HEADINGS.measures, 9.5);
  paragraph(doc, sections.measures);
  heading(doc, `${REPORT_HEADINGS.goals}: target, actual now (people short)`, 9.5);
  if (report.goals.length === 0) paragraph(doc, `No goals recorded for ${report.year}.`);
  else
    table(
      doc,
      ["Department", "Occupational level", "Workforce", "Women", "Persons with disabilities", "Racially disadvantaged"],
      report.goals.map((goal) => [
        goal.department,
        goal.jobLevelLabel,
        goal.workforce,
        percentText(goal.women, goal.workforce),
        percentText(goal.disability, goal.workforce),
        percentText(goal.raciallyDisadvantaged, goal.workforce),
      ]),
      [{ width: 120 }, { width: 140 }, { width: 56, align: "right" }, { width: 151 }, { width: 151 }, { width: width - 618 }],
    );
  heading(doc, REPORT_HEADINGS.timetable, 9.5);
  paragraph(doc, sections.timetable);
  heading(doc, REPORT_HEADINGS.monitoring, 9.5);
  paragraph(doc, sections.monitoring);
}

/** 5. The consultations of the year, with the committee minutes each links to. */
function drawConsultations(doc: Doc, report: AaReport, width: number) {
  const { sections } = report;
  heading(doc, REPORT_HEADINGS.consultation);
  if (sections.consultations.length === 0) paragraph(doc, `No consultations recorded for ${report.year}.`);
  else
    table(
      doc,
      ["Meeting date", "Consulted with", "Summary", "Committee minutes"],
      sections.consultations.map((entry) => [
        formatDateNa(entry.meetingDate),
        entry.consultedWith,
        entry.summary ?? "",
        entry.minutes ? `${entry.minutes.title} (${formatDateNa(entry.minutes.meetingDate)})` : "None linked",
      ]),
      [{ width: 80 }, { width: 170 }, { width: 330 }, { width: width - 580 }],
    );
}

/** 6. The non-Namibian employees and their understudies. */
function drawNonNamibians(doc: Doc, report: AaReport, width: number) {
  const { sections } = report;
  heading(doc, REPORT_HEADINGS.nonNamibians);
  if (sections.nonNamibians.length === 0) paragraph(doc, "No non-Namibian employees.");
  else
    table(
      doc,
      ["Non-Namibian employee", "Position", "Occupational level", "Understudy", "Target date"],
      sections.nonNamibians.map((entry) => [
        `${entry.name} (${entry.employeeNumber})`,
        entry.position ?? "",
        entry.level,
        entry.understudy ? `${entry.understudy.name} (${entry.understudy.employeeNumber})` : "None recorded",
        entry.targetDate ? formatDateNa(entry.targetDate) : "",
      ]),
      [{ width: 190 }, { width: 160 }, { width: 150 }, { width: 190 }, { width: width - 690 }],
    );
}
