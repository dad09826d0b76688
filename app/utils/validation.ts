import * as z from "zod/mini";
import { PASSWORD_MIN_LENGTH } from "~/constants";
import { isValidIsoDate } from "~/utils/dates";
import { readId } from "~/utils/ids";

/**
 * Field rules shared by several forms, with the spec's messages. Schemas for whole
 * forms live in app/schemas and are used by the browser (Conform) and the server alike.
 * They are written with zod/mini: it tree-shakes, so the browser gets a few KB of
 * validation instead of the whole library (pages must stay small on slow links).
 */

/** The spec's "simple address pattern" for emails typed by people. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Required text: `message` when it is missing or blank, and a length message of its own when
 * it is too long (the schema-level `error` would otherwise answer "… is required" for that too).
 */
export function requiredText(message: string, max = 2000) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(max)));
}

/** The message for text over its limit. */
export function tooLong(max: number) {
  return `Must be at most ${max} characters`;
}

/** A required email address, trimmed and lower-cased. */
export function emailField(message = "Please enter a valid email address.", requiredMessage = message) {
  return z
    .string({ error: requiredMessage })
    .check(z.trim(), z.minLength(1, requiredMessage), z.regex(SIMPLE_EMAIL_PATTERN, message), z.maxLength(255, message), z.toLowerCase());
}

/** A required calendar date (YYYY-MM-DD) that exists: 2026-02-30 is refused. */
export function requiredDateField(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .check(z.trim(), z.minLength(1, { error: requiredMessage, abort: true }), z.refine(isValidIsoDate, invalidMessage));
}

export function optionalText(max = 2000, message = tooLong(max)) {
  return z.optional(z.string().check(z.trim(), z.maxLength(max, message)));
}

/**
 * A record id posted in a form or JSON: a whole number in the integer range, or its one
 * canonical decimal writing ("23"; not "0x17", "23.0", " 23", "1e3"). Anything else is
 * refused with `message` before it reaches the database.
 */
export function idField(message = "Not found") {
  return z.pipe(
    z.union([z.number(), z.string()], { error: message }),
    z.transform((value, ctx) => {
      const id = readId(typeof value === "number" ? (Number.isSafeInteger(value) ? String(value) : "") : value);
      if (id === null) {
        ctx.issues.push({ code: "custom", message, input: value });
        return z.NEVER;
      }
      return id;
    }),
  );
}

export function passwordField(message = "Password must be at least 8 characters long.", min = PASSWORD_MIN_LENGTH) {
  return z.string({ error: message }).check(z.minLength(min, message), z.maxLength(200, "Password must be at most 200 characters long."));
}

/** Adds "must match" to an object schema, reporting on the confirm field. */
export function confirmMatches<T extends z.ZodMiniObject>(schema: T, field: string, confirmField: string, message: string) {
  return schema.check(
    z.superRefine((value, ctx) => {
      const data = value as Record<string, unknown>;
      if (data[field] !== data[confirmField]) ctx.addIssue({ code: "custom", path: [confirmField], message });
    }),
  );
}

/** The rules of the token reset page: each missing character class has its own message. */
export const strongPasswordField = z
  .string({ error: "Password must be at least 8 characters long" })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, "Password must be at least 8 characters long"),
    z.maxLength(200, "Password must be at most 200 characters long"),
    z.regex(/[A-Z]/, "Password must contain at least one uppercase letter"),
    z.regex(/[a-z]/, "Password must contain at least one lowercase letter"),
    z.regex(/[0-9]/, "Password must contain at least one number"),
    z.regex(/[^A-Za-z0-9]/, "Password must contain at least one special character"),
  );

export function isCompanyEmail(email: string, domain: string) {
  return email.toLowerCase().endsWith(`@${domain.toLowerCase()}`);
}
