import { readId } from "~/utils/ids";

/** An employee id from a page's URL: anything but a positive integer is a 404 page. */
export function employeeIdParam(value: string | undefined) {
  const id = readId(value);
  if (id === null) throw new Response("Employee not found", { status: 404 });
  return id;
}
