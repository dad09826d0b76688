import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { EMPLOYEE_TOASTS } from "~/schemas/employee";
import { getTrashEntry, permanentlyDeleteEmployee } from "~/services/employees/trash.server";
import { refusalAsPage, refusalAsToast } from "~/errors.server";
import { redirectWithToast } from "~/toast.server";
import { employeeIdParam } from "~/utils/employee-params.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const id = employeeIdParam(params.id);
  const entry = await refusalAsPage(() => getTrashEntry(id));
  return json({ name: `${entry.firstName} ${entry.lastName}`, employeeId: entry.employeeId });
}

/** The confirmation's POST: the personal record and login go for good; pay and leave records stay. */
export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const id = employeeIdParam(params.id);
  return refusalAsToast("/admin/trash", EMPLOYEE_TOASTS.permanentDeleteFailed, async () => {
    await permanentlyDeleteEmployee(id, { actor: hr, origin: requestOrigin(request) });
    return redirectWithToast("/admin/trash", { title: EMPLOYEE_TOASTS.permanentlyDeleted });
  });
}

export default function PermanentlyDeleteEmployee() {
  const { name, employeeId } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  return (
    <RouteDialog title="Permanently Delete Employee" closeTo="/admin/trash">
      <Form method="post" className="space-y-4">
        <p>
          Permanently delete <strong>{name}</strong> ({employeeId})? This removes the personal record, its login and its documents. It
          cannot be undone. Payslips and leave history are kept, with the name and employee ID, as the law requires.
        </p>
        <div className="flex justify-end gap-2">
          <Link to="/admin/trash" className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={busy}>
            Delete Forever
          </button>
        </div>
      </Form>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Permanently Delete | HR Admin" }];
