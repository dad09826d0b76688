import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { RouteHandle } from "~/components/dashboard/frame";
import { LeadershipTeam } from "~/components/leadership-team";
import { requireUser } from "~/auth.server";

export const handle: RouteHandle = { tab: "leadership" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function LeadershipRoute() {
  return <LeadershipTeam />;
}

export const meta: MetaFunction = () => [{ title: "Leadership | HR Portal" }];
