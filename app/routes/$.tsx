import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ErrorPage } from "~/components/error-page";

/** Anything no route matches: a real 404 with the spec's not-found page. */
export async function loader(_args: LoaderFunctionArgs) {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return <ErrorPage status={404} />;
}

export function ErrorBoundary() {
  return <ErrorPage status={404} />;
}

export const meta: MetaFunction = () => [{ title: "Page Not Found | HR Portal" }];
