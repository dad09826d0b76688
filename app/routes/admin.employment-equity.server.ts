import { json } from "@remix-run/node";
import { EE_MESSAGES } from "~/schemas/equity";
import { readId } from "~/utils/ids";

/** The Employment Equity page with the period the dialog was opened from. */
export function equityPageUrl(request: Request) {
  const search = new URL(request.url).search;
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of ["from", "to"]) {
    const value = params.get(name);
    if (value && /^\d{4}-\d{2}-\d{2}$/.test(value)) kept.set(name, value);
  }
  const query = kept.toString();
  return `/admin/employment-equity${query ? `?${query}` : ""}`;
}

export function goalId(raw: string | undefined) {
  const id = readId(raw ?? "");
  if (id === null) throw json({ message: EE_MESSAGES.goalNotFound }, { status: 404 });
  return id;
}

/** The report year a section dialog edits: the year of the period's end (`?to=`), else this year. */
export function reportYearOf(request: Request, today: string) {
  const to = new URL(request.url).searchParams.get("to");
  return to && /^\d{4}-\d{2}-\d{2}$/.test(to) ? Number(to.slice(0, 4)) : Number(today.slice(0, 4));
}
