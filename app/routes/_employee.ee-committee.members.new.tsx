import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { DialogButtons, FieldError } from "~/components/equity/fields";
import { Field } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsFormReply } from "~/errors.server";
import { EE_MESSAGES, EeMemberSchema } from "~/schemas/equity";
import { addCommitteeMember, memberCandidates } from "~/services/equity/committee.server";
import { redirectWithToast } from "~/toast.server";
import { readFormData } from "~/utils/form.server";

/**
 * Add EE Committee Member (spec 2, HR only): find the employee (name, employee number or
 * department), give the position; the department is the employee's, read-only; the start date
 * is today. Without JavaScript the search is a GET form above the choice.
 */
export const handle: RouteHandle = { tab: "ee-committee" };

const BACK = "/ee-committee/members";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  return json({ q, candidates: await memberCandidates(q) });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, "hr");
  const submission = parseWithZod(await readFormData(request), { schema: EeMemberSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsFormReply(submission, async () => {
    const member = await addCommitteeMember(submission.value);
    return redirectWithToast(BACK, { title: EE_MESSAGES.memberAdded, description: `${member.employeeName} joined as ${member.position}.` });
  });
}

export default function AddMember() {
  const { q, candidates } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "ee-member-form",
    lastResult: lastResult ?? undefined,
    constraint: getZodConstraint(EeMemberSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EeMemberSchema }),
  });
  const [chosen, setChosen] = useState<number | null>(null);
  const department = candidates.find((candidate) => candidate.id === chosen)?.department ?? "";
  const formError = lastResult?.error?.[""]?.[0];
  return (
    <RouteDialog title="Add EE Committee Member" closeTo={BACK}>
      <div className="space-y-4">
        <MemberSearch q={q} />
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          {formError ? <FormAlert title={EE_MESSAGES.failedAddMember} description={formError} /> : null}
          <CandidateChoice q={q} candidates={candidates} field={fields.employeeId} onChoose={setChosen} />
          <Field label="Position" meta={fields.position} maxLength={100} placeholder="Chairperson, Secretary, Member..." />
          <div>
            <label htmlFor="member-department" className="field-label">
              Department
            </label>
            <input
              id="member-department"
              readOnly
              value={department}
              placeholder="From the employee's record"
              className="field-input bg-stone-50"
            />
          </div>
          <DialogButtons cancelTo={BACK} label="Add Member" pendingLabel="Adding..." />
        </Form>
      </div>
    </RouteDialog>
  );
}

/** The employee search: a GET form, so it works without JavaScript. */
function MemberSearch({ q }: { q: string }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
      <div className="min-w-0 flex-1">
        <label htmlFor="member-search" className="field-label">
          Find employee
        </label>
        <input id="member-search" name="q" defaultValue={q} className="field-input" placeholder="Name, employee number or department" />
      </div>
      <button type="submit" className="btn-secondary">
        Search
      </button>
    </Form>
  );
}

/** The employees the search found, one radio each; choosing one shows their department. */
function CandidateChoice({
  q,
  candidates,
  field,
  onChoose,
}: {
  q: string;
  candidates: SerializeFrom<typeof loader>["candidates"];
  field: { name: string; errorId: string; errors?: string[] };
  onChoose: (id: number) => void;
}) {
  return (
    <fieldset>
      <legend className="field-label">Employee</legend>
      {candidates.length === 0 ? (
        <p className="text-sm text-stone-600">{q ? "No employee matches that search." : "Search for the employee first."}</p>
      ) : (
        <ul className="max-h-60 space-y-1 overflow-y-auto">
          {candidates.map((candidate) => (
            <li key={candidate.id}>
              <label className="check-label text-sm">
                <input
                  type="radio"
                  name={field.name}
                  value={candidate.id}
                  onChange={() => onChoose(candidate.id)}
                  aria-describedby={field.errorId}
                />
                <span>
                  {candidate.name} ({candidate.employeeNumber}){candidate.department ? ` · ${candidate.department}` : ""}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

export const meta: MetaFunction = () => [{ title: "Add EE Committee Member | HR Portal" }];
