import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { GoalForm } from "~/components/equity/goal-form";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsFormReply, refusalAsPage } from "~/errors.server";
import { AaGoalSchema, EE_MESSAGES } from "~/schemas/equity";
import { getGoal, updateGoal } from "~/services/equity/goals.server";
import { redirectWithToast } from "~/toast.server";
import { readFormData } from "~/utils/form.server";
import { equityPageUrl, goalId } from "./admin.employment-equity.server";

/** Edit Goal (HR). */
export const handle: RouteHandle = { tab: "employment-equity" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const goal = await refusalAsPage(() => getGoal(goalId(params.id)));
  return json({ back: equityPageUrl(request), goal });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, "hr");
  const id = goalId(params.id);
  const submission = parseWithZod(await readFormData(request), { schema: AaGoalSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsFormReply(submission, async () => {
    await updateGoal(id, submission.value);
    return redirectWithToast(equityPageUrl(request), { title: EE_MESSAGES.goalSaved });
  });
}

export default function EditGoal() {
  const { back, goal } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <RouteDialog title="Edit Goal" closeTo={back}>
      <GoalForm
        lastResult={lastResult}
        cancelTo={back}
        submitLabel="Save Goal"
        defaultValue={{
          department: goal.department,
          jobLevel: goal.jobLevel ?? "",
          targetYear: String(goal.targetYear),
          womenTargetPercent: goal.womenTargetPercent ?? "",
          disabilityTargetPercent: goal.disabilityTargetPercent ?? "",
          raciallyDisadvantagedTargetPercent: goal.raciallyDisadvantagedTargetPercent ?? "",
          notes: goal.notes ?? "",
        }}
      />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Edit Goal | HR Admin" }];
