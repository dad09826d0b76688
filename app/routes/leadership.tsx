import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EmployeeDashboard } from "~/components/employee-dashboard";
import { LeadershipTeam } from "~/components/leadership-team";
import { requireUser } from "~/auth.server";
import { getEmployeeDashboard } from "~/services/dashboard.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { profile: _profile, ...dashboard } = await getEmployeeDashboard(user);
  return json({ ...dashboard });
}

export default function LeadershipRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <EmployeeDashboard data={data} active="leadership">
      <LeadershipTeam />
    </EmployeeDashboard>
  );
}

export const meta: MetaFunction = () => [{ title: "Leadership | HR Portal" }];
