import type { HeaderUser } from "~/components/app-header";
import { HrFrame } from "~/components/dashboard/frame";
import { OverviewTab } from "~/components/dashboard/hr-overview";
import type { HrOverviewPanel } from "~/services/dashboard.server";
import type { OverviewCounts } from "~/services/stats.server";

/**
 * "/" for HR: the Overview tab in the HR frame. Loaded by `routes/_index.tsx` only for this
 * view (a module of its own, so the landing page does not carry it).
 */
export default function HrIndexView({ user, counts, panel }: { user: HeaderUser; counts: OverviewCounts; panel: HrOverviewPanel }) {
  return (
    <HrFrame user={user} active="overview">
      <OverviewTab counts={counts} panel={panel} />
    </HrFrame>
  );
}
