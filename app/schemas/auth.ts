import { z } from "zod";
import { DEFAULT_RESET_REASON } from "~/constants";
import {
  confirmMatches, emailField, optionalText, passwordField, requiredText, SIMPLE_EMAIL_PATTERN, strongPasswordField,
} from "~/utils/validation";

/** Every message of these schemas is quoted from spec 1, sections 5 and 8. */
export const MESSAGES = {
  loginFailed: "Invalid email or password. Please try again.",
  emailRequired: "Please enter your company email address.",
  passwordsNotIdentical: "Please make sure both passwords are identical.",
  passwordsNotMatching: "Please make sure both password fields match.",
  passwordTooShort: "Password must be at least 8 characters long.",
  invalidEmail: "Please enter a valid email address.",
} as const;

/** Toast titles for the descriptions above, as the spec pairs them. */
export const TOAST_TITLES: Record<string, string> = {
  [MESSAGES.emailRequired]: "Email Required",
  [MESSAGES.passwordsNotIdentical]: "Passwords Don't Match",
  [MESSAGES.passwordsNotMatching]: "Passwords Don't Match",
  [MESSAGES.passwordTooShort]: "Password Too Short",
  [MESSAGES.invalidEmail]: "Invalid Email",
};

export const LoginSchema = z.object({
  email: emailField(MESSAGES.invalidEmail, "Email is required"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200),
  redirectTo: z.string().optional(),
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

export const ForgotPasswordSchema = z.object({
  email: emailField(MESSAGES.invalidEmail, MESSAGES.emailRequired),
  reason: optionalText(1000).transform((value) => value || DEFAULT_RESET_REASON),
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

export const CommunicationEmailSchema = z.object({
  communicationEmail: z
    .string({ error: MESSAGES.invalidEmail })
    .trim()
    .regex(SIMPLE_EMAIL_PATTERN, MESSAGES.invalidEmail)
    .max(255, MESSAGES.invalidEmail)
    .transform((value) => value.toLowerCase()),
});

export const TermsSchema = z.object({
  type: z.enum(["employee", "admin"], { error: "Choose Employee or HR Admin" }),
  readAndUnderstood: z.literal("on", { error: "Please confirm that you have read and understood the Terms of Use." }),
  agreeToComply: z.literal("on").optional(),
});
