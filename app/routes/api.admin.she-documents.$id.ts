import type { ActionFunctionArgs } from "@remix-run/node";
import { stateCall } from "./api.admin.library.server";

/** PATCH /api/admin/she-documents/{id} `{status}` (HR): activate, retire or archive. */
export const action = ({ request, params }: ActionFunctionArgs) => stateCall(request, "she", params.id);
