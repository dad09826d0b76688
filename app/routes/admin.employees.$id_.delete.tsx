import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { EMPLOYEE_TOASTS } from "~/schemas/employee";
import { getEmployee, trashEmployee } from "~/services/employees.server";
import { ServiceError } from "~/services/errors.server";
import { toastHeaders } from "~/toast.server";
import { employeeIdParam, orNotFoundPage } from "~/utils/employee-params.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const id = employeeIdParam(params.id);
  const employee = await orNotFoundPage(() => getEmployee(id));
  return json({ id, name: `${employee.firstName} ${employee.lastName}`, employeeId: employee.employeeId });
}

/** Delete moves the record to the trash (restorable for 30 days). */
export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const id = employeeIdParam(params.id);
  const back = `/admin/employees${new URL(request.url).search}`;
  try {
    await trashEmployee(id, { actor: hr, request });
  } catch (error) {
    if (error instanceof ServiceError) {
      if (error.status === 404) throw new Response(error.message, { status: 404 });
      return redirect(back, { headers: await toastHeaders({ title: EMPLOYEE_TOASTS.deleteFailed, description: error.message, variant: "error" }) });
    }
    throw error;
  }
  return redirect(back, { headers: await toastHeaders({ title: EMPLOYEE_TOASTS.trashed }) });
}

export default function DeleteEmployee() {
  const { name, employeeId } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const busy = useNavigation().state === "submitting";
  return (
    <RouteDialog title="Delete Employee" closeTo={`/admin/employees${search}`}>
      <Form method="post" className="space-y-4">
        <p>
          Move <strong>{name}</strong> ({employeeId}) to the trash? The record can be restored from the Trash for 30 days.
        </p>
        <div className="flex justify-end gap-2">
          <Link to={`/admin/employees${search}`} className="btn-secondary">Cancel</Link>
          <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={busy}>Move to Trash</button>
        </div>
      </Form>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Delete Employee | HR Admin" }];
