import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { GoalForm } from "~/components/equity/goal-form";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsFormReply } from "~/errors.server";
import { AaGoalSchema, ALL_DEPARTMENTS, EE_MESSAGES } from "~/schemas/equity";
import { createGoal } from "~/services/equity/goals.server";
import { redirectWithToast } from "~/toast.server";
import { todayIso } from "~/utils/dates";
import { readFormData } from "~/utils/form.server";
import { equityPageUrl } from "./admin.employment-equity.server";

/** Add Goal (HR): an affirmative action goal for a department and level in a year. */
export const handle: RouteHandle = { tab: "employment-equity" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const to = new URL(request.url).searchParams.get("to");
  const year = to && /^\d{4}-/.test(to) ? to.slice(0, 4) : todayIso().slice(0, 4);
  return json({ back: equityPageUrl(request), year });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, "hr");
  const submission = parseWithZod(await readFormData(request), { schema: AaGoalSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsFormReply(submission, async () => {
    await createGoal(submission.value);
    return redirectWithToast(equityPageUrl(request), { title: EE_MESSAGES.goalSaved });
  });
}

export default function NewGoal() {
  const { back, year } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <RouteDialog title="Add Goal" closeTo={back}>
      <GoalForm
        lastResult={lastResult}
        cancelTo={back}
        submitLabel="Save Goal"
        defaultValue={{ department: ALL_DEPARTMENTS, targetYear: year }}
      />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Add Goal | HR Admin" }];
