import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { HolidayForm, recountNote } from "~/components/holidays/holiday-form";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsFormReply, refusalAsPage } from "~/errors.server";
import { PUBLIC_HOLIDAY_MESSAGES, PublicHolidaySchema } from "~/schemas/public-holidays";
import { getProclaimedHoliday, updateProclaimedHoliday } from "~/services/leave/proclaimed-holidays.server";
import { redirectWithToast } from "~/toast.server";
import { readFormData } from "~/utils/form.server";
import { adminHolidaysUrl, holidayId } from "./admin.public-holidays.server";

export const handle: RouteHandle = { tab: "public-holidays" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const holiday = await refusalAsPage(async () => getProclaimedHoliday(holidayId(params.id)));
  return json({ holiday, back: adminHolidaysUrl(request) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, "hr");
  const submission = parseWithZod(await readFormData(request), { schema: PublicHolidaySchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsFormReply(submission, async () => {
    const { recounted } = await updateProclaimedHoliday(holidayId(params.id), submission.value);
    return redirectWithToast(`/admin/public-holidays?year=${submission.value.date.slice(0, 4)}`, {
      title: PUBLIC_HOLIDAY_MESSAGES.updated,
      description: recountNote(recounted),
    });
  });
}

export default function EditHoliday() {
  const { holiday, back } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <RouteDialog title="Edit Public Holiday" closeTo={back}>
      <HolidayForm
        lastResult={lastResult}
        defaultValue={holiday}
        cancelTo={back}
        submitLabel="Save Changes"
        failureTitle="Failed to update the holiday"
      />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Edit Public Holiday | HR Admin" }];
