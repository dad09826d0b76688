import { getOptionalUser } from "~/auth.server";
import { pageNameFor } from "~/components/dashboard/page-names";
import { logger } from "~/logger.server";
import { recordPageVisit } from "~/services/activity/recording.server";
import { getClientIp } from "~/utils/request-info.server";

/**
 * Where page views are seen (entry.server.tsx): a document a signed-in person opened, or,
 * after JavaScript has loaded, the loader of the page a link led to. The layouts' and the
 * root's loaders never count: they answer for the frame, not for a page.
 */
const FRAME_ROUTES = new Set(["root", "routes/_employee", "routes/admin"]);

/** A page request worth a visit: a GET that showed the page (not a redirect, not an error). */
function isPageView(request: Request, status: number) {
  return (request.method === "GET" || request.method === "HEAD") && status === 200;
}

async function record(request: Request) {
  const user = await getOptionalUser(request);
  if (!user?.sessionId) return;
  const path = new URL(request.url).pathname;
  await recordPageVisit({
    user,
    path,
    title: pageNameFor(path),
    url: request.url,
    referrer: request.headers.get("referer"),
    ipAddress: getClientIp(request),
  });
}

/**
 * bench:activity measures pages with and without recording by restarting its benchmark
 * build (PORTAL_BENCH=1, never production) with BENCH_SKIP_PAGE_VISITS=1.
 */
const skipForBenchmark = process.env.PORTAL_BENCH === "1" && process.env.BENCH_SKIP_PAGE_VISITS === "1";

/** Never lets recording fail the page: a lost visit is logged, the person still gets their page. */
async function recordSafely(request: Request) {
  if (skipForBenchmark) return;
  try {
    await record(request);
  } catch (error) {
    logger.error({ err: error }, "page visit not recorded");
  }
}

/**
 * Visits are written after the answer leaves, never awaited: a page never waits for its
 * own monitoring (bench:activity measures what the write costs). The database function
 * puts visits written out of order back in order.
 */
export function recordDocumentView(request: Request, status: number) {
  if (isPageView(request, status)) void recordSafely(request);
}

/** A page's loader after a link (JavaScript): the same, for the page's own route only. */
export function recordDataView(request: Request, response: Response) {
  const routeId = new URL(request.url).searchParams.get("_data");
  if (!routeId || FRAME_ROUTES.has(routeId) || !isPageView(request, response.status)) return;
  if (response.headers.has("X-Remix-Redirect") || response.headers.has("X-Remix-Error") || response.headers.has("X-Remix-Catch")) return;
  void recordSafely(request);
}
