import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { EmployeeForm } from "~/components/employees/employee-form";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { EMPLOYEE_TOASTS } from "~/schemas/employee";
import { managerText } from "~/services/employees/manager-choice.server";
import { getEmployeeFormValues, updateEmployee } from "~/services/employees/records.server";
import { refusalAsFormReply, refusalAsPage } from "~/errors.server";
import { redirectWithToast } from "~/toast.server";
import { readEmployeeForm } from "./admin.employees.form.server";
import { employeeIdParam } from "~/utils/employee-params.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const id = employeeIdParam(params.id);
  const values = await refusalAsPage(() => getEmployeeFormValues(id));
  return json({ id, values: { ...values, manager: await managerText(values.managerId) } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const id = employeeIdParam(params.id);
  const { submission, managerError } = await readEmployeeForm(request, id);
  if (managerError) return json(submission.reply({ fieldErrors: { manager: [managerError] } }), { status: 400 });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsFormReply(
    submission,
    async () => {
      await updateEmployee(id, submission.value, hr);
      return redirectWithToast(`/admin/employees${new URL(request.url).search}`, { title: EMPLOYEE_TOASTS.updated });
    },
    { repeatFieldErrors: false },
  );
}

export default function EditEmployee() {
  const { id, values } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { search } = useLocation();
  return (
    <RouteDialog title="Edit Employee" closeTo={`/admin/employees${search}`} wide>
      <EmployeeForm
        lastResult={lastResult}
        defaultValue={values}
        employeeRecordId={id}
        submitLabel="Save Changes"
        failureTitle={EMPLOYEE_TOASTS.updateFailed}
        cancelTo={`/admin/employees${search}`}
      />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Edit Employee | HR Admin" }];
