import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { DialogButtons } from "~/components/equity/fields";
import { SelectField, TextareaField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { RouteDialog } from "~/components/ui/route-dialog";
import { forbidden, requireUser } from "~/auth.server";
import { refusalAsFormReply, refusalAsPage } from "~/errors.server";
import { EE_MESSAGES, EE_REQUEST_STATUSES, EE_STATUS_LABELS, EeRequestDecisionSchema } from "~/schemas/equity";
import { canDecideEeRequests, decideEeRequest, getEeRequest, minutesChoices } from "~/services/equity/committee.server";
import { redirectWithToast } from "~/toast.server";
import { readFormData } from "~/utils/form.server";
import { formatDateNa } from "~/utils/format";
import { readId } from "~/utils/ids";

/**
 * Update an EE request (HR and committee members; beyond the spec, which only lists them):
 * the status from pending to closed, the resolution (needed to resolve or close) and the
 * meeting minutes that discussed it.
 */
export const handle: RouteHandle = { tab: "ee-committee" };

const BACK = "/ee-committee/requests";

function requestId(raw: string | undefined) {
  const id = readId(raw ?? "");
  if (id === null) throw json({ message: EE_MESSAGES.requestNotFound }, { status: 404 });
  return id;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!(await canDecideEeRequests(user))) forbidden(request);
  const eeRequest = await refusalAsPage(() => getEeRequest(user, requestId(params.id)));
  return json({ eeRequest, minutes: await minutesChoices() }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (!(await canDecideEeRequests(user))) forbidden(request);
  const id = requestId(params.id);
  const submission = parseWithZod(await readFormData(request), { schema: EeRequestDecisionSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsFormReply(submission, async () => {
    const updated = await decideEeRequest(user, id, submission.value);
    return redirectWithToast(BACK, {
      title: EE_MESSAGES.requestUpdated,
      description: `"${updated.subject}" is now ${EE_STATUS_LABELS[updated.status]}.`,
    });
  });
}

export default function DecideEeRequest() {
  const { eeRequest, minutes } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "ee-decision-form",
    lastResult: lastResult ?? undefined,
    defaultValue: {
      status: eeRequest.status,
      resolution: eeRequest.resolution ?? "",
      meetingMinutesId: eeRequest.meetingMinutesId ? String(eeRequest.meetingMinutesId) : "",
    },
    constraint: getZodConstraint(EeRequestDecisionSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EeRequestDecisionSchema }),
  });
  const formError = lastResult?.error?.[""]?.[0];
  return (
    <RouteDialog title="Update EE Request" closeTo={BACK}>
      <div className="space-y-4 text-sm">
        <div className="rounded-md bg-stone-50 p-3">
          <p className="font-semibold">{eeRequest.subject}</p>
          <p className="text-xs text-stone-600">
            {eeRequest.submittedByName ?? "—"} · {formatDateNa(eeRequest.submittedAt)}
          </p>
          <p className="mt-2 whitespace-pre-line">{eeRequest.description}</p>
        </div>
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          {formError ? <FormAlert title={EE_MESSAGES.failedUpdateRequest} description={formError} /> : null}
          <SelectField
            label="Status"
            meta={fields.status}
            options={EE_REQUEST_STATUSES.map((status) => [status, EE_STATUS_LABELS[status]] as const)}
          />
          <TextareaField label="Resolution (needed to resolve or close)" meta={fields.resolution} rows={4} maxLength={5000} />
          <SelectField
            label="Discussed at meeting (optional)"
            meta={fields.meetingMinutesId}
            placeholder="Not linked to minutes"
            options={minutes.map((entry) => [String(entry.id), `${formatDateNa(entry.meetingDate)}: ${entry.title}`] as const)}
          />
          <DialogButtons cancelTo={BACK} label="Save" pendingLabel="Saving..." />
        </Form>
      </div>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Update EE Request | HR Portal" }];
