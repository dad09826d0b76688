import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { HolidayForm, recountNote } from "~/components/holidays/holiday-form";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsFormReply } from "~/errors.server";
import { PUBLIC_HOLIDAY_MESSAGES, PublicHolidaySchema } from "~/schemas/public-holidays";
import { createProclaimedHoliday } from "~/services/leave/proclaimed-holidays.server";
import { redirectWithToast } from "~/toast.server";
import { readFormData } from "~/utils/form.server";
import { adminHolidaysUrl } from "./admin.public-holidays.server";

export const handle: RouteHandle = { tab: "public-holidays" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return json({ back: adminHolidaysUrl(request) });
}

export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const submission = parseWithZod(await readFormData(request), { schema: PublicHolidaySchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsFormReply(submission, async () => {
    const { recounted } = await createProclaimedHoliday(hr, submission.value);
    const year = submission.value.date.slice(0, 4);
    return redirectWithToast(`/admin/public-holidays?year=${year}`, {
      title: PUBLIC_HOLIDAY_MESSAGES.created,
      description: recountNote(recounted),
    });
  });
}

export default function NewHoliday() {
  const { back } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <RouteDialog title="Add Public Holiday" closeTo={back}>
      <HolidayForm lastResult={lastResult} cancelTo={back} submitLabel="Add Holiday" failureTitle="Failed to add the holiday" />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Add Public Holiday | HR Admin" }];
