import { json } from "@remix-run/node";
import { AA_SECTION_MESSAGES, readReportYear } from "~/schemas/equity";

/** The report year in an API path: 2000-2100, else 404 (no such report). */
export function yearParam(raw: string | undefined) {
  const year = readReportYear(raw);
  if (year === null) throw json({ message: AA_SECTION_MESSAGES.yearInvalid }, { status: 404 });
  return year;
}
