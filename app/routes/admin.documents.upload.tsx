import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HrUploadForm } from "~/components/documents/hr-upload-form";
import type { RouteHandle } from "~/components/dashboard/frame";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsPage, settle } from "~/errors.server";
import { DOCUMENT_MESSAGES, uploadSummary } from "~/schemas/documents";
import { listDocumentsOfEmployee, uploadManyForEmployee } from "~/services/documents/admin-documents.server";
import { redirectWithToast } from "~/toast.server";
import { uploadFrom, UPLOAD_FORMS } from "~/intake.server";
import { requestOrigin } from "~/utils/request-info.server";

/**
 * Upload for an employee (spec 2 "Admin document upload"): up to five files, each with one
 * of the 13 types. Without JavaScript the form is one multipart request to this action;
 * with it the browser first checks the spec's rules (a file chosen, every file labelled,
 * files over 50 MB skipped), then sends each file as its own call to the JSON API
 * `POST /api/admin/employees/{id}/documents` (components/documents/hr-upload-form.tsx).
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
  const outcome = await settle(() =>
    uploadManyForEmployee(uploadFrom(request, UPLOAD_FORMS.documentsForEmployee), requestOrigin(request), hr, employeeId),
  );
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
  return redirectWithToast(folder, uploadSummary(uploaded, failed));
}

export default function UploadForEmployee() {
  const { employee } = useLoaderData<typeof loader>();
  const back = `/admin/documents?employee=${employee.id}`;
  return (
    <RouteDialog title={`Upload Documents for ${employee.name}`} closeTo={back} wide>
      <HrUploadForm employeeId={employee.id} back={back} />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Upload Documents | HR Admin" }];
