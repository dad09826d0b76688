import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { CompanyFiguresView } from "~/components/statistics-panels";
import { requireUser } from "~/auth.server";
import { getCompanyFigures } from "~/services/stats.server";

export const handle: RouteHandle = { tab: "stats" };

/** The employees' Statistics tab: company figures only (docs/decisions.md, Statistics). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return json({ figures: await getCompanyFigures() });
}

export default function StatsTab() {
  const { figures } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="company-statistics-title" className="space-y-4">
      <h2 id="company-statistics-title" className="text-lg font-semibold">
        Company Statistics
      </h2>
      <CompanyFiguresView figures={figures} />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Statistics | HR Portal" }];
