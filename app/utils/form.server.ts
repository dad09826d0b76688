import { json, MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";

/** Reads a posted form; a body that is not a form is a 400, never a 500. */
export async function readFormData(request: Request) {
  try {
    return await request.formData();
  } catch {
    throw json({ message: "The request body must be a form (application/x-www-form-urlencoded or multipart/form-data)." }, { status: 400 });
  }
}

/**
 * Reads a multipart form with its files in memory. Answers null when a part is larger
 * than maxPartBytes (the caller says so on its form); a body that is not multipart is a 400.
 */
export async function readMultipartFormData(request: Request, maxPartBytes: number): Promise<FormData | null> {
  try {
    return await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: maxPartBytes }));
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return null;
    throw json({ message: "The request body must be a multipart/form-data form." }, { status: 400 });
  }
}
