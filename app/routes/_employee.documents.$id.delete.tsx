import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireUser } from "~/auth.server";
import { refusalAsPage, settle } from "~/errors.server";
import { DOCUMENT_MESSAGES } from "~/schemas/documents";
import { deleteOwnDocument, findReadableDocument } from "~/services/documents/employee-documents.server";
import { redirectWithToast } from "~/toast.server";
import { parseId } from "~/utils/api.server";

/** Delete a document (spec 1): confirm first; only the employee's own uploads ('Cannot Delete' otherwise). */
export const handle: RouteHandle = { tab: "documents" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  const document = await refusalAsPage(async () => {
    const row = await findReadableDocument(user.role === "hr" ? { ...user, role: "employee" } : user, id);
    return { id: row.id, originalName: row.originalName, ownUpload: row.uploadedBy === user.id };
  });
  return json({ document });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  const outcome = await settle(() => deleteOwnDocument(requestOrigin(request), user, id));
  if (outcome.ok) return redirectWithToast("/documents", { title: DOCUMENT_MESSAGES.deleted });
  const denied = outcome.refusal.status === 403;
  return redirectWithToast("/documents", {
    title: denied ? DOCUMENT_MESSAGES.cannotDelete : DOCUMENT_MESSAGES.deleteFailed,
    description: outcome.refusal.message,
    variant: "error",
  });
}

export default function DeleteDocument() {
  const { document } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <RouteDialog title={document.ownUpload ? "Delete Document" : DOCUMENT_MESSAGES.cannotDelete} closeTo="/documents">
      <div className="space-y-4 text-sm">
        {document.ownUpload ? (
          <>
            <p>
              Delete <strong>{document.originalName}</strong>? HR keeps a backup copy, and you can query a deleted document from this page.
            </p>
            <Form method="post" className="flex flex-wrap justify-end gap-2">
              <Link to="/documents" className="btn-secondary" preventScrollReset>
                Cancel
              </Link>
              <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={navigation.state === "submitting"}>
                {navigation.state === "submitting" ? "Deleting..." : "Delete Document"}
              </button>
            </Form>
          </>
        ) : (
          <>
            <p>{DOCUMENT_MESSAGES.ownUploadsOnly}</p>
            <div className="flex justify-end">
              <Link to="/documents" className="btn-secondary" preventScrollReset>
                Close
              </Link>
            </div>
          </>
        )}
      </div>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Delete Document | HR Portal" }];
