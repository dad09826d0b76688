import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Logo } from "~/components/logo";
import {
  ChooseTypeView, ForgotPasswordView, IntroView, LoginFormView, SetPasswordView, typeParam, type LoginType,
} from "~/components/login/login-views";
import { authenticator, createUserSession, getOptionalUser, LoginError } from "~/auth.server";
import { ForgotPasswordSchema, LoginSchema, SetFirstPasswordSchema } from "~/schemas/auth";
import { requestPasswordReset, setFirstPassword } from "~/services/account.server";
import { logger } from "~/logger.server";
import { toastHeaders } from "~/toast.server";
import { checkHoneypot } from "~/utils/honeypot.server";
import { safeRedirectPath } from "~/utils/request-info.server";
import { readFormData } from "~/utils/form.server";

type View = "intro" | "choose" | "login" | "set-password" | "forgot";

/**
 * Every view of the login screen is a URL (type and view in the query), so each is
 * reachable without JavaScript. The login type only changes the wording: the role
 * always comes from the user record.
 */
function readView(url: URL): { view: View; type: LoginType } {
  const typeValue = url.searchParams.get("type");
  const type: LoginType = typeValue === "admin" || typeValue === "hr" ? "hr" : "employee";
  const requested = url.searchParams.get("view");
  if (requested === "forgot") return { view: "forgot", type };
  if (requested === "set-password") return { view: "set-password", type };
  if (requested === "choose") return { view: "choose", type };
  if (typeValue) return { view: "login", type };
  if (url.searchParams.get("redirectTo") || url.searchParams.get("expired")) return { view: "login", type };
  return { view: "intro", type };
}

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getOptionalUser(request)) throw redirect("/");
  const url = new URL(request.url);
  return json({
    ...readView(url),
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo"), ""),
    expired: url.searchParams.get("expired") === "1",
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const { type } = readView(url);
  const formData = await readFormData(request.clone());
  const intent = formData.get("intent");

  if (intent === "login") {
    const submission = parseWithZod(formData, { schema: LoginSchema });
    if (submission.status !== "success") return json(submission.reply(), { status: 400 });
    try {
      const user = await authenticator.authenticate("form", request);
      const setCookie = await createUserSession(request, user);
      return redirect(safeRedirectPath(submission.value.redirectTo), { headers: { "Set-Cookie": setCookie } });
    } catch (error) {
      if (error instanceof LoginError) {
        return json(submission.reply({ formErrors: [error.message], hideFields: ["password"] }), { status: 401 });
      }
      throw error;
    }
  }

  checkHoneypot(formData);

  if (intent === "set-password") {
    const submission = parseWithZod(formData, { schema: SetFirstPasswordSchema });
    if (submission.status !== "success") {
      return json(submission.reply({ hideFields: ["password", "confirmPassword"] }), { status: 400 });
    }
    const outcome = await setFirstPassword(submission.value.email, submission.value.password);
    if (!outcome.ok) {
      return json(submission.reply({ formErrors: [outcome.message], hideFields: ["password", "confirmPassword"] }), { status: outcome.status });
    }
    return redirect(`/login?type=${typeParam(type)}`, {
      headers: await toastHeaders({ title: "Password Set Successfully", description: "You can now log in with your credentials." }),
    });
  }

  if (intent === "forgot") {
    const submission = parseWithZod(formData, { schema: ForgotPasswordSchema });
    if (submission.status !== "success") return json(submission.reply(), { status: 400 });
    try {
      await requestPasswordReset(submission.value.email, submission.value.reason);
    } catch (error) {
      logger.error({ err: error }, "password reset request failed");
      return json(submission.reply({ formErrors: ["Unable to send password reset link. Please try again."] }), { status: 500 });
    }
    return redirect(`/login?type=${typeParam(type)}`, {
      headers: await toastHeaders({
        title: "Reset Link Sent",
        description: "Password reset link has been sent to your email address. Please check your inbox.",
      }),
    });
  }

  return json({ message: "Unknown action" }, { status: 400 });
}

export default function LoginRoute() {
  const { view, type, redirectTo, expired } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && "status" in actionData ? actionData : undefined;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-copper-50 to-stone-50 px-4 py-10">
      <Link to="/" className="mb-6 flex items-center gap-2 text-stone-900 no-underline">
        <Logo />
        <span className="font-semibold">Namib Copper Mining</span>
      </Link>
      <div className="card w-full max-w-md">
        {view === "intro" ? <IntroView /> : null}
        {view === "choose" ? <ChooseTypeView /> : null}
        {view === "login" ? <LoginFormView type={type} lastResult={lastResult} redirectTo={redirectTo} expired={expired} /> : null}
        {view === "set-password" ? <SetPasswordView type={type} lastResult={lastResult} /> : null}
        {view === "forgot" ? <ForgotPasswordView type={type} lastResult={lastResult} /> : null}
      </div>
    </main>
  );
}

export const meta: MetaFunction = () => [{ title: "Login | HR Portal" }];
