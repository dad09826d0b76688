import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsToast } from "~/errors.server";
import { GRIEVANCE_MESSAGES, emptiedDescription } from "~/schemas/grievances";
import { countBinnedGrievances, emptyGrievanceBin } from "~/services/grievances/recycle-bin.server";
import { redirectWithToast } from "~/toast.server";

/** Empty Bin (spec 2): a confirmation; the POST deletes every grievance in the bin for good. */
export const handle: RouteHandle = { tab: "grievances" };

const BIN = "/admin/grievances?view=bin";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return json({ count: await countBinnedGrievances() });
}

export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  return refusalAsToast(BIN, GRIEVANCE_MESSAGES.emptyFailed, async () => {
    const count = await emptyGrievanceBin(requestOrigin(request), hr);
    return redirectWithToast(BIN, { title: GRIEVANCE_MESSAGES.emptied, description: emptiedDescription(count) });
  });
}

export default function EmptyGrievanceBin() {
  const { count } = useLoaderData<typeof loader>();
  return (
    <RouteDialog title="Empty Bin" closeTo={BIN}>
      <p className="text-sm">{`Permanently delete all ${count} grievances in the recycle bin? This cannot be undone.`}</p>
      <Form method="post" className="mt-4 flex justify-end gap-2">
        <Link to={BIN} className="btn-secondary">
          Cancel
        </Link>
        <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800">
          Empty Bin
        </button>
      </Form>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Empty Recycle Bin | HR Admin" }];
