import * as z from "zod/mini";
import { DEPARTMENTS, OCCUPATIONAL_LEVELS } from "~/constants";
import { isValidIsoDate } from "~/utils/dates";
import { idField, optionalText, requiredDateField, requiredText } from "~/utils/validation";
import {
  ALL_DEPARTMENTS,
  EE_FILE_MESSAGES,
  EE_MESSAGES,
  EE_REQUEST_CATEGORIES,
  EE_REQUEST_PRIORITIES,
  EE_REQUEST_STATUSES,
} from "~/schemas/equity-messages";

/**
 * The employment-equity committee (spec 2 "Equity committee", sections 5, 7, 8 and 9) and the
 * affirmative action goals (issue 16): one schema per form, shared by the screens and the JSON API.
 */

export * from "./equity-messages";

export const EeRequestSchema = z.object({
  subject: requiredText(EE_MESSAGES.subjectRequired, 255),
  description: requiredText(EE_MESSAGES.descriptionRequired, 5000),
  category: z._default(
    z.enum(EE_REQUEST_CATEGORIES, { error: "Category must be general, workplace, safety, welfare or other" }),
    "general",
  ),
  priority: z._default(z.enum(EE_REQUEST_PRIORITIES, { error: "Priority must be low, normal or high" }), "normal"),
});
export type EeRequestInput = z.infer<typeof EeRequestSchema>;

/** HR or a committee member moves a request on; resolved and closed need the resolution. */
export const EeRequestDecisionSchema = z
  .object({
    status: z.enum(EE_REQUEST_STATUSES, { error: "Status must be pending, reviewed, discussed, resolved or closed" }),
    resolution: optionalText(5000),
    meetingMinutesId: z.optional(z.union([z.literal(""), idField(EE_MESSAGES.minutesNotFound)])),
  })
  .check(
    z.superRefine((value, ctx) => {
      if ((value.status === "resolved" || value.status === "closed") && !value.resolution) {
        ctx.addIssue({ code: "custom", path: ["resolution"], message: EE_MESSAGES.resolutionRequired });
      }
    }),
  );
export type EeRequestDecision = z.infer<typeof EeRequestDecisionSchema>;

/** Add member (spec 2): employeeId numeric, position required; department comes from the employee record. */
export const EeMemberSchema = z.object({
  employeeId: idField(EE_MESSAGES.employeeRequired),
  position: requiredText(EE_MESSAGES.positionRequired, 100),
});
export type EeMemberInput = z.infer<typeof EeMemberSchema>;

const percent = z.optional(
  z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((value, ctx) => {
      const text = String(value).trim();
      if (text === "") return undefined;
      if (!/^\d{1,3}(\.\d{1,2})?$/.test(text) || Number(text) > 100) {
        ctx.issues.push({ code: "custom", message: EE_MESSAGES.percentInvalid, input: value });
        return z.NEVER;
      }
      return Number(text).toFixed(2);
    }),
  ),
);

export const AaGoalSchema = z
  .object({
    department: z.enum([ALL_DEPARTMENTS, ...DEPARTMENTS], { error: EE_MESSAGES.departmentRequired }),
    jobLevel: z.optional(
      z.union([z.literal(""), z.enum(OCCUPATIONAL_LEVELS)], { error: `Choose an occupational level: ${OCCUPATIONAL_LEVELS.join(", ")}` }),
    ),
    targetYear: z.pipe(
      z.union([z.number(), z.string()], { error: EE_MESSAGES.yearInvalid }),
      z.transform((value, ctx) => {
        const text = String(value).trim();
        if (!/^\d{4}$/.test(text) || Number(text) < 2000 || Number(text) > 2100) {
          ctx.issues.push({ code: "custom", message: EE_MESSAGES.yearInvalid, input: value });
          return z.NEVER;
        }
        return Number(text);
      }),
    ),
    womenTargetPercent: percent,
    disabilityTargetPercent: percent,
    raciallyDisadvantagedTargetPercent: percent,
    notes: optionalText(2000),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (!value.womenTargetPercent && !value.disabilityTargetPercent && !value.raciallyDisadvantagedTargetPercent) {
        ctx.addIssue({ code: "custom", path: ["womenTargetPercent"], message: EE_MESSAGES.noTarget });
      }
    }),
  );
