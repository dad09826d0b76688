import { refusalAsJson } from "~/errors.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { ApprovalSchema } from "~/schemas/leave";
import { decideByApprovalLink } from "~/services/leave/decisions.server";
import { limitRequest } from "~/request-limits.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/api.server";

export async function loader(_args: LoaderFunctionArgs) {
  methodNotAllowed(["POST"]);
}

/** The approver's decision: public, authorised by the emailed token and a company email address. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const { action, email } = await parseJsonBody(request, ApprovalSchema);
  await refusalAsJson(() => limitRequest(request, "leave-approval"));
  const result = await refusalAsJson(() => decideByApprovalLink(params.token ?? "", action, email));
  return json({
    message:
      result.status === "approved"
        ? "Leave request approved. The employee has been notified."
        : "Leave request rejected. The employee has been notified.",
    status: result.status,
  });
}
