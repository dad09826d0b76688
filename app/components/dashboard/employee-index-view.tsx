import { EmployeeDataMissing } from "~/components/dashboard/employee-data-missing";
import { EmployeeHome, type EmployeeDashboardData } from "~/components/dashboard/employee-home";
import { EmployeeFrame } from "~/components/dashboard/frame";
import type { HeaderUser } from "~/components/app-header";
import { ProfileTab } from "~/components/profile-tab";
import type { EmployeeProfile } from "~/services/dashboard.server";

/**
 * "/" for an employee: the dashboard's cards, then the default Profile tab, in the employee
 * frame. Loaded by `routes/_index.tsx` only for this view (a module of its own, so the
 * landing page does not carry it; see docs/decisions.md "Page weight (issue 25)").
 */
export default function EmployeeIndexView({
  user,
  home,
  profile,
  newsMinimised,
}: {
  user: HeaderUser;
  home: EmployeeDashboardData;
  profile: EmployeeProfile | null;
  newsMinimised: boolean;
}) {
  return (
    <EmployeeFrame user={user} active="profile">
      <div className="space-y-6">
        <EmployeeHome data={home} newsMinimised={newsMinimised} />
        {profile ? <ProfileTab profile={profile} /> : <EmployeeDataMissing />}
      </div>
    </EmployeeFrame>
  );
}
