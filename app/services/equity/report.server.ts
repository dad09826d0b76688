import ExcelJS from "exceljs";
import PDFDocument from "pdfkit";
import { COMPANY_NAME } from "~/services/payslip-pdf.server";
import { goalProgress, type GoalMeasure, type GoalProgress } from "~/services/equity/goals.server";
import { getMovement, type Movement } from "~/services/equity/movement.server";
import { getWorkforceProfile, type ProfileRow, type WorkforceProfile } from "~/services/equity/workforce.server";
import { PDF_BOLD, PDF_REGULAR, pdfBytes, registerPortalFonts } from "~/services/pdf-fonts.server";
import { formatDateNa, formatDateTimeNa } from "~/utils/format";
import { namibianWallClock } from "~/utils/dates";
import { MOVEMENT_COLUMNS, MOVEMENT_ROWS, PROFILE_COLUMNS } from "~/schemas/equity";

/**
 * The affirmative action report HR files with the Employment Equity Commission (Affirmative
 * Action (Employment) Act 29 of 1998, s. 22-23; issue 16) for a reporting period: the
 * workforce profile by occupational level and by department, the goals of the period's year
 * with progress, and the movement in the period. As an .xlsx workbook (one sheet per table,
 * numbers as numbers) and a printable PDF; both name the employer, the period and when they
 * were produced.
 */

export interface AaReport {
  employer: string;
  from: string;
  to: string;
  producedAt: Date;
  profile: WorkforceProfile;
  goals: GoalProgress[];
  movement: Movement;
}

export async function buildAaReport(from: string, to: string, producedAt = new Date()): Promise<AaReport> {
  const [profile, goals, movement] = await Promise.all([
    getWorkforceProfile(),
    goalProgress(Number(to.slice(0, 4))),
    getMovement(from, to),
  ]);
  return { employer: COMPANY_NAME, from, to, producedAt, profile, goals, movement };
}

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

