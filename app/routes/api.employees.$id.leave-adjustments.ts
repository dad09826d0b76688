import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { GrantExtensionSchema, LEAVE_ADJUSTMENT_MESSAGES, OpeningBalanceSchema } from "~/schemas/leave-adjustments";
import { leaveAdjustmentsOf, recordGrantExtension, recordOpeningBalance } from "~/services/leave/adjustments.server";
import { methodNotAllowed, parseId, parseJsonValue, readJsonBody } from "~/utils/api.server";

const NO_STORE = { "Cache-Control": "no-store" };

/** GET (HR) `/api/employees/{id}/leave-adjustments`: `{openings: [...], extensions: [...]}` (issue 23). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const id = parseId(params.id);
  return json(await refusalAsJson(() => leaveAdjustmentsOf(id)), { headers: NO_STORE });
}

/**
 * POST (HR) `{kind: "opening", balanceKind, asOf, taken, carried?, note?}`: records (or replaces)
 * an opening balance; `{kind: "extension", agreedOn, note}`: records the written agreement that
 * extends the grant deadline of the earliest carried annual days. 201 either way.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  if (request.method !== "POST") methodNotAllowed(["GET", "POST"]);
  const id = parseId(params.id);
  const body = await readJsonBody(request);
  const kind = body && typeof body === "object" ? (body as { kind?: unknown }).kind : undefined;
  if (kind === "opening") {
    const input = parseJsonValue(body, OpeningBalanceSchema);
    const opening = await refusalAsJson(() => recordOpeningBalance(hr, id, input));
    return json({ message: LEAVE_ADJUSTMENT_MESSAGES.openingRecorded, opening }, { status: 201, headers: NO_STORE });
  }
  if (kind !== "extension") {
    const message = 'kind must be "opening" or "extension"';
    return json({ message, errors: { kind: [message] } }, { status: 400 });
  }
  const input = parseJsonValue(body, GrantExtensionSchema);
  const extension = await refusalAsJson(() => recordGrantExtension(hr, id, input));
  return json({ message: LEAVE_ADJUSTMENT_MESSAGES.extensionRecorded, extension }, { status: 201, headers: NO_STORE });
}
