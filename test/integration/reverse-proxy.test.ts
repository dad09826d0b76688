import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { Suggestion, UserSession } from "#models";
import { createTestUser, unique } from "../support/factories";
import { baseUrl, sessionCookieFor } from "../support/session";

/**
 * Issue 26: the portal behind a reverse proxy. nginx with its defaults (`proxy_pass` alone)
 * sends its upstream's address as Host (`127.0.0.1:3000`) and the browser's Origin as it is
 * (the public address); one set up to forward sends Host and X-Forwarded-*. Every page form
 * (login included), and the JSON API, work behind both; the Origin check still compares with
 * PUBLIC_URL. The requests carry the headers each proxy would send to this worker's portal.
 */

const publicUrl = () => new URL(baseUrl());

/** What each proxy adds to the browser's request on its way to the portal. */
const PROXIES = {
  "nginx's defaults (proxy_pass only)": () => ({ Host: "127.0.0.1:3000", Connection: "close" }),
  "an upstream block's name as Host": () => ({ Host: "hr_portal", Connection: "close" }),
  "a proxy forwarding Host and X-Forwarded-*": () => ({
    Host: publicUrl().host,
    "X-Forwarded-For": "203.0.113.7",
    "X-Forwarded-Proto": publicUrl().protocol.slice(0, -1),
    "X-Forwarded-Host": publicUrl().host,
  }),
};

/** A request as it leaves the proxy (node:http, which sends the Host it is given). */
function throughProxy(method: string, path: string, headers: Record<string, string>, body = "") {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: publicUrl().port,
        path,
        method,
        headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formType = { "Content-Type": "application/x-www-form-urlencoded" };

describe.each(Object.entries(PROXIES))("behind %s", (_name, proxyHeaders) => {
  it("the login form signs in (the browser names the public origin)", async () => {
    const { email, password, user } = await createTestUser();
    const answer = await throughProxy(
      "POST",
      "/login?type=employee",
      { ...proxyHeaders(), ...formType, Origin: baseUrl(), Accept: "text/html" },
      form({ intent: "login", email, password }),
    );
    expect(answer.status).toBe(302);
    expect(String(answer.headers["set-cookie"])).toMatch(/session/i);
    // The redirect stays on the portal's own address, never the proxy's upstream.
    expect(answer.headers.location).toMatch(/^\/(?!\/)/);
    const signIn = await UserSession.findOne({ where: { userId: user.id } });
    const forwardedFor = (proxyHeaders() as Record<string, string>)["X-Forwarded-For"];
    expect(signIn?.ipAddress).toBe(forwardedFor ?? "127.0.0.1");
  });

  it("another page form works: a new suggestion is saved and the page redirects with its toast", async () => {
    const { user } = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const title = unique("Proxy idea");
    const answer = await throughProxy(
      "POST",
      "/suggestions/new",
      { ...proxyHeaders(), ...formType, Origin: baseUrl(), Cookie: cookie, Accept: "text/html" },
      form({ title, description: "Shade cloth over the bus stop at the north gate, please.", category: "workplace" }),
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/suggestions");
    expect(await Suggestion.count({ where: { title } })).toBe(1);
  });

  it("a JSON API call works", async () => {
    const { email, password } = await createTestUser();
    const answer = await throughProxy(
      "POST",
      "/api/local/login",
      { ...proxyHeaders(), "Content-Type": "application/json", Origin: baseUrl() },
      JSON.stringify({ email, password }),
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).user.email).toBe(email);
  });

  it("still refuses a page of another origin, whatever Host or X-Forwarded-Host the request names", async () => {
    const { email, password } = await createTestUser();
    for (const evil of [{}, { Host: "evil.example" }, { "X-Forwarded-Host": "evil.example" }] as Record<string, string>[]) {
      const answer = await throughProxy(
        "POST",
        "/login?type=employee",
        { ...proxyHeaders(), ...evil, ...formType, Origin: "https://evil.example" },
        form({ intent: "login", email, password }),
      );
      expect(answer.status).toBe(403);
    }
  });
});
