import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import remixConfig from "../../remix.config.js";
import { sessionCookieFor } from "../support/session";
import { createTestUser } from "../support/factories";

/**
 * Issue 24: an unexpected failure in a JSON API route answers JSON (message and a reference a
 * person can quote), never Remix's plain-text "Unexpected Server Error"; refusals a route
 * throws on purpose (401, 404) pass through unchanged; page routes are not touched.
 */

type Portal = { withJsonApiErrors(build: ServerBuild): ServerBuild };

let build: ServerBuild;

beforeAll(async () => {
  const buildFile = path.resolve(remixConfig.serverBuildPath ?? "build/index.js");
  build = (await import(/* @vite-ignore */ pathToFileURL(buildFile).href)) as ServerBuild;
});

/** The build with one route's loader replaced: what a fault deep in a service looks like to Remix. */
function withFaultyLoader(routeId: string, loader: () => never): ServerBuild {
  const route = build.routes[routeId];
  return { ...build, routes: { ...build.routes, [routeId]: { ...route, module: { ...route.module, loader } } } };
}

const portalOf = (serverBuild: ServerBuild) => serverBuild.entry.module as unknown as Portal;

describe("the JSON API's unexpected failures", () => {
  it("answer 500 in JSON with a reference where Remix alone answers plain text", async () => {
    const faulty = withFaultyLoader("routes/api.employees", () => {
      throw new RangeError('value "157000000000" is out of range for type numeric(10,2)');
    });
    const raw = await createRequestHandler(faulty, "production")(new Request("http://localhost/api/employees"));
    expect(raw.status).toBe(500);
    expect(raw.headers.get("Content-Type")).toMatch(/^text\/plain/);

    const guarded = createRequestHandler(portalOf(faulty).withJsonApiErrors(faulty), "production");
    const response = await guarded(new Request("http://localhost/api/employees"));
    expect(response.status).toBe(500);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as { message: string; reference: string };
    expect(body.reference).toMatch(/^[0-9a-f]{8}$/);
    expect(body.message).toBe(
      `Something went wrong on our side and nothing was changed by this request. Please try again. (reference ${body.reference})`,
    );
    // The fault's own words (here a database type) never reach the caller.
    expect(JSON.stringify(body)).not.toContain("numeric");
  });

  it("leave a refusal the route throws on purpose, and page routes, as they were", async () => {
    const guarded = createRequestHandler(portalOf(build).withJsonApiErrors(build), "production");
    const anonymous = await guarded(new Request("http://localhost/api/employees"));
    expect(anonymous.status).toBe(401);
    const { user } = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const missing = await guarded(new Request("http://localhost/api/leave-requests/999999999", { headers: { Cookie: cookie } }));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Leave request not found" });
    const page = await guarded(new Request("http://localhost/login"));
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
  });
});
