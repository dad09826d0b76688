import { json } from "@remix-run/node";
import { GRIEVANCE_MESSAGES } from "~/schemas/grievances";
import { readId } from "~/utils/ids";

/** Helpers of HR's grievance routes: the id of the URL and the list's query to go back to. */
export function adminGrievanceId(value: string | undefined) {
  const id = readId(value);
  if (id === null) throw json({ message: GRIEVANCE_MESSAGES.notFound }, { status: 404 });
  return id;
}

/** Only a query string of the list (view, page) is a place to go back to. */
export function adminGrievancesUrl(request: Request) {
  const search = new URL(request.url).search;
  return `/admin/grievances${/^\?[\w=&%.+-]*$/.test(search) ? search : ""}`;
}

export function grievanceViewParam(request: Request) {
  return new URL(request.url).searchParams.get("view") === "bin" ? ("bin" as const) : ("active" as const);
}
