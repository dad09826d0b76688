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
 */

const API_ROUTE = /^routes\/api\./;

export const API_FAILED = "Something went wrong on our side and nothing was changed by this request. Please try again.";
export const API_DATABASE_DOWN = "The HR Portal cannot reach its database just now. Please try again in a few minutes.";

type Handler = (args: { request: Request }) => unknown;

export function answerApiFailure(error: unknown, request: Request): Response {
  if (error instanceof Response || isRouteErrorResponse(error)) throw error;
  const reference = errorReference();
  if (isDatabaseOutage(error)) {
    noteDatabaseDown(error);
    return json({ message: API_DATABASE_DOWN, reference }, { status: 503, headers: { "Retry-After": "30", "Cache-Control": "no-store" } });
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

/** The build with every API route's loader and action guarded; page routes are left as they are. */
export function withJsonApiErrors(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (!API_ROUTE.test(id)) return [id, route];
      const module = { ...route.module } as Record<string, unknown>;
      if (typeof module.loader === "function") module.loader = guarded(module.loader as Handler);
      if (typeof module.action === "function") module.action = guarded(module.action as Handler);
      return [id, { ...route, module: module as unknown as typeof route.module }];
    }),
  );
  return { ...build, routes };
}
