import { readFileSync } from "node:fs";
import path from "node:path";
import remixConfig from "../remix.config.js";

const texts = new Map<string, string | null>();

/**
 * The text of a built stylesheet from its public URL (`/build/_assets/tailwind-….css`),
 * read from the assets build directory once per process, so documents can carry their
 * CSS inline (docs/decisions.md, "Page weight"). Null when the file cannot be read:
 * the document then links it as usual.
 */
export function readBuiltStylesheet(href: string) {
  if (!texts.has(href)) {
    const publicPath = remixConfig.publicPath ?? "/build/";
    let text: string | null = null;
    if (href.startsWith(publicPath)) {
      try {
        text = readFileSync(path.resolve(remixConfig.assetsBuildDirectory ?? "public/build", href.slice(publicPath.length)), "utf8");
      } catch {
        text = null;
      }
    }
    texts.set(href, text);
  }
  return texts.get(href)!;
}
