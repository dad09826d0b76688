import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Logo } from "~/components/logo";
import { ChooseTypeView, ForgotPasswordView, IntroView, LoginFormView, type LoginType } from "~/components/login/login-views";
import { SetPasswordView, type InvitationState } from "~/components/login/set-password-views";
import { getOptionalUser } from "~/auth.server";
import { retryAfterHeaders } from "~/errors.server";
import { getInvitation } from "~/services/accounts/invitations.server";
import { handleLoginForm, loginFormConstraints } from "./login-form.server";
import { safeRedirectPath } from "~/utils/request-info.server";

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
  const view = readView(url);
  const token = view.view === "set-password" ? url.searchParams.get("invitation") : null;
  const found = token ? await getInvitation(token) : null;
  const invitation: InvitationState = token ? (found ? { token, ...found } : "invalid") : null;
  return json({
    ...view,
    invitation,
    withCode: url.searchParams.get("with") === "code",
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo"), ""),
    expired: url.searchParams.get("expired") === "1",
    constraints: loginFormConstraints(),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  return handleLoginForm(request, readView(new URL(request.url)).type);
}

export default function LoginRoute() {
  const { view, type, redirectTo, expired, constraints, invitation, withCode } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && "status" in actionData ? actionData : undefined;
  return (
    <main
      id="main"
      className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-copper-50 to-stone-50 px-4 py-10"
    >
      <Link to="/" className="mb-6 flex min-h-11 items-center gap-2 text-stone-900 no-underline">
        <Logo />
        <span className="font-semibold">Namib Copper Mining</span>
      </Link>
      <div className="card w-full max-w-md">
        {view === "intro" ? <IntroView /> : null}
        {view === "choose" ? <ChooseTypeView /> : null}
        {view === "login" ? (
          <LoginFormView
            type={type}
            lastResult={lastResult}
            redirectTo={redirectTo}
            expired={expired}
            constraint={constraints.login}
            deviceLinkFor={actionData && "deviceLinkFor" in actionData ? actionData.deviceLinkFor : undefined}
          />
        ) : null}
        {view === "set-password" ? (
          <SetPasswordView type={type} lastResult={lastResult} constraints={constraints} invitation={invitation} withCode={withCode} />
        ) : null}
        {view === "forgot" ? <ForgotPasswordView type={type} lastResult={lastResult} constraint={constraints.forgot} /> : null}
      </div>
      <p className="mt-6 text-center text-sm">
        Submitted a grievance anonymously?{" "}
        <Link to="/grievance/anonymous/status" reloadDocument>
          Anonymous grievance status
        </Link>{" "}
        (no sign-in needed)
      </p>
    </main>
  );
}

export const headers = retryAfterHeaders;

export const meta: MetaFunction = () => [{ title: "Login | HR Portal" }];
