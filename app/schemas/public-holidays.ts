import * as z from "zod/mini";
import { requiredDateField, requiredText } from "~/utils/validation";

/** HR's Public Holidays screen and its JSON twin: a proclaimed day with what it is for and its source. */
export const PUBLIC_HOLIDAY_MESSAGES = {
  created: "Public holiday added",
  updated: "Public holiday updated",
  deleted: "Public holiday removed",
} as const;

/** The years the portal computes holidays for (the Act is of 1990): the lists and the screen show these. */
export const HOLIDAY_YEARS = { first: 1991, last: 2100 } as const;

export const PublicHolidaySchema = z.object({
  date: requiredDateField("Please enter the date", "Please enter a valid date").check(
    z.refine(
      (date) => Number(date.slice(0, 4)) >= HOLIDAY_YEARS.first && Number(date.slice(0, 4)) <= HOLIDAY_YEARS.last,
      `Please enter a date from ${HOLIDAY_YEARS.first} to ${HOLIDAY_YEARS.last}`,
    ),
  ),
  name: requiredText("Please enter the holiday's name", 200),
  source: requiredText("Please name the proclamation or notice that made it a holiday", 500),
});

export type PublicHolidayInput = z.infer<typeof PublicHolidaySchema>;

/** ?year= of the public list and the HR screen: a year the portal computes holidays for. */
export function readHolidayYear(params: URLSearchParams, fallback: number) {
  const year = Number(params.get("year"));
  return Number.isInteger(year) && year >= HOLIDAY_YEARS.first && year <= HOLIDAY_YEARS.last ? year : fallback;
}
