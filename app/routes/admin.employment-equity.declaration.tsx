import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { DeclarationForm } from "~/components/equity/report-section-forms";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsFormReply } from "~/errors.server";
import { AA_SECTION_MESSAGES, AaDeclarationSchema } from "~/schemas/equity";
import { getReportSections, saveDeclaration } from "~/services/equity/report-sections.server";
import { redirectWithToast } from "~/toast.server";
import { todayIso } from "~/utils/dates";
import { readFormData } from "~/utils/form.server";
import { equityPageUrl, reportYearOf } from "./admin.employment-equity.server";

/** Edit Declaration (HR): the responsible senior employee's name, position and date for the report's year. */
export const handle: RouteHandle = { tab: "employment-equity" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const today = todayIso();
  const year = reportYearOf(request, today);
  const { declaration } = await getReportSections(year);
  return json({
    back: equityPageUrl(request),
    year,
    values: { name: declaration.name ?? "", position: declaration.position ?? "", date: declaration.date ?? today },
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const year = reportYearOf(request, todayIso());
  const submission = parseWithZod(await readFormData(request), { schema: AaDeclarationSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsFormReply(submission, async () => {
    await saveDeclaration(requestOrigin(request), hr, year, submission.value);
    return redirectWithToast(equityPageUrl(request), { title: AA_SECTION_MESSAGES.declarationSaved });
  });
}

export default function EditDeclaration() {
  const { back, year, values } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <RouteDialog title={`Declaration for ${year}`} closeTo={back}>
      <DeclarationForm lastResult={lastResult} cancelTo={back} defaultValue={values} />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Declaration | HR Admin" }];
