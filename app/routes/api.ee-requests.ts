import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import * as z from "zod/mini";
import { requireUser } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { EE_MESSAGES, EE_REQUEST_STATUSES, EeRequestSchema } from "~/schemas/equity";
import { listEeRequests, submitEeRequest } from "~/services/equity/committee.server";
import { methodNotAllowed, parseJsonBody, parseQuery } from "~/utils/api.server";
import { readPageParam } from "~/utils/paging";

const NO_STORE = { "Cache-Control": "no-store" };

const RequestsQuery = z.object({
  status: z.optional(z.enum(EE_REQUEST_STATUSES, { error: "status must be pending, reviewed, discussed, resolved or closed" })),
  page: z.optional(z.string()),
});

/**
 * GET (signed in) `?status=&page=`: `{requests: [{id, subject, description, category, priority, status,
 * submittedAt, resolution, ...}], total, page, pageCount, canDecide}`: the caller's own requests, or
 * every request for HR and active committee members; 20 a page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const query = parseQuery(request, RequestsQuery);
  const { requests, window, canDecide } = await listEeRequests(user, {
    page: readPageParam(new URL(request.url).searchParams),
    status: query.status ?? null,
  });
  return json({ requests, total: window.total, page: window.page, pageCount: window.pageCount, canDecide }, { headers: NO_STORE });
}

/** POST (signed in) `{subject, description, category?, priority?}`: 201 `{message, request}`; 400 with field errors. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (request.method !== "POST") methodNotAllowed(["GET", "POST"]);
  const input = await parseJsonBody(request, EeRequestSchema);
  const created = await refusalAsJson(() => submitEeRequest(user, input));
  return json({ message: EE_MESSAGES.requestSubmitted, request: created }, { status: 201, headers: NO_STORE });
}