function titleRows(sheet: ExcelJS.Worksheet, report: AaReport, title: string) {
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

function profileSheet(workbook: ExcelJS.Workbook, report: AaReport, name: string, first: string, rows: ProfileRow[]) {
  const sheet = workbook.addWorksheet(name);
  titleRows(sheet, report, `Workforce profile ${name.toLowerCase()}`);
  header(sheet, [first, ...PROFILE_COLUMNS.map((column) => column.heading)]);
  for (const row of rows) sheet.addRow([row.label, ...PROFILE_COLUMNS.map((column) => row[column.key])]);
  const total = { key: "total", label: "Total", ...report.profile.total };
  sheet.addRow(["Total", ...PROFILE_COLUMNS.map((column) => total[column.key])]).font = { bold: true };
  sheet.getColumn(1).width = 38;
  for (let index = 2; index <= PROFILE_COLUMNS.length + 1; index++) sheet.getColumn(index).width = 14;
}

/** The report as an .xlsx workbook: Workforce by level, Workforce by department, Goals, Movement. */
export async function aaReportWorkbook(report: AaReport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = `${report.employer} HR Portal`;
  workbook.created = report.producedAt;
  profileSheet(workbook, report, "By occupational level", "Occupational level", report.profile.byLevel);
  profileSheet(workbook, report, "By department", "Department", report.profile.byDepartment);

  const goals = workbook.addWorksheet("Goals");
  titleRows(goals, report, `Affirmative action goals for ${report.to.slice(0, 4)}`);
  header(goals, GOAL_HEADINGS);
  for (const goal of report.goals) {
    const row = goals.addRow(goalCells(goal));
    for (const index of [5, 6, 8, 9, 11, 12]) row.getCell(index).numFmt = "0.0%";
  }
  goals.getColumn(1).width = 26;
  goals.getColumn(2).width = 36;

  const movement = workbook.addWorksheet("Movement");
  titleRows(movement, report, "Movement in the reporting period");
  header(movement, ["Movement", ...MOVEMENT_COLUMNS.map((column) => column.heading)]);
  for (const { label, key } of MOVEMENT_ROWS) {
    movement.addRow([label, ...MOVEMENT_COLUMNS.map((column) => report.movement[key][column.key])]);
  }
  movement.getColumn(1).width = 18;

  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type Doc = InstanceType<typeof PDFDocument>;
const MARGIN = 36;

/** A simple ruled table; starts a new page when the next row would not fit. */
function table(doc: Doc, headings: string[], rows: (string | number)[][], widths: number[], textColumns = 1) {
  const left = MARGIN;
  const draw = (cells: (string | number)[], bold: boolean) => {
    const height = Math.max(
      ...cells.map((cell, index) =>
        doc
          .font(bold ? PDF_BOLD : PDF_REGULAR)
          .fontSize(7.5)
          .heightOfString(String(cell), { width: widths[index] - 4 }),
      ),
    );
    if (doc.y + height + 6 > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y;
    let x = left;
    cells.forEach((cell, index) => {
      doc.text(String(cell), x + 2, top + 2, { width: widths[index] - 4, align: index < textColumns ? "left" : "right" });
      x += widths[index];
    });
    doc.y = top + height + 4;
    doc
      .moveTo(left, doc.y - 1)
      .lineTo(left + widths.reduce((sum, width) => sum + width, 0), doc.y - 1)
      .lineWidth(0.3)
      .strokeColor("#a8a29e")
      .stroke();
  };
  draw(headings, true);
  for (const row of rows) draw(row, false);
  doc.moveDown(1);
}

function heading(doc: Doc, text: string) {
  if (doc.y > doc.page.height - 120) doc.addPage();
  doc.font(PDF_BOLD).fontSize(11).fillColor("#1c1917").text(text, MARGIN, doc.y);
  doc.moveDown(0.4);
}

const percent = (measure: GoalMeasure | null) => (measure ? `${measure.targetPercent}% / ${measure.actualPercent}% (${measure.gap})` : "—");

/** The report as a printable A4 landscape PDF. */
export function aaReportPdf(report: AaReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: MARGIN,
    info: {
      Title: `Affirmative action report ${report.from} to ${report.to}`,
      Author: report.employer,
      Creator: `${report.employer} HR Portal`,
    },
  });
  const done = pdfBytes(doc);
  registerPortalFonts(doc);
  doc.font(PDF_BOLD).fontSize(16).text("Affirmative Action Report");
  doc.font(PDF_REGULAR).fontSize(10);
  doc.text(`Employer: ${report.employer}`);
  doc.text(`Reporting period: ${formatDateNa(report.from)} to ${formatDateNa(report.to)}`);
  doc.text(`Produced: ${formatDateTimeNa(report.producedAt)}`);
  doc.text(
    'Affirmative Action (Employment) Act 29 of 1998. Counts are of active employees; "not specified" is what the records do not hold.',
  );
  doc.moveDown(1);

  // Count columns as wide as their longest heading word (a narrower one breaks "disadvantaged"
  // mid-word), the first column taking what is left of the page.
  doc.font(PDF_BOLD).fontSize(7.5);
  const longestWord = Math.max(...PROFILE_COLUMNS.flatMap((column) => column.heading.split(" ")).map((word) => doc.widthOfString(word)));
  const countWidth = Math.max(50, Math.ceil(longestWord) + 8);
  const pageWidth = doc.page.width - 2 * MARGIN;
  const profileWidths = [pageWidth - countWidth * PROFILE_COLUMNS.length, ...PROFILE_COLUMNS.map(() => countWidth)];
  const totalRow = { key: "total", label: "Total", ...report.profile.total };
  for (const [title, first, rows] of [
    ["Workforce profile by occupational level", "Occupational level", report.profile.byLevel],
    ["Workforce profile by department", "Department", report.profile.byDepartment],
  ] as const) {
    heading(doc, title);
    table(
      doc,
      [first, ...PROFILE_COLUMNS.map((column) => column.heading)],
      [...rows, totalRow].map((row) => [row.label, ...PROFILE_COLUMNS.map((column) => row[column.key])]),
      profileWidths,
    );
  }

  heading(doc, `Goals for ${report.to.slice(0, 4)}: target / actual (gap in people)`);
  if (report.goals.length === 0) doc.font(PDF_REGULAR).fontSize(9).text("No goals recorded for this year.").moveDown(1);
  else
    table(
      doc,
      ["Department", "Occupational level", "Workforce", "Women", "Persons with disabilities", "Racially disadvantaged"],
      report.goals.map((goal) => [
        goal.department,
        goal.jobLevelLabel,
        goal.workforce,
        percent(goal.women),
        percent(goal.disability),
        percent(goal.raciallyDisadvantaged),
      ]),
      [150, 170, 60, 130, 130, 130],
      2,
    );

  heading(doc, "Movement in the reporting period");
  table(
    doc,
    ["Movement", ...MOVEMENT_COLUMNS.map((column) => column.heading)],
    MOVEMENT_ROWS.map(({ label, key }) => [label, ...MOVEMENT_COLUMNS.map((column) => report.movement[key][column.key])]),
    [150, 90, 90, 120, 120, 120],
  );
  doc.end();
  return done;
}
