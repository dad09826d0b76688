import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Work shared by everything that answers one HTTP request. Remix hands each loader of a
 * page its own copy of the Request, so the root loader and the page's loader cannot
 * share a lookup by keying on the Request; server.ts runs every request inside a scope
 * instead. The storage lives on globalThis because server.ts and the Remix build each
 * bundle their own copy of this module.
 */
type Scope = Map<string, unknown>;

const STORAGE_KEY = Symbol.for("namib-hr-portal.request-scope");
const holder = globalThis as typeof globalThis & { [STORAGE_KEY]?: AsyncLocalStorage<Scope> };
const storage = (holder[STORAGE_KEY] ??= new AsyncLocalStorage<Scope>());

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
