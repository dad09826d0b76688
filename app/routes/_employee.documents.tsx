import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { MyDocumentList } from "~/components/documents/my-documents";
import { DeletedDocumentList } from "~/components/documents/deleted-documents";
import { requireUser } from "~/auth.server";
import { refusalAsPage } from "~/errors.server";
import { listOwnDocuments } from "~/services/documents/employee-documents.server";
import { listOwnDeletedDocuments } from "~/services/documents/queries.server";

/**
 * My Documents (spec 1): the employee's files and links, Upload Document (a dialog,
 * `_employee.documents.upload.tsx`), delete of their own uploads, and the documents HR
 * deleted, which they can query.
 */
export const handle: RouteHandle = { tab: "documents" };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [documents, deleted] = await refusalAsPage(() => Promise.all([listOwnDocuments(user), listOwnDeletedDocuments(user)]));
  return json({ documents, deleted }, { headers: { "Cache-Control": "no-store" } });
}

export default function DocumentsTab() {
  const { documents, deleted } = useLoaderData<typeof loader>();
  return (
    <>
      <Outlet />
      <section className="space-y-4" aria-labelledby="documents-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="documents-title" className="text-lg font-semibold">
            My Documents
          </h2>
          <Link to="/documents/upload" className="btn-primary" preventScrollReset>
            Upload Document
          </Link>
        </div>
        <MyDocumentList documents={documents} />
        <DeletedDocumentList deleted={deleted} />
      </section>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "My Documents | HR Portal" }];
