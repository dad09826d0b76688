import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { FormAlert } from "~/components/ui/form-alert";
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_DESCRIPTION_MAX,
  GRIEVANCE_PRIORITIES,
  GRIEVANCE_TITLE_MAX,
  PRIORITY_LABELS,
  type GrievanceCategory,
  type GrievancePriority,
} from "~/schemas/grievance-messages";
import { Field, SelectField, TextareaField } from "~/components/ui/field";
import { useDeferredValidation, type FieldConstraints } from "~/utils/use-deferred-validation";

/** The schema and Conform's Zod adapter, fetched when a field is first focused (issue 25). */
async function loadValidation() {
  const [{ parseWithZod }, { GrievanceSchema }] = await Promise.all([import("@conform-to/zod/v4"), import("~/schemas/grievances")]);
  return (formData: FormData) => parseWithZod(formData, { schema: GrievanceSchema });
}

/** The fields as typed, carried from the form to the review and back (Edit). */
export interface GrievanceDraft {
  title: string;
  description: string;
  category: string;
  priority: string;
  isAnonymous: boolean;
}

/** Where each step posts: the anonymous flow's own path is never recorded as a page visit. */
export function flowPath(isAnonymous: boolean) {
  return isAnonymous ? "/grievance/anonymous/new" : "/grievance/new";
}

/**
 * Step 1 of Submit Grievance (spec 1): title 5-100, description 20-2000, category (default
 * other), priority (default medium), Submit anonymously. Review checks it on the server
 * and shows step 2; the same schema checks it in the browser first.
 */
export function GrievanceFormStep({
  draft,
  lastResult,
  constraint,
  action,
  cancelTo,
}: {
  draft: GrievanceDraft;
  lastResult?: SubmissionResult<string[]> | null;
  constraint: FieldConstraints;
  action: string;
  cancelTo: string;
}) {
  const validation = useDeferredValidation("grievance-form", loadValidation);
  const [form, fields] = useForm({
    id: "grievance-form",
    lastResult: lastResult ?? undefined,
    defaultValue: { ...draft, isAnonymous: draft.isAnonymous ? "on" : undefined },
    constraint,
    ...validation.options,
  });
  return (
    <Form method="post" action={action} {...getFormProps(form)} onFocus={validation.onFocus} className="space-y-4" preventScrollReset>
      <p className="text-sm text-stone-600">Step 1 of 2: describe your grievance. You can check everything before it is sent.</p>
      <Field label="Title" meta={fields.title} maxLength={GRIEVANCE_TITLE_MAX} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          meta={fields.category}
          options={GRIEVANCE_CATEGORIES.map((value) => [value, GRIEVANCE_CATEGORY_LABELS[value]] as const)}
        />
        <SelectField
          label="Priority"
          meta={fields.priority}
          options={GRIEVANCE_PRIORITIES.map((value) => [value, PRIORITY_LABELS[value]] as const)}
        />
      </div>
      <TextareaField label="Description" meta={fields.description} rows={6} maxLength={GRIEVANCE_DESCRIPTION_MAX} />
      <label className="check-label text-sm">
        <input {...getInputProps(fields.isAnonymous, { type: "checkbox" })} key={fields.isAnonymous.key} className="mt-1 h-4 w-4" />
        <span>
          Submit anonymously
          <span className="block text-xs text-stone-500">
            Nothing that identifies you is stored with it. You get a receipt code to follow it without signing in.
          </span>
        </span>
      </label>
      <div className="flex flex-wrap justify-end gap-2">
        <Link to={cancelTo} className="btn-secondary" preventScrollReset>
          Cancel
        </Link>
        <button type="submit" name="intent" value="review" className="btn-primary">
          Review
        </button>
      </div>
    </Form>
  );
}

/** The draft's fields as hidden inputs: the review posts them again (Edit or Confirm). */
function DraftInputs({ draft }: { draft: GrievanceDraft }) {
  return (
    <>
      <input type="hidden" name="title" value={draft.title} />
      <input type="hidden" name="description" value={draft.description} />
      <input type="hidden" name="category" value={draft.category} />
      <input type="hidden" name="priority" value={draft.priority} />
      {draft.isAnonymous ? <input type="hidden" name="isAnonymous" value="on" /> : null}
    </>
  );
}

/** Step 2: review and confirm; Edit goes back to the form with everything kept. */
export function GrievanceReviewStep({ draft, failure }: { draft: GrievanceDraft; failure?: string | null }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "confirm";
  return (
    <div className="space-y-4">
      {failure ? <FormAlert title={failure} /> : null}
      <p className="text-sm text-stone-600">Step 2 of 2: check your grievance, then confirm.</p>
      <dl className="grid gap-2 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="font-medium text-stone-600">Title</dt>
        <dd>{draft.title}</dd>
        <dt className="font-medium text-stone-600">Category</dt>
        <dd>{GRIEVANCE_CATEGORY_LABELS[draft.category as GrievanceCategory] ?? draft.category}</dd>
        <dt className="font-medium text-stone-600">Priority</dt>
        <dd>{PRIORITY_LABELS[draft.priority as GrievancePriority] ?? draft.priority}</dd>
        <dt className="font-medium text-stone-600">Description</dt>
        <dd className="whitespace-pre-line">{draft.description}</dd>
        <dt className="font-medium text-stone-600">Submitted as</dt>
        <dd>{draft.isAnonymous ? "Anonymous: nothing that identifies you is stored" : "You (named)"}</dd>
      </dl>
      <div className="flex flex-wrap justify-end gap-2">
        <Form method="post" action={flowPath(draft.isAnonymous)} preventScrollReset>
          <DraftInputs draft={draft} />
          <button type="submit" name="intent" value="edit" className="btn-secondary">
            Edit
          </button>
        </Form>
        <Form method="post" action={flowPath(draft.isAnonymous)} preventScrollReset>
          <DraftInputs draft={draft} />
          <button type="submit" name="intent" value="confirm" className="btn-primary" disabled={submitting}>
            {submitting ? "Submitting..." : "Confirm & Submit"}
          </button>
        </Form>
      </div>
    </div>
  );
}

/** What the flow's action answers: the form again (with errors or after Edit) or the review. */
export type GrievanceFlowData =
  | { step: "form"; draft: GrievanceDraft; result: SubmissionResult<string[]> | null }
  | { step: "review"; draft: GrievanceDraft; failure: string | null };

/** The step to show: the form (new, after Edit, or refused) or the review. */
export function GrievanceFlow({
  data,
  initial,
  constraint,
  cancelTo,
}: {
  data: GrievanceFlowData | undefined;
  initial: GrievanceDraft;
  /** The fields' constraints from the loader (`grievanceConstraint()`). */
  constraint: FieldConstraints;
  cancelTo: string;
}) {
  if (data?.step === "review") return <GrievanceReviewStep draft={data.draft} failure={data.failure} />;
  const draft = data?.draft ?? initial;
  return (
    <GrievanceFormStep
      key={JSON.stringify(draft)}
      draft={draft}
      lastResult={data?.result ?? null}
      constraint={constraint}
      action={flowPath(initial.isAnonymous)}
      cancelTo={cancelTo}
    />
  );
}
