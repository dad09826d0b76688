import { readId } from "~/utils/ids";
import { json } from "@remix-run/node";
import { safeParse, type $ZodError, type $ZodType, type output } from "zod/v4/core";

/** Reads a JSON body; anything unreadable is a 400, never a 500. */
export async function readJsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw json({ message: "The request body must be valid JSON." }, { status: 400 });
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
  const result = safeParse(schema, await readJsonBody(request));
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
