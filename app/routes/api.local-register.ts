import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { ApiRegisterSchema } from "~/schemas/auth";
import { setFirstPassword } from "~/services/account.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/api.server";

export async function loader(_args: LoaderFunctionArgs) {
  methodNotAllowed(["POST"]);
}

/** First-time password for an employee whose login has none yet. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const { email, password } = await parseJsonBody(request, ApiRegisterSchema);
  const outcome = await setFirstPassword(email, password);
  if (!outcome.ok) return json({ message: outcome.message }, { status: outcome.status });
  return json({ message: "You can now log in with your credentials." });
}
