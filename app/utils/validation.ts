import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "~/constants";

/**
 * Field rules shared by several forms, with the spec's messages. Schemas for whole
 * forms live in app/schemas and are used by the browser (Conform) and the server alike.
 */

/** The spec's "simple address pattern" for emails typed by people. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

export function emailField(message = "Please enter a valid email address.", requiredMessage = message) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .regex(SIMPLE_EMAIL_PATTERN, message)
    .max(255, message)
    .transform((value) => value.toLowerCase());
}

export function optionalText(max = 2000) {
  return z.string().trim().max(max).optional();
}

export function passwordField(message = "Password must be at least 8 characters long.", min = PASSWORD_MIN_LENGTH) {
  return z.string({ error: message }).min(min, message).max(200, "Password must be at most 200 characters long.");
}

/** Adds "must match" to a schema with `password`-like and confirm fields, reporting on the confirm field. */
export function confirmMatches<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  field: string,
  confirmField: string,
  message: string,
) {
  return schema.superRefine((value, ctx) => {
    const data = value as Record<string, unknown>;
    if (data[field] !== data[confirmField]) {
      ctx.addIssue({ code: "custom", path: [confirmField], message });
    }
  });
}

/** The rules of the token reset page: each missing character class has its own message. */
export const strongPasswordField = z
  .string({ error: "Password must be at least 8 characters long" })
  .min(PASSWORD_MIN_LENGTH, "Password must be at least 8 characters long")
  .max(200, "Password must be at most 200 characters long")
  .regex(/[A-Z]/, "Password must contain at least one uppercase letter")
  .regex(/[a-z]/, "Password must contain at least one lowercase letter")
  .regex(/[0-9]/, "Password must contain at least one number")
  .regex(/[^A-Za-z0-9]/, "Password must contain at least one special character");

export function isCompanyEmail(email: string, domain: string) {
  return email.toLowerCase().endsWith(`@${domain.toLowerCase()}`);
}
