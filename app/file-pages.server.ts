import { answerApiFailure } from "~/api-errors.server";
import { escapeHtml } from "~/utils/html";
import { safeRedirectPath } from "~/utils/request-info.server";

/**
 * A file a person opens in a browser tab (a payslip PDF) comes from a JSON API route, which
 * answers a refusal with JSON. A tab would show that JSON raw. When the request is a browser
 * navigation (it accepts text/html and carries no API token) the refusal, or an unexpected
 * failure, becomes a small page instead: what happened, in the spec's words, and a way back
 * (sign in again when the session has ended). Scripts and fetch calls keep their JSON (issue 25).
 */

export function isBrowserNavigation(request: Request) {
  if (request.headers.get("Authorization")) return false;
  const accept = request.headers.get("Accept") ?? "";
  return /\btext\/html\b/.test(accept) || request.headers.get("Sec-Fetch-Dest") === "document";
}

export interface FilePageOptions {
  /** The spec's failure message ("Failed to open payslip PDF"). */
  failure: string;
  /** The page the file was opened from, and its name. */
  back: { to: string; label: string };
  /** The login screen's type for "Sign in again" (employee or admin). */
  loginType: "employee" | "admin";
}

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#fafaf9;color:#1c1917}
main{max-width:32rem;margin:3rem auto;padding:1.5rem;background:#fff;border:1px solid #e7e5e4;border-radius:.5rem}
h1{font-size:1.25rem;margin:0 0 .5rem}p{margin:.5rem 0}
a{display:inline-flex;align-items:center;min-height:44px;padding:0 1rem;margin:.75rem .5rem 0 0;border-radius:.375rem;text-decoration:none;font-weight:500}
.primary{background:#b45309;color:#fff}.secondary{border:1px solid #d6d3d1;color:#292524}`;

function page(status: number, heading: string, lines: string[], links: { href: string; label: string; primary?: boolean }[]) {
  const body = [
    `<h1>${escapeHtml(heading)}</h1>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p>${links
      .map((link) => `<a class="${link.primary ? "primary" : "secondary"}" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`)
      .join("")}</p>`,
  ].join("\n");
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)} | HR Portal</title>
<style>${STYLE}</style>
</head>
<body>
<main id="main" role="alert">
${body}
</main>
</body>
</html>`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  });
}

async function messageOf(response: Response) {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { message?: unknown; error?: unknown } | null;
  const text = body?.error ?? body?.message;
  return typeof text === "string" ? text : null;
}

/**
 * Runs a file route's work; for a browser navigation a refusal (thrown Response) or an
 * unexpected error answers the page above, anything else is left as it was.
 */
export async function fileForBrowser(request: Request, options: FilePageOptions, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (!isBrowserNavigation(request)) throw error;
    // An unexpected error is logged once, with the reference the page shows (as the JSON API does).
    const refusal = error instanceof Response ? error : answerApiFailure(error, request);
    if (refusal.status >= 300 && refusal.status < 400) throw refusal;
    const url = new URL(request.url);
    const here = safeRedirectPath(`${url.pathname}${url.search}`, options.back.to);
    const back = { href: options.back.to, label: `Back to ${options.back.label}` };
    if (refusal.status === 401) {
      const login = `/login?type=${options.loginType}&redirectTo=${encodeURIComponent(here)}`;
      return page(
        401,
        "Your session has ended",
        [options.failure, "Sign in again to open it: you come straight back here."],
        [{ href: login, label: "Sign in again", primary: true }, back],
      );
    }
    const message = await messageOf(refusal);
    const lines = message && message !== options.failure ? [message] : [];
    return page(refusal.status, options.failure, lines, [{ ...back, primary: true }]);
  }
}
