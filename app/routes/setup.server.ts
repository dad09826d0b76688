import { requestOrigin } from "~/utils/request-info.server";
import { json, redirect } from "@remix-run/node";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { CurrentUser } from "~/auth.server";
import { pendingSetupStep } from "~/auth.server";
import { refusalAsFormReply } from "~/errors.server";
import { CommunicationEmailSchema, InitialPasswordSchema } from "~/schemas/auth";
import { setCommunicationEmail, setOwnPassword } from "~/services/accounts/account.server";
import { redirectWithToast } from "~/toast.server";
import { readFormData } from "~/utils/form.server";

/**
 * The first-sign-in steps' server side (setup.password.tsx, setup.communication-email.tsx),
 * kept out of the route modules so their schemas (and the validation library) reach the
 * browser only when a field is first used (useDeferredValidation; issue 25): the pages are
 * a new employee's first ones, often on a phone.
 */
export const setupConstraints = {
  password: () => getZodConstraint(InitialPasswordSchema),
  communicationEmail: () => getZodConstraint(CommunicationEmailSchema),
};

export async function handleInitialPassword(request: Request, user: CurrentUser) {
  const submission = parseWithZod(await readFormData(request), { schema: InitialPasswordSchema });
  if (submission.status !== "success") {
    return json(submission.reply({ hideFields: ["newPassword", "confirmPassword"] }), { status: 400 });
  }
  return refusalAsFormReply(
    submission,
    async () => {
      await setOwnPassword(requestOrigin(request), user, submission.value.newPassword);
      return redirectWithToast(pendingSetupStep({ ...user, passwordSet: true }) ?? "/", {
        title: "Password Set Successfully",
        description: "Your password has been created for enhanced security.",
      });
    },
    { unexpected: "Failed to set password. Please try again.", hideFields: ["newPassword", "confirmPassword"] },
  );
}

export async function handleCommunicationEmail(request: Request, user: CurrentUser) {
  if (!user.employee) throw redirect("/");
  const submission = parseWithZod(await readFormData(request), { schema: CommunicationEmailSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const employeeId = user.employee.id;
  return refusalAsFormReply(
    submission,
    async () => {
      await setCommunicationEmail(employeeId, submission.value.communicationEmail);
      return redirectWithToast("/", { title: "Communication Email Set", description: "HR notifications will be sent to this address." });
    },
    { unexpected: "Failed to set communication email. Please try again." },
  );
}
