import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The service areas have borders (issue 28, docs/architecture.md "Service areas"): an area is a
 * folder of app/services (or a file at its root), and areas import each other one way only.
 * ESLint's import-x/no-cycle refuses a cycle between modules; this refuses one between areas
 * (leave importing employees while employees import leave, through different modules), which
 * no module-level rule sees. Type-only imports are left out: they vanish at run time.
 */
const SERVICES = "app/services";

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function areaOf(file: string) {
  const [first, ...rest] = path.relative(SERVICES, file).split(path.sep);
  return rest.length ? first : first.replace(/\.server\.tsx?$/, "");
}

function areaGraph() {
  const edges = new Map<string, Map<string, string>>();
  for (const file of filesUnder(SERVICES)) {
    const from = areaOf(file);
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+"~\/services\/([^"]+)"/gm)) {
      const to = areaOf(path.join(SERVICES, `${match[1]}.ts`));
      if (to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      // One example import per pair, to name in a failure.
      if (!edges.get(from)!.has(to)) edges.get(from)!.set(to, `${file} imports ~/services/${match[1]}`);
    }
  }
  return edges;
}

/** A cycle between areas as the imports that make it, or null. */
function findCycle(edges: Map<string, Map<string, string>>): string[] | null {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (area: string): string[] | null => {
    state.set(area, "open");
    stack.push(area);
    for (const next of edges.get(area)?.keys() ?? []) {
      if (state.get(next) === "open") {
        const loop = [...stack.slice(stack.indexOf(next)), next];
        return loop.slice(0, -1).map((from, index) => edges.get(from)!.get(loop[index + 1])!);
      }
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(area, "done");
    return null;
  };
  for (const area of edges.keys()) {
    if (!state.has(area)) {
      const found = visit(area);
      if (found) return found;
    }
  }
  return null;
}

describe("service areas", () => {
  it("import each other one way only (no cycle between areas)", () => {
    expect(findCycle(areaGraph())).toBeNull();
  });

  it("the check finds a cycle when there is one", () => {
    const edges = new Map([
      ["leave", new Map([["employees", "leave/a imports employees/b"]])],
      ["employees", new Map([["leave", "employees/b imports leave/c"]])],
    ]);
    expect(findCycle(edges)).toEqual(["leave/a imports employees/b", "employees/b imports leave/c"]);
  });
});
