import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { OUTAGE_RETRY_AFTER_SECONDS } from "~/api-errors.server";
import { ErrorReferenceProvider } from "~/components/error-page";
import { InlineStylesheetProvider } from "~/components/stylesheet";
import { isDatabaseOutage, noteDatabaseDown } from "~/database-state.server";
import { errorReference } from "~/errors.server";
import { logger } from "~/logger.server";
import { NonceProvider } from "~/nonce";
import { recordDataView, recordDocumentView } from "~/page-visits.server";
import { readBuiltStylesheet } from "~/stylesheet.server";
import stylesheet from "~/tailwind.css";

/**
 * What server.ts needs from the application. server.ts imports nothing of app/ itself:
 * it loads the Remix build and reaches these through `build.entry.module`, so every
 * module (the Sequelize pool, the request scope, the job runner) exists once per process.
 */
export { apiMethodsFor, unsupportedApiMethod } from "~/api-methods.server";
export { withJsonApiErrors } from "~/api-errors.server";
export { withUploadIntake } from "~/intake.server";
export { answerBeforeBody, bodyLimitFor, cutSlowBody, discardRest, limitBodyWhileReading } from "~/body-limits.server";
export { tooLargeFormAnswer } from "~/too-large-forms.server";
export { DEMO_LOGINS } from "~/demo-logins";
export { isDatabaseReachable } from "~/db.server";
export { readiness } from "~/readiness.server";
export { metricsHandler, metricsMiddlewareFor } from "~/metrics.server";
export { ConfigError, getEnv } from "~/env.server";
export { logger } from "~/logger.server";
export { runInRequestScope } from "~/request-scope.server";
export { seedDemoCompany, startRuntime } from "~/runtime.server";
export { createNonce, isCrossOriginMutation, requestOriginFor, securityHeaders } from "~/security-headers.server";
export { startBackgroundWork } from "~/background.server";
export { CLIENT_IP_HEADER } from "~/utils/request-info.server";

const ABORT_DELAY = 5_000;

/**
 * Renders the whole document before answering. Every loader has finished by the time
 * React renders (the portal uses no deferred data), so streaming would only cut the
 * page into dozens of small chunks, each one a separate trip through the stream
 * adapters and a separate gzip call. One buffer is cheaper and carries a Content-Length.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  recordDocumentView(request, responseStatusCode);
  const nonce = (loadContext as { nonce?: string }).nonce ?? "";
  // A page showing an unexpected error names its reference (logged by handleError); the outage
  // page (503, a thrown answer: api-errors.server.ts) asks the browser to come back instead.
  const reference = responseStatusCode >= 500 && responseStatusCode !== 503 ? errorReference() : "";
  if (responseStatusCode === 503 && !responseHeaders.has("Retry-After"))
    responseHeaders.set("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "no-store");
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
        clearTimeout(timer);
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ErrorReferenceProvider value={reference}>
          <InlineStylesheetProvider value={readBuiltStylesheet(stylesheet)}>
            <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
          </InlineStylesheetProvider>
        </ErrorReferenceProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          logger.error({ err: error, reference: errorReference() }, "rendering failed");
        },
      },
    );
    const timer = setTimeout(abort, ABORT_DELAY);
  });
}

/**
 * Unexpected errors of loaders and actions: one log line with the error, the path and a
 * reference that the error page shows, so a person's report finds the line.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // Remix's own answers to a request no route can serve (404, 405): not a fault of the portal.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // A database outage: one line when it begins (and one when it ends), not a trace per request.
  if (isDatabaseOutage(error)) return noteDatabaseDown(error);
  logger.error({ err: error, path: new URL(request.url).pathname, reference: errorReference() }, "unexpected error");
};

/**
 * After a client-side navigation an unexpected error reaches the browser as
 * "Unexpected Server Error"; add the reference, which the error page shows.
 */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  recordDataView(request, response);
  if (!response.headers.has("X-Remix-Error") || response.status < 500) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { message?: string } | null;
  if (!body) return response;
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(JSON.stringify({ message: `${body.message ?? "Unexpected Server Error"} (reference ${errorReference()})` }), {
    status: response.status,
    headers,
  });
};
