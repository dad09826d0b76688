import { chromium, type Browser, type CDPSession } from "@playwright/test";
import { EMPLOYEE_TABS, tabHref } from "~/components/dashboard/tabs";
import { liveApprovalPath, signInCookie, withDemoPortal, type DemoLogin } from "./lib/demo-portal";

/**
 * `npm run bench:slow-link` (issue 9): each page as a phone on a mine-site link sees it.
 * Real Chromium (Debian's, never a downloaded one), a fresh browser context per page
 * (cold cache, no service worker, nothing from the page before), and the link emulated
 * through the DevTools protocol: 400 kbit/s each way and 400 ms round trip per request.
 *
 * Per page it prints:
 * - first render: the first contentful paint (Paint Timing), from the start of navigation;
 * - interactive: when React has finished hydrating the document (Remix's router exists
 *   and React's root is no longer dehydrated), so clicks reach the page's handlers. A page
 *   that loads no JavaScript works as plain HTML and is interactive at its first render;
 * - KB: compressed response bodies over the wire, and the same with HTTP headers
 *   (the budget is on the bodies, as bench:weight measures them);
 * - requests: every request the page made until the network was quiet for 500 ms (an event
 *   stream, which never ends, does not keep it from being quiet).
 *
 * On a busy machine a step may take long: each has 180 s, a page that fails is tried again
 * (three tries), and one that fails every try is reported as failed; the run goes on.
 *
 * Goals: first render <= 1 s, interactive <= 4 s, <= 110 KB compressed in all (issue 25; the
 * bytes and requests themselves are a test: test/integration/page-weight.test.ts).
 * Every page is loaded once per round, in order, for 3 rounds (`--rounds N`), and the
 * table shows each figure's median. A benchmark, not a test: it exits 0 unless it could
 * not run. `--no-build` measures the existing build; PORTAL_URL measures a running portal.
 */

const LINK = {
  offline: false,
  latency: 400, // ms added to each request: the link's round trip
  downloadThroughput: (400 * 1024) / 8, // bytes per second
  uploadThroughput: (400 * 1024) / 8,
};
const GOALS = { firstRenderMs: 1000, interactiveMs: 4000, totalKb: 110 };

interface Page {
  name: string;
  path: string | ((base: string) => Promise<string>);
  login?: DemoLogin;
}

const PAGES: Page[] = [
  { name: "Landing /", path: "/" },
  { name: "Login", path: "/login?type=employee" },
  { name: "Forgot password", path: "/login?type=employee&view=forgot" },
  { name: "Terms", path: "/terms?type=employee" },
  { name: "Reset password", path: "/reset-password?token=x" },
  { name: "Management team", path: "/management-team" },
  { name: "Logout success", path: "/logout-success" },
  { name: "Leave approval (mail link)", path: (base) => liveApprovalPath(base) },
  { name: "Employee dashboard /", path: "/", login: "employee" },
  ...EMPLOYEE_TABS.map((tab): Page => ({ name: `${tab.label} ${tabHref(tab)}`, path: tabHref(tab), login: "employee" })),
  { name: "Leave calendar", path: "/leave-calendar", login: "employee" },
];

type ResolvedPage = Page & { path: string };

interface Measurement {
  name: string;
  path: string;
  status: number;
  firstRenderMs: number;
  interactiveMs: number;
  hasScripts: boolean;
  bodyBytes: number;
  wireBytes: number;
  requests: number;
}

/**
 * Runs in the page before any of its scripts: notes when Remix creates its router
 * (`window.__remixRouter`, set while React starts hydrating) and then polls until
 * React has committed the hydration (its root's `isDehydrated` turns false; React 18's
 * internal state, read only here). Without React internals it falls back to the router.
 * A string, not a function: tsx's compiled functions call helpers the page does not have.
 */
const WATCH_HYDRATION = `(() => {
  let router;
  Object.defineProperty(window, "__remixRouter", {
    configurable: true,
    get: () => router,
    set(value) {
      router = value;
      const started = performance.now();
      const check = () => {
        const key = Object.keys(document).find((name) => name.startsWith("__reactContainer$"));
        const state = key ? document[key]?.stateNode?.current?.memoizedState : undefined;
        if (state && state.isDehydrated === false) window.__benchHydratedAt = performance.now();
        else if (!state && performance.now() - started > 1000) window.__benchHydratedAt = started;
        else setTimeout(check, 5);
      };
      setTimeout(check, 0);
    },
  });
})();`;

