import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsPage, settle } from "~/errors.server";
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, HR_DOCUMENT_TYPES, UPLOAD_FORM_ROWS } from "~/schemas/documents";
import { listDocumentsOfEmployee, uploadManyForEmployee } from "~/services/documents/admin-documents.server";
import { redirectWithToast } from "~/toast.server";

/**
 * Upload for an employee (spec 2 "Admin document upload"): up to five files, each with one
 * of the 13 types. One multipart request, so it works without JavaScript; with it the
 * browser first checks the spec's rules (a file chosen, every file labelled, files over
 * 50 MB skipped). The JSON call `POST /api/admin/employees/{id}/documents` takes one file.
 */
export const handle: RouteHandle = { tab: "admin-documents" };

function employeeParam(request: Request) {
  const value = Number(new URL(request.url).searchParams.get("employee"));
  return Number.isInteger(value) && value > 0 ? value : 0;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const employeeId = employeeParam(request);
  if (!employeeId) throw json({ message: DOCUMENT_MESSAGES.selectEmployee }, { status: 400 });
  const { employee } = await refusalAsPage(() => listDocumentsOfEmployee(hr, employeeId));
  return json({ employee });
}

export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const employeeId = employeeParam(request);
  if (!employeeId) return redirectWithToast("/admin/documents", { title: DOCUMENT_MESSAGES.selectEmployee, variant: "error" });
  const folder = `/admin/documents?employee=${employeeId}`;
  const outcome = await settle(() => uploadManyForEmployee(request, hr, employeeId));
  if (!outcome.ok) {
    const { message } = outcome.refusal;
    const label = message.startsWith(DOCUMENT_MESSAGES.labelAllFiles);
    return redirectWithToast(`/admin/documents/upload?employee=${employeeId}`, {
      title: label ? DOCUMENT_MESSAGES.labelAllFiles : DOCUMENT_MESSAGES.uploadFailed,
      description: label ? message.slice(DOCUMENT_MESSAGES.labelAllFiles.length + 2) : message,
      variant: "error",
    });
  }
  const { uploaded, failed } = outcome.value;
  if (failed.length === 0)
    return redirectWithToast(folder, { title: "Success", description: `${uploaded.length} document(s) uploaded successfully` });
  const reasons = failed.map((file) => `${file.name}: ${file.message}`).join("; ");
  if (uploaded.length === 0)
    return redirectWithToast(folder, { title: DOCUMENT_MESSAGES.uploadFailed, description: reasons, variant: "error" });
  return redirectWithToast(folder, {
    title: "Partial Success",
    description: `${uploaded.length} uploaded, ${failed.length} failed. ${reasons}`,
    variant: "error",
  });
}

export default function UploadForEmployee() {
  const { employee } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  const [problem, setProblem] = useState<string | null>(null);
  const back = `/admin/documents?employee=${employee.id}`;

  /** The spec's checks before anything is sent (with JavaScript). */
  function check(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const rows = Array.from({ length: UPLOAD_FORM_ROWS }, (_, n) => ({
      input: form.elements.namedItem(`file-${n}`) as HTMLInputElement,
      type: (form.elements.namedItem(`documentType-${n}`) as HTMLSelectElement).value,
    }));
    const chosen = rows.filter((row) => row.input.files?.length);
    const skipped: string[] = [];
    for (const row of chosen) {
      const file = row.input.files![0];
      if (file.size > DOCUMENT_MAX_BYTES) {
        skipped.push(`${file.name} exceeds the 50MB limit and was skipped.`);
        row.input.value = "";
      }
    }
    const remaining = chosen.filter((row) => row.input.files?.length);
    const unlabelled = remaining.filter((row) => !row.type).map((row) => row.input.files![0].name);
    const stop = (message: string) => {
      event.preventDefault();
      setProblem(message);
    };
    if (remaining.length === 0) return stop([...skipped, DOCUMENT_MESSAGES.selectFiles].join(" "));
    if (unlabelled.length) return stop(`${DOCUMENT_MESSAGES.labelAllFiles}: please select a document type for ${unlabelled.join(", ")}`);
    setProblem(skipped.length ? skipped.join(" ") : null);
  }

  return (
    <RouteDialog title={`Upload Documents for ${employee.name}`} closeTo={back} wide>
      <Form method="post" encType="multipart/form-data" className="space-y-3 text-sm" onSubmit={check} noValidate>
        {problem ? (
          <p role="alert" className="rounded border border-red-300 bg-red-50 px-3 py-2 text-red-800">
            {problem}
          </p>
        ) : null}
        <p className="text-stone-600">Choose up to {UPLOAD_FORM_ROWS} files (at most 50 MB each) and a document type for each.</p>
        {Array.from({ length: UPLOAD_FORM_ROWS }, (_, n) => (
          <fieldset key={n} className="grid gap-2 rounded border border-stone-200 p-2 sm:grid-cols-2">
            <legend className="px-1 font-medium">File {n + 1}</legend>
            <label className="space-y-1">
              <span className="block">Document type</span>
              <select name={`documentType-${n}`} defaultValue="" className="w-full rounded border border-stone-300 px-2 py-1.5">
                <option value="">Select a type</option>
                {HR_DOCUMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            </label>
            <label className="space-y-1">
              <span className="block">File</span>
              <input type="file" name={`file-${n}`} className="w-full" />
            </label>
          </fieldset>
        ))}
        <div className="flex flex-wrap justify-end gap-2">
          <Link to={back} className="btn-secondary" preventScrollReset>
            Cancel
          </Link>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? "Uploading..." : "Upload"}
          </button>
        </div>
      </Form>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Upload Documents | HR Admin" }];
