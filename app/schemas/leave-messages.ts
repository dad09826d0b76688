import { MAX_LEAVE_DAYS } from "~/constants";
import { MATERNITY } from "~/utils/maternity";

/** Messages quoted from spec 1 sections 5 and 8. */
export const LEAVE_MESSAGES = {
  required: "Please fill in all required fields",
  endBeforeStart: "End date must be after start date",
  startInPast: "Start date cannot be before today",
  tooLong: `A leave request can cover at most ${MAX_LEAVE_DAYS} days`,
  /** Shown by the edit screen too, so it lives here and not in the .server service (which the browser never gets). */
  notPending: "Only pending leave requests can be edited.",
  noWorkingDays: "These dates hold no working days (weekends and public holidays are not counted). Please choose other dates.",
  expectedDateRequired: "Please enter the expected date of birth",
  birthDateRequired: "Please enter the date of birth",
  birthDateInvalid: "Please enter a valid date of birth",
  birthDateInFuture: "The date of birth cannot be after today",
  birthDateNotMaternity: "A date of birth is recorded only on a maternity leave request",
  birthDateFarFromExpected: `The date of birth must be within ${MATERNITY.birthWithinMonthsOfExpected} months of the expected date`,
} as const;
