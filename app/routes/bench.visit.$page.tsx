import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth.server";

/**
 * bench:activity's signed-in page: reads the session like every page, renders "ok" in
 * the root document, and is recorded as a page visit (a new one whenever `$page`
 * changes). Exists only with PORTAL_BENCH=1.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function BenchVisit() {
  return <p>ok</p>;
}
