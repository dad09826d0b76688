import { z } from "zod";
import { emailField, optionalText, passwordField, strongPasswordField, requiredText } from "~/utils/validation";
import { MESSAGES } from "~/schemas/auth";
import { DEFAULT_RESET_REASON } from "~/constants";

/** Payloads of the JSON API (spec 1 section 7); field rules shared with the screens' schemas. */
export const ApiLoginSchema = z.object({
  email: emailField(MESSAGES.invalidEmail, "Email is required"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200),
});

export const ApiRegisterSchema = z.object({
  email: emailField(MESSAGES.invalidEmail, "Email is required"),
  password: passwordField(MESSAGES.passwordTooShort),
});

export const ApiResetRequestSchema = z.object({
  userId: emailField(MESSAGES.invalidEmail, MESSAGES.emailRequired),
  reason: optionalText(1000).transform((value) => value || DEFAULT_RESET_REASON),
});

export const ApiSetPasswordSchema = z.object({
  password: passwordField(MESSAGES.passwordTooShort),
});

export const ApiTokenResetSchema = z.object({
  token: requiredText("This password reset link is invalid. Please request a new one."),
  newPassword: strongPasswordField,
});
