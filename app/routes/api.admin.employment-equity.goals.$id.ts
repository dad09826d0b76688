import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { AaGoalSchema, EE_MESSAGES } from "~/schemas/equity";
import { deleteGoal, updateGoal } from "~/services/equity/goals.server";
import { methodNotAllowed, parseId, parseJsonBody } from "~/utils/api.server";

/** PUT (HR) the whole goal, as POST; DELETE (HR). 404 for no such goal. */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, "hr");
  const id = parseId(params.id);
  if (request.method === "PUT") {
    const input = await parseJsonBody(request, AaGoalSchema);
    return json({ message: EE_MESSAGES.goalSaved, goal: await refusalAsJson(() => updateGoal(id, input)) });
  }
  if (request.method === "DELETE") {
    await refusalAsJson(() => deleteGoal(id));
    return json({ message: EE_MESSAGES.goalDeleted });
  }
  methodNotAllowed(["PUT", "DELETE"]);
}
