import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { FormAlert } from "~/components/ui/form-alert";
import {
  GRIEVANCE_COMMENT_MAX,
  GRIEVANCE_MESSAGES,
  GRIEVANCE_RESOLUTION_MAX,
  GRIEVANCE_STATUS_LABELS,
  GrievanceCommentSchema,
  GrievanceUpdateSchema,
  HR_GRIEVANCE_STATUSES,
} from "~/schemas/grievances";
import type { AdminGrievanceDetail } from "~/services/grievances/admin.server";
import { formatDateNa, formatDateTimeNa } from "~/utils/format";
import { useHydrated } from "~/utils/use-hydrated";
import { GrievanceStatusBadge, PriorityBadge, categoryLabel } from "./grievance-badges";
import { SelectField, TextareaField } from "~/components/ui/field";

export type GrievanceDetailData = AdminGrievanceDetail;

export interface DetailResults {
  intent: "status" | "comment" | "assign";
  result: SubmissionResult<string[]>;
}

/** Change the status (any order, spec 2); the resolution box is for resolved or closed. */
function StatusForm({ detail, lastResult }: { detail: GrievanceDetailData; lastResult: SubmissionResult<string[]> | null }) {
  const hydrated = useHydrated();
  const current = HR_GRIEVANCE_STATUSES.find((status) => status === detail.grievance.status) ?? "";
  const [chosen, setChosen] = useState<string>(current);
  const [form, fields] = useForm({
    id: "grievance-status",
    lastResult: lastResult ?? undefined,
    defaultValue: { status: current, resolution: detail.grievance.resolution ?? "" },
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: GrievanceUpdateSchema }),
  });
  // What HR chose or typed before the JavaScript arrived (issue 25) stays: the status as
  // chosen, and a resolution already written stays on screen whatever the status.
  const [resolutionTyped, setResolutionTyped] = useState(false);
  useEffect(() => {
    const status = document.getElementById(fields.status.id) as HTMLSelectElement | null;
    const resolution = document.getElementById(fields.resolution.id) as HTMLTextAreaElement | null;
    if (status) setChosen(status.value);
    setResolutionTyped(Boolean(resolution && resolution.value !== resolution.defaultValue));
  }, [fields.status.id, fields.resolution.id]);
  const showResolution = !hydrated || resolutionTyped || chosen === "resolved" || chosen === "closed";
  const formError = lastResult?.error?.[""]?.[0];
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3" preventScrollReset>
      {formError ? <FormAlert title={GRIEVANCE_MESSAGES.updateFailed} description={formError} /> : null}
      <input type="hidden" name="intent" value="status" />
      <SelectField
        label="Status"
        meta={fields.status}
        placeholder="Choose a status"
        options={HR_GRIEVANCE_STATUSES.map((status) => [status, GRIEVANCE_STATUS_LABELS[status]] as const)}
        onChange={(event) => setChosen(event.target.value)}
      />
      {showResolution ? (
        <TextareaField
          label={<>Resolution {hydrated ? null : <span className="font-normal text-stone-500">(required for Resolved or Closed)</span>}</>}
          meta={fields.resolution}
          rows={3}
          maxLength={GRIEVANCE_RESOLUTION_MAX}
        />
      ) : null}
      <button type="submit" className="btn-primary">
        Update Status
      </button>
    </Form>
  );
}

