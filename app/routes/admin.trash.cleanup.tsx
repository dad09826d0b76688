import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { TRASH_RETENTION_DAYS } from "~/constants";
import { EMPLOYEE_TOASTS } from "~/schemas/employee";
import { cleanupExpired, countExpired } from "~/services/employees/trash.server";
import { redirectWithToast } from "~/toast.server";

/**
 * Cleanup Expired asks first (issue 24): it names how many records go for good, and nothing is
 * removed until HR confirms. (POST /api/employees/cleanup-expired stays one step for scripts.)
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return json({ count: await countExpired() });
}

export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const count = await cleanupExpired({ actor: hr, origin: requestOrigin(request) });
  return redirectWithToast("/admin/trash", {
    title: EMPLOYEE_TOASTS.cleanedUp,
    description: count === 1 ? "1 expired record removed." : `${count} expired records removed.`,
  });
}

export default function CleanupExpired() {
  const { count } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  const records = count === 1 ? "1 expired record" : `${count} expired records`;
  return (
    <RouteDialog title="Cleanup Expired Records" closeTo="/admin/trash">
      {count === 0 ? (
        <div className="space-y-4">
          <p>No record in the trash has expired: every one was deleted less than {TRASH_RETENTION_DAYS} days ago.</p>
          <div className="flex justify-end">
            <Link to="/admin/trash" className="btn-secondary">
              Close
            </Link>
          </div>
        </div>
      ) : (
        <Form method="post" className="space-y-4">
          <p>
            Permanently delete <strong>{records}</strong> (deleted more than {TRASH_RETENTION_DAYS} days ago)? This removes their personal
            records, logins and documents and cannot be undone. Payslips and leave history are kept, with the name and employee ID, as the
            law requires.
          </p>
          <div className="flex justify-end gap-2">
            <Link to="/admin/trash" className="btn-secondary">
              Cancel
            </Link>
            <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={busy}>
              Delete {records}
            </button>
          </div>
        </Form>
      )}
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Cleanup Expired | HR Admin" }];
