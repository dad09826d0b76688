import { describe, expect, it } from "vitest";
import { isCrossOriginMutation, requestOriginFor, securityHeaders } from "~/security-headers.server";
import { MAX_JSON_DEPTH, readJsonBody } from "~/utils/api.server";
import { safeRedirectPath } from "~/utils/request-info.server";

describe("origin check", () => {
  const allowed = ["https://hr.namibcopper.com.na"];
  it("lets reads through", () => {
    expect(isCrossOriginMutation("GET", { origin: "https://evil.example" }, allowed)).toBe(false);
  });
  it("refuses a post from another site", () => {
    expect(isCrossOriginMutation("POST", { origin: "https://evil.example", host: "hr.namibcopper.com.na" }, allowed)).toBe(true);
    expect(isCrossOriginMutation("POST", { "sec-fetch-site": "cross-site" }, allowed)).toBe(true);
    expect(isCrossOriginMutation("POST", { origin: "null" }, allowed)).toBe(true);
  });
  it("accepts our own origin and scripts that send none", () => {
    expect(isCrossOriginMutation("POST", { origin: "https://hr.namibcopper.com.na" }, allowed)).toBe(false);
    expect(isCrossOriginMutation("POST", {}, allowed)).toBe(false);
  });
  it("never trusts the Host header (DNS rebinding: the attacker's name, pointed at the portal)", () => {
    const rebound = { origin: "http://attacker.example:3000", host: "attacker.example:3000" };
    expect(isCrossOriginMutation("POST", rebound, allowed)).toBe(true);
    expect(isCrossOriginMutation("DELETE", { origin: "http://localhost:3000", host: "localhost:3000" }, allowed)).toBe(true);
  });
});

describe("security headers", () => {
  it("sets a nonce-based CSP and no framing", () => {
    const headers = securityHeaders("abc", { https: false });
    expect(headers["Content-Security-Policy"]).toContain("script-src 'self' 'nonce-abc'");
    expect(headers["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders("abc", { https: true })["Strict-Transport-Security"]).toMatch(/max-age=/);
  });
});

describe("redirect after login", () => {
  it.each([
    ["/profile", "/profile"],
    ["/admin/overview?x=1", "/admin/overview?x=1"],
    ["//evil.example", "/"],
    ["https://evil.example", "/"],
    ["/\\evil.example", "/"],
    ["/\t/evil.example", "/"],
    ["/\n/evil.example", "/"],
    ["/%2F/evil.example", "/"],
    ["/%2f%2fevil.example", "/"],
    ["/%5Cevil.example", "/"],
    ["/%252F%252Fevil.example", "/"],
    ["/%09/evil.example", "/"],
    ["/profile\r\nSet-Cookie: x=1", "/"],
    ["/profile%0d%0aSet-Cookie:%20x=1", "/"],
    ["/ /evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/\u0000", "/"],
    ["/%", "/"],
    ["/leave?from=2026-01-01&q=a%20b", "/leave?from=2026-01-01&q=a%20b"],
    [null, "/"],
  ])("%s -> %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});

// Issue 26: dot segments that collapse into "//" once resolved, and a fallback that is not a path of ours.
describe("the redirect check never answers //", () => {
  const hostile = [
    "//evil.example",
    "/\\evil.example",
    "/%2F/evil.example",
    "/%2f%2Fevil.example",
    "/%5C/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/.//evil.example",
    "/./\\evil.example",
    "/a/..//evil.example",
    "/a/b/../..//evil.example",
    "/%2E//evil.example",
    "/%2e%2e//evil.example",
    "/.%2E//evil.example",
    "/%252E//evil.example",
    "/..//evil.example/%2e%2e",
    "/%09/evil.example",
    "/ //evil.example",
    "/\u3000/evil.example",
    "/\u2028//evil.example",
  ];
  it.each(hostile)("%j falls back", (input) => {
    expect(safeRedirectPath(input)).toBe("/");
    expect(safeRedirectPath(input, "/admin/employees")).toBe("/admin/employees");
  });
  it("checks the fallback too", () => {
    expect(safeRedirectPath(null, "//evil.example")).toBe("/");
    expect(safeRedirectPath("https://evil.example", "/.//evil.example")).toBe("/");
    expect(safeRedirectPath(undefined, "/leave")).toBe("/leave");
    expect(safeRedirectPath(null, "")).toBe("");
  });
  it("answers a path every browser reads as this portal's, for every prefix and suffix of the hostile inputs", () => {
    const pieces = ["/", "//", "/.", "/..", "%2F", "%2E", "%5C", "\\", "\t", "evil.example", "a"];
    for (const first of pieces)
      for (const second of pieces)
        for (const third of pieces) {
          const answer = safeRedirectPath(`/${first}${second}${third}`);
          expect(answer.startsWith("/") && !answer.startsWith("//") && !answer.startsWith("/\\")).toBe(true);
          expect(new URL(answer, "https://hr.example").origin).toBe("https://hr.example");
        }
  });
  it("keeps ordinary paths", () => {
    expect(safeRedirectPath("/a/../leave")).toBe("/leave");
    expect(safeRedirectPath("/admin/activity?tab=sessions#top")).toBe("/admin/activity?tab=sessions#top");
  });
});

describe("the origin of the request's URL behind a reverse proxy", () => {
  const options = { allowedOrigins: ["https://hr.example"], publicOrigin: "https://hr.example" };
  it("is the page's own origin on a browser's post, whatever Host the proxy sent (nginx's defaults)", () => {
    expect(requestOriginFor({ origin: "https://hr.example", host: "127.0.0.1:3000" }, "http", options)).toBe("https://hr.example");
  });
  it("is PUBLIC_URL's for a Host that is not ours, and the Host's when it is", () => {
    expect(requestOriginFor({ host: "127.0.0.1:3000" }, "http", options)).toBe("https://hr.example");
    expect(requestOriginFor({ host: "evil.example", origin: "https://evil.example" }, "https", options)).toBe("https://hr.example");
    expect(requestOriginFor({ host: "hr.example" }, "https", options)).toBe("https://hr.example");
    const loopback = { allowedOrigins: ["http://localhost:3000", "http://127.0.0.1:3000"], publicOrigin: "http://localhost:3000" };
    expect(requestOriginFor({ host: "127.0.0.1:3000" }, "http", loopback)).toBe("http://127.0.0.1:3000");
  });
});

describe("deeply nested JSON", () => {
  const post = (body: string) =>
    new Request("http://localhost/api/x", { method: "POST", body, headers: { "Content-Type": "application/json" } });
  const status = async (body: string) => {
    try {
      await readJsonBody(post(body));
      return 200;
    } catch (error) {
      return (error as Response).status;
    }
  };
  it("is a 400 at any depth past the limit, arrays and objects alike", async () => {
    for (const depth of [MAX_JSON_DEPTH + 1, 5_000, 100_000]) {
      expect(await status("[".repeat(depth) + "]".repeat(depth))).toBe(400);
      expect(await status('{"a":'.repeat(depth) + "1" + "}".repeat(depth))).toBe(400);
    }
  });
  it("reads ordinary bodies and still refuses a NUL character", async () => {
    expect(await status(JSON.stringify({ a: [{ b: ["c"] }], d: "e" }))).toBe(200);
    expect(await status(JSON.stringify({ a: [{ b: ["c\u0000"] }] }))).toBe(400);
  });
});
