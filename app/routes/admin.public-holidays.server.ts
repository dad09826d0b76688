import { readHolidayYear } from "~/schemas/public-holidays";
import { ServiceError } from "~/services/errors.server";
import { todayIso } from "~/utils/dates";

/** The list's URL with its year kept, where the dialogs go back to. */
export function adminHolidaysUrl(request: Request) {
  const year = readHolidayYear(new URL(request.url).searchParams, Number(todayIso().slice(0, 4)));
  return `/admin/public-holidays?year=${year}`;
}

export function holidayId(raw: string | undefined) {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw new ServiceError(404, "Public holiday not found");
  return id;
}
