import type { LoaderFunctionArgs } from "@remix-run/node";

/**
 * The bare route bench:directory compares the directory with: no session, no
 * database. It is in the build only when built with PORTAL_BENCH=1 (remix.config.js).
 */
export async function loader(_args: LoaderFunctionArgs) {
  return new Response("ok", { headers: { "Content-Type": "text/plain" } });
}
