import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import * as z from "zod/mini";
import { requireRole } from "~/auth.server";
import { QUERY_STATUSES } from "~/schemas/documents";
import { listDocumentQueries } from "~/services/documents/queries.server";
import { parseQuery } from "~/utils/api.server";

const QueryListSchema = z.object({ status: z.optional(z.enum(QUERY_STATUSES)) });

/** GET (HR): document queries, newest first, optionally `?status=pending|reviewed|restored|denied`; `{queries}`. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const { status } = parseQuery(request, QueryListSchema);
  return json({ queries: await listDocumentQueries(status) });
}
