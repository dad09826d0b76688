import type { LoaderFunctionArgs } from "@remix-run/node";

/**
 * The bare route bench:directory compares the directory with: no session, no
 * database. It exists only when the portal runs with PORTAL_BENCH=1.
 */
export async function loader(_args: LoaderFunctionArgs) {
  if (process.env.PORTAL_BENCH !== "1") throw new Response("Not Found", { status: 404 });
  return new Response("ok", { headers: { "Content-Type": "text/plain" } });
}
