import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ResetStatusBadge } from "~/components/password-resets/reset-request-list";
import { TextareaField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsFormReply, refusalAsPage } from "~/errors.server";
import { PASSWORD_RESET_TOASTS, PasswordResetReviewSchema, REVIEW_NOTE_MAX } from "~/schemas/password-resets";
import { getPasswordResetRequest, reviewPasswordResetRequest } from "~/services/accounts/password-resets.server";
import { redirectWithToast } from "~/toast.server";
import { formatDateTimeNa } from "~/utils/format";
import { readFormData } from "~/utils/form.server";
import { readId } from "~/utils/ids";

/**
 * The review dialog of one password reset request (spec 2): Approve or Reject with an
 * optional note. A child of the list, so it is a <dialog> with JavaScript and a page
 * without; the list's query (tab, page) rides along in the URL and is where it returns.
 */
function requestIdParam(value: string | undefined) {
  const id = readId(value);
  if (id === null) throw new Response("Password reset request not found", { status: 404 });
  return id;
}

/** Only a query string of the list is a place to go back to. */
function listUrl(search: string) {
  return `/admin/password-resets${/^\?[\w=&%.+-]*$/.test(search) ? search : ""}`;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const id = requestIdParam(params.id);
  const item = await refusalAsPage(() => getPasswordResetRequest(id));
  return json({ item, back: listUrl(new URL(request.url).search) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const id = requestIdParam(params.id);
  const back = listUrl(new URL(request.url).search);
  const submission = parseWithZod(await readFormData(request), { schema: PasswordResetReviewSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsFormReply(submission, async () => {
    const reviewed = await reviewPasswordResetRequest(hr, id, submission.value, requestOrigin(request));
    return redirectWithToast(back, {
      title: PASSWORD_RESET_TOASTS.updated,
      description: PASSWORD_RESET_TOASTS.updatedDescription(reviewed.status),
    });
  });
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-2 py-1.5">
      <dt className="text-stone-500">{label}</dt>
      <dd className="col-span-2 min-w-0 break-words">{children}</dd>
    </div>
  );
}

export default function ReviewPasswordReset() {
  const { item, back } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("status") : null;
  const [form, fields] = useForm({
    id: `review-${item.id}`,
    lastResult,
    constraint: getZodConstraint(PasswordResetReviewSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PasswordResetReviewSchema }),
  });
  const failure = lastResult?.error?.[""]?.[0] ?? lastResult?.error?.status?.[0];
  return (
    <RouteDialog title="Review Password Reset Request" closeTo={back}>
      <div className="space-y-4 text-sm">
        {failure ? (
          <FormAlert title={PASSWORD_RESET_TOASTS.failed} description={`${PASSWORD_RESET_TOASTS.failedDescription} ${failure}`} />
        ) : null}
        <RequestFacts item={item} />
        {item.status === "pending" ? (
          <Form method="post" {...getFormProps(form)} className="space-y-4">
            <TextareaField
              label="Note (optional)"
              meta={fields.reviewNote}
              rows={3}
              maxLength={REVIEW_NOTE_MAX}
              hint="The employee receives the note by mail: with the reset link on approval, as the reason on rejection."
            />
            <div className="flex flex-wrap justify-end gap-2">
              <Link to={back} className="btn-secondary" preventScrollReset>
                Cancel
              </Link>
              <button type="submit" name="status" value="rejected" className="btn-secondary text-red-700" disabled={Boolean(submitting)}>
                {submitting === "rejected" ? "Rejecting..." : "Reject"}
              </button>
              <button type="submit" name="status" value="approved" className="btn-primary" disabled={Boolean(submitting)}>
                {submitting === "approved" ? "Approving..." : "Approve"}
              </button>
            </div>
          </Form>
        ) : (
          <div className="flex justify-end">
            <Link to={back} className="btn-secondary" preventScrollReset>
              Close
            </Link>
          </div>
        )}
      </div>
    </RouteDialog>
  );
}

/** What was asked and, once reviewed, by whom, when and with what note. */
function RequestFacts({ item }: { item: ReturnType<typeof useLoaderData<typeof loader>>["item"] }) {
  return (
    <dl className="divide-y divide-stone-100">
      <Fact label="Employee">{item.employeeName}</Fact>
      <Fact label="Employee ID">{item.employeeIdRef ?? "No employee record"}</Fact>
      <Fact label="Email">{item.employeeEmail}</Fact>
      <Fact label="Reason">{item.reason}</Fact>
      <Fact label="Requested">{formatDateTimeNa(item.requestedAt)}</Fact>
      <Fact label="Status">
        <ResetStatusBadge item={item} />
      </Fact>
      {item.reviewerName ? (
        <Fact label="Reviewed">
          by {item.reviewerName}
          {item.reviewedAt ? `, ${formatDateTimeNa(item.reviewedAt)}` : ""}
        </Fact>
      ) : null}
      {item.status !== "pending" ? <Fact label="Note">{item.reviewNote ?? "None"}</Fact> : null}
    </dl>
  );
}

export const meta: MetaFunction = () => [{ title: "Review Password Reset | HR Admin" }];
