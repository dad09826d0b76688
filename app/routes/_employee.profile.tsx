import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { EmployeeDataMissing } from "~/components/dashboard/employee-home";
import { ProfileTab } from "~/components/profile-tab";
import { requireUser } from "~/auth.server";
import { getOwnProfile } from "~/services/dashboard.server";

export const handle: RouteHandle = { tab: "profile" };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ profile: await getOwnProfile(user) });
}

export default function ProfileRoute() {
  const { profile } = useLoaderData<typeof loader>();
  return profile ? <ProfileTab profile={profile} /> : <EmployeeDataMissing />;
}

export const meta: MetaFunction = () => [{ title: "My Profile | HR Portal" }];
