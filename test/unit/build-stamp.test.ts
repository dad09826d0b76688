import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isBuildCurrent, sourceFingerprint, stampFile } from "../../scripts/lib/build-stamp.mjs";

/** Issue 27: `npm start` rebuilds only when a source changed (scripts/build-if-stale.mjs). */
const INPUTS = ["app", "server.ts"];
let root = "";

function project() {
  root = mkdtempSync(path.join(tmpdir(), "build-stamp-"));
  mkdirSync(path.join(root, "app/routes"), { recursive: true });
  writeFileSync(path.join(root, "app/routes/index.tsx"), "export default function Index() {}\n");
  writeFileSync(path.join(root, "server.ts"), "console.log('serve');\n");
  mkdirSync(path.join(root, "out/assets"), { recursive: true });
  writeFileSync(path.join(root, "out/server.js"), "");
  writeFileSync(path.join(root, "out/assets/entry.js"), "");
  return root;
}

function stamp() {
  writeFileSync(stampFile(path.join(root, "out")), `${sourceFingerprint(root, INPUTS)}\n`);
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("a build is current only for the sources it was made from", () => {
  it("is current after it was stamped, and stays so when nothing changed", () => {
    project();
    expect(isBuildCurrent(root, "out", INPUTS)).toBe(false);
    stamp();
    expect(isBuildCurrent(root, "out", INPUTS)).toBe(true);
  });

  it("is stale after a source's bytes change, a file is added, or one is removed", () => {
    project();
    stamp();
    writeFileSync(path.join(root, "app/routes/index.tsx"), "export default function Index() { return null; }\n");
    expect(isBuildCurrent(root, "out", INPUTS)).toBe(false);
    stamp();
    writeFileSync(path.join(root, "app/routes/about.tsx"), "export default function About() {}\n");
    expect(isBuildCurrent(root, "out", INPUTS)).toBe(false);
    stamp();
    rmSync(path.join(root, "app/routes/about.tsx"));
    expect(isBuildCurrent(root, "out", INPUTS)).toBe(false);
  });

  it("is stale when the build's server or its browser assets are gone", () => {
    project();
    stamp();
    rmSync(path.join(root, "out/assets"), { recursive: true });
    expect(isBuildCurrent(root, "out", INPUTS)).toBe(false);
    mkdirSync(path.join(root, "out/assets"));
    writeFileSync(path.join(root, "out/assets/entry.js"), "");
    rmSync(path.join(root, "out/server.js"));
    expect(isBuildCurrent(root, "out", INPUTS)).toBe(false);
  });
});
