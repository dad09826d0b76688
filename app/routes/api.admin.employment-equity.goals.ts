import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { AaGoalSchema, EE_MESSAGES } from "~/schemas/equity";
import { createGoal, listGoals } from "~/services/equity/goals.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/api.server";

const NO_STORE = { "Cache-Control": "no-store" };

/** GET (HR) `?year=`: `{goals: [{id, department, jobLevel, targetYear, womenTargetPercent, ...}]}`. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const year = Number(new URL(request.url).searchParams.get("year"));
  return json({ goals: await listGoals(Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : undefined) }, { headers: NO_STORE });
}

/** POST (HR) `{department, jobLevel?, targetYear, womenTargetPercent?, disabilityTargetPercent?, raciallyDisadvantagedTargetPercent?, notes?}`: 201; 409 for a second goal of the same group and year. */
export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, "hr");
  if (request.method !== "POST") methodNotAllowed(["GET", "POST"]);
  const input = await parseJsonBody(request, AaGoalSchema);
  const goal = await refusalAsJson(() => createGoal(input));
  return json({ message: EE_MESSAGES.goalSaved, goal }, { status: 201, headers: NO_STORE });
}
