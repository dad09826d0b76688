// Part of `npm run build` (after `remix build`): compiles server.ts once into
// <build dir>/server.js, so starting the portal runs plain node and compiles nothing.
// The build dir is remix.config.js's (build/, or PORTAL_BUILD_DIR for test runs).
//
// esbuild (the compiler Remix itself uses) bundles server.ts and remix.config.js and leaves
// every package external. Nothing of app/ may end up in server.js: server.ts reaches the
// application only through the Remix build, so each module exists once per process.
// This script refuses a server.ts that imports application code directly.
import path from "node:path";
import { build } from "esbuild";

const outDir = process.env.PORTAL_BUILD_DIR || "build";
const outfile = path.join(outDir, "server.js");

const result = await build({
  entryPoints: ["server.ts"],
  outfile,
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  metafile: true,
  logLevel: "warning",
});

const allowed = new Set(["server.ts", "remix.config.js"]);
const stray = Object.keys(result.metafile.inputs).filter((input) => !allowed.has(input));
if (stray.length) {
  console.error(
    `server.ts must reach application code through the Remix build (app/entry.server.tsx exports), ` +
      `but ${outfile} bundles: ${stray.join(", ")}`,
  );
  process.exit(1);
}
console.log(`Built ${outfile}`);
