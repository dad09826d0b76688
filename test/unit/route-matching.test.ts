import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The server matches every request against the portal's 224 routes several times (Remix's
 * request handler, its route discovery, the API method check and the metrics label), and
 * @remix-run/router flattened, ranked and compiled every route on each call: 44% of a test
 * portal's CPU. patches/@remix-run+router+*.patch (applied by `npm install`, patch-package)
 * keeps the ranked routes per route tree and each compiled pattern. These check that the
 * patch is in place and that matching with the caches still picks what the router would.
 */
const require = createRequire(import.meta.url);
const routerFile = require.resolve("@remix-run/router");
const { matchRoutes } = require("@remix-run/router") as typeof import("@remix-run/router");

const tree = [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      { id: "employees", path: "admin/employees", children: [{ id: "employees-index", index: true }] },
      { id: "employee", path: "admin/employees/:id" },
      { id: "new-employee", path: "admin/employees/new" },
      { id: "optional", path: "events/:year?/list" },
      { id: "api-splat", path: "api/*" },
      { id: "case", path: "Leave/Calendar", caseSensitive: true },
    ],
  },
];

const leaf = (path: string) => matchRoutes(tree, path)?.at(-1)?.route.id ?? null;

describe("route matching on the server (the @remix-run/router patch)", () => {
  it("is patched: the installed router keeps its ranked routes and compiled patterns", () => {
    expect(routerFile).toMatch(/router\.cjs\.js$/);
    const source = readFileSync(routerFile, "utf8");
    expect(source).toContain("rankedBranchesCache");
    expect(source).toContain("compiledPathCache");
  });

  it("picks the same route as the unpatched router, call after call on one tree", () => {
    for (let round = 0; round < 3; round++) {
      expect(leaf("/")).toBe("home");
      expect(leaf("/admin/employees")).toBe("employees-index");
      expect(leaf("/admin/employees/")).toBe("employees-index");
      // A static segment outranks a parameter, whichever comes first in the tree.
      expect(leaf("/admin/employees/new")).toBe("new-employee");
      expect(leaf("/admin/employees/42")).toBe("employee");
      expect(matchRoutes(tree, "/admin/employees/42")?.at(-1)?.params).toEqual({ id: "42" });
      expect(matchRoutes(tree, "/admin/employees/7")?.at(-1)?.params).toEqual({ id: "7" });
      expect(leaf("/events/list")).toBe("optional");
      expect(matchRoutes(tree, "/events/2026/list")?.at(-1)?.params).toEqual({ year: "2026" });
      expect(matchRoutes(tree, "/api/anything/at/all")?.at(-1)?.params).toEqual({ "*": "anything/at/all" });
      // Case-sensitive and case-insensitive patterns of the same text are compiled apart.
      expect(leaf("/Leave/Calendar")).toBe("case");
      expect(leaf("/leave/calendar")).toBeNull();
      expect(leaf("/ADMIN/EMPLOYEES/NEW")).toBe("new-employee");
      expect(leaf("/nowhere")).toBeNull();
    }
  });

  it("matches a new tree by its own routes, not by an earlier tree's", () => {
    expect(leaf("/admin/employees/new")).toBe("new-employee");
    const other = [{ id: "only", path: "admin/employees/:id" }];
    expect(matchRoutes(other, "/admin/employees/new")?.at(-1)?.route.id).toBe("only");
  });
});
