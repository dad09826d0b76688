import ExcelJS from "exceljs";
import type { GoalMeasure, GoalProgress } from "~/services/equity/goals.server";
import { NOT_CONFIGURED, NOT_RECORDED, REPORT_HEADINGS, type AaReport } from "~/services/equity/report.server";
import type { ProfileRow } from "~/services/equity/workforce.server";
import { MOVEMENT_COLUMNS, MOVEMENT_ROWS, PROFILE_COLUMNS } from "~/schemas/equity";
import { namibianWallClock } from "~/utils/dates";

/** The affirmative action report (report.server.ts) as an .xlsx workbook: one sheet per part, numbers as numbers, A4 landscape. */

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
