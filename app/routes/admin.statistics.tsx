import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { StatisticsDashboard } from "~/components/statistics-panels";
import { requireRole } from "~/auth.server";
import { getEmployeeStatistics } from "~/services/stats.server";

export const handle: RouteHandle = { tab: "statistics" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return json({ stats: await getEmployeeStatistics() });
}

export default function AdminStatistics() {
  const { stats } = useLoaderData<typeof loader>();
  return (
    <>
      <StatisticsDashboard stats={stats} />
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Statistics | HR Admin" }];
