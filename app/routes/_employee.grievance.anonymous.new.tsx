import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import type { GrievanceFlowData } from "~/components/grievances/grievance-form";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireUser } from "~/auth.server";
import { lazyForm } from "~/utils/lazy-form";
import { emptyDraft, grievanceConstraint, grievanceFlowAction } from "./grievance-flow.server";

// The form's code comes after the page's (issue 25, `lazyForm`).
const { Form: GrievanceFlow, clientLoader } = lazyForm(() => import("~/components/grievances/grievance-form"), "GrievanceFlow");
export { clientLoader };

/**
 * Submit Grievance anonymously: the same two steps as /grievance/new, at a path with an
 * `anonymous` segment, which is never recorded as a page visit (services/activity). The
 * confirm stores nothing of the person and leads to the receipt page.
 */
export const handle: RouteHandle = { tab: "grievance" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return json({ constraint: grievanceConstraint(), initial: emptyDraft(true) });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return grievanceFlowAction(request, user);
}

export default function NewAnonymousGrievance() {
  const { initial, constraint } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>() as GrievanceFlowData | undefined;
  return (
    <RouteDialog title="Submit Grievance" closeTo="/grievance">
      <GrievanceFlow data={data} initial={initial} constraint={constraint} cancelTo="/grievance" />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Submit Anonymous Grievance | HR Portal" }];