export type AaGoalInput = z.infer<typeof AaGoalSchema>;

const periodDate = (name: string) =>
  z.optional(z.string().check(z.refine((value) => value === "" || isValidIsoDate(value), `${name} must be a date (YYYY-MM-DD)`)));

export const AA_PERIOD_MESSAGES = {
  backwards: "The period must not end before it starts",
  tooLong: "A reporting period is at most three years",
} as const;

/**
 * The report's period (`?from=&to=`): real dates, a missing end filled from the current
 * calendar year, then the start not after the end and at most three years (checked on the
 * period as filled, so `?from=` alone cannot run backwards or past three years).
 */
export function aaPeriodSchema(today: string) {
  const year = today.slice(0, 4);
  return z
    .pipe(
      z.object({
        from: periodDate("from"),
        to: periodDate("to"),
        format: z.optional(z.enum(["xlsx", "pdf"], { error: "format must be xlsx or pdf" })),
      }),
      z.transform((value) => ({ from: value.from || `${year}-01-01`, to: value.to || `${year}-12-31`, format: value.format })),
    )
    .check(
      z.superRefine((value, ctx) => {
        if (value.from > value.to) ctx.addIssue({ code: "custom", path: ["to"], message: AA_PERIOD_MESSAGES.backwards });
        else if (value.to >= `${Number(value.from.slice(0, 4)) + 3}${value.from.slice(4)}`) {
          ctx.addIssue({ code: "custom", path: ["to"], message: AA_PERIOD_MESSAGES.tooLong });
        }
      }),
    );
}

/** The workforce profile's columns, on the page, in the workbook and in the PDF (keys of the service's counts). */
export const PROFILE_COLUMNS = [
  { heading: "Total", key: "total" },
  { heading: "Racially disadvantaged men", key: "disadvantagedMen" },
  { heading: "Racially disadvantaged women", key: "disadvantagedWomen" },
  { heading: "Racially advantaged men", key: "advantagedMen" },
  { heading: "Racially advantaged women", key: "advantagedWomen" },
  { heading: "Race or gender not specified", key: "raceOrGenderNotSpecified" },
  { heading: "Women", key: "women" },
  { heading: "Persons with disabilities", key: "withDisabilities" },
  { heading: "Disability not specified", key: "disabilityNotSpecified" },
  { heading: "Non-Namibian citizens", key: "nonNamibian" },
  { heading: "Citizenship not specified", key: "citizenshipNotSpecified" },
] as const;

export const MOVEMENT_COLUMNS = [
  { heading: "Total", key: "total" },
  { heading: "Women", key: "women" },
  { heading: "Racially disadvantaged", key: "disadvantaged" },
  { heading: "Persons with disabilities", key: "withDisabilities" },
  { heading: "Non-Namibian citizens", key: "nonNamibian" },
] as const;

/** The kinds of employment event (issue 23; table employment_events). */
export const EMPLOYMENT_EVENT_TYPES = ["appointment", "promotion", "level_change", "termination", "reinstatement"] as const;
export type EmploymentEventType = (typeof EMPLOYMENT_EVENT_TYPES)[number];

export const MOVEMENT_ROWS = [
  { label: "Appointments", key: "appointments" },
  { label: "Promotions", key: "promotions" },
  { label: "Terminations", key: "terminations" },
] as const;

const optionalLong = optionalText(5000);
const requiredDate = (message: string) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, { error: message, abort: true }), z.refine(isValidIsoDate, EE_FILE_MESSAGES.invalidDate));

export const EeMinutesSchema = z.object({
  title: requiredText(EE_FILE_MESSAGES.titleRequired, 255),
  meetingDate: requiredDate(EE_FILE_MESSAGES.meetingDateRequired),
  attendees: optionalLong,
  agenda: optionalLong,
  discussions: optionalLong,
  decisions: optionalLong,
  actionItems: optionalLong,
});
export const EePolicySchema = z.object({
  title: requiredText(EE_FILE_MESSAGES.titleRequired, 255),
  description: optionalLong,
  version: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(20))),
    z.transform((value) => value || "1.0"),
  ),
  effectiveDate: requiredDate(EE_FILE_MESSAGES.effectiveDateRequired),
});
export const EeDocumentSchema = z.object({
  title: requiredText(EE_FILE_MESSAGES.titleRequired, 255),
  description: optionalLong,
});
export const EE_FILE_SCHEMAS = { minutes: EeMinutesSchema, policies: EePolicySchema, documents: EeDocumentSchema } as const;

