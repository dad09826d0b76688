import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import remixConfig from "../../remix.config.js";

/**
 * The bad-input corpus of issue 12: the hostile values, the field names they are put
 * into, and the routes they are sent to, all derived from the code (the server build's
 * route manifest, the Zod schemas, the forms the pages render), so a new route or field
 * is in the corpus without anyone adding it here.
 */

/** Values that broke something once, or could: one request carries one of them in every field. */
export const HOSTILE_VALUES: { name: string; value: unknown }[] = [
  { name: "NUL", value: "a\u0000b" },
  { name: "long string", value: "x".repeat(3_000) },
  { name: "year 0000", value: "0000-01-01" },
  { name: "impossible date", value: "2026-02-30" },
  { name: "integer overflow", value: 2_147_483_648 },
  { name: "huge number string", value: "99999999999999999999" },
  { name: "hex id", value: "0x17" },
  { name: "id with a space", value: " 23" },
  { name: "decimal id", value: "23.0" },
  { name: "negative", value: -1 },
  { name: "CR/LF header break", value: "a\r\nX-Injected: yes" },
  { name: "array", value: ["a", "b"] },
  { name: "object", value: { $gt: "" } },
  { name: "null", value: null },
  { name: "infinity", value: "1e400" },
];

/** Route parameters written every way an attacker might (issue 12, "ids ... written loosely"). */
export const HOSTILE_PARAMS = [
  "0x17",
  "23.0",
  "%2023",
  "99999999999",
  "-1",
  "abc",
  "%0D%0AX-Injected:%20yes",
  "1%00",
  "constructor",
  "__proto__",
];

/** Names every form and API use that no schema spells out (lists, redirects, intents). */
const COMMON_FIELDS = [
  "intent",
  "id",
  "ids",
  "page",
  "search",
  "status",
  "sortBy",
  "sortOrder",
  "redirectTo",
  "back",
  "month",
  "year",
  "from",
  "to",
];

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { action?: unknown; loader?: unknown; default?: unknown };
}

export interface CorpusRoute {
  pattern: string;
  hasAction: boolean;
  hasLoader: boolean;
  /** A JSON route (api.*) or a page with forms. */
  api: boolean;
}

/** Every route of the build the portal under test serves, with its full URL pattern. */
export async function buildRoutes(): Promise<CorpusRoute[]> {
  const buildFile = path.resolve(remixConfig.serverBuildPath ?? "build/index.js");
  const build = (await import(/* @vite-ignore */ pathToFileURL(buildFile).href)) as { routes: Record<string, ManifestRoute> };
  const routes = Object.values(build.routes);
  const byId = new Map(routes.map((route) => [route.id, route]));
  const patternOf = (route: ManifestRoute): string[] => {
    const parent = route.parentId ? byId.get(route.parentId) : undefined;
    const above = parent ? patternOf(parent) : [];
    return route.path ? [...above, route.path] : above;
  };
  // A layout and its index route answer the same URL: one entry, with what either of them does.
  const byPattern = new Map<string, CorpusRoute>();
  for (const route of routes) {
    if (route.parentId === undefined || !(route.path || route.index)) continue;
    const pattern = `/${patternOf(route).join("/")}`;
    if (pattern.startsWith("/bench/")) continue;
    const seen = byPattern.get(pattern);
    const hasAction = typeof route.module.action === "function" || Boolean(seen?.hasAction);
    const hasLoader = typeof route.module.loader === "function" || Boolean(seen?.hasLoader);
    byPattern.set(pattern, { pattern, hasAction, hasLoader, api: pattern.startsWith("/api/") });
  }
  return [...byPattern.values()];
}

/** The field names of every Zod schema in app/schemas (objects inside pipes, unions and wrappers too). */
export async function schemaFieldNames(): Promise<Set<string>> {
  const names = new Set<string>(COMMON_FIELDS);
  const dir = path.resolve("app/schemas");
  const seen = new Set<unknown>();
  const walk = (value: unknown, depth: number) => {
    if (!value || typeof value !== "object" || seen.has(value) || depth > 12) return;
    seen.add(value);
    const zod = (value as { _zod?: { def?: Record<string, unknown> } })._zod;
    if (!zod?.def) return;
    const shape = (zod.def as { shape?: Record<string, unknown> }).shape;
    for (const [key, inner] of Object.entries(shape ?? {})) {
      names.add(key);
      walk(inner, depth + 1);
    }
    for (const inner of Object.values(zod.def)) {
      if (Array.isArray(inner)) inner.forEach((item) => walk(item, depth + 1));
      else walk(inner, depth + 1);
    }
  };
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".ts"))) {
    const module = (await import(/* @vite-ignore */ pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>;
    for (const exported of Object.values(module)) walk(exported, 0);
  }
  return names;
}

/** What a page's HTML offers to post: its field names, intents and whether it uploads files. */
export function formsIn(html: string) {
  const fields = new Set<string>();
  const intents = new Set<string>();
  for (const match of html.matchAll(/<(?:input|select|textarea|button)\b[^>]*>/g)) {
    const tag = match[0];
    const name = /\bname="([^"]+)"/.exec(tag)?.[1];
    if (!name) continue;
    fields.add(name);
    const value = /\bvalue="([^"]*)"/.exec(tag)?.[1];
    if (name === "intent" && value) intents.add(value);
  }
  return { fields, intents, multipart: html.includes('enctype="multipart/form-data"') };
}

/** A pattern's URL with every parameter (`:id`, `*`) replaced by `value`. */
export function fillPattern(pattern: string, value: string) {
  return pattern.replace(/:[A-Za-z]+\??/g, value).replace(/\*$/, value);
}

export const hasParams = (pattern: string) => /[:*]/.test(pattern);

/** A form body: every field set to the value (arrays repeat the field, objects go as JSON). */
export function formBody(fields: Iterable<string>, value: unknown, intent?: string) {
  const form = new URLSearchParams();
  if (intent) form.set("intent", intent);
  for (const field of fields) {
    if (field === "intent" && intent) continue;
    if (Array.isArray(value)) value.forEach((item) => form.append(field, String(item)));
    else form.set(field, value === null ? "" : typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  return form;
}

/** A JSON body: every field set to the value. */
export function jsonBody(fields: Iterable<string>, value: unknown) {
  return JSON.stringify(Object.fromEntries([...fields].map((field) => [field, value])));
}

/** A multipart body with the fields and a file whose name and content are hostile too. */
export function multipartBody(fields: Iterable<string>, value: unknown, intent?: string) {
  const form = new FormData();
  if (intent) form.set("intent", intent);
  for (const field of fields) {
    if (field === "intent" && intent) continue;
    form.set(field, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  const bytes = new Uint8Array([0, 0xff, 0xfe, 0x50, 0x4b, 0x03, 0x04, 0x0d, 0x0a, 0x00]);
  for (const name of ["file", "csvFile", "excelFile", "payrollFile", "document"]) {
    form.set(name, new Blob([bytes], { type: "text/csv" }), `evil;name=x\r\n.csv`);
  }
  return form;
}
