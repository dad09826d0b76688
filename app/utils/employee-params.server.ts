/** An employee id from a page's URL: anything but a positive integer is a 404 page. */
export function employeeIdParam(value: string | undefined) {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response("Employee not found", { status: 404 });
  return id;
}
