import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { searchManagerChoices } from "~/services/employees/manager-choice.server";
import { readId } from "~/utils/ids";

/**
 * GET (HR) `?q=` (at least 2 characters) and optional `&except={id}` (the employee being
 * edited): `{choices: [{id, employeeId, name, department}]}`, at most 20, for the employee
 * form's Manager suggestions.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const params = new URL(request.url).searchParams;
  const except = readId(params.get("except") ?? "") ?? undefined;
  const choices = await searchManagerChoices(params.get("q") ?? "", except);
  return json({ choices }, { headers: { "Cache-Control": "no-store" } });
}
