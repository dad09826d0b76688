import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { RouteHandle } from "~/components/dashboard/frame";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireUser } from "~/auth.server";
import { refusalAsPage, refusalAsToast } from "~/errors.server";
import { DocumentQuerySchema } from "~/schemas/documents";
import { getOwnDeletedDocument, queryDeletedDocument } from "~/services/documents/queries.server";
import { redirectWithToast } from "~/toast.server";
import { parseId } from "~/utils/api.server";
import { readFormData } from "~/utils/form.server";

/** An employee asks HR about a document of theirs that was deleted (spec 2 "Document Queries"). */
export const handle: RouteHandle = { tab: "documents" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  return json({ document: await refusalAsPage(() => getOwnDeletedDocument(user, id)) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  await refusalAsPage(() => getOwnDeletedDocument(user, id));
  const submission = parseWithZod(await readFormData(request), { schema: DocumentQuerySchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsToast("/documents", "Query Failed", async () => {
    await queryDeletedDocument(user, id, submission.value.reason);
    return redirectWithToast("/documents", { title: "Query sent", description: "HR will review your query about this document." });
  });
}

export default function QueryDeletedDocument() {
  const { document } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const error = reply && "error" in reply ? reply.error?.reason?.[0] : undefined;
  return (
    <RouteDialog title="Query Document" closeTo="/documents">
      <Form method="post" className="space-y-4 text-sm">
        <p>
          <strong>{document.originalName}</strong> was deleted. Tell HR why you need it; they can restore it from its backup.
        </p>
        <div className="space-y-1">
          <label htmlFor="reason" className="block font-medium">
            Reason
          </label>
          <textarea
            id="reason"
            name="reason"
            required
            maxLength={2000}
            rows={4}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "reason-error" : undefined}
            className="w-full rounded border border-stone-300 px-3 py-2"
          />
          {error ? (
            <p id="reason-error" className="text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Link to="/documents" className="btn-secondary" preventScrollReset>
            Cancel
          </Link>
          <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
            Send Query
          </button>
        </div>
      </Form>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Query Document | HR Portal" }];
