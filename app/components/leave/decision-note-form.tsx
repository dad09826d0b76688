import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { TextareaField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { DECISION_NOTE_MAX, DecisionNoteFormSchema } from "~/schemas/leave";
import type { ApprovalLinkInfo } from "~/services/leave/decisions.server";
import { formatDateNa } from "~/utils/format";
import { leaveTypeLabel } from "~/utils/labels";

/**
 * HR's rejection or approval as an exception (issue 24): the request, what approving leaves, and
 * the note the employee reads on the Leave tab and in the decision mail. A plain form that posts
 * without JavaScript.
 */
export function DecisionNoteForm({
  kind,
  leave,
  lastResult,
  cancelTo,
}: {
  kind: "reject" | "exception";
  leave: ApprovalLinkInfo;
  lastResult?: SubmissionResult<string[]> | null;
  cancelTo: string;
}) {
  const [form, fields] = useForm({
    id: "leave-decision",
    lastResult: lastResult ?? undefined,
    constraint: getZodConstraint(DecisionNoteFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DecisionNoteFormSchema }),
  });
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  const refusal = lastResult?.error?.[""]?.[0];
  const action = kind === "reject" ? "Reject Leave" : "Approve as an Exception";
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      {refusal ? <FormAlert title="Failed to update leave request" description={refusal} /> : null}
      <LeaveFacts leave={leave} />
      <TextareaField
        label="Note to the employee"
        meta={fields.decisionNote}
        rows={4}
        maxLength={DECISION_NOTE_MAX}
        hint={
          <>
            {kind === "reject"
              ? "Why the leave is refused, and what the employee can do instead."
              : "Why the leave is approved beyond the balance."}{" "}
            The employee sees it on the Leave tab and in the decision mail.
          </>
        }
      />
      <div className="flex justify-end gap-2">
        <Link to={cancelTo} className="btn-secondary" preventScrollReset>
          Cancel
        </Link>
        <button
          type="submit"
          className={kind === "reject" ? "btn-primary bg-red-700 hover:bg-red-800" : "btn-primary"}
          disabled={submitting}
        >
          {submitting ? "Saving..." : action}
        </button>
      </div>
    </Form>
  );
}

/** The request decided: who, which leave and when, the reason given, and what approving leaves. */
function LeaveFacts({ leave }: { leave: ApprovalLinkInfo }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-stone-500">Employee</dt>
      <dd>{leave.employeeName}</dd>
      <dt className="text-stone-500">Leave</dt>
      <dd>
        {leaveTypeLabel(leave.leaveType)}, {formatDateNa(leave.startDate)} to {formatDateNa(leave.endDate)} ({leave.workingDays} working{" "}
        {leave.workingDays === 1 ? "day" : "days"})
      </dd>
      {leave.reason ? (
        <>
          <dt className="text-stone-500">Reason</dt>
          <dd>{leave.reason}</dd>
        </>
      ) : null}
      {leave.balance ? (
        <>
          <dt className="text-stone-500">Approving leaves</dt>
          <dd className={leave.balance.left < 0 ? "font-medium text-red-700" : ""}>
            {leave.balance.left} {leave.balance.label.toLowerCase()}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
