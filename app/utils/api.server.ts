import { refuseNulCharacters, refuseTooLargeBody } from "~/utils/form.server";
import { readId } from "~/utils/ids";
import { json } from "@remix-run/node";
import { safeParse, type $ZodError, type $ZodType, type output } from "zod/v4/core";

/** Reads a JSON body; anything unreadable is a 400, never a 500, and text with a NUL character is refused. */
export async function readJsonBody(request: Request): Promise<unknown> {
  let body: unknown;
  try {
    body = await request.json();
  } catch (error) {
    refuseTooLargeBody(error);
    throw json({ message: "The request body must be valid JSON." }, { status: 400 });
  }
  refuseNulCharacters(textsOf(body, ""));
  return body;
}

/** Every string of a JSON value (keys included), named by its path. */
function* textsOf(value: unknown, path: string): Generator<[string, unknown]> {
  if (typeof value === "string") yield [path || "_form", value];
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* textsOf(item, path ? `${path}.${index}` : String(index));
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const name = path ? `${path}.${key}` : key;
      if (key.includes("\0")) yield [name, "\0"];
      yield* textsOf(item, name);
    }
  }
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
