import { ServiceError } from "~/services/errors.server";

/** An employee id from a page's URL: anything but a positive integer is a 404 page. */
export function employeeIdParam(value: string | undefined) {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response("Employee not found", { status: 404 });
  return id;
}

/** Runs a page's service call, turning the service's "not found" into the 404 page. */
export async function orNotFoundPage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) throw new Response(error.message, { status: 404 });
    throw error;
  }
}
