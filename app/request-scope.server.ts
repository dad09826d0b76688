import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Work shared by everything that answers one HTTP request. Remix hands each loader of a
 * page its own copy of the Request, so the root loader and the page's loader cannot
 * share a lookup by keying on the Request; server.ts runs every request inside a scope
 * instead (it reaches runInRequestScope through the Remix build, so there is one storage).
 */
type Scope = Map<string, unknown>;

const storage = new AsyncLocalStorage<Scope>();

export function runInRequestScope(next: () => void) {
  storage.run(new Map(), next);
}

/** `compute()` once per HTTP request and key; outside a request scope (tests, scripts) every call computes. */
export function oncePerRequest<T>(key: string, compute: () => T): T {
  const scope = storage.getStore();
  if (!scope) return compute();
  if (!scope.has(key)) scope.set(key, compute());
  return scope.get(key) as T;
}
