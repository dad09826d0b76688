import type { SubmissionResult } from "@conform-to/react";
import { json, type HeadersFunction } from "@remix-run/node";
import { randomBytes } from "node:crypto";
import { logger } from "~/logger.server";
import { oncePerRequest } from "~/request-scope.server";
import { ServiceError } from "~/services/errors.server";
import { redirectWithToast } from "~/toast.server";

/**
 * The one bridge from a service's refusal (`ServiceError`: status, message, field errors)
 * to what the caller sees: a JSON answer, a form reply with field errors, the frame's
 * error page, a file-download error, or a toast. Routes call one of these instead of
 * writing their own try/catch; anything that is not a ServiceError is a bug and is
 * thrown on (the error boundary shows it with a reference).
 */

/** A rate-limited refusal tells the caller when to come back (Retry-After, seconds). */
export function refusalHeaders(refusal: ServiceError): HeadersInit | undefined {
  return refusal.retryAfterSeconds ? { "Retry-After": String(refusal.retryAfterSeconds) } : undefined;
}

/**
 * A page's `headers` export for forms that can be rate limited: a document request takes
 * its headers from here, not from the action's answer, so Retry-After is passed on.
 */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export type Settled<T> = { ok: true; value: T } | { ok: false; refusal: ServiceError };

/** The primitive: a refusal comes back as a value. For answers the helpers below do not cover. */
export async function settle<T>(work: () => Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof ServiceError) return { ok: false, refusal: error };
    throw error;
  }
}

/** JSON API: a refusal answers `{message, errors?}` with its status. */
export async function refusalAsJson<T>(work: () => Promise<T>): Promise<T> {
  const outcome = await settle(work);
  if (outcome.ok) return outcome.value;
  const { status, message, fieldErrors } = outcome.refusal;
  throw json({ message, ...(fieldErrors ? { errors: fieldErrors } : {}) }, { status, headers: refusalHeaders(outcome.refusal) });
}

/** Page loaders: a refusal becomes the frame's error page (404 names what was not found). */
export async function refusalAsPage<T>(work: () => Promise<T>): Promise<T> {
  const outcome = await settle(work);
  if (outcome.ok) return outcome.value;
  throw json({ message: outcome.refusal.message }, { status: outcome.refusal.status });
}

/** File routes: a refusal answers JSON with the spec's failure message and the reason. */
export async function refusalAsFile<T>(failure: string, work: () => Promise<T>): Promise<T> {
  const outcome = await settle(work);
  if (outcome.ok) return outcome.value;
  throw json({ message: failure, error: outcome.refusal.message }, { status: outcome.refusal.status });
}

interface Replyable {
  reply(options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }): SubmissionResult<string[]>;
}

interface FormReplyOptions {
  /**
   * Whether the refusal's message also shows as the form's message when field errors
   * carry it already. Leave forms show it (spec: the failure toast carries the server's
   * message); the employee form marks the field only.
   */
  repeatFieldErrors?: boolean;
  /** The spec's message for an unexpected failure (logged, answered 500) on forms that name one. */
  unexpected?: string;
  /** Fields never sent back to the browser (passwords). */
  hideFields?: string[];
}

/**
 * Conform form actions: the continuation's answer (usually a redirect with a toast), or
 * on refusal the form's reply with the message and field errors, status of the refusal.
 * A 404 is not a form problem: it becomes the error page.
 */
export async function refusalAsFormReply(
  submission: Replyable,
  work: () => Promise<Response>,
  options: FormReplyOptions = {},
): Promise<Response> {
  let outcome: Settled<Response>;
  try {
    outcome = await settle(work);
  } catch (error) {
    if (!options.unexpected || error instanceof Response) throw error;
    logger.error({ err: error, reference: errorReference() }, "a form action failed");
    return json(submission.reply({ formErrors: [options.unexpected], hideFields: options.hideFields }), { status: 500 });
  }
  if (outcome.ok) return outcome.value;
  const { status, message, fieldErrors } = outcome.refusal;
  if (status === 404) throw json({ message }, { status });
  const showMessage = options.repeatFieldErrors !== false || !fieldErrors;
  return json(submission.reply({ formErrors: showMessage ? [message] : [], fieldErrors, hideFields: options.hideFields }), {
    status,
    headers: refusalHeaders(outcome.refusal),
  });
}

/** Buttons in lists (restore, delete, decide): on refusal, back to `to` with an error toast naming the reason. */
export async function refusalAsToast(to: string, failureTitle: string, work: () => Promise<Response>): Promise<Response> {
  const outcome = await settle(work);
  if (outcome.ok) return outcome.value;
  if (outcome.refusal.status === 404) throw json({ message: outcome.refusal.message }, { status: 404 });
  return redirectWithToast(to, { title: failureTitle, description: outcome.refusal.message, variant: "error" });
}

/**
 * The reference of this request's unexpected error: logged with the error and shown on
 * the error page, so a person can quote it and support can find the log line.
 */
export function errorReference() {
  return oncePerRequest("error-reference", () => randomBytes(4).toString("hex"));
}
