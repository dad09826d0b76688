import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HrDashboard, OverviewTab } from "~/components/hr-dashboard";
import { requireRole } from "~/auth.server";
import { getHrOverviewCounts } from "~/services/dashboard.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return json({ counts: await getHrOverviewCounts() });
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
