import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { BirthDateForm } from "~/components/leave/birth-date-form";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsFormReply, refusalAsPage } from "~/errors.server";
import { birthDateSchema } from "~/schemas/leave";
import { getMaternityRequestForHr, recordBirthDate } from "~/services/leave/maternity.server";
import { redirectWithToast } from "~/toast.server";
import { parseId } from "~/utils/api.server";
import { todayIso } from "~/utils/dates";
import { formatDateNa } from "~/utils/format";
import { readFormData } from "~/utils/form.server";

/**
 * HR records the actual date of birth on an employee's maternity leave (Labour Act s. 26), pending
 * or approved: the end is recomputed and the approver, HR and the employee are mailed.
 */
export const handle: RouteHandle = { tab: "leave-requests" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const leave = await refusalAsPage(() => getMaternityRequestForHr(parseId(params.id)));
  return json({ today: todayIso(), leave });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const id = parseId(params.id);
  const submission = parseWithZod(await readFormData(request), { schema: birthDateSchema() });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsFormReply(submission, async () => {
    const { request: updated } = await recordBirthDate({ user: hr, asHr: true }, id, submission.value.actualBirthDate);
    return redirectWithToast("/admin/leave-requests", {
      title: "Date of birth recorded",
      description: `The maternity leave now ends on ${formatDateNa(updated.endDate)}.`,
    });
  });
}

export default function RecordBirth() {
  const { today, leave } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <RouteDialog title={`Record Date of Birth: ${leave.employeeName}`} closeTo="/admin/leave-requests">
      <BirthDateForm today={today} leave={leave} lastResult={lastResult} cancelTo="/admin/leave-requests" />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Record Date of Birth | HR Admin" }];
