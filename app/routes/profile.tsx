import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EmployeeDashboard, EmployeeDataMissing } from "~/components/employee-dashboard";
import { ProfileTab } from "~/components/profile-tab";
import { requireUser } from "~/auth.server";
import { getEmployeeDashboard } from "~/services/dashboard.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const dashboard = await getEmployeeDashboard(user);
  return json({ ...dashboard });
}

export default function ProfileRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <EmployeeDashboard data={data} active="profile">
      {data.profile ? <ProfileTab profile={data.profile} /> : <EmployeeDataMissing />}
    </EmployeeDashboard>
  );
}

export const meta: MetaFunction = () => [{ title: "My Profile | HR Portal" }];