/** How long one step of a page may take before the page is tried again: generous, for a busy machine. */
const STEP_TIMEOUT_MS = 180_000;
/** The network counts as quiet after this long without a request in flight (event streams aside)... */
const QUIET_MS = 500;
/** ...and is given at most this long to get there; a page that never quiets is measured as it is. */
const QUIET_LIMIT_MS = 30_000;

async function measurePage(browser: Browser, base: string, page: ResolvedPage, cookies: Map<DemoLogin, string>): Promise<Measurement> {
  const { path } = page;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(STEP_TIMEOUT_MS);
  try {
    if (page.login) {
      const cookie = cookies.get(page.login)!;
      const separator = cookie.indexOf("=");
      await context.addCookies([{ name: cookie.slice(0, separator), value: cookie.slice(separator + 1), url: base }]);
    }
    await context.addInitScript(WATCH_HYDRATION);
    const tab = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(tab);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: false });
    await cdp.send("Network.emulateNetworkConditions", LINK);
    // Bytes on the wire per request when it finishes; the headers' share is what had
    // arrived when the response started (HTTP/1.1 headers are not compressed).
    let bodyBytes = 0;
    let wireBytes = 0;
    const requests = new Set<string>();
    const headerBytes = new Map<string, number>();
    // In flight, for the quiet network at the end: an event stream (the live updates of a
    // signed-in page) never finishes and does not count.
    const inFlight = new Set<string>();
    let lastActivity = Date.now();
    const settle = (requestId: string) => {
      inFlight.delete(requestId);
      lastActivity = Date.now();
    };
    cdp.on("Network.requestWillBeSent", (event) => {
      requests.add(event.requestId);
      if (event.type !== "EventSource") inFlight.add(event.requestId);
      lastActivity = Date.now();
    });
    cdp.on("Network.responseReceived", (event) => headerBytes.set(event.requestId, event.response.encodedDataLength));
    cdp.on("Network.loadingFinished", (event) => {
      wireBytes += event.encodedDataLength;
      bodyBytes += event.encodedDataLength - (headerBytes.get(event.requestId) ?? 0);
      settle(event.requestId);
    });
    cdp.on("Network.loadingFailed", (event) => settle(event.requestId));

    const response = await tab.goto(`${base}${path}`, { waitUntil: "load" });
    const hasScripts = await tab.evaluate(() => document.querySelector('script[type="module"]') !== null);
    if (hasScripts) {
      await tab.waitForFunction(() => typeof (window as unknown as { __benchHydratedAt?: number }).__benchHydratedAt === "number", null, {
        polling: 50,
      });
    }
    const quietBy = Date.now() + QUIET_LIMIT_MS;
    while (Date.now() < quietBy && (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS)) await delay(100);
    const timing = await tab.evaluate(() => ({
      firstRender: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      hydrated: (window as unknown as { __benchHydratedAt?: number }).__benchHydratedAt,
    }));
    return {
      name: page.name,
      path,
      status: response?.status() ?? 0,
      firstRenderMs: timing.firstRender,
      interactiveMs: hasScripts ? Math.max(timing.hydrated ?? Number.NaN, timing.firstRender) : timing.firstRender,
      hasScripts,
      bodyBytes,
      wireBytes,
      requests: requests.size,
    };
  } finally {
    await context.close().catch(() => {});
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One page, tried up to three times: on a busy machine a step can outlast its timeout, and
 * one slow page must not end the run. A page that fails every try is reported as failed.
 */
async function measurePageWithRetries(
  browser: Browser,
  base: string,
  page: ResolvedPage,
  cookies: Map<DemoLogin, string>,
): Promise<Measurement> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      return await measurePage(browser, base, page, cookies);
    } catch (error) {
      lastError = error;
      console.error(`${page.name}: try ${attempt} of 3 failed: ${(error as Error).message.split("\n")[0]}`);
    }
  }
  const failed = Number.NaN;
  console.error(`${page.name}: not measured (${(lastError as Error).message.split("\n")[0]})`);
  return {
    name: page.name,
    path: page.path,
    status: 0,
    firstRenderMs: failed,
    interactiveMs: failed,
    hasScripts: true,
    bodyBytes: failed,
    wireBytes: failed,
    requests: failed,
  };
}

