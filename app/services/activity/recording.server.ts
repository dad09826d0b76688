import { QueryTypes } from "sequelize";
import type { CurrentUser } from "~/auth.server";
import { SESSION_IDLE_TIMEOUT_MS } from "~/constants";
import { getDb } from "~/db.server";
import { addDays, COMPANY_TIME_ZONE, todayIso } from "~/utils/dates";

/**
 * Page visits (spec 2, Activity monitor): every page a signed-in person opens is written
 * by the server, with or without JavaScript. Time spent is closed by the next visit of
 * the same session, or by the beacon the page sends when it is left.
 */

/**
 * Paths that are never recorded: calls and files are not pages; token pages (leave
 * approval, password reset) would put a secret in the monitor; sign-in pages have no one
 * to attribute; and any path with an `anonymous` segment (anonymous grievances) must not
 * be linkable to a person.
 */
/**
 * Never recorded: calls, token links, sign-in and out, and the grievance forms. The named
 * grievance form is left out too: a visit to it with no named grievance after it would
 * point at an anonymous one (the anonymous flow's own paths all hold an "anonymous" segment).
 */
const UNRECORDED = [/^\/api\//, /^\/leave-approval(\/|$)/, /^\/reset-password(\/|$)/, /^\/log(in|out)(\/|-|$)/, /^\/grievance\/new(\/|$)/];

export function isRecordedPath(path: string) {
  if (UNRECORDED.some((pattern) => pattern.test(path))) return false;
  return !isAnonymousPath(path);
}

/** The anonymous grievance flow's paths (form, review, receipt, status): each holds an `anonymous` segment. */
export function isAnonymousPath(path: string) {
  return path.split("/").some((segment) => segment.toLowerCase() === "anonymous");
}

/** Longest time one visit can count: beyond the idle timeout nobody was reading. */
const MAX_TIME_SPENT_SECONDS = SESSION_IDLE_TIMEOUT_MS / 1000;

/**
 * Only the path of a same-site referrer (never its query, which may hold a token); other
 * sites by origin. A page that is never recorded is never a referrer either: the page after
 * an anonymous grievance's receipt must not say where its visitor came from.
 */
export function referrerPath(referrer: string | null, pageUrl: string) {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.origin !== new URL(pageUrl).origin) return url.origin.slice(0, 500);
    return isRecordedPath(url.pathname) ? url.pathname.slice(0, 500) : null;
  } catch {
    return null;
  }
}

export interface PageView {
  user: Pick<CurrentUser, "id" | "sessionId" | "employee">;
  path: string;
  title: string;
  /** What the request said, as plain values (app/page-visits.server.ts reads them). */
  url: string;
  referrer: string | null;
  ipAddress: string | null;
}

/** The calendar day at the mine of a visit's start: the roll-up's key (page_visit_days). */
const DAY = (column: string) => `(${column} AT TIME ZONE '${COMPANY_TIME_ZONE}')::date`;
const TIME_SPENT = (start: string) => `LEAST(GREATEST(EXTRACT(EPOCH FROM (CAST(:now AS timestamptz) - ${start})), 0), :cap)::int`;

/** Adds closed visits' time to their day's roll-up row. */
const ADD_CLOSED_TIME = `UPDATE page_visit_days d SET time_total = d.time_total + c.time_spent, timed = d.timed + 1
  FROM closed c WHERE d.day = ${DAY("c.visit_time")} AND d.page_path = c.page_path`;

/**
 * One call, one round trip: the database function record_page_visit (migration
 * 2026-11-23T20-00) records one session's views one at a time, closes the previous visit
 * (its time spent runs to now, at most the idle timeout) and adds this one, keeping the
 * day's roll-up per page in step. A second view of the page the session is already on (a
 * reload without JavaScript, a revalidation after a form, a poll) is the same visit.
 * Raw SQL with bound values: the measured hot path of every page view (bench:activity).
 */
export async function recordPageVisit(view: PageView, now = new Date()) {
  if (!view.user.sessionId || !isRecordedPath(view.path)) return;
  await getDb().query(`SELECT record_page_visit($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`, {
    bind: [
      view.user.sessionId,
      view.user.id,
      view.user.employee?.id ?? null,
      view.path.slice(0, 500),
      view.title.slice(0, 255),
      now,
      referrerPath(view.referrer, view.url),
      view.ipAddress,
      MAX_TIME_SPENT_SECONDS,
      COMPANY_TIME_ZONE,
    ],
    type: QueryTypes.SELECT,
  });
}

/**
 * The page's beacon as it is left (tab closed, another site, reload): the session's open
 * visit of that path ends now. Anything else (an old path, a closed visit) is ignored.
 */
export async function closePageVisit(sessionId: string, path: string, now = new Date()) {
  if (!sessionId) return;
  await getDb().query(
    `WITH closed AS (
       UPDATE page_visits SET time_spent = ${TIME_SPENT("visit_time")}
        WHERE id = (SELECT id FROM page_visits WHERE session_id = :sessionId ORDER BY visit_time DESC LIMIT 1)
          AND page_path = :path AND time_spent IS NULL
       RETURNING visit_time, page_path, time_spent
     ) ${ADD_CLOSED_TIME}`,
    { replacements: { sessionId, path: path.slice(0, 500), now, cap: MAX_TIME_SPENT_SECONDS } },
  );
}

const PURGE_BATCH = 10_000;

/**
 * Page visits of days older than the retention period go (the daily purge job), whole days
 * at the mine so the roll-up and the visits agree, in batches so a first run over months
 * of visits never holds one huge transaction. Returns how many visits went.
 */
export async function purgeOldPageVisits(retentionDays: number, now = new Date()) {
  const cutoffDay = addDays(todayIso(now), -retentionDays);
  const [{ cutoff }] = await getDb().query<{ cutoff: Date }>(`SELECT (CAST(:day AS date)::timestamp AT TIME ZONE :zone) AS cutoff`, {
    replacements: { day: cutoffDay, zone: COMPANY_TIME_ZONE },
    type: QueryTypes.SELECT,
  });
  await getDb().query(`DELETE FROM page_visit_days WHERE day < :day`, { replacements: { day: cutoffDay } });
  let purged = 0;
  for (;;) {
    const [, result] = (await getDb().query(
      `DELETE FROM page_visits WHERE id IN (SELECT id FROM page_visits WHERE visit_time < :cutoff LIMIT ${PURGE_BATCH})`,
      { replacements: { cutoff } },
    )) as [unknown, { rowCount?: number }];
    const count = result?.rowCount ?? 0;
    purged += count;
    if (count < PURGE_BATCH) return purged;
  }
}
