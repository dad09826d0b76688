// What a build was made from: one SHA-256 over the path and bytes of every source file the
// build reads (issue 27: `npm start` on a current build starts in seconds, a changed source
// rebuilds). Bytes, not modification times: a fresh checkout or a `git switch` touches every
// file without changing what the build would be.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Everything `npm run build` reads, relative to the project. */
export const BUILD_INPUTS = [
  "app",
  "prisma-free-models",
  "public",
  "server.ts",
  "remix.config.js",
  "postcss.config.js",
  "tsconfig.json",
  "package-lock.json",
  "scripts/remix-build.mjs",
  "scripts/build-server.mjs",
  "scripts/compress-assets.mjs",
];

/** Folders inside the inputs that are outputs or caches, never sources. */
const SKIPPED = new Set(["node_modules", "build", ".cache"]);

function filesUnder(root, relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !SKIPPED.has(entry.name) && !entry.name.startsWith("."))
    .flatMap((entry) => filesUnder(root, path.join(relative, entry.name)));
}

/** The fingerprint of the inputs under `root` (the project, or a test's folder). */
export function sourceFingerprint(root, inputs = BUILD_INPUTS) {
  const hash = createHash("sha256");
  for (const file of inputs.flatMap((input) => filesUnder(root, input)).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** Where a build keeps the fingerprint it was made from. */
export function stampFile(buildDir) {
  return path.join(buildDir, ".source-fingerprint");
}

/** Where remix.config.js puts the browser assets of a build in `buildDir`. */
function assetsDirOf(root, buildDir) {
  return buildDir === "build" ? path.resolve(root, "public/build") : path.resolve(root, buildDir, "assets");
}

/** Whether the build in `buildDir` exists (server and browser assets) and was made from exactly these sources. */
export function isBuildCurrent(root, buildDir, inputs = BUILD_INPUTS) {
  const stamp = stampFile(path.resolve(root, buildDir));
  const assets = assetsDirOf(root, buildDir);
  if (!existsSync(path.resolve(root, buildDir, "server.js")) || !existsSync(stamp)) return false;
  if (!existsSync(assets) || readdirSync(assets).length === 0) return false;
  return readFileSync(stamp, "utf8").trim() === sourceFingerprint(root, inputs);
}
