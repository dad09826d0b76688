// `npm start` and `npm run dev`: build only when the sources changed since the last build
// (issue 27). A current build starts the portal in seconds; a changed source (or no build)
// runs `npm run build` and then records what it was made from.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { isBuildCurrent, sourceFingerprint, stampFile } from "./lib/build-stamp.mjs";

const root = process.cwd();
const buildDir = process.env.PORTAL_BUILD_DIR ?? "build";

if (isBuildCurrent(root, buildDir)) {
  console.log(`The build in ${buildDir}/ is current: starting without rebuilding (sources unchanged).`);
} else {
  // Taken before building: an edit made during the build leaves the stamp stale, so the next start rebuilds.
  const fingerprint = sourceFingerprint(root);
  console.log("Building the portal (the sources changed since the last build, or there is none)...");
  const built = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: process.env });
  if (built.status !== 0) process.exit(built.status ?? 1);
  writeFileSync(stampFile(buildDir), `${fingerprint}\n`);
}
