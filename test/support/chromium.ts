import type { LaunchOptions } from "@playwright/test";

/**
 * The browsers of the journeys, both Debian's (never a downloaded browser; `npm test`
 * installs them with apt-get when missing):
 * - the headless shell (`chromium-headless-shell`, "old headless"): Chromium's engine without
 *   the browser around it, what Playwright itself runs headless by default. It runs the whole
 *   journey suite in about two thirds of the CPU time of the full browser (370 -> 237 s here).
 * - the full Chromium (`chromium`), for what only the browser has: its PDF viewer (a PDF
 *   opened in a tab is shown, where the headless shell downloads it).
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
export const FULL_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function chromiumLaunch(executablePath: string): LaunchOptions {
  return { executablePath, args: ARGS };
}

/** For a file or describe block whose journeys open a PDF in a tab: `test.use(withPdfViewer)`. */
export const withPdfViewer = { launchOptions: chromiumLaunch(FULL_CHROMIUM_PATH) };
