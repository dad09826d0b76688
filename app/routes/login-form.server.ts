import { json, redirect } from "@remix-run/node";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { authenticator, LoginError, signedInHeaders } from "~/sign-in.server";
import { typeParam, type LoginType } from "~/components/login/login-views";
import { refusalAsFormReply, refusalHeaders, settle } from "~/errors.server";
import {
  DEVICE_LINK_MESSAGES,
  DeviceLinkSchema,
  ForgotPasswordSchema,
  INVITATION_MESSAGES,
  LoginSchema,
  RedeemInvitationCodeSchema,
  RequestInvitationSchema,
  RESET_REQUEST_MESSAGES,
  SetFirstPasswordSchema,
} from "~/schemas/auth";
import { requestDeviceLink } from "~/services/accounts/device-links.server";
import { NetworkLimitedError } from "~/services/accounts/login.server";
import { requestPasswordReset } from "~/services/accounts/password-resets.server";
import { limitRequest } from "~/request-limits.server";
import { RateLimitedError, type SOURCE_LIMITS } from "~/services/rate-limits.server";
import { acceptInvitation, requestInvitation, type InvitationProof } from "~/services/accounts/invitations.server";
import { redirectWithToast } from "~/toast.server";
import { readFormData } from "~/utils/form.server";
import { checkHoneypot } from "~/utils/honeypot.server";
import { getClientIp, safeRedirectPath, requestOrigin } from "~/utils/request-info.server";

/**
 * The login screen's server side, kept out of the route module so the schemas (and
 * the validation library) never reach the login page's browser bundle.
 */
export function loginFormConstraints() {
  return {
    login: getZodConstraint(LoginSchema),
    setPassword: getZodConstraint(SetFirstPasswordSchema),
    redeemCode: getZodConstraint(RedeemInvitationCodeSchema),
    requestInvitation: getZodConstraint(RequestInvitationSchema),
    forgot: getZodConstraint(ForgotPasswordSchema),
  };
}

interface Replyable {
  reply(options: { formErrors: string[]; hideFields?: string[] }): unknown;
}

/** The form's answer when this source has used up its limit (429, Retry-After), else null. */
async function limitedReply(request: Request, name: keyof typeof SOURCE_LIMITS, submission: Replyable, hideFields?: string[]) {
  const outcome = await settle(() => limitRequest(request, name));
  if (outcome.ok) return null;
  return json(submission.reply({ formErrors: [outcome.refusal.message], hideFields }), {
    status: outcome.refusal.status,
    headers: refusalHeaders(outcome.refusal),
  });
}

/** Handles the three forms of the login screen, told apart by their `intent`. */
export async function handleLoginForm(request: Request, type: LoginType) {
  const formData = await readFormData(request.clone());
  const intent = formData.get("intent");

  if (intent === "login") return signIn(request, formData);

  checkHoneypot(formData);

  // A new device on a network whose sign-in limit is used up (docs/decisions.md "A mine site behind one address").
  if (intent === "device-link") return sendDeviceLink(request, formData, type);

  // First passwords only with an invitation (docs/decisions.md, "Invitations").
  if (intent === "set-password" || intent === "redeem-code") return setFirstPassword(request, formData, type, intent);

  if (intent === "request-invitation") return sendInvitationRequest(request, formData, type);

  if (intent === "forgot") return sendPasswordReset(request, formData, type);

  return json({ message: "Unknown action" }, { status: 400 });
}

/** The sign-in form: checks the credentials and starts a session, or says why not. */
async function signIn(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  try {
    const user = await authenticator.authenticate("form", request);
    return redirect(safeRedirectPath(submission.value.redirectTo), { headers: await signedInHeaders(request, user) });
  } catch (error) {
    if (error instanceof LoginError) {
      return json(submission.reply({ formErrors: [error.message], hideFields: ["password"] }), { status: 401 });
    }
    if (error instanceof RateLimitedError) {
      const reply = submission.reply({ formErrors: [error.message], hideFields: ["password"] });
      // The network's limit: the screen offers a device link for the address typed.
      const offer = error instanceof NetworkLimitedError ? { deviceLinkFor: submission.value.email } : {};
      return json({ ...reply, ...offer }, { status: 429, headers: refusalHeaders(error) });
    }
    throw error;
  }
}

/** The device-link form: mails a one-time sign-in link for a new device. */
async function sendDeviceLink(request: Request, formData: FormData, type: LoginType) {
  const submission = parseWithZod(formData, { schema: DeviceLinkSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const outcome = await settle(() => requestDeviceLink(submission.value.email, getClientIp(request)));
  if (!outcome.ok) {
    return json(submission.reply({ formErrors: [outcome.refusal.message] }), {
      status: outcome.refusal.status,
      headers: refusalHeaders(outcome.refusal),
    });
  }
  return redirectWithToast(`/login?type=${typeParam(type)}`, {
    title: DEVICE_LINK_MESSAGES.sentTitle,
    description: DEVICE_LINK_MESSAGES.sent,
  });
}

/** The first-password forms: accepts an invitation (link token or employee code) and sets the password. */
async function setFirstPassword(request: Request, formData: FormData, type: LoginType, intent: "set-password" | "redeem-code") {
  const submission = parseWithZod(formData, { schema: intent === "set-password" ? SetFirstPasswordSchema : RedeemInvitationCodeSchema });
  const hideFields = ["password", "confirmPassword", "code"];
  if (submission.status !== "success") return json(submission.reply({ hideFields }), { status: 400 });
  const limited = await limitedReply(request, "set-password", submission, hideFields);
  if (limited) return limited;
  const value = submission.value as { invitation?: string; employeeRef?: string; code?: string; password: string };
  const proof: InvitationProof = value.invitation ? { token: value.invitation } : { employeeRef: value.employeeRef!, code: value.code! };
  const outcome = await settle(() => acceptInvitation(proof, value.password, requestOrigin(request)));
  if (!outcome.ok) return json(submission.reply({ formErrors: [outcome.refusal.message], hideFields }), { status: outcome.refusal.status });
  return redirectWithToast(`/login?type=${typeParam(type)}`, {
    title: "Password Set Successfully",
    description: "You can now log in with your credentials.",
  });
}

/** The invitation-request form: asks HR for an invitation for the address typed. */
async function sendInvitationRequest(request: Request, formData: FormData, type: LoginType) {
  const submission = parseWithZod(formData, { schema: RequestInvitationSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const limited = await limitedReply(request, "request-invitation", submission);
  if (limited) return limited;
  await requestInvitation(submission.value.email);
  return redirectWithToast(`/login?type=${typeParam(type)}`, {
    title: INVITATION_MESSAGES.requestedTitle,
    description: INVITATION_MESSAGES.requested,
  });
}

/** The forgot-password form: starts a password reset for the address typed. */
async function sendPasswordReset(request: Request, formData: FormData, type: LoginType) {
  const submission = parseWithZod(formData, { schema: ForgotPasswordSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const limited = await limitedReply(request, "forgot-password", submission);
  if (limited) return limited;
  const { email, reason } = submission.value;
  return refusalAsFormReply(
    submission,
    async () => {
      await requestPasswordReset(email, reason);
      return redirectWithToast(`/login?type=${typeParam(type)}`, {
        title: RESET_REQUEST_MESSAGES.sentTitle,
        description: RESET_REQUEST_MESSAGES.sent,
      });
    },
    { unexpected: RESET_REQUEST_MESSAGES.failed },
  );
}
