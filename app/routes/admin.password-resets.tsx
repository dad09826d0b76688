import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation, useOutlet } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { ResetRequestList, ResetTabs } from "~/components/password-resets/reset-request-list";
import { Pager } from "~/components/ui/pager";
import { requireRole } from "~/auth.server";
import { ADMIN_POLL_MS } from "~/constants";
import type { PasswordResetTab } from "~/schemas/password-resets";
import { listPasswordResetRequests } from "~/services/accounts/password-resets.server";
import { readPageParam } from "~/utils/paging";
import { usePollingRevalidation } from "~/utils/use-polling-revalidation";

/**
 * Password reset management (spec 2): tabs Pending (n) and Reviewed (n), paged in SQL; a
 * request opens its review dialog (`admin.password-resets.$id.tsx`). With JavaScript the
 * list refreshes every 30 seconds while the tab is visible; without, a reload does.
 */
export const handle: RouteHandle = { tab: "password-resets" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const params = new URL(request.url).searchParams;
  // The screen has two tabs; any other status in a hand-edited URL shows Pending.
  const tab: PasswordResetTab = params.get("status") === "reviewed" ? "reviewed" : "pending";
  const list = await listPasswordResetRequests({ status: tab, page: readPageParam(params) });
  return json({ tab, ...list });
}

export default function AdminPasswordResets() {
  const { tab, requests, counts, window } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const dialogOpen = Boolean(useOutlet());
  // Paused while a request's dialog is open: the list behind it need not move.
  usePollingRevalidation(ADMIN_POLL_MS, !dialogOpen);
  return (
    <>
      <Outlet />
      <section className="space-y-4" aria-labelledby="password-resets-title">
        <div>
          <h2 id="password-resets-title" className="text-lg font-semibold">
            Password Reset Management
          </h2>
          <p className="text-sm text-stone-600">
            Approving mails the employee a link to choose a new password (valid 24 hours, once). Rejecting mails them your note.
          </p>
        </div>
        <ResetTabs active={tab} counts={counts} />
        <ResetRequestList requests={requests} tab={tab} search={search} />
        <Pager window={window} label="Password reset requests" />
      </section>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Password Resets | HR Admin" }];
