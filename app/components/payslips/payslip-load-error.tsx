import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { ErrorPage, errorStatus } from "~/components/error-page";

/**
 * The payslip screens' ErrorBoundary: access problems get the shared error page;
 * anything else reads "Error loading payslips: {message}" with Retry and Refresh Page (spec 2).
 */
export function PayslipLoadError() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && (error.status === 403 || error.status === 404)) return <ErrorPage {...errorStatus(error)} inFrame />;
  const message = isRouteErrorResponse(error)
    ? typeof error.data === "object" && error.data && "message" in error.data
      ? String(error.data.message)
      : error.statusText
    : error instanceof Error
      ? error.message
      : "Unknown error";
  const here = `${location.pathname}${location.search}`;
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
        <p className="font-semibold">Error loading payslips: {message}</p>
      </div>
      <div className="mt-4 flex gap-2">
        <a href={here} className="btn-primary">
          Retry
        </a>
        <button type="button" className="btn-secondary" onClick={() => window.location.reload()}>
          Refresh Page
        </button>
      </div>
    </section>
  );
}
