import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import remixConfig from "../remix.config.js";

const preloads = new Map<string, string[]>();

/**
 * The browser files of a module a route loads lazily (`import()` of
 * `~/components/dashboard/employee-index-view.tsx` is built as `employee-index-view-<hash>.js`),
 * with every file they import, as public URLs: what the document preloads so the browser
 * fetches them with the route's own files, not a round trip later (issue 25). Read from the
 * assets build directory once per process, as the inline stylesheet is. Empty when the build
 * has no such file: the view then loads when the route asks for it.
 */
export function lazyModulePreloads(moduleName: string): string[] {
  let urls = preloads.get(moduleName);
  if (!urls) {
    urls = [];
    const assetsDir = path.resolve(remixConfig.assetsBuildDirectory ?? "public/build");
    const publicPath = remixConfig.publicPath ?? "/build/";
    const pattern = new RegExp(`^${moduleName}-[A-Z0-9]{8}\\.js$`);
    const file = findFile(assetsDir, pattern);
    const queue = file ? [file] : [];
    const seen = new Set<string>();
    while (queue.length) {
      const current = queue.shift()!;
      if (seen.has(current)) continue;
      seen.add(current);
      let code = "";
      try {
        code = readFileSync(current, "utf8");
      } catch {
        continue;
      }
      // Static imports only: esbuild writes them as `import{a as b}from"/build/_shared/chunk-….js"`.
      for (const match of code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]+\s*from\s*)?"([^"]+\.js)"/g)) {
        const target = match[1].startsWith(publicPath)
          ? path.join(assetsDir, match[1].slice(publicPath.length))
          : path.resolve(path.dirname(current), match[1]);
        queue.push(target);
      }
    }
    urls = [...seen].map((absolute) => publicPath + path.relative(assetsDir, absolute).split(path.sep).join("/"));
    preloads.set(moduleName, urls);
  }
  return urls;
}

function findFile(dir: string, pattern: RegExp): string | undefined {
  let entries;
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return undefined;
  }
  const found = entries.find((entry) => entry.isFile() && pattern.test(entry.name));
  return found ? path.join(found.parentPath ?? found.path, found.name) : undefined;
}