/**
 * The sections of a year's affirmative action report that HR writes (issue 23; Affirmative
 * Action (Employment) Act 29 of 1998): one schema per form, shared by the screen and the API.
 */
export const AA_SECTION_MESSAGES = {
  planSaved: "Plan saved",
  declarationSaved: "Declaration saved",
  consultationSaved: "Consultation saved",
  consultationDeleted: "Consultation deleted",
  consultationNotFound: "Consultation not found",
  understudySaved: "Understudy saved",
  understudyCleared: "Understudy removed",
  failedSection: "Failed to save the report section. Please try again.",
  nameRequired: "Name is required",
  positionRequired: "Position is required",
  dateRequired: "Date is required",
  invalidDate: "Please enter a valid date",
  consultedWithRequired: "Say who was consulted",
  meetingDateRequired: "Meeting date is required",
  minutesNotFound: "Those meeting minutes do not exist",
  understudyRequired: "Enter the understudy's employee ID",
  understudyNotFound: "No employee in the directory has that employee ID",
  understudyNotNamibian: "The understudy must be a Namibian citizen",
  understudySelf: "An employee cannot be their own understudy",
  notNonNamibian: "Understudies are recorded for non-Namibian employees only",
  yearInvalid: "The report year must be between 2000 and 2100",
} as const;

const sectionText = optionalText(10000);
const sectionDate = (required: string) => requiredDateField(required, AA_SECTION_MESSAGES.invalidDate);
const optionalDate = z.optional(
  z.string().check(
    z.trim(),
    z.refine((value) => value === "" || isValidIsoDate(value), AA_SECTION_MESSAGES.invalidDate),
  ),
);

/** The analysis of barriers and the plan's measures, timetable and monitoring (s. 25, s. 23(1)(a), (c), (d)). */
export const AaPlanSchema = z.object({
  barriers: sectionText,
  measures: sectionText,
  timetable: sectionText,
  monitoring: sectionText,
});
export type AaPlanInput = z.infer<typeof AaPlanSchema>;

/** The declaration by the senior employee responsible for the plan (s. 23(1)(e)). */
export const AaDeclarationSchema = z.object({
  name: requiredText(AA_SECTION_MESSAGES.nameRequired, 200),
  position: requiredText(AA_SECTION_MESSAGES.positionRequired, 200),
  date: sectionDate(AA_SECTION_MESSAGES.dateRequired),
});
export type AaDeclarationInput = z.infer<typeof AaDeclarationSchema>;

/** A consultation with employees or the EE committee (s. 24), optionally linked to the committee's minutes. */
export const AaConsultationSchema = z.object({
  meetingDate: sectionDate(AA_SECTION_MESSAGES.meetingDateRequired),
  consultedWith: requiredText(AA_SECTION_MESSAGES.consultedWithRequired, 255),
  summary: optionalText(5000),
  minutesId: z.optional(z.union([z.literal(""), idField(AA_SECTION_MESSAGES.minutesNotFound)])),
});
export type AaConsultationInput = z.infer<typeof AaConsultationSchema>;

/** A non-Namibian employee's understudy: the understudy's employee ID (as in the directory) and the target date. */
export const AaUnderstudySchema = z.object({
  understudyEmployeeId: requiredText(AA_SECTION_MESSAGES.understudyRequired, 50),
  targetDate: optionalDate,
  notes: optionalText(2000),
});
export type AaUnderstudyInput = z.infer<typeof AaUnderstudySchema>;

/** A report year in a URL: 2000-2100, else null. */
export function readReportYear(raw: string | null | undefined) {
  if (!raw || !/^\d{4}$/.test(raw)) return null;
  const year = Number(raw);
  return year >= 2000 && year <= 2100 ? year : null;
}
