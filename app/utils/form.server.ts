import { isBodyTooLarge } from "~/body-limits.server";
import { json } from "@remix-run/node";

/** A body that grew past its route's limit while it was read (server.ts counts it): 413. */
export function refuseTooLargeBody(error: unknown) {
  if (isBodyTooLarge(error)) throw json({ message: "The request body is too large for this address." }, { status: 413 });
}

export const NUL_MESSAGE = "Text must not contain a NUL character (\\0).";

/**
 * Text with a NUL character is refused wherever a request is read: PostgreSQL cannot store
 * it (a 500 before), and no person types one. The answer is a 400 that names each field.
 */
export function refuseNulCharacters(entries: Iterable<[string, unknown]>): void {
  const errors: Record<string, string[]> = {};
  for (const [name, value] of entries) {
    const text = typeof value === "string" ? value : value instanceof File ? value.name : "";
    if (name.includes("\0") || text.includes("\0")) errors[name.replaceAll("\0", "")] = [NUL_MESSAGE];
  }
  if (Object.keys(errors).length) throw json({ message: NUL_MESSAGE, errors }, { status: 400 });
}

/** Reads a posted form; a body that is not a form is a 400, never a 500. */
export async function readFormData(request: Request) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch (error) {
    if (error instanceof Response) throw error;
    refuseTooLargeBody(error);
    throw json({ message: "The request body must be a form (application/x-www-form-urlencoded or multipart/form-data)." }, { status: 400 });
  }
  refuseNulCharacters(form.entries());
  return form;
}
