import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { FrameErrorBoundary, HrFrame, revalidateFrameAfterSubmissions, type RouteHandle } from "~/components/dashboard/frame";
import { requireRole } from "~/auth.server";
import { getFrameUser } from "~/services/dashboard.server";

/**
 * The HR dashboard's layout: every /admin/* page is a child. It loads the frame once;
 * each tab loads only its own data and checks the role itself (a parent's check does
 * not protect a child's loader or action). The tabs are listed in components/dashboard/tabs.ts.
 */
export const handle: RouteHandle = { frame: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "hr");
  return json({ user: await getFrameUser(user) });
}

export const shouldRevalidate = revalidateFrameAfterSubmissions;

export default function AdminLayout() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <HrFrame user={user}>
      <Outlet />
    </HrFrame>
  );
}

export function ErrorBoundary() {
  return <FrameErrorBoundary frame="hr" />;
}
