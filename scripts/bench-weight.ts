import { gzipSync } from "node:zlib";
import { liveApprovalPath, signInCookie, withDemoPortal, type DemoLogin } from "./lib/demo-portal";

/**
 * `npm run bench:weight`: what a cold visit to each page costs on a slow link.
 * Builds the portal, starts it on a throwaway embedded database seeded with the
 * demo company (or on PORTAL_URL if given), and prints, per page, the compressed
 * bytes of the HTML, the CSS and the JavaScript a browser fetches.
 * Budgets: HTML+CSS <= 30 KB on landing and login (issue 2); everything <= 110 KB on every
 * page (issue 25, which test/integration/page-weight.test.ts enforces with requests too);
 * the leave approval page <= 20 KB in all (issue 3). `--no-build` measures the existing build.
 */
interface Page {
  name: string;
  path: string | ((base: string) => Promise<string>);
  login?: DemoLogin;
  htmlCssBudget?: number;
  totalBudget?: number;
}

const PAGES: Page[] = [
  { name: "Landing", path: "/", htmlCssBudget: 30, totalBudget: 110 },
  { name: "Login", path: "/login?type=employee", htmlCssBudget: 30, totalBudget: 110 },
  { name: "Terms", path: "/terms?type=employee", totalBudget: 110 },
  { name: "Forgot password", path: "/login?type=employee&view=forgot", totalBudget: 110 },
  { name: "Reset password", path: "/reset-password?token=x", totalBudget: 110 },
  { name: "Management team", path: "/management-team", totalBudget: 110 },
  { name: "Leave approval", path: (base) => liveApprovalPath(base), totalBudget: 20 },
  { name: "Logout success", path: "/logout-success", totalBudget: 110 },
  { name: "Employee dashboard", path: "/", login: "employee", totalBudget: 110 },
  { name: "HR dashboard", path: "/", login: "hr" },
];

async function compressedSize(url: string, cookie?: string) {
  // Measure the transfer size the server sends (it compresses), falling back to gzip ourselves.
  const response = await fetch(url, { headers: { "Accept-Encoding": "gzip", ...(cookie ? { Cookie: cookie } : {}) } });
  const body = Buffer.from(await response.arrayBuffer());
  return { text: body.toString("utf8"), bytes: gzipSync(body, { level: 6 }).length, status: response.status };
}

function assetUrls(html: string) {
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
  const js = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) js.add(match[1]);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) js.add(match[1]);
  for (const match of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"([^"]+\.js)"/g)) js.add(match[1]);
  return { css, js: [...js] };
}

async function measure(base: string) {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
  console.log(
    `\n${"page".padEnd(22)} ${"HTML".padStart(6)} ${"CSS".padStart(6)} ${"JS".padStart(6)} ${"HTML+CSS".padStart(9)} ${"total".padStart(7)}  (KB compressed)`,
  );
  let overBudget = false;
  for (const page of PAGES) {
    const cookie = page.login ? await signInCookie(base, page.login) : undefined;
    const path = typeof page.path === "string" ? page.path : await page.path(base);
    const html = await compressedSize(`${base}${path}`, cookie);
    const { css, js } = assetUrls(html.text);
    let cssBytes = 0;
    for (const href of css) cssBytes += (await compressedSize(new URL(href, base).href)).bytes;
    // Every module, and the modules it imports, once (as the browser fetches them).
    let jsBytes = 0;
    const seen = new Set<string>();
    const queue = js.map((src) => new URL(src, base).href);
    while (queue.length) {
      const url = queue.shift()!;
      if (seen.has(url)) continue;
      seen.add(url);
      const module = await compressedSize(url);
      jsBytes += module.bytes;
      for (const match of module.text.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]+\s*from\s*)?"([^"]+\.js)"/g)) {
        queue.push(new URL(match[1], url).href);
      }
    }
    const htmlCss = html.bytes + cssBytes;
    const total = htmlCss + jsBytes;
    const notes: string[] = [];
    if (page.htmlCssBudget && htmlCss > page.htmlCssBudget * 1024) notes.push(`HTML+CSS over ${page.htmlCssBudget} KB`);
    if (page.totalBudget && total > page.totalBudget * 1024) notes.push(`total over ${page.totalBudget} KB`);
    if (notes.length) overBudget = true;
    console.log(
      `${page.name.padEnd(22)} ${kb(html.bytes)} ${kb(cssBytes)} ${kb(jsBytes)} ${kb(htmlCss).padStart(9)} ${kb(total).padStart(7)}  ${html.status}${js.length ? "" : " no JS"}${notes.length ? `  OVER: ${notes.join(", ")}` : ""}`,
    );
  }
  return overBudget;
}

const overBudget = await withDemoPortal("bench-weight", measure);
process.exit(overBudget ? 1 : 0);
