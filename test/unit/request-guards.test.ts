import { describe, expect, it } from "vitest";
import { isCrossOriginMutation, securityHeaders } from "~/security-headers.server";
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
