import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { listCurrentPolicies } from "~/services/documents/hr-policies.server";

/** GET (signed in): the policies in force today, `{documents: [{id, title, description, category, version, effectiveDate, expiryDate, fileSize}]}`. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return json({ documents: await listCurrentPolicies() }, { headers: { "Cache-Control": "no-store" } });
}
