import PDFDocument from "pdfkit";
import type { GoalMeasure } from "~/services/equity/goals.server";
import { NOT_CONFIGURED, REPORT_HEADINGS, type AaReport } from "~/services/equity/report.server";
import { PDF_BOLD, PDF_REGULAR, pdfBytes, registerPortalFonts } from "~/services/pdf-fonts.server";
import { MOVEMENT_COLUMNS, MOVEMENT_ROWS, PROFILE_COLUMNS } from "~/schemas/equity";
import { formatDateNa, formatDateTimeNa } from "~/utils/format";
import {
  bottom,
  FOOTER_GAP,
  heading,
  MARGIN,
  pageWidth,
  pairs,
  paragraph,
  table,
  type Column,
  type Doc,
} from "~/services/equity/pdf-layout.server";

/** The affirmative action report (report.server.ts) as a printable A4 landscape PDF: page numbers, the employer and the period on every page. */

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
