import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { AdminGrievanceDetail, type DetailResults } from "~/components/grievances/admin-grievance-detail";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsFormReply, refusalAsPage } from "~/errors.server";
import { GRIEVANCE_MESSAGES, GrievanceAssignSchema, GrievanceCommentSchema, GrievanceUpdateSchema } from "~/schemas/grievances";
import { addGrievanceComment, assignGrievance, getGrievanceForHr, updateGrievanceStatus } from "~/services/grievances/admin.server";
import { redirectWithToast } from "~/toast.server";
import { readFormData } from "~/utils/form.server";
import { adminGrievanceId, adminGrievancesUrl } from "./admin.grievances.server";

/**
 * HR's View dialog of a grievance (spec 2): details, every comment (internal ones marked),
 * Update Status (assigned, in progress, resolved, closed; a resolution for the last two),
 * Add Comment (internal or a public reply), Assign to an HR user. A status change or an
 * assignment closes the dialog with its toast (a toast under a modal dialog would go
 * unseen); a comment stays in the dialog, where it appears.
 */
export const handle: RouteHandle = { tab: "grievances" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const id = adminGrievanceId(params.id);
  const detail = await refusalAsPage(() => getGrievanceForHr(id));
  const back = adminGrievancesUrl(request);
  return json({ detail, back }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const id = adminGrievanceId(params.id);
  const formData = await readFormData(request);
  const here = `/admin/grievances/${id}${new URL(request.url).search}`;
  const intent = formData.get("intent");
  if (intent === "comment") {
    const submission = parseWithZod(formData, { schema: GrievanceCommentSchema });
    if (submission.status !== "success") return json<DetailResults>({ intent, result: submission.reply() }, { status: 400 });
    return refusalAsFormReply(submission, async () => {
      await addGrievanceComment(hr, id, submission.value);
      return redirectWithToast(here, { title: GRIEVANCE_MESSAGES.commentAdded });
    });
  }
  if (intent === "assign") {
    const submission = parseWithZod(formData, { schema: GrievanceAssignSchema });
    if (submission.status !== "success") return json<DetailResults>({ intent, result: submission.reply() }, { status: 400 });
    return refusalAsFormReply(submission, async () => {
      await assignGrievance(hr, id, submission.value.assignedTo);
      return redirectWithToast(adminGrievancesUrl(request), { title: GRIEVANCE_MESSAGES.assigned });
    });
  }
  const submission = parseWithZod(formData, { schema: GrievanceUpdateSchema });
  if (submission.status !== "success") return json<DetailResults>({ intent: "status", result: submission.reply() }, { status: 400 });
  return refusalAsFormReply(submission, async () => {
    await updateGrievanceStatus(hr, id, submission.value);
    return redirectWithToast(adminGrievancesUrl(request), { title: GRIEVANCE_MESSAGES.updated });
  });
}

export default function GrievanceDialog() {
  const { detail, back } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>() as DetailResults | { status?: string } | undefined;
  const results = data && "intent" in data ? data : null;
  return (
    <RouteDialog title={detail.grievance.title} closeTo={back} wide>
      <AdminGrievanceDetail detail={detail} results={results} />
    </RouteDialog>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.detail.grievance.title ?? "Grievance"} | HR Admin` }];
