import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireUser } from "~/auth.server";
import { refusalAsPage, refusalAsToast } from "~/errors.server";
import { CERTIFICATE_MESSAGES } from "~/schemas/leave";
import { getOwnLeaveRequest } from "~/services/leave/requests.server";
import { attachCertificate } from "~/services/leave/certificates.server";
import { redirectWithToast } from "~/toast.server";
import { parseId } from "~/utils/api.server";
import { formatDateNa } from "~/utils/format";
import { uploadFrom, UPLOAD_FORMS } from "~/intake.server";

/** Attach a medical certificate to one's own sick leave (multipart: works without JavaScript). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ leave: await refusalAsPage(() => getOwnLeaveRequest(user, parseId(params.id))) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  return refusalAsToast("/leave", CERTIFICATE_MESSAGES.failed, async () => {
    await attachCertificate(uploadFrom(request, UPLOAD_FORMS.certificate), user, id);
    return redirectWithToast("/leave", { title: CERTIFICATE_MESSAGES.attached });
  });
}

export default function AttachCertificate() {
  const { leave } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <RouteDialog title="Attach Medical Certificate" closeTo="/leave">
      <Form method="post" encType="multipart/form-data" className="space-y-4 text-sm">
        <p>
          Sick leave of more than two consecutive days needs a medical certificate. This request: {formatDateNa(leave.startDate)} to{" "}
          {formatDateNa(leave.endDate)}.
        </p>
        <div>
          <label htmlFor="certificate" className="field-label">
            Certificate (PDF, JPEG or PNG, at most 5 MB)
          </label>
          <input
            id="certificate"
            name="certificate"
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            required
            className="field-input"
          />
        </div>
        <div className="flex justify-end gap-2">
          <Link to="/leave" className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? "Attaching..." : "Attach Certificate"}
          </button>
        </div>
      </Form>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Attach Medical Certificate | HR Portal" }];
