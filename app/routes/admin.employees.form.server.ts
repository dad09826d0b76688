import { parseWithZod } from "@conform-to/zod/v4";
import { EmployeeFormSchema } from "~/schemas/employee";
import { settle } from "~/errors.server";
import { resolveManagerText } from "~/services/employees/manager-choice.server";
import { readFormData } from "~/utils/form.server";

/**
 * The posted employee form, checked with the form's schema, its Manager text (a name or an
 * Employee ID) turned into `managerId` first. A manager that cannot be found comes back as
 * that field's error beside any others.
 */
export async function readEmployeeForm(request: Request, selfId?: number) {
  const formData = await readFormData(request);
  const manager = await settle(() => resolveManagerText(String(formData.get("manager") ?? ""), selfId));
  formData.set("managerId", manager.ok && manager.value ? String(manager.value) : "");
  const submission = parseWithZod(formData, { schema: EmployeeFormSchema });
  const managerError = manager.ok ? null : manager.refusal.message;
  return { submission, managerError };
}
