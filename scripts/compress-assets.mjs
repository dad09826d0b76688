// Part of `npm run build`: compresses the fingerprinted browser assets once, at the
// highest settings (brotli quality 11, gzip level 9), so the portal serves the stored
// .br or .gz file instead of compressing the same bytes again on every request, and a
// phone on a slow link gets them about 10% smaller than on-the-fly compression gives.
// The assets directory is remix.config.js's (public/build, or PORTAL_BUILD_DIR/assets).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const buildDir = process.env.PORTAL_BUILD_DIR;
const assetsDir = buildDir ? path.join(buildDir, "assets") : "public/build";
const COMPRESSIBLE = /\.(js|css|map|svg|json|txt)$/;

let count = 0;
let before = 0;
let after = 0;
for (const entry of await readdir(assetsDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  const bytes = await readFile(file);
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
  before += bytes.length;
  after += br.length;
}
console.log(`Compressed ${count} assets: ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB (brotli)`);
