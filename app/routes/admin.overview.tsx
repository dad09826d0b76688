import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { OverviewTab } from "~/components/dashboard/hr-overview";
import { requireRole } from "~/auth.server";
import { getHrOverviewPanel } from "~/services/dashboard.server";
import { getOverviewCounts } from "~/services/stats.server";

export const handle: RouteHandle = { tab: "overview" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const [counts, panel] = await Promise.all([getOverviewCounts(), getHrOverviewPanel()]);
  return json({ counts, panel });
}

export default function AdminOverview() {
  const { counts, panel } = useLoaderData<typeof loader>();
  return (
    <>
      <OverviewTab counts={counts} panel={panel} />
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Overview | HR Admin" }];
