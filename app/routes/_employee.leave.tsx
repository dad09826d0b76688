import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { LeaveRequestList } from "~/components/leave/leave-request-list";
import { requireUser } from "~/auth.server";
import { BalanceTable } from "~/components/leave/balance-table";
import { listOwnLeaveRequests } from "~/services/leave/requests.server";
import { ownLeaveBalances } from "~/services/leave/balances-access.server";

export const handle: RouteHandle = { tab: "leave" };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ requests: await listOwnLeaveRequests(user), balances: await ownLeaveBalances(user) });
}

export default function LeaveTab() {
  const { requests, balances } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <Outlet />
      {balances ? <BalanceTable balances={balances.balances} workDaysPerWeek={balances.workDaysPerWeek} /> : null}
      <LeaveRequestList requests={requests} />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "My Leave | HR Portal" }];
