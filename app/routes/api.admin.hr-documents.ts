import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listCall, uploadCall } from "./api.admin.library.server";

/**
 * /api/admin/hr-documents (HR): the library's policies (hr_documents).
 * GET `?status=&search=&page=`: `{documents, total, page, pageCount}`; POST multipart: see uploadCall.
 */
export const loader = ({ request }: LoaderFunctionArgs) => listCall(request, "policies");
export const action = ({ request }: ActionFunctionArgs) => uploadCall(request, "policies");
