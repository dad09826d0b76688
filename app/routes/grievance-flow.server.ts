import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { createCookie, json, redirect } from "@remix-run/node";
import type { CurrentUser } from "~/auth.server";
import type { GrievanceDraft, GrievanceFlowData } from "~/components/grievances/grievance-form";
import { getEnv } from "~/env.server";
import { settle } from "~/errors.server";
import { logger } from "~/logger.server";
import { GRIEVANCE_MESSAGES, GrievanceFields, GrievanceSchema } from "~/schemas/grievances";
import { submitGrievance } from "~/services/grievances/employee.server";
import { redirectWithToast } from "~/toast.server";
import { readFormData } from "~/utils/form.server";

/**
 * Submit Grievance's two steps as plain form pages (a dialog with JavaScript): the form
 * posts `intent=review` and gets the review back (the fields ride along as hidden inputs);
 * the review posts `edit` (the form again, everything kept) or `confirm`. An anonymous
 * draft posts to /grievance/anonymous/new, a path never recorded as a page visit.
 */

const EMPTY_DRAFT: GrievanceDraft = { title: "", description: "", category: "other", priority: "medium", isAnonymous: false };

/** The form's required/min/max for the browser, which fetches the schema itself only on first focus (issue 25). */
export function grievanceConstraint() {
  return getZodConstraint(GrievanceFields);
}

export function emptyDraft(isAnonymous: boolean): GrievanceDraft {
  return { ...EMPTY_DRAFT, isAnonymous };
}

function draftOf(formData: FormData): GrievanceDraft {
  const text = (name: string, fallback: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value.slice(0, 4000) : fallback;
  };
  const anonymous = formData.get("isAnonymous");
  return {
    title: text("title", ""),
    description: text("description", ""),
    category: text("category", "other"),
    priority: text("priority", "medium"),
    isAnonymous: anonymous === "on" || anonymous === "true",
  };
}

export type FlowStep = GrievanceFlowData;

const NO_STORE = { "Cache-Control": "no-store" };

export async function grievanceFlowAction(request: Request, user: CurrentUser) {
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const draft = draftOf(formData);
  const submission = parseWithZod(formData, { schema: GrievanceSchema });
  if (intent === "edit") return json<FlowStep>({ step: "form", draft, result: null }, { headers: NO_STORE });
  if (submission.status !== "success") {
    return json<FlowStep>({ step: "form", draft, result: submission.reply() }, { status: 400, headers: NO_STORE });
  }
  const checked: GrievanceDraft = { ...submission.value };
  if (intent !== "confirm") return json<FlowStep>({ step: "review", draft: checked, failure: null }, { headers: NO_STORE });
  let outcome;
  try {
    outcome = await settle(() => submitGrievance(user, submission.value));
  } catch (error) {
    // Nothing of the person or the request: the error alone (an anonymous submission must leave no trace).
    logger.error({ err: { message: (error as Error)?.message } }, "a grievance could not be stored");
    outcome = null;
  }
  if (!outcome || !outcome.ok) {
    return json<FlowStep>({ step: "review", draft: checked, failure: GRIEVANCE_MESSAGES.submitFailed }, { status: 500, headers: NO_STORE });
  }
  const { receiptCode } = outcome.value;
  if (receiptCode) {
    return redirect("/grievance/anonymous/receipt", { headers: { "Set-Cookie": await receiptCookie().serialize(receiptCode) } });
  }
  return redirectWithToast("/grievance", { title: GRIEVANCE_MESSAGES.submitted, description: GRIEVANCE_MESSAGES.submittedDescription });
}

/**
 * The receipt code travels from the confirm to the receipt page in its own short-lived signed
 * cookie, read once: never in a URL, a database session or a log.
 */
let cookie: ReturnType<typeof createCookie> | undefined;
export function receiptCookie() {
  const env = getEnv();
  cookie ??= createCookie("__hr_grievance_receipt", {
    httpOnly: true,
    sameSite: "lax",
    path: "/grievance/anonymous",
    secure: env.PUBLIC_URL.startsWith("https://"),
    secrets: [env.SESSION_SECRET ?? "development-only-secret-not-for-production"],
    maxAge: 600,
  });
  return cookie;
}

/** The code once, and the header that forgets it. */
export async function takeReceiptCode(request: Request) {
  const code = (await receiptCookie().parse(request.headers.get("Cookie"))) as string | null;
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (code) headers.append("Set-Cookie", await receiptCookie().serialize("", { maxAge: 0 }));
  return { code: typeof code === "string" ? code : null, headers };
}
