import { refuseNulCharacters, refuseTooLargeBody } from "~/utils/form.server";
import { readId } from "~/utils/ids";
import { json } from "@remix-run/node";
import { safeParse, type $ZodError, type $ZodType, type output } from "zod/v4/core";

/**
 * How deeply a JSON body may nest. No call of the API takes more than a few levels; a body
 * nested thousands deep would overflow the stack of whatever walks it next (a 500).
 */
export const MAX_JSON_DEPTH = 32;

/** Reads a JSON body; anything unreadable is a 400, never a 500, and text with a NUL character is refused. */
export async function readJsonBody(request: Request): Promise<unknown> {
  let body: unknown;
  try {
    body = await request.json();
  } catch (error) {
    refuseTooLargeBody(error);
    throw json({ message: "The request body must be valid JSON." }, { status: 400 });
  }
  refuseNulCharacters(textsOf(body));
  return body;
}

/**
 * Every string of a JSON value (keys included), named by its path; walked without
 * recursion, and a value nested deeper than MAX_JSON_DEPTH is a 400.
 */
function textsOf(body: unknown): [string, unknown][] {
  const texts: [string, unknown][] = [];
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: body, path: "", depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, path, depth } = item;
    if (typeof value === "string") texts.push([path || "_form", value]);
    if (!value || typeof value !== "object") continue;
    if (depth >= MAX_JSON_DEPTH) {
      throw json({ message: `The request body must not nest more than ${MAX_JSON_DEPTH} levels deep.` }, { status: 400 });
    }
    for (const [key, child] of Object.entries(value)) {
      const name = path ? `${path}.${key}` : key;
      if (key.includes("\0")) texts.push([name, "\0"]);
      pending.push({ value: child, path: name, depth: depth + 1 });
    }
  }
  return texts;
}

/** Field errors in one flat map: { field: [messages] }. */
export function fieldErrors(error: $ZodError) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_form";
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** Parses a JSON body with a form's schema: 400 with the first message and every field error on failure. */
export async function parseJsonBody<T extends $ZodType>(request: Request, schema: T): Promise<output<T>> {
  return parseJsonValue(await readJsonBody(request), schema);
}

/** Parses a JSON body already read (one call taking several shapes): 400 with every field error on failure. */
export function parseJsonValue<T extends $ZodType>(body: unknown, schema: T): output<T> {
  const result = safeParse(schema, body);
  if (!result.success) {
    throw json({ message: result.error.issues[0]?.message ?? "Invalid input", errors: fieldErrors(result.error) }, { status: 400 });
  }
  return result.data;
}

export function methodNotAllowed(allowed: string[]): never {
  throw json({ message: "Method not allowed" }, { status: 405, headers: { Allow: allowed.join(", ") } });
}

/** A positive integer id from a route parameter, or 404. */
export function parseId(value: string | undefined): number {
  const id = readId(value);
  if (id === null) throw json({ message: "Not found" }, { status: 404 });
  return id;
}

/** Parses a URL's query with a schema: 400 with the first message and every field error on failure. */
export function parseQuery<T extends $ZodType>(request: Request, schema: T): output<T> {
  refuseNulCharacters(new URL(request.url).searchParams.entries());
  const result = safeParse(schema, Object.fromEntries(new URL(request.url).searchParams));
  if (!result.success) {
    throw json({ message: result.error.issues[0]?.message ?? "Invalid query", errors: fieldErrors(result.error) }, { status: 400 });
  }
  return result.data;
}
