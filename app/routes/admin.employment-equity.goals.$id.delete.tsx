import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { DialogButtons } from "~/components/equity/fields";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsPage, refusalAsToast } from "~/errors.server";
import { EE_MESSAGES } from "~/schemas/equity";
import { deleteGoal, getGoal } from "~/services/equity/goals.server";
import { redirectWithToast } from "~/toast.server";
import { equityPageUrl, goalId } from "./admin.employment-equity.server";

/** Delete Goal (HR): a confirmation. */
export const handle: RouteHandle = { tab: "employment-equity" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const goal = await refusalAsPage(() => getGoal(goalId(params.id)));
  return json({ back: equityPageUrl(request), goal });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, "hr");
  const id = goalId(params.id);
  const back = equityPageUrl(request);
  return refusalAsToast(back, "Failed to delete goal", async () => {
    await deleteGoal(id);
    return redirectWithToast(back, { title: EE_MESSAGES.goalDeleted });
  });
}

export default function DeleteGoal() {
  const { back, goal } = useLoaderData<typeof loader>();
  return (
    <RouteDialog title="Delete Goal" closeTo={back}>
      <Form method="post" className="space-y-4 text-sm">
        <p>
          Delete the {goal.targetYear} goal for <strong>{goal.department}</strong> ({goal.jobLevelLabel})?
        </p>
        <DialogButtons cancelTo={back} label="Delete Goal" pendingLabel="Deleting..." danger />
      </Form>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Delete Goal | HR Admin" }];
