import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ApprovalFrame, InvalidLink } from "~/components/leave/approval-page";
import { leaveTypeLabel } from "~/utils/labels";
import { HoneypotField } from "~/components/ui/form-alert";
import { APPROVAL_ACTIONS, ApprovalSchema } from "~/schemas/leave";
import { refusalHeaders, retryAfterHeaders, settle } from "~/errors.server";
import { decideByApprovalLink, getApprovalLink } from "~/services/leave/decisions.server";
import { limitRequest } from "~/request-limits.server";
import { checkHoneypot } from "~/utils/honeypot.server";
import { formatDateNa } from "~/utils/format";
import { readFormData } from "~/utils/form.server";
import { useNonce } from "~/nonce";

/**
 * The approver's page, opened from the emailed link without logging in. Opening it
 * changes nothing (mail scanners follow links); only the POST decides. It ships no React:
 * the form is plain HTML, and the browser's own bubble is off (`noValidate`) so a missing
 * address gets the spec's "Email Required" from the server. A few lines of inline script
 * show the spec's "Processing..." on the button while the decision is sent (issue 25).
 */
export const handle = { hydrate: false, hideHeader: true };

type Action = (typeof APPROVAL_ACTIONS)[number];

function readAction(value: string | undefined): Action | null {
  return APPROVAL_ACTIONS.includes(value as Action) ? (value as Action) : null;
}

export async function loader({ params }: LoaderFunctionArgs) {
  const action = readAction(params.action);
  const link = action && params.token ? await getApprovalLink(params.token) : null;
  if (!action || !link) return json({ valid: false as const }, { status: action ? 410 : 404 });
  return json({ valid: true as const, action, link });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const decision = readAction(params.action);
  if (!decision || !params.token) return json({ outcome: "invalid" as const }, { status: 404 });
  const formData = await readFormData(request);
  checkHoneypot(formData);
  const parsed = ApprovalSchema.safeParse({ action: decision, email: formData.get("email") ?? "" });
  if (!parsed.success) {
    return json(
      { outcome: "error" as const, title: "Email Required", message: parsed.error.issues[0]?.message ?? "Please enter your email address" },
      { status: 400 },
    );
  }
  const limited = await settle(() => limitRequest(request, "leave-approval"));
  if (!limited.ok) {
    return json(
      { outcome: "limited" as const, title: "Too Many Requests", message: limited.refusal.message },
      { status: 429, headers: refusalHeaders(limited.refusal) },
    );
  }
  const token = params.token;
  const outcome = await settle(() => decideByApprovalLink(token, parsed.data.action, parsed.data.email));
  if (outcome.ok) return json({ outcome: "done" as const, status: outcome.value.status });
  if (outcome.refusal.status === 410) return json({ outcome: "invalid" as const }, { status: 410 });
  return json(
    { outcome: "error" as const, title: "Approval Failed", message: outcome.refusal.message },
    { status: outcome.refusal.status },
  );
}

export default function LeaveApproval() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();

  if (result?.outcome === "done") {
    const approved = result.status === "approved";
    return (
      <ApprovalFrame>
        <div role="status">
          <h1 className="text-xl font-bold">{approved ? "Leave Request Approved" : "Leave Request Rejected"}</h1>
          <p className="mt-2 text-stone-700">The employee has been notified of your decision.</p>
          <p className="mt-2 text-sm text-stone-500">You can now close this window.</p>
        </div>
      </ApprovalFrame>
    );
  }
  // Refused before the link was looked at: say so, whether or not the link is good.
  if (result?.outcome === "limited") {
    return (
      <ApprovalFrame>
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          <p className="font-semibold">{result.title}</p>
          <p>{result.message}</p>
        </div>
      </ApprovalFrame>
    );
  }
  if (result?.outcome === "invalid" || !data.valid) return <InvalidLink />;

  const approve = data.action === "approve";
  const { link } = data;
  return (
    <ApprovalFrame>
      <h1 className="text-xl font-bold">{approve ? "Approve Leave Request" : "Reject Leave Request"}</h1>
      <dl className="grid grid-cols-3 gap-1 text-sm">
        <dt className="text-stone-500">Employee</dt>
        <dd className="col-span-2">{link.employeeName}</dd>
        <dt className="text-stone-500">Leave type</dt>
        <dd className="col-span-2">{leaveTypeLabel(link.leaveType)}</dd>
        <dt className="text-stone-500">Dates</dt>
        <dd className="col-span-2">
          {formatDateNa(link.startDate)} to {formatDateNa(link.endDate)}
        </dd>
        <dt className="text-stone-500">Days</dt>
        <dd className="col-span-2">
          {link.workingDays} working {link.workingDays === 1 ? "day" : "days"} ({link.days} inclusive of both dates)
        </dd>
        {link.balance ? (
          <>
            <dt className="text-stone-500">Balance after approval</dt>
            <dd className="col-span-2">
              {link.balance.left} {link.balance.label.toLowerCase()} leave days left
              {link.balance.left < 0 ? " (over the balance: only HR can approve it, as an exception)" : ""}
            </dd>
          </>
        ) : null}
        <dt className="text-stone-500">Reason</dt>
        <dd className="col-span-2 whitespace-pre-wrap">{link.reason || "No reason given"}</dd>
      </dl>
      {result?.outcome === "error" ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          <p className="font-semibold">{result.title}</p>
          <p>{result.message}</p>
        </div>
      ) : null}
      <Form method="post" id="approval-form" className="space-y-3" reloadDocument noValidate>
        <HoneypotField />
        <div>
          <label htmlFor="approver-email" className="field-label">
            Your company email address
          </label>
          <input id="approver-email" name="email" type="email" required autoComplete="email" className="field-input" />
        </div>
        <button type="submit" className={approve ? "btn-primary w-full" : "btn w-full bg-red-700 text-white hover:bg-red-800"}>
          {approve ? "Confirm Approval" : "Confirm Rejection"}
        </button>
      </Form>
      <ProcessingScript />
      <p className="text-xs text-stone-500">Only authorized approvers with company-domain email addresses can act on leave requests.</p>
    </ApprovalFrame>
  );
}

/**
 * Spec 1: the button reads "Processing..." while the decision is sent, and a second press sends
 * nothing more. The page has no other script; Back (the page from the browser's cache) gets
 * the button as it was.
 */
const PROCESSING = `(function () {
  var form = document.getElementById("approval-form");
  if (!form) return;
  var button = form.querySelector('button[type="submit"]');
  var label = button.textContent;
  form.addEventListener("submit", function (event) {
    if (button.getAttribute("aria-disabled") === "true") return event.preventDefault();
    button.setAttribute("aria-disabled", "true");
    button.textContent = "Processing...";
  });
  window.addEventListener("pageshow", function () {
    button.removeAttribute("aria-disabled");
    button.textContent = label;
  });
})();`;

function ProcessingScript() {
  const nonce = useNonce();
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PROCESSING }} />;
}

export const headers = retryAfterHeaders;

export const meta: MetaFunction = () => [{ title: "Leave Approval | HR Portal" }];
