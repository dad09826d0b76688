import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsPage, refusalAsToast } from "~/errors.server";
import { GRIEVANCE_MESSAGES } from "~/schemas/grievances";
import { deleteGrievanceForever, getBinnedGrievanceTitle } from "~/services/grievances/recycle-bin.server";
import { redirectWithToast } from "~/toast.server";
import { adminGrievanceId } from "./admin.grievances.server";

/** Delete Forever (spec 2): a confirmation over the recycle bin; the POST deletes for good. */
export const handle: RouteHandle = { tab: "grievances" };

const BIN = "/admin/grievances?view=bin";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const id = adminGrievanceId(params.id);
  return json({ id, title: await refusalAsPage(() => getBinnedGrievanceTitle(id)) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const id = adminGrievanceId(params.id);
  return refusalAsToast(BIN, GRIEVANCE_MESSAGES.permanentFailed, async () => {
    await deleteGrievanceForever(requestOrigin(request), hr, id);
    return redirectWithToast(BIN, {
      title: GRIEVANCE_MESSAGES.permanentlyDeleted,
      description: GRIEVANCE_MESSAGES.permanentlyDeletedDescription,
    });
  });
}

export default function DeleteGrievanceForever() {
  const { title } = useLoaderData<typeof loader>();
  return (
    <RouteDialog title="Delete Forever" closeTo={BIN}>
      <p className="text-sm">{`Permanently delete "${title}" and its comments? This cannot be undone.`}</p>
      <Form method="post" className="mt-4 flex justify-end gap-2">
        <Link to={BIN} className="btn-secondary">
          Cancel
        </Link>
        <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800">
          Delete Forever
        </button>
      </Form>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Delete Grievance Forever | HR Admin" }];
