import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HrDashboard, OverviewTab } from "~/components/hr-dashboard";
import { requireRole } from "~/auth.server";
import { getOverviewCounts } from "~/services/stats.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return json({ counts: await getOverviewCounts() });
}

export default function AdminOverview() {
  const { counts } = useLoaderData<typeof loader>();
  return (
    <HrDashboard active="overview">
      <OverviewTab counts={counts} />
    </HrDashboard>
  );
}

export const meta: MetaFunction = () => [{ title: "Overview | HR Admin" }];
