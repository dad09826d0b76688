import { getEnv } from "~/env.server";
import { goalProgress, type GoalProgress } from "~/services/equity/goals.server";
import { getMovement, type Movement } from "~/services/equity/movement.server";
import { getReportSections, type ReportSections } from "~/services/equity/report-sections.server";
import { getWorkforceProfile, type WorkforceProfile } from "~/services/equity/workforce.server";

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

/** What the report prints for an employer detail the portal is not configured with. */
export const NOT_CONFIGURED = "not configured";
/** What it prints for a section HR has not written. */
export const NOT_RECORDED = "Not recorded.";

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