function CommentForm({ lastResult }: { lastResult: SubmissionResult<string[]> | null }) {
  const [form, fields] = useForm({
    id: "grievance-comment",
    lastResult: lastResult ?? undefined,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: GrievanceCommentSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3" preventScrollReset>
      <input type="hidden" name="intent" value="comment" />
      <TextareaField label="Add a comment" meta={fields.comment} rows={3} maxLength={GRIEVANCE_COMMENT_MAX} />
      <div className="flex items-center gap-2">
        <input {...getInputProps(fields.isInternal, { type: "checkbox" })} key={fields.isInternal.key} className="h-4 w-4" />
        <label htmlFor={fields.isInternal.id} className="text-sm">
          Internal note (HR only: never shown to the employee)
        </label>
      </div>
      <button type="submit" className="btn-secondary">
        Add Comment
      </button>
    </Form>
  );
}

function AssignForm({ detail, lastResult }: { detail: GrievanceDetailData; lastResult: SubmissionResult<string[]> | null }) {
  const error = lastResult?.error?.assignedTo?.[0] ?? lastResult?.error?.[""]?.[0];
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2" preventScrollReset>
      <input type="hidden" name="intent" value="assign" />
      <div className="grow">
        <label htmlFor="grievance-assignee" className="field-label">
          Assign to
        </label>
        <select id="grievance-assignee" name="assignedTo" defaultValue={detail.grievance.assignedTo ?? ""} className="field-input">
          <option value="">Choose an HR user</option>
          {detail.hrUsers.map((user) => (
            <option key={user.id} value={user.id}>
              {user.name}
            </option>
          ))}
        </select>
        {error ? <p className="field-error">{error}</p> : null}
      </div>
      <button type="submit" className="btn-secondary">
        Assign
      </button>
    </Form>
  );
}

/** HR's View dialog: the grievance, every comment (internal ones marked), and the three forms. */
export function AdminGrievanceDetail({ detail, results }: { detail: GrievanceDetailData; results: DetailResults | null }) {
  const { grievance, comments } = detail;
  const busy = useNavigation().state === "submitting";
  const resultFor = (intent: DetailResults["intent"]) => (results?.intent === intent ? results.result : null);
  return (
    <div className="space-y-5" aria-busy={busy}>
      <div className="flex flex-wrap gap-2">
        <GrievanceStatusBadge status={grievance.status} />
        <PriorityBadge priority={grievance.priority} />
        {grievance.overdue ? <span className="pill bg-red-100 text-red-800">Overdue: not answered within 2 working days</span> : null}
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="font-medium text-stone-600">Submitted by</dt>
        <dd>
          {grievance.submitterName}
          {grievance.submitterEmail ? <span className="text-stone-500"> ({grievance.submitterEmail})</span> : null}
        </dd>
        <dt className="font-medium text-stone-600">Submitted</dt>
        <dd>{formatDateNa(grievance.submittedAt)}</dd>
        <dt className="font-medium text-stone-600">Answer by</dt>
        <dd>{formatDateNa(grievance.answerBy)}</dd>
        <dt className="font-medium text-stone-600">Category</dt>
        <dd>{categoryLabel(grievance.category)}</dd>
        <dt className="font-medium text-stone-600">Assigned to</dt>
        <dd>{grievance.assigneeName ?? "Nobody yet"}</dd>
        <dt className="font-medium text-stone-600">Description</dt>
        <dd className="whitespace-pre-line">{grievance.description}</dd>
        {grievance.resolution ? (
          <>
            <dt className="font-medium text-stone-600">Resolution</dt>
            <dd className="whitespace-pre-line">{grievance.resolution}</dd>
          </>
        ) : null}
      </dl>
      <section aria-labelledby="grievance-comments-title" className="space-y-2">
        <h3 id="grievance-comments-title" className="font-semibold">
          Comments
        </h3>
        {comments.length === 0 ? (
          <p className="text-sm text-stone-500">No comments yet.</p>
        ) : (
          <ul className="space-y-2">
            {comments.map((comment) => (
              <li
                key={comment.id}
                className={`rounded-md border px-3 py-2 text-sm ${comment.isInternal ? "border-amber-300 bg-amber-50" : "border-stone-200"}`}
              >
                <p className="text-xs text-stone-500">
                  {comment.authorName} · {formatDateTimeNa(comment.createdAt)}
                  {comment.isInternal ? <span className="pill ml-2 bg-amber-200 text-amber-900">Internal</span> : null}
                </p>
                <p className="whitespace-pre-line">{comment.comment}</p>
              </li>
            ))}
          </ul>
        )}
        {/* A new comment remounts the form: empty text, the internal box unticked again. */}
        <CommentForm key={comments.length} lastResult={resultFor("comment")} />
      </section>
      <section aria-label="Status and assignment" className="space-y-4 border-t border-stone-200 pt-4">
        <StatusForm detail={detail} lastResult={resultFor("status")} />
        <AssignForm detail={detail} lastResult={resultFor("assign")} />
      </section>
    </div>
  );
}
