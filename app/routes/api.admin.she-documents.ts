import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listCall, uploadCall } from "./api.admin.library.server";

/**
 * /api/admin/she-documents (HR): the library's SHE procedures (she_documents).
 * GET `?status=&search=&page=`: `{documents, total, page, pageCount}`; POST multipart: see uploadCall.
 */
export const loader = ({ request }: LoaderFunctionArgs) => listCall(request, "she");
export const action = ({ request }: ActionFunctionArgs) => uploadCall(request, "she");