function printTable(rows: Measurement[], roundCount: number) {
  const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : "n/a");
  const kb = (bytes: number) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : "n/a");
  const verdict = (value: number, limit: number) => (!Number.isFinite(value) ? "failed" : value <= limit ? "OK" : "over");
  const header = [
    "page",
    "first render ms",
    "interactive ms",
    "KB",
    "KB with headers",
    "requests",
    `render <= ${GOALS.firstRenderMs / 1000} s`,
    `interactive <= ${GOALS.interactiveMs / 1000} s`,
    `<= ${GOALS.totalKb} KB`,
  ];
  const lines = rows.map((row) => [
    `${row.name}${row.status === 200 ? "" : ` (${row.status})`}${row.hasScripts ? "" : " (no JS)"}`,
    ms(row.firstRenderMs),
    ms(row.interactiveMs),
    kb(row.bodyBytes),
    kb(row.wireBytes),
    Number.isFinite(row.requests) ? String(row.requests) : "n/a",
    verdict(row.firstRenderMs, GOALS.firstRenderMs),
    verdict(row.interactiveMs, GOALS.interactiveMs),
    verdict(row.bodyBytes, GOALS.totalKb * 1024),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(" | ")} |`;
  console.log(
    `\nSlow link: ${(LINK.downloadThroughput * 8) / 1024} kbit/s, ${LINK.latency} ms round trip, cold cache; medians of ${roundCount} round${roundCount === 1 ? "" : "s"}\n`,
  );
  console.log(format(header));
  console.log(`|${widths.map((width, column) => (column === 0 ? "-".repeat(width + 2) : `${"-".repeat(width + 1)}:`)).join("|")}|`);
  for (const line of lines) console.log(format(line));
}

/** The median of the rounds that measured the figure (a page that failed a round leaves it out). */
function median(values: number[]) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Per page, the median of each figure over the rounds. */
function medians(rounds: Measurement[][]): Measurement[] {
  return rounds[0].map((first, index) => {
    const runs = rounds.map((round) => round[index]);
    const of = (pick: (run: Measurement) => number) => median(runs.map(pick));
    return {
      ...(runs.find((run) => run.status !== 0) ?? first),
      firstRenderMs: of((run) => run.firstRenderMs),
      interactiveMs: of((run) => run.interactiveMs),
      bodyBytes: of((run) => run.bodyBytes),
      wireBytes: of((run) => run.wireBytes),
      requests: of((run) => run.requests),
    };
  });
}

async function measure(base: string) {
  const roundsArg = process.argv.indexOf("--rounds");
  const roundCount = roundsArg > 0 ? Math.max(1, Number(process.argv[roundsArg + 1]) || 1) : 3;
  // Signed in once per user, without throttling; each signed-in page's context gets the cookie.
  const cookies = new Map<DemoLogin, string>();
  for (const login of new Set(PAGES.flatMap((page) => (page.login ? [page.login] : []))))
    cookies.set(login, await signInCookie(base, login));
  const pages: ResolvedPage[] = [];
  for (const page of PAGES) {
    const path = typeof page.path === "string" ? page.path : await page.path(base);
    pages.push({ ...page, path });
    // Warm the server (its first render of each route compiles code) without throttling.
    await fetch(`${base}${path}`, { headers: page.login ? { Cookie: cookies.get(page.login)! } : {} }).then((response) =>
      response.arrayBuffer(),
    );
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const rounds: Measurement[][] = [];
  try {
    for (let round = 1; round <= roundCount; round++) {
      const rows: Measurement[] = [];
      for (const page of pages) {
        const row = await measurePageWithRetries(browser, base, page, cookies);
        console.error(
          `round ${round}/${roundCount} ${row.name}: ${Math.round(row.firstRenderMs)} / ${Math.round(row.interactiveMs)} ms, ${(row.bodyBytes / 1024).toFixed(1)} KB, ${row.requests} requests`,
        );
        rows.push(row);
      }
      rounds.push(rows);
    }
  } finally {
    await browser.close();
  }
  printTable(medians(rounds), roundCount);
}

await withDemoPortal("bench-slow-link", measure);
process.exit(0);
