import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import * as z from "zod/mini";
import type { RouteHandle } from "~/components/dashboard/frame";
import { GrievanceCounters, GrievanceTable, GrievanceViewToggle } from "~/components/grievances/admin-grievance-list";
import { Pager } from "~/components/ui/pager";
import { requireRole } from "~/auth.server";
import { refusalAsToast } from "~/errors.server";
import { GRIEVANCE_MESSAGES } from "~/schemas/grievances";
import { listGrievances, readGrievanceFilter } from "~/services/grievances/admin.server";
import { deleteGrievance, restoreGrievance } from "~/services/grievances/recycle-bin.server";
import { redirectWithToast } from "~/toast.server";
import { readFormData } from "~/utils/form.server";
import { readPageParam } from "~/utils/paging";
import { idField } from "~/utils/validation";
import { adminGrievancesUrl, grievanceViewParam } from "./admin.grievances.server";

/**
 * Grievance management (spec 2): Active Grievances (counters New, In Progress, Resolved, and
 * Overdue, each filtering the list by `?status=`; the list paged, unanswered ones after 2 working days flagged Overdue; View opens the
 * dialog, Delete moves to the bin) or the Recycle Bin (Restore, Delete Forever, Empty
 * Bin), chosen by `?view=bin` so it works without JavaScript.
 */
export const handle: RouteHandle = { tab: "grievances" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const view = grievanceViewParam(request);
  const params = new URL(request.url).searchParams;
  const list = await listGrievances({ view, page: readPageParam(params), filter: readGrievanceFilter(params.get("status")) });
  return json({ view, ...list }, { headers: { "Cache-Control": "no-store" } });
}

const ListAction = z.object({ intent: z.enum(["delete", "restore"]), id: idField(GRIEVANCE_MESSAGES.notFound) });

export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const parsed = ListAction.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return json({ message: "Unknown action" }, { status: 400 });
  const back = adminGrievancesUrl(request);
  const { intent, id } = parsed.data;
  if (intent === "delete") {
    return refusalAsToast(back, GRIEVANCE_MESSAGES.deleteFailed, async () => {
      await deleteGrievance(requestOrigin(request), hr, id);
      return redirectWithToast(back, { title: GRIEVANCE_MESSAGES.deleted, description: GRIEVANCE_MESSAGES.deletedDescription });
    });
  }
  return refusalAsToast(back, GRIEVANCE_MESSAGES.restoreFailed, async () => {
    await restoreGrievance(requestOrigin(request), hr, id);
    return redirectWithToast(back, { title: GRIEVANCE_MESSAGES.restored });
  });
}

export default function AdminGrievances() {
  const { view, grievances, window, counts, filter, binCount } = useLoaderData<typeof loader>();
  return (
    <>
      <Outlet />
      <section className="space-y-4" aria-labelledby="admin-grievances-title">
        <h2 id="admin-grievances-title" className="text-lg font-semibold">
          Grievance Management
        </h2>
        <GrievanceViewToggle view={view} binCount={binCount} />
        {view === "active" ? (
          <GrievanceCounters counts={counts} filter={filter} />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-stone-600">Deleted grievances stay here until they are restored or deleted forever.</p>
            {binCount > 0 ? (
              <Link to="/admin/grievances/empty-bin?view=bin" className="btn-secondary text-red-700" preventScrollReset>
                Empty Bin
              </Link>
            ) : null}
          </div>
        )}
        <GrievanceTable grievances={grievances} view={view} />
        <Pager window={window} label={view === "bin" ? "Recycle bin" : "Grievances"} />
      </section>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Grievances | HR Admin" }];
