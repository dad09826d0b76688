import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { recountNote } from "~/components/holidays/holiday-form";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsPage, refusalAsToast } from "~/errors.server";
import { PUBLIC_HOLIDAY_MESSAGES } from "~/schemas/public-holidays";
import { deleteProclaimedHoliday, getProclaimedHoliday } from "~/services/leave/proclaimed-holidays.server";
import { redirectWithToast } from "~/toast.server";
import { formatDateNa } from "~/utils/format";
import { adminHolidaysUrl, holidayId } from "./admin.public-holidays.server";

export const handle: RouteHandle = { tab: "public-holidays" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const holiday = await refusalAsPage(async () => getProclaimedHoliday(holidayId(params.id)));
  return json({ holiday, back: adminHolidaysUrl(request) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, "hr");
  const back = adminHolidaysUrl(request);
  return refusalAsToast(back, "Failed to remove the holiday", async () => {
    const { recounted } = await deleteProclaimedHoliday(holidayId(params.id));
    return redirectWithToast(back, { title: PUBLIC_HOLIDAY_MESSAGES.deleted, description: recountNote(recounted) });
  });
}

export default function DeleteHoliday() {
  const { holiday, back } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <RouteDialog title="Remove Public Holiday" closeTo={back}>
      <div className="space-y-4 text-sm">
        <p>
          Remove <strong>{holiday.name}</strong> on {formatDateNa(holiday.date)}? Pending and approved leave covering it is recounted and
          the employees are mailed what changed.
        </p>
        <Form method="post" className="flex justify-end gap-2">
          <Link to={back} className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? "Removing..." : "Remove Holiday"}
          </button>
        </Form>
      </div>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Remove Public Holiday | HR Admin" }];
