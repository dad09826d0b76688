import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, Outlet, isRouteErrorResponse, useLoaderData, useLocation, useRouteError } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { ErrorPage, errorStatus } from "~/components/error-page";
import { SuggestionCard } from "~/components/suggestions/suggestion-parts";
import { requireUser } from "~/auth.server";
import { SUGGESTION_MESSAGES } from "~/schemas/suggestion-messages";
import { listOwnSuggestions } from "~/services/suggestions.server";

/**
 * My Suggestions (spec 1): the person's suggestions with their status as the spec names it
 * (Pending Review, Not Accepted, ...), HR's review and implementation notes, and New
 * Suggestion (a dialog with JavaScript, a page without).
 */
export const handle: RouteHandle = { tab: "suggestions" };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ suggestions: await listOwnSuggestions(user) }, { headers: { "Cache-Control": "no-store" } });
}

export default function SuggestionsTab() {
  const { suggestions } = useLoaderData<typeof loader>();
  return (
    <>
      <Outlet />
      <section className="space-y-4" aria-labelledby="suggestions-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="suggestions-title" className="text-lg font-semibold">
            My Suggestions
          </h2>
          <Link to="/suggestions/new" className="btn-primary" preventScrollReset>
            New Suggestion
          </Link>
        </div>
        {suggestions.length === 0 ? (
          <p className="text-sm text-stone-600">You have not made any suggestions yet.</p>
        ) : (
          <div className="space-y-3">
            {suggestions.map((suggestion) => (
              <SuggestionCard key={suggestion.id} suggestion={suggestion} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}

/** Load failure (spec 1): 'Unable to Load Suggestions' with Try Again, which loads the page again. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  if (isRouteErrorResponse(error) && (error.status === 403 || error.status === 404)) return <ErrorPage {...errorStatus(error)} inFrame />;
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
        <p className="font-semibold">{SUGGESTION_MESSAGES.loadFailed}</p>
        <p className="text-sm">Something went wrong while loading your suggestions.</p>
      </div>
      <a href={`${pathname}${search}`} className="btn-primary mt-4 inline-block">
        Try Again
      </a>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "My Suggestions | HR Portal" }];
