import { json, type ServerBuild } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import { isDatabaseOutage, noteDatabaseDown } from "~/database-state.server";
import { errorReference } from "~/errors.server";
import { logger } from "~/logger.server";

/**
 * The JSON API answers in JSON even when it fails unexpectedly (issue 24): Remix answers an
 * error thrown in a resource route with a plain-text "Unexpected Server Error", which a script
 * cannot read. Every `/api/...` loader and action is wrapped once at start-up: a thrown
 * Response (401, 404, a refusal) passes through untouched; anything else is logged with a
 * reference and answered 500 `{message, reference}` (503 while the database is unreachable).
 * Page routes are guarded against a database outage only (outageGuarded, issue 26).
 */

const API_ROUTE = /^routes\/api\./;

export const API_FAILED = "Something went wrong on our side and nothing was changed by this request. Please try again.";
export const API_DATABASE_DOWN = "The HR Portal cannot reach its database just now. Please try again in a few minutes.";
/** Seconds a client is asked to wait while the database is unreachable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;

type Handler = (args: { request: Request }) => unknown;

export function answerApiFailure(error: unknown, request: Request): Response {
  if (error instanceof Response || isRouteErrorResponse(error)) throw error;
  const reference = errorReference();
  if (isDatabaseOutage(error)) {
    noteDatabaseDown(error);
    return json(
      { message: API_DATABASE_DOWN, reference },
      {
        status: 503,
        headers: { "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
      },
    );
  }
  logger.error({ err: error, path: new URL(request.url).pathname, reference }, "unexpected error in an API route");
  return json({ message: `${API_FAILED} (reference ${reference})`, reference }, { status: 500, headers: { "Cache-Control": "no-store" } });
}

function guarded(handler: Handler): Handler {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      return answerApiFailure(error, args.request);
    }
  };
}

/**
 * A page's loader or action during a database outage (issue 26): a thrown 503 `{message}` with
 * `Retry-After` instead of the error itself, so the page's boundary shows the outage page with
 * 503 (entry.server.tsx adds Retry-After to the document), and a loader's data request (`?_data`)
 * gets the JSON as it is. Anything else is thrown on unchanged.
 */
function outageGuarded(handler: Handler): Handler {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      if (!isDatabaseOutage(error)) throw error;
      noteDatabaseDown(error);
      throw json(
        { message: API_DATABASE_DOWN },
        { status: 503, headers: { "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" } },
      );
    }
  };
}

/** The build with every API route's loader and action guarded, and every page's against a database outage. */
export function withJsonApiErrors(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const guard = API_ROUTE.test(id) ? guarded : outageGuarded;
      const module = { ...route.module } as Record<string, unknown>;
      if (typeof module.loader === "function") module.loader = guard(module.loader as Handler);
      if (typeof module.action === "function") module.action = guard(module.action as Handler);
      return [id, { ...route, module: module as unknown as typeof route.module }];
    }),
  );
  return { ...build, routes };
}
