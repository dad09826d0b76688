import { json } from "@remix-run/node";

/** Reads a posted form; a body that is not a form is a 400, never a 500. */
export async function readFormData(request: Request) {
  try {
    return await request.formData();
  } catch {
    throw json({ message: "The request body must be a form (application/x-www-form-urlencoded or multipart/form-data)." }, { status: 400 });
  }
}
