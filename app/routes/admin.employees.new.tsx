import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { EmployeeForm } from "~/components/employees/employee-form";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { EMPLOYEE_TOASTS, EmployeeFormSchema, newEmployeeDefaults } from "~/schemas/employee";
import { createEmployee, listManagerChoices } from "~/services/employees/records.server";
import { refusalAsFormReply } from "~/errors.server";
import { redirectWithToast } from "~/toast.server";
import { todayIso } from "~/utils/dates";
import { readFormData } from "~/utils/form.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return json({ defaults: newEmployeeDefaults(todayIso()), managers: await listManagerChoices() });
}

export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const submission = parseWithZod(await readFormData(request), { schema: EmployeeFormSchema });
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
  const { defaults, managers } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { search } = useLocation();
  return (
    <RouteDialog title="Add Employee" closeTo={`/admin/employees${search}`} wide>
      <EmployeeForm
        lastResult={lastResult}
        defaultValue={defaults}
        managers={managers}
        submitLabel="Create Employee"
        failureTitle={EMPLOYEE_TOASTS.createFailed}
        cancelTo={`/admin/employees${search}`}
      />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Add Employee | HR Admin" }];
