import * as z from "zod/mini";
import { DEFAULT_RESET_REASON } from "~/constants";
import {
  confirmMatches, emailField, optionalText, passwordField, requiredText, strongPasswordField,
} from "~/utils/validation";

import { MESSAGES } from "~/schemas/auth-messages";

export { MESSAGES, TOAST_TITLES } from "~/schemas/auth-messages";

const loginPassword = z.string({ error: "Password is required" }).check(z.minLength(1, "Password is required"), z.maxLength(200));

export const LoginSchema = z.object({
  email: emailField(MESSAGES.invalidEmail, "Email is required"),
  password: loginPassword,
  redirectTo: z.optional(z.string()),
});

export const SetFirstPasswordSchema = confirmMatches(
  z.object({
    email: emailField(MESSAGES.invalidEmail, "Email is required"),
    password: passwordField(MESSAGES.passwordTooShort),
    confirmPassword: z.string({ error: MESSAGES.passwordsNotIdentical }),
  }),
  "password",
  "confirmPassword",
  MESSAGES.passwordsNotIdentical,
);

const resetReason = z.pipe(optionalText(1000), z.transform((value) => value || DEFAULT_RESET_REASON));

export const ForgotPasswordSchema = z.object({
  email: emailField(MESSAGES.invalidEmail, MESSAGES.emailRequired),
  reason: resetReason,
});

export const InitialPasswordSchema = confirmMatches(
  z.object({
    newPassword: passwordField(MESSAGES.passwordTooShort),
    confirmPassword: z.string({ error: MESSAGES.passwordsNotMatching }),
  }),
  "newPassword",
  "confirmPassword",
  MESSAGES.passwordsNotMatching,
);

export const TokenResetSchema = confirmMatches(
  z.object({
    token: requiredText("This password reset link is invalid. Please request a new one."),
    newPassword: strongPasswordField,
    confirmPassword: z.string({ error: "Passwords do not match" }),
  }),
  "newPassword",
  "confirmPassword",
  "Passwords do not match",
);

export const communicationEmailField = emailField(MESSAGES.invalidEmail);

export const CommunicationEmailSchema = z.object({ communicationEmail: communicationEmailField });

export const TermsSchema = z.object({
  type: z.enum(["employee", "admin"], { error: "Choose Employee or HR Admin" }),
  readAndUnderstood: z.literal("on", { error: "Please confirm that you have read and understood the Terms of Use." }),
  agreeToComply: z.optional(z.literal("on")),
});

/** Payloads of the JSON API (spec 1 section 7), built from the same field rules. */
export const ApiLoginSchema = z.object({
  email: emailField(MESSAGES.invalidEmail, "Email is required"),
  password: loginPassword,
});

export const ApiRegisterSchema = z.object({
  email: emailField(MESSAGES.invalidEmail, "Email is required"),
  password: passwordField(MESSAGES.passwordTooShort),
});

export const ApiResetRequestSchema = z.object({
  userId: emailField(MESSAGES.invalidEmail, MESSAGES.emailRequired),
  reason: resetReason,
});

export const ApiSetPasswordSchema = z.object({ password: passwordField(MESSAGES.passwordTooShort) });

export const ApiTokenResetSchema = z.object({
  token: requiredText("This password reset link is invalid. Please request a new one."),
  newPassword: strongPasswordField,
});

export const ApiCommunicationEmailSchema = z.strictObject({ communicationEmail: communicationEmailField });
