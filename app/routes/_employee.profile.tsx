import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { EmployeeDataMissing } from "~/components/dashboard/employee-data-missing";
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
  return (
    <>
      <Outlet />
      <div className="space-y-4">
        {/* HR reaches its own self-service here, not through the employee home's action buttons. */}
        <nav aria-label="Profile actions" className="flex flex-wrap justify-end gap-2">
          <Link to="/profile/password" className="btn-secondary" preventScrollReset>
            Reset Password
          </Link>
          {/* Ends every session of this account, on every device (a lost phone, a shared computer), and revokes its API tokens. */}
          <Form method="post" action="/logout" reloadDocument>
            <input type="hidden" name="intent" value="everywhere" />
            <button type="submit" className="btn-secondary" aria-describedby="sign-out-everywhere-note">
              Sign out everywhere
            </button>
          </Form>
        </nav>
        <p id="sign-out-everywhere-note" className="text-right text-xs text-stone-500">
          Sign out everywhere ends every session of your account, on every device, and revokes your API tokens.
        </p>
        {profile ? <ProfileTab profile={profile} /> : <EmployeeDataMissing />}
      </div>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "My Profile | HR Portal" }];
