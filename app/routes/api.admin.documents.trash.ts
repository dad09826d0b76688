import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { listDocumentTrashPage } from "~/services/documents/trash.server";
import { readPageParam } from "~/utils/paging";

/** GET (HR): deleted employee documents not restored, newest first, `{documents, window}` (`?page=`). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return json(await listDocumentTrashPage(readPageParam(new URL(request.url).searchParams), 100));
}
