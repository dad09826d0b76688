import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { EmployeeForm } from "~/components/employees/employee-form";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { EMPLOYEE_TOASTS, newEmployeeDefaults } from "~/schemas/employee";
import { createEmployee } from "~/services/employees/records.server";
import { refusalAsFormReply } from "~/errors.server";
import { redirectWithToast } from "~/toast.server";
import { readEmployeeForm } from "./admin.employees.form.server";
import { todayIso } from "~/utils/dates";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return json({ defaults: newEmployeeDefaults(todayIso()) });
}

export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const { submission, managerError } = await readEmployeeForm(request);
  if (managerError) return json(submission.reply({ fieldErrors: { manager: [managerError] } }), { status: 400 });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsFormReply(
    submission,
    async () => {
      await createEmployee(submission.value, hr);
      return redirectWithToast(`/admin/employees${new URL(request.url).search}`, { title: EMPLOYEE_TOASTS.created });
    },
    { repeatFieldErrors: false },
  );
}

export default function NewEmployee() {
  const { defaults } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { search } = useLocation();
  return (
    <RouteDialog title="Add Employee" closeTo={`/admin/employees${search}`} wide>
      <EmployeeForm
        lastResult={lastResult}
        defaultValue={defaults}
        submitLabel="Create Employee"
        failureTitle={EMPLOYEE_TOASTS.createFailed}
        cancelTo={`/admin/employees${search}`}
      />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Add Employee | HR Admin" }];
