import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { EmployeeFrame, FrameErrorBoundary, revalidateFrameAfterSubmissions, type RouteHandle } from "~/components/dashboard/frame";
import { requireUser } from "~/auth.server";
import { getFrameUser } from "~/services/dashboard.server";

/**
 * The employee dashboard's layout (pathless: /profile, /leave, /payslips ... keep their
 * URLs). It loads the frame once; each tab is a child route that loads only its own data
 * and establishes the user itself. The tabs are listed in components/dashboard/tabs.ts.
 */
export const handle: RouteHandle = { frame: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ user: await getFrameUser(user) });
}

export const shouldRevalidate = revalidateFrameAfterSubmissions;

export default function EmployeeLayout() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <EmployeeFrame user={user}>
      <Outlet />
    </EmployeeFrame>
  );
}

export function ErrorBoundary() {
  return <FrameErrorBoundary frame="employee" />;
}
