// Part of `npm run build`: `remix build` (the classic compiler, remix.config.js), with two
// changes to what it gives esbuild for the browser (issue 25, docs/decisions.md "Page weight"):
// empty `*.server` stand-ins are side-effect free (below), and chunk groups (`setUpChunkGroups`).
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
import path from "node:path";
import { CHUNK_GROUPS } from "./chunk-groups.mjs";

const require = createRequire(import.meta.url);
const emptyModules = require("@remix-run/dev/dist/compiler/plugins/emptyModules.js");
if (typeof emptyModules.emptyModulesPlugin !== "function") {
  throw new Error("@remix-run/dev no longer has compiler/plugins/emptyModules.js: see scripts/remix-build.mjs");
}

const createEmptyModulesPlugin = emptyModules.emptyModulesPlugin;
emptyModules.emptyModulesPlugin = (...args) => {
  const plugin = createEmptyModulesPlugin(...args);
  // The compiler makes two of these plugins (`*.server` and `@remix-run/node`); the chunk groups
  // below need registering once per browser build.
  const withChunkGroups = String(args[1]).includes("server");
  return {
    ...plugin,
    setup(build) {
      if (withChunkGroups) setUpChunkGroups(build);
      const onResolve = (options, callback) =>
        build.onResolve(options, async (resolveArgs) => {
          const result = await callback(resolveArgs);
          return result?.namespace === "empty-module" ? { ...result, sideEffects: false } : result;
        });
      return plugin.setup(Object.assign(Object.create(build), { onResolve }));
    },
  };
};

/**
 * Chunk groups (issue 25, docs/decisions.md "Page weight"): esbuild gives every set of files
 * reached by the same set of entry points (~245 routes, and the lazy modules) a chunk of its
 * own, so the shell every page loads came in a dozen files of a few hundred bytes, a request
 * apiece. A group's files are meant to load together: every import of one of them from outside
 * the group is pointed at one module that re-exports the whole group, so each of its files is
 * reached by exactly the entry points that reach that module, and they share one chunk. Imports
 * inside a group stay as written. Only the browser build is changed; what a module exports and
 * what the server runs are not.
 */
function setUpChunkGroups(build) {
  const root = process.cwd();
  const relative = (file) => path.relative(root, file).split(path.sep).join("/");
  // A member is a file of the app, or "package:<name>": the package's main entry, imported by name.
  const isPackage = (member) => member.startsWith("package:");
  const groupOfImport = (specifier, file) =>
    CHUNK_GROUPS.find((group) =>
      group.members.some((member) => (isPackage(member) ? specifier === member.slice(8) : relative(file) === member)),
    );
  const groupOfImporter = (file) =>
    CHUNK_GROUPS.find((group) =>
      group.members.some((member) =>
        isPackage(member)
          ? file
              .split(path.sep)
              .join("/")
              .includes(`/node_modules/${member.slice(8)}/`)
          : relative(file) === member,
      ),
    );
  build.onResolve({ filter: /^(~\/|\.|@conform-to\/)/ }, async (args) => {
    if (args.kind !== "import-statement" || args.pluginData?.chunkGroupResolving || args.namespace === "chunk-group") {
      return undefined;
    }
    const resolved = await build.resolve(args.path, {
      kind: args.kind,
      importer: args.importer,
      namespace: args.namespace,
      resolveDir: args.resolveDir,
      pluginData: { chunkGroupResolving: true },
    });
    if (resolved.errors.length > 0 || resolved.namespace !== "file") return undefined;
    const group = groupOfImport(args.path, resolved.path);
    if (!group || (args.namespace === "file" && groupOfImporter(args.importer) === group)) return undefined;
    return { path: group.name, namespace: "chunk-group" };
  });
  build.onLoad({ filter: /.*/, namespace: "chunk-group" }, (args) => {
    const group = CHUNK_GROUPS.find((candidate) => candidate.name === args.path);
    const targets = group.members.map((member) => (isPackage(member) ? member.slice(8) : path.join(root, member)));
    const contents = targets.map((target) => `export * from ${JSON.stringify(target)};`).join("\n");
    return { contents, resolveDir: root, loader: "js" };
  });
}

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
