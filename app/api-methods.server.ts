import { matchRoutes } from "@remix-run/react";
import type { ServerBuild } from "@remix-run/node";

/**
 * JSON API paths answer like an API (issue 10): a known `/api/...` path called with a
 * method its route does not handle gets 405 with `Allow`, in JSON, before Remix would
 * answer its own "no action" error (logged with a stack, without `Allow`). Unknown
 * `/api/...` paths reach `routes/api.$.ts` (JSON 404). Routes with an action check
 * their methods themselves (`methodNotAllowed` in utils/api.server.ts).
 */

type RouteTree = Parameters<typeof matchRoutes>[0];

const SPLAT_ROUTE = "routes/api.$";

/** The build's routes as the router nests them (also the metrics' route labels). */
export function routeTree(build: ServerBuild): RouteTree {
  const byParent = new Map<string | undefined, ServerBuild["routes"][string][]>();
  for (const route of Object.values(build.routes)) byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  const nest = (parentId: string | undefined): RouteTree =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index ? { id: route.id, path: route.path, index: true as const } : { id: route.id, path: route.path, children: nest(route.id) },
    );
  return nest(undefined);
}

/** The methods a known API path allows, or null when the path is not a known API route. */
export function apiMethodsFor(build: ServerBuild) {
  const tree = routeTree(build);
  return (pathname: string): string[] | null => {
    if (!pathname.startsWith("/api/")) return null;
    const leaf = matchRoutes(tree, pathname)?.at(-1)?.route;
    if (!leaf || leaf.id === SPLAT_ROUTE) return null;
    const module = leaf.id ? build.routes[leaf.id]?.module : undefined;
    if (!module) return null;
    const methods = [];
    if (module.loader) methods.push("GET", "HEAD");
    if (module.action) methods.push("POST");
    return methods;
  };
}

/**
 * The 405 for a request its route cannot handle at all (no action for a POST, PUT,
 * PATCH or DELETE; no loader for a GET), or null to let Remix answer.
 */
export function unsupportedApiMethod(methodsOf: (pathname: string) => string[] | null, method: string, pathname: string) {
  const methods = methodsOf(pathname);
  if (!methods) return null;
  const reading = method === "GET" || method === "HEAD";
  const handled = reading ? methods.includes("GET") : methods.includes("POST");
  if (handled) return null;
  return { status: 405, allow: methods.join(", "), body: { message: "Method not allowed" } };
}
