import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { EmployeeDashboard } from "~/components/employee-dashboard";
import { LeaveRequestList } from "~/components/leave/leave-request-list";
import { requireUser } from "~/auth.server";
import { getEmployeeDashboard } from "~/services/dashboard.server";
import { listOwnLeaveRequests } from "~/services/leave.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [{ profile: _profile, ...dashboard }, requests] = await Promise.all([getEmployeeDashboard(user), listOwnLeaveRequests(user)]);
  return json({ ...dashboard, requests });
}

export default function LeaveTab() {
  const data = useLoaderData<typeof loader>();
  return (
    <EmployeeDashboard data={data} active="leave">
      <Outlet />
      <LeaveRequestList requests={data.requests} />
    </EmployeeDashboard>
  );
}

export const meta: MetaFunction = () => [{ title: "My Leave | HR Portal" }];
