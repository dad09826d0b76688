import type { LoaderFunctionArgs } from "@remix-run/node";

/**
 * The bare page route bench:directory also compares the directory with: no data of its
 * own, rendered inside the portal's root document. Exists only with PORTAL_BENCH=1.
 */
export async function loader(_args: LoaderFunctionArgs) {
  return null;
}

export default function BenchPage() {
  return <p>ok</p>;
}
