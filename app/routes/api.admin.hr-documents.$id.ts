import type { ActionFunctionArgs } from "@remix-run/node";
import { stateCall } from "./api.admin.library.server";

/** PATCH /api/admin/hr-documents/{id} `{status}` (HR): activate, retire or archive. */
export const action = ({ request, params }: ActionFunctionArgs) => stateCall(request, "policies", params.id);
