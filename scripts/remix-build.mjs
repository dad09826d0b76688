// Part of `npm run build`: `remix build` (the classic compiler, remix.config.js), with one
// change to what it gives esbuild for the browser (issue 25, docs/decisions.md "Page weight").
//
// The compiler stands an empty CommonJS module in for every `*.server` import (and for
// `@remix-run/node`) in browser code. A route module imports them for its loader and action,
// which the browser build drops; the imports stay, because esbuild must assume the stand-in
// has side effects. esbuild then gives each stand-in a chunk of its own (a 100-byte file and a
// request apiece: 5 to 8 per page). Marked side-effect free, an unused stand-in is dropped
// with its import. Nothing else changes: a stand-in whose value is used stays as it was.
//
// Done here, around the compiler's own plugin, rather than as a patch of node_modules, so it
// holds on every machine whether or not an install step ran. The check below makes a
// Remix upgrade that moves the plugin fail the build instead of silently undoing this.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const emptyModules = require("@remix-run/dev/dist/compiler/plugins/emptyModules.js");
if (typeof emptyModules.emptyModulesPlugin !== "function") {
  throw new Error("@remix-run/dev no longer has compiler/plugins/emptyModules.js: see scripts/remix-build.mjs");
}

const createEmptyModulesPlugin = emptyModules.emptyModulesPlugin;
emptyModules.emptyModulesPlugin = (...args) => {
  const plugin = createEmptyModulesPlugin(...args);
  return {
    ...plugin,
    setup(build) {
      const onResolve = (options, callback) =>
        build.onResolve(options, async (resolveArgs) => {
          const result = await callback(resolveArgs);
          return result?.namespace === "empty-module" ? { ...result, sideEffects: false } : result;
        });
      return plugin.setup(Object.assign(Object.create(build), { onResolve }));
    },
  };
};

// As the remix command does: exit once the build is written (esbuild's service would keep the
// process alive), with a failed build's error and code 1.
const { cli } = require("@remix-run/dev");
cli.run(["build"]).then(
  () => process.exit(0),
  (error) => {
    if (error) console.error(error);
    process.exit(1);
  },
);
