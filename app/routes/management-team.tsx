import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { LeadershipTeam } from "~/components/leadership-team";

/** Public and static: needs no loader and no JavaScript. */
export const handle = { hydrate: false };

export default function ManagementTeam() {
  return (
    <main id="main" className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <Link to="/">← Back to HR Portal</Link>
      <h1 className="text-3xl font-bold">Management Team</h1>
      <LeadershipTeam />
    </main>
  );
}

export const meta: MetaFunction = () => [{ title: "Management Team | Namib Copper Mining" }];
