import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EmployeeDataMissing } from "~/components/dashboard/employee-data-missing";
import type { RouteHandle } from "~/components/dashboard/frame";
import { requireUser } from "~/auth.server";
import { refusalAsPage } from "~/errors.server";
import { PROFILE_MESSAGES } from "~/schemas/profile-messages";
import { listRecentActivity } from "~/services/profile.server";
import { formatDateShort } from "~/utils/format";

export const handle: RouteHandle = { tab: "activity" };

/** The Activity tab (spec 1): the ten newest items of the employee's own history. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!user.employee) return json({ items: null });
  const employeeId = user.employee.id;
  return json({ items: await refusalAsPage(() => listRecentActivity(user, employeeId)) });
}

export default function ActivityTab() {
  const { items } = useLoaderData<typeof loader>();
  if (!items) return <EmployeeDataMissing />;
  return (
    <section className="card" aria-labelledby="recent-activity-title">
      <h2 id="recent-activity-title" className="mb-2 font-semibold">
        Recent Activity
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-stone-500">{PROFILE_MESSAGES.noActivity}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm">
              <span className="min-w-0">
                <span className="block font-medium">{item.title}</span>
                {item.description ? <span className="block break-words text-stone-600">{item.description}</span> : null}
              </span>
              <time dateTime={item.createdAt} className="shrink-0 text-xs text-stone-500">
                {formatDateShort(item.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Activity | HR Portal" }];
