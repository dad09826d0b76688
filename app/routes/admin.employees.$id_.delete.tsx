import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { TRASH_RETENTION_DAYS } from "~/constants";
import { EMPLOYEE_TOASTS } from "~/schemas/employee";
import { getEmployee } from "~/services/employees/records.server";
import { trashEmployee } from "~/services/employees/trash.server";
import { refusalAsPage, refusalAsToast } from "~/errors.server";
import { redirectWithToast } from "~/toast.server";
import { employeeIdParam } from "~/utils/employee-params.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const id = employeeIdParam(params.id);
  const employee = await refusalAsPage(() => getEmployee(id));
  return json({ id, name: `${employee.firstName} ${employee.lastName}`, employeeId: employee.employeeId });
}

/** Delete moves the record to the trash (restorable for 30 days). */
export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const id = employeeIdParam(params.id);
  const back = `/admin/employees${new URL(request.url).search}`;
  return refusalAsToast(back, EMPLOYEE_TOASTS.deleteFailed, async () => {
    await trashEmployee(id, { actor: hr, origin: requestOrigin(request) });
    return redirectWithToast(back, { title: EMPLOYEE_TOASTS.trashed });
  });
}

export default function DeleteEmployee() {
  const { name, employeeId } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const busy = useNavigation().state === "submitting";
  return (
    <RouteDialog title="Delete Employee" closeTo={`/admin/employees${search}`}>
      <Form method="post" className="space-y-4">
        <p>
          Move <strong>{name}</strong> ({employeeId}) to the trash? The record can be restored from the Trash for {TRASH_RETENTION_DAYS}{" "}
          days.
        </p>
        <div className="flex justify-end gap-2">
          <Link to={`/admin/employees${search}`} className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={busy}>
            Move to Trash
          </button>
        </div>
      </Form>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Delete Employee | HR Admin" }];
