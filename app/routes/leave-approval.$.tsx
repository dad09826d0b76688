import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { InvalidLink } from "~/components/leave/approval-page";

/** Any /leave-approval address that is not /{token}/{action}: Invalid Link. */
export const handle = { hydrate: false, hideHeader: true };

export async function loader(_args: LoaderFunctionArgs) {
  return json(null, { status: 404 });
}

export default function InvalidApprovalRoute() {
  return <InvalidLink />;
}

export const meta: MetaFunction = () => [{ title: "Invalid Link | HR Portal" }];
