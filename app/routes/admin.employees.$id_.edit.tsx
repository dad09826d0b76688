import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { EmployeeForm } from "~/components/employees/employee-form";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { EMPLOYEE_TOASTS, EmployeeFormSchema } from "~/schemas/employee";
import { getEmployeeFormValues, listManagerChoices, updateEmployee } from "~/services/employees/records.server";
import { refusalAsFormReply, refusalAsPage } from "~/errors.server";
import { redirectWithToast } from "~/toast.server";
import { readFormData } from "~/utils/form.server";
import { employeeIdParam } from "~/utils/employee-params.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const id = employeeIdParam(params.id);
  const [values, managers] = await Promise.all([refusalAsPage(() => getEmployeeFormValues(id)), listManagerChoices(id)]);
  return json({ id, values, managers });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const id = employeeIdParam(params.id);
  const submission = parseWithZod(await readFormData(request), { schema: EmployeeFormSchema });
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
  const { values, managers } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { search } = useLocation();
  return (
    <RouteDialog title="Edit Employee" closeTo={`/admin/employees${search}`} wide>
      <EmployeeForm
        lastResult={lastResult}
        defaultValue={values}
        managers={managers}
        submitLabel="Save Changes"
        failureTitle={EMPLOYEE_TOASTS.updateFailed}
        cancelTo={`/admin/employees${search}`}
      />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Edit Employee | HR Admin" }];
