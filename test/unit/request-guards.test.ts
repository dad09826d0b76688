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
  it("accepts our own origin, the request's host, and scripts that send none", () => {
    expect(isCrossOriginMutation("POST", { origin: "https://hr.namibcopper.com.na" }, allowed)).toBe(false);
    expect(isCrossOriginMutation("DELETE", { origin: "http://localhost:3000", host: "localhost:3000" }, allowed)).toBe(false);
    expect(isCrossOriginMutation("POST", {}, allowed)).toBe(false);
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
    [null, "/"],
  ])("%s -> %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});
