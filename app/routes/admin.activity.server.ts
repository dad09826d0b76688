import { requestOrigin } from "~/utils/request-info.server";
import { redirect } from "@remix-run/node";
import * as z from "zod/mini";
import type { CurrentUser } from "~/auth.server";
import { errorReference, settle } from "~/errors.server";
import { logger } from "~/logger.server";
import {
  ACTIVITY_SOURCES,
  ActivityQuerySchema,
  activityFilter,
  ForceLogoutUserSchema,
  type ActivityFilter,
  type ActivitySource,
  type ActivityTab,
} from "~/schemas/activity";
import {
  activityStats,
  employeeChoice,
  listActiveSessions,
  listPageVisits,
  listSessions,
  matchEmployees,
  sessionBreakdowns,
} from "~/services/activity/monitor.server";
import { isSessionAlive } from "~/services/activity/sessions.server";
import { forceLogoutAll, forceLogoutSession, forceLogoutUser } from "~/services/accounts/session-control.server";
import { redirectWithToast } from "~/toast.server";
import { fieldErrors } from "~/utils/api.server";
import { readFormData } from "~/utils/form.server";
import { readPageParam } from "~/utils/paging";
import { idField } from "~/utils/validation";

/**
 * The activity monitor's server side: which tab and filter the URL asks for, each data
 * source loaded on its own (a failing source shows its own error panel, spec 2), and the
 * session-control forms.
 */

export type Loaded<T> = { ok: true; data: T } | { ok: false; source: (typeof ACTIVITY_SOURCES)[ActivitySource]; reference: string };

async function load<T>(source: ActivitySource, work: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await work() };
  } catch (error) {
    const reference = errorReference();
    logger.error({ err: error, source, reference }, "activity monitor source failed");
    return { ok: false, source: ACTIVITY_SOURCES[source], reference };
  }
}

export function readActivityUrl(request: Request) {
  const url = new URL(request.url);
  const parsed = ActivityQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : {};
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const tab: ActivityTab = (parsed.success && parsed.data.tab) || "overview";
  return { url, tab, filter: activityFilter(query), errors, page: readPageParam(url.searchParams) };
}

/**
 * The Employee filter's text (`employee`): one match goes straight to that employee's
 * URL (`employeeId`); several are offered as choices; none is a field error.
 */
export async function resolveEmployeeText(url: URL) {
  const text = url.searchParams.get("employee")?.trim();
  if (!text) return { choices: [], text: "" };
  const matches = await matchEmployees(text);
  if (matches.length === 1) {
    const next = new URLSearchParams(url.searchParams);
    next.delete("employee");
    next.set("employeeId", String(matches[0].id));
    throw redirect(`${url.pathname}?${next}`);
  }
  return { choices: matches, text };
}

export async function loadTab(tab: ActivityTab, filter: ActivityFilter, page: number) {
  const chosen = filter.employeeId ? await employeeChoice(filter.employeeId) : null;
  const base = { chosen };
  switch (tab) {
    case "overview":
      return { ...base, stats: await load("stats", () => activityStats(filter)) };
    case "sessions":
      return { ...base, sessions: await load("sessions", () => listSessions(filter, page)) };
    case "visits":
      return { ...base, visits: await load("visits", () => listPageVisits(filter)) };
    case "analytics":
      return { ...base, breakdowns: await load("stats", () => sessionBreakdowns(filter)) };
    case "control":
      return { ...base, active: await load("sessions", () => listActiveSessions(page)) };
  }
}

const ControlFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("force-logout-all") }),
  z.object({ intent: z.literal("end-session"), id: idField() }),
  z.object({ intent: z.literal("end-user"), userId: idField(), revokeTokens: ForceLogoutUserSchema.shape.revokeTokens }),
]);

/** Only a query string of this page is a place to go back to. */
function backTo(query: FormDataEntryValue | null) {
  const value = typeof query === "string" ? query : "";
  return `/admin/activity${/^\?[\w=&%.+-]*$/.test(value) ? value : ""}`;
}

function sessionsPhrase({ sessionCount, userCount, revokedTokens }: { sessionCount: number; userCount: number; revokedTokens?: number }) {
  const tokens = revokedTokens === undefined ? "" : ` and revoked ${revokedTokens} API token${revokedTokens === 1 ? "" : "s"}`;
  return `Logged out ${sessionCount} sessions affecting ${userCount} users${tokens}`;
}

/**
 * Session control. When the acting administrator's own session was among those ended
 * (always with Force Logout All), the answer is the login page, with the toast.
 */
export async function handleSessionControl(request: Request, hr: CurrentUser) {
  const form = await readFormData(request);
  const parsed = ControlFormSchema.safeParse(Object.fromEntries(form));
  const back = backTo(form.get("back"));
  if (!parsed.success) return redirectWithToast(back, { title: "Force Logout Failed", description: "Unknown action", variant: "error" });
  const input = parsed.data;
  const outcome = await settle(() =>
    input.intent === "force-logout-all"
      ? forceLogoutAll(requestOrigin(request), hr)
      : input.intent === "end-session"
        ? forceLogoutSession(requestOrigin(request), hr, input.id)
        : forceLogoutUser(requestOrigin(request), hr, input.userId, { revokeTokens: Boolean(input.revokeTokens) }),
  );
  if (!outcome.ok) {
    return redirectWithToast(back, { title: "Force Logout Failed", description: outcome.refusal.message, variant: "error" });
  }
  const toast = { title: "Force Logout Successful", description: sessionsPhrase(outcome.value) };
  return redirectWithToast((await isSessionAlive(hr.sessionId)) ? back : "/login", toast);
}
