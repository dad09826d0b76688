import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { getOptionalUser } from "~/auth.server";
import { DOCUMENT_MESSAGES } from "~/schemas/documents-messages";
import { canReadEmployeeDocument } from "~/services/documents/employee-documents.server";

/**
 * /test-preview (spec 1): a document ID (default 92) builds the stream URL
 * `/api/documents/{id}/stream`, previewed in a frame; Test Stream and Reset. The page is
 * public; the stream answers only the document's owner or HR, and the page says
 * 'Failed to load document preview.' when the signed-in visitor cannot read it.
 */
const DEFAULT_TEST_DOCUMENT_ID = 92;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const raw = new URL(request.url).searchParams.get("id");
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : DEFAULT_TEST_DOCUMENT_ID;
  const tested = raw !== null;
  const readable = tested && user ? await canReadEmployeeDocument(user, id) : false;
  return json({ id, tested, readable }, { headers: { "Cache-Control": "no-store" } });
}

export default function TestPreview() {
  const { id, tested, readable } = useLoaderData<typeof loader>();
  const streamUrl = `/api/documents/${id}/stream`;
  return (
    <main id="main" className="mx-auto max-w-5xl space-y-4 px-4 py-8">
      <Link to="/">← Back to HR Portal</Link>
      <h1 className="text-2xl font-bold">Document Stream Test</h1>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <label htmlFor="id" className="block text-sm font-medium">
            Document ID
          </label>
          <input
            id="id"
            name="id"
            inputMode="numeric"
            pattern="[0-9]+"
            defaultValue={id}
            className="rounded border border-stone-300 px-3 py-2"
          />
        </div>
        <button type="submit" className="btn-primary">
          Test Stream
        </button>
        <Link to="/test-preview" className="btn-secondary">
          Reset
        </Link>
      </Form>
      <p className="text-sm">
        Stream URL: <code className="break-all">{streamUrl}</code>
      </p>
      {tested ? (
        readable ? (
          <iframe title="Document preview" src={streamUrl} className="h-[70vh] w-full rounded border border-stone-300" />
        ) : (
          <p role="alert" className="rounded border border-red-300 bg-red-50 px-3 py-2 text-red-800">
            {DOCUMENT_MESSAGES.previewFailed}
          </p>
        )
      ) : null}
    </main>
  );
}

export const meta: MetaFunction = () => [{ title: "Document Stream Test | HR Portal" }];
