import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { DecisionNoteForm } from "~/components/leave/decision-note-form";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsFormReply, refusalAsPage } from "~/errors.server";
import { DECISION_KINDS, DecisionNoteFormSchema } from "~/schemas/leave";
import { decideAsHr, getRequestForHrDecision } from "~/services/leave/decisions.server";
import { redirectWithToast } from "~/toast.server";
import { parseId } from "~/utils/api.server";
import { readFormData } from "~/utils/form.server";

/**
 * HR rejects a pending request, or approves one over the balance as an exception, with a note
 * the employee reads on the Leave tab and in the decision mail (issue 24). A page without
 * JavaScript, a dialog over the list with it; the list's filters stay in the query string.
 */
export const handle: RouteHandle = { tab: "leave-requests" };

function readKind(value: string | undefined) {
  const kind = DECISION_KINDS.find((known) => known === value);
  if (!kind) throw json({ message: "Not found" }, { status: 404 });
  return kind;
}

/** Back to the list with its filters and page: the query string is the list's own. */
function listUrl(search: string) {
  return `/admin/leave-requests${search}`;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const kind = readKind(params.kind);
  const leave = await refusalAsPage(() => getRequestForHrDecision(hr, parseId(params.id)));
  return json({ kind, leave });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const kind = readKind(params.kind);
  const id = parseId(params.id);
  const submission = parseWithZod(await readFormData(request), { schema: DecisionNoteFormSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const back = listUrl(new URL(request.url).search);
  return refusalAsFormReply(submission, async () => {
    const status = kind === "reject" ? "rejected" : "approved";
    await decideAsHr(hr, id, status, { exception: kind === "exception", note: submission.value.decisionNote });
    return redirectWithToast(back, {
      title: "Leave request updated successfully",
      description:
        kind === "reject"
          ? "Rejected; the employee is told, with your note."
          : "Approved as an exception; the employee is told, with your note.",
    });
  });
}

export default function DecideLeave() {
  const { kind, leave } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const closeTo = listUrl(useLocation().search);
  const title = kind === "reject" ? `Reject Leave: ${leave.employeeName}` : `Approve as an Exception: ${leave.employeeName}`;
  return (
    <RouteDialog title={title} closeTo={closeTo}>
      <DecisionNoteForm kind={kind} leave={leave} lastResult={lastResult} cancelTo={closeTo} />
    </RouteDialog>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.kind === "reject" ? "Reject Leave" : "Approve as an Exception"} | HR Admin` },
];
