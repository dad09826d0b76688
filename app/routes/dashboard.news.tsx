import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { readFormData } from "~/utils/form.server";
import { serializeNewsMinimised } from "~/utils/news-preference.server";

/**
 * Minimise or expand the dashboard's Company News card: a form post (works without
 * JavaScript; with it the card posts in the background and folds at once). Answers a
 * redirect to the dashboard with the cookie set.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  throw redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const minimised = (await readFormData(request)).get("minimised");
  if (minimised !== "1" && minimised !== "0") return json({ message: "minimised must be 1 or 0" }, { status: 400 });
  return redirect("/", { headers: { "Set-Cookie": await serializeNewsMinimised(minimised === "1") } });
}
