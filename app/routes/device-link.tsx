import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FormAlert } from "~/components/ui/form-alert";
import { retryAfterHeaders, settle, refusalHeaders } from "~/errors.server";
import { DEVICE_LINK_INVALID, isDeviceLinkLive, redeemDeviceLink } from "~/services/accounts/device-links.server";
import { rememberDevice } from "~/session.server";
import { redirectWithToast } from "~/toast.server";
import { readFormData } from "~/utils/form.server";

/**
 * The mailed device link (issue 26, docs/decisions.md "A mine site behind one address").
 * Opening it changes nothing (mail scanners open links); the button uses it once and makes
 * this browser a known device of the account, which then signs in past its network's limit.
 */
export const meta: MetaFunction = () => [{ title: "Recognise this device - HR Portal" }];

export const headers = retryAfterHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const invalidMessage = (await isDeviceLinkLive(token)) ? null : DEVICE_LINK_INVALID;
  return json({ token, invalidMessage }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const token = String(form.get("token") ?? "");
  // No limit per source: the token is 256 random bits looked up by its hash (one indexed UPDATE),
  // and a mine site's shared address must not let one person use up everyone's way in (issue 26).
  const outcome = await settle(() => redeemDeviceLink(token));
  if (!outcome.ok) {
    return json({ message: outcome.refusal.message }, { status: outcome.refusal.status, headers: refusalHeaders(outcome.refusal) });
  }
  return redirectWithToast(
    "/login?type=employee",
    { title: "Device recognised", description: "Sign in with your email and password as usual." },
    { headers: { "Set-Cookie": await rememberDevice(request, outcome.value) } },
  );
}

export default function DeviceLink() {
  const { token, invalidMessage } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const message = refused?.message ?? invalidMessage;
  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-4">
      <div className="card w-full max-w-md space-y-4">
        <h1 className="text-2xl font-bold">Recognise this device</h1>
        {message ? (
          <>
            <FormAlert title="Link not usable" description={message} />
            <Link to="/login?type=employee">Back to the login page</Link>
          </>
        ) : (
          <>
            <p className="text-stone-700">
              Your network has had many failed sign-ins, so new devices on it need this step. After it, this browser signs in with your
              password as usual. Only continue on a phone or computer you use.
            </p>
            <Form method="post">
              <input type="hidden" name="token" value={token} />
              <button type="submit" className="btn-primary w-full" disabled={submitting}>
                {submitting ? "Recognising..." : "Recognise this device"}
              </button>
            </Form>
          </>
        )}
      </div>
    </main>
  );
}
