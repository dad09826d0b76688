import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { UnderstudyForm } from "~/components/equity/report-section-forms";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsFormReply, refusalAsPage, refusalAsToast } from "~/errors.server";
import { AA_SECTION_MESSAGES, AaUnderstudySchema } from "~/schemas/equity";
import { clearUnderstudy, getNonNamibian, getReportSections, saveUnderstudy } from "~/services/equity/report-sections.server";
import { redirectWithToast } from "~/toast.server";
import { todayIso } from "~/utils/dates";
import { readFormData } from "~/utils/form.server";
import { readId } from "~/utils/ids";
import { equityPageUrl, reportYearOf } from "./admin.employment-equity.server";

/**
 * Understudy (HR): the Namibian employee being trained to take over a non-Namibian
 * employee's position, and the target date, for the report's year. Two intents: save and
 * remove; anything else is 400.
 */
export const handle: RouteHandle = { tab: "employment-equity" };

function employeeId(raw: string | undefined) {
  const id = readId(raw ?? "");
  if (id === null) throw json({ message: "Employee not found" }, { status: 404 });
  return id;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const id = employeeId(params.employeeId);
  const year = reportYearOf(request, todayIso());
  const employee = await refusalAsPage(() => getNonNamibian(id));
  const entry = (await getReportSections(year)).nonNamibians.find((candidate) => candidate.id === id);
  return json({
    back: equityPageUrl(request),
    year,
    employee,
    hasUnderstudy: Boolean(entry?.understudy),
    values: {
      understudyEmployeeId: entry?.understudy?.employeeNumber ?? "",
      targetDate: entry?.targetDate ?? "",
      notes: entry?.notes ?? "",
    },
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const id = employeeId(params.employeeId);
  const year = reportYearOf(request, todayIso());
  const back = equityPageUrl(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (intent === "remove") {
    return refusalAsToast(back, AA_SECTION_MESSAGES.failedSection, async () => {
      await clearUnderstudy(requestOrigin(request), hr, year, id);
      return redirectWithToast(back, { title: AA_SECTION_MESSAGES.understudyCleared });
    });
  }
  if (intent !== "save") return json({ message: "Unknown action" }, { status: 400 });
  const submission = parseWithZod(formData, { schema: AaUnderstudySchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsFormReply(submission, async () => {
    await saveUnderstudy(requestOrigin(request), hr, year, id, submission.value);
    return redirectWithToast(back, { title: AA_SECTION_MESSAGES.understudySaved });
  });
}

export default function Understudy() {
  const { back, year, employee, hasUnderstudy, values } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <RouteDialog title={`Understudy of ${employee.name}`} closeTo={back}>
      <p className="mb-4 text-sm text-stone-600">
        {employee.position ?? "No position recorded"} ({employee.employeeNumber}), {year}.
      </p>
      <UnderstudyForm lastResult={lastResult && "status" in lastResult ? lastResult : null} cancelTo={back} defaultValue={values} />
      {hasUnderstudy ? (
        <Form method="post" className="mt-4 border-t border-stone-200 pt-4">
          <input type="hidden" name="intent" value="remove" />
          <button type="submit" className="btn-secondary">
            Remove Understudy
          </button>
        </Form>
      ) : null}
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Understudy | HR Admin" }];
