import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HrDashboard } from "~/components/hr-dashboard";
import { StatisticsDashboard } from "~/components/statistics-panels";
import { requireRole } from "~/auth.server";
import { getEmployeeStatistics } from "~/services/stats.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return json({ stats: await getEmployeeStatistics() });
}

export default function AdminStatistics() {
  const { stats } = useLoaderData<typeof loader>();
  return (
    <HrDashboard active="statistics">
      <StatisticsDashboard stats={stats} />
    </HrDashboard>
  );
}

export const meta: MetaFunction = () => [{ title: "Statistics | HR Admin" }];
