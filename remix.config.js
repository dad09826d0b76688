// PORTAL_BUILD_DIR puts a build somewhere of its own, so test runs never overwrite the
// build another run (or the running portal) is serving.
const buildDir = process.env.PORTAL_BUILD_DIR;
// The bare routes bench:directory compares with (bench.*) exist only in a benchmark's build.
const benchRoutes = process.env.PORTAL_BENCH === "1";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverBuildPath: buildDir ? `${buildDir}/index.js` : "build/index.js",
  assetsBuildDirectory: buildDir ? `${buildDir}/assets` : "public/build",
  publicPath: "/build/",
  // Route-private server helpers sit beside their route (login-form.server.ts next to login.tsx).
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.server.{ts,tsx}", ...(benchRoutes ? [] : ["**/bench.*"])],
  serverModuleFormat: "esm",
  // Tailwind 4 runs through PostCSS; the classic compiler's own tailwind flag only knows v3.
  tailwind: false,
  postcss: true,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    // The browser gets the routes of the page it opened inline in the document, and the rest as
    // its links need them (GET /__manifest, cached for a year), instead of the manifest of all
    // routes (7.6 KB compressed) on every cold page (issue 25, docs/decisions.md "Page weight").
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: false,
  },
};
