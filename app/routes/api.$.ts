import { json } from "@remix-run/node";

/**
 * Any `/api/...` path no API route serves: a JSON 404 for every method, never the HTML
 * not-found page, and nothing in the log (a thrown Response is an answer, not an error).
 */
function notFound(): never {
  throw json({ message: "Not found" }, { status: 404 });
}

export function loader() {
  notFound();
}

export function action() {
  notFound();
}
