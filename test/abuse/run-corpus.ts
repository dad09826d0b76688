import { randomInt } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QueryTypes } from "sequelize";
import { User } from "#models";
import { getDb } from "~/db.server";
import {
  buildRoutes,
  fillPattern,
  formBody,
  formsIn,
  hasParams,
  HOSTILE_PARAMS,
  HOSTILE_VALUES,
  jsonBody,
  multipartBody,
  schemaFieldNames,
} from "./corpus";
import { CORPUS_COUNTS_DIR } from "./corpus-counts";
import { createTestUser } from "../support/factories";
import { settleJobs } from "../support/jobs";
import { baseUrl, sessionCookieFor } from "../support/session";

/**
 * Issue 12's bad-input corpus (`npm run test:abuse` runs it with the lockout and
 * open-redirect tests): every route of the build, as a signed-out visitor, an employee
 * and HR, gets every hostile value in every field its forms and schemas name, and every
 * parameter written loosely. No answer may be a 5xx, carry a stack trace or SQL, or
 * let a CR/LF into a header; and a refused request (4xx) may not change the database.
 *
 * The routes are dealt round-robin into shards (test/integration/abuse-corpus-N.test.ts),
 * so the corpus runs on every integration worker at once, each against its own portal and
 * database. Each shard writes its counts to test-results/corpus/, and `npm test` prints
 * their sum as the corpus's line.
 *
 * Changes are seen by a row trigger on every table of the portal, counting into a table
 * of its own (transactional: a rolled-back write leaves no count). Not watched: tables
 * every request touches by design (sessions, visits, rate limits, the mail outbox's
 * delivery bookkeeping) and the job runner's heartbeats.
 */

const UNWATCHED = [
  "sessions",
  "user_sessions",
  "active_sessions",
  "page_visits",
  "page_visit_days",
  "rate_limits",
  // Every process's job runner beats every few seconds, whatever the requests (issue 26).
  "job_worker_heartbeats",
  "abuse_changes",
  "SequelizeMeta",
];
const WHO = ["anonymous", "employee", "hr"] as const;
const EXHAUSTIVE = process.env.ABUSE_EXHAUSTIVE === "1";
type Who = (typeof WHO)[number];

interface Finding {
  who: Who;
  method: string;
  url: string;
  input: string;
  problem: string;
}

const findings: Finding[] = [];
let tried = 0;
let refused = 0;

async function installChangeCounter() {
  const db = getDb();
  await db.query(`CREATE TABLE IF NOT EXISTS abuse_changes (id bigserial PRIMARY KEY, table_name text NOT NULL, op text NOT NULL)`);
  await db.query(`
    CREATE OR REPLACE FUNCTION abuse_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- The hourly leave-status refresh and mail delivery write by themselves; they are not a request's doing.
      IF TG_OP = 'UPDATE' AND TG_TABLE_NAME IN ('employees', 'mail_outbox') AND
         (to_jsonb(NEW) - 'leave_status' - 'updated_at' - 'status' - 'attempts' - 'last_error' - 'sent_at' - 'next_attempt_at')
         = (to_jsonb(OLD) - 'leave_status' - 'updated_at' - 'status' - 'attempts' - 'last_error' - 'sent_at' - 'next_attempt_at') THEN
        RETURN NULL;
      END IF;
      INSERT INTO abuse_changes (table_name, op) VALUES (TG_TABLE_NAME, TG_OP);
      RETURN NULL;
    END $$`);
  const tables = await db.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`, {
    type: QueryTypes.SELECT,
  });
  for (const { tablename } of tables) {
    if (UNWATCHED.includes(tablename)) continue;
    await db.query(`DROP TRIGGER IF EXISTS abuse_count_change ON "${tablename}"`);
    await db.query(
      `CREATE TRIGGER abuse_count_change AFTER INSERT OR UPDATE OR DELETE ON "${tablename}" FOR EACH ROW EXECUTE FUNCTION abuse_count_change()`,
    );
  }
  return tables.map((table) => table.tablename).filter((name) => !UNWATCHED.includes(name));
}

async function removeChangeCounter(tables: string[]) {
  const db = getDb();
  for (const table of tables) await db.query(`DROP TRIGGER IF EXISTS abuse_count_change ON "${table}"`);
  await db.query(`DROP FUNCTION IF EXISTS abuse_count_change()`);
  await db.query(`DROP TABLE IF EXISTS abuse_changes`);
}

async function changesSoFar() {
  const [row] = await getDb().query<{ last: string | null }>("SELECT max(id) AS last FROM abuse_changes", { type: QueryTypes.SELECT });
  return Number(row.last ?? 0);
}

async function changedTables(after: number) {
  const rows = await getDb().query<{ table_name: string; op: string }>(
    "SELECT DISTINCT table_name, op FROM abuse_changes WHERE id > :after",
    { replacements: { after }, type: QueryTypes.SELECT },
  );
  return rows.map((row) => `${row.op} ${row.table_name}`).join(", ");
}

const LEAK =
  /SequelizeDatabaseError|SequelizeValidationError|\bat [\w.<>]+ \(|node_modules\/|syntax error at or near|invalid input syntax for/;

interface Probe {
  who: Who;
  cookie: string | undefined;
  method: string;
  url: string;
  input: string;
  body?: () => BodyInit;
  type?: string;
}

/**
 * A kept-alive socket the server closed after an early answer (a 405 or 403 that never read
 * the body) fails the next request sent on it; a browser sends that request again on a new
 * connection, and so does this. A second failure is reported.
 */
function fetchAsBrowser(url: string, init: RequestInit & { body?: BodyInit | null }) {
  return fetch(url, init).catch((error: Error & { cause?: { code?: string } }) => {
    if (error.cause?.code === "ECONNRESET") return fetch(url, init);
    throw error;
  });
}

/** Sends one request; answers its status and what is wrong with the answer itself. */
async function send(probe: Probe): Promise<{ status: number; problems: string[] }> {
  tried += 1;
  const headers: Record<string, string> = {
    Origin: new URL(process.env.PUBLIC_URL ?? baseUrl()).origin,
    // A source of its own per request: the limits are tested elsewhere, here they would only hide depth.
    "X-Forwarded-For": `10.${randomInt(1, 254)}.${randomInt(1, 254)}.${randomInt(1, 254)}`,
  };
  if (probe.cookie) headers.Cookie = probe.cookie;
  if (probe.type) headers["Content-Type"] = probe.type;
  try {
    const response = await fetchAsBrowser(`${baseUrl()}${probe.url}`, {
      method: probe.method,
      body: probe.body?.(),
      headers,
      redirect: "manual",
    });
    // The live-updates stream never ends by itself: its headers are the answer.
    const streaming = (response.headers.get("content-type") ?? "").startsWith("text/event-stream");
    const text = streaming ? await response.body!.cancel().then(() => "") : await response.text();
    const problems: string[] = [];
    if (response.status >= 500) problems.push(`status ${response.status}`);
    if (LEAK.test(text)) problems.push(`internals in the answer: ${LEAK.exec(text)![0]}`);
    if (response.headers.has("x-injected")) problems.push("a CR/LF reached a header");
    if (response.status >= 400) refused += 1;
    return { status: response.status, problems };
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    return { status: 0, problems: [`no answer: ${(error as Error).message} (${cause?.code ?? cause?.message ?? "no cause"})`] };
  }
}

function report(probe: Probe, problems: string[]) {
  for (const problem of problems)
    findings.push({ who: probe.who, method: probe.method, url: probe.url.slice(0, 200), input: probe.input, problem });
}

/**
 * What makes two probes the same request: the caller, method, URL, content type and body.
 * A probe equal to one already sent is not sent again (a layout and its index route share a
 * URL; a value may read the same as another once written into a form).
 */
function probeKey(probe: Probe) {
  const body = probe.body?.();
  let text = "";
  if (typeof body === "string") text = body;
  else if (body instanceof URLSearchParams) text = body.toString();
  else if (body instanceof FormData)
    text = JSON.stringify([...body.entries()].map(([name, value]) => [name, typeof value === "string" ? value : `file:${value.name}`]));
  return [probe.who, probe.method, probe.url, probe.type ?? "", text].join("\u0001");
}

const sent = new Set<string>();

/**
 * Sends a route's probes for one caller, one at a time, reading the change counter after
 * each: a refused request (4xx) that changed the database is pinned on that request
 * without sending anything twice. Shards run side by side, so the corpus is still parallel.
 */
async function sendAll(probes: Probe[]) {
  let mark = await changesSoFar();
  for (const probe of probes) {
    const key = probeKey(probe);
    if (sent.has(key)) continue;
    sent.add(key);
    const answer = await send(probe);
    report(probe, answer.problems);
    const after = await changesSoFar();
    if (answer.status >= 400 && after !== mark) report(probe, [`refused with ${answer.status} but changed ${await changedTables(mark)}`]);
    mark = after;
  }
}

/**
 * What the page offers (fields, intents, uploads) to `who`, read from the page itself, and
 * whether the route turns them away at the door (401, 403, sign-in redirect): a caller
 * turned away gets the door values only.
 */
async function visitDoor(route: { api: boolean }, url: string, who: Who, cookie: string | undefined) {
  let page = { fields: new Set<string>(), intents: new Set<string>(), multipart: false };
  const door = await fetchAsBrowser(`${baseUrl()}${url}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
  const turnedAway = [401, 403].includes(door.status) || (door.headers.get("location") ?? "").startsWith("/login");
  if (door.status === 200 && !route.api) page = formsIn(await door.text());
  else await door.body?.cancel();
  return { who, cookie, page, turnedAway };
}

/** Values that show whether a caller gets past the door at all (a refused caller gets a few, not all). */
const DOOR_VALUES = HOSTILE_VALUES.filter((value) => ["NUL", "long string", "CR/LF header break"].includes(value.name));

/** Shard `shard` (1…`shards`) of the corpus: every `shards`-th route of the build, from the `shard`-th. */
export function corpusShard(shard: number, shards: number) {
  describe(`the bad-input corpus (issue 12), shard ${shard} of ${shards}`, () => {
    let tables: string[] = [];
    const cookieFor: Partial<Record<Who, () => Promise<string>>> = {};

    beforeAll(async () => {
      // Mail and jobs of earlier test files finish first, so their writes are not counted here.
      await settleJobs(["deliver_mail", "file_password_reset_request", "send_requested_invitation"], { timeoutMs: 30_000 });
      tables = await installChangeCounter();
      // A fresh session per route: a route that ends sessions (sign out, force logout) must not end the
      // corpus's. A route that deletes its target may delete an actor too: then a new one takes its place.
      const actors: Partial<Record<Who, Awaited<ReturnType<typeof createTestUser>>>> = {};
      for (const who of ["employee", "hr"] as const) {
        cookieFor[who] = async () => {
          const current = actors[who];
          if (!current || !(await User.count({ where: { id: current.user.id } }))) {
            actors[who] = await createTestUser(who === "hr" ? { role: "hr" } : {});
          }
          return sessionCookieFor(actors[who]!.user.id);
        };
      }
    }, 60_000);

    afterAll(async () => {
      await removeChangeCounter(tables);
    });

    it("answers every hostile input to every route without a 5xx, a leak or a change", { timeout: 300_000 }, async () => {
      // ABUSE_ROUTES (a regular expression) narrows a run to the routes whose pattern matches it (to look into a finding).
      const everyRoute = (await buildRoutes()).filter((route) => new RegExp(process.env.ABUSE_ROUTES ?? "").test(route.pattern));
      const routes = everyRoute.filter((_, index) => index % shards === shard - 1);
      const schemaFields = await schemaFieldNames();
      if (!process.env.ABUSE_ROUTES) expect(everyRoute.length).toBeGreaterThan(80);
      expect(schemaFields.size).toBeGreaterThan(40);

      // The records the routes' parameters name: someone else's, created before the actors so their ids differ.
      let target = await createTestUser();
      for (const route of routes) {
        if (!(await User.count({ where: { id: target.user.id } }))) target = await createTestUser();
        const url = fillPattern(route.pattern, String(target.employee!.id));
        const visits = [];
        for (const who of WHO) visits.push(await visitDoor(route, url, who, who === "anonymous" ? undefined : await cookieFor[who]!()));
        // A route both the employee and HR get past shares the hostile values between them (every
        // other value each): they reach the same code, and the run stays short. ABUSE_EXHAUSTIVE=1
        // (`npm run test:abuse`) sends every value as each.
        const signedInAdmitted = visits.filter((visit) => visit.who !== "anonymous" && !visit.turnedAway);
        for (const { who, cookie, page, turnedAway } of visits) {
          const probes: Probe[] = [];
          const add = (probe: Omit<Probe, "who" | "cookie">) => probes.push({ who, cookie, ...probe });
          const share = EXHAUSTIVE || signedInAdmitted.length < 2 ? -1 : signedInAdmitted.findIndex((visit) => visit.who === who);
          const values = turnedAway
            ? DOOR_VALUES
            : share < 0
              ? HOSTILE_VALUES
              : HOSTILE_VALUES.filter((_, index) => index % signedInAdmitted.length === share);
          const fields = new Set([...schemaFields, ...page.fields]);

          if (route.hasLoader) {
            for (const { name, value } of values) {
              const query = new URLSearchParams();
              for (const field of fields) query.set(field, typeof value === "object" ? JSON.stringify(value) : String(value));
              add({ method: "GET", url: `${url}?${query}`, input: `query: ${name}` });
            }
          }
          if (route.hasAction) {
            const intents = page.intents.size ? [...page.intents] : [undefined];
            values.forEach(({ name, value }, index) => {
              // Every value reaches every route; the method, intent and encoding it goes with rotate
              // through the list (ABUSE_EXHAUSTIVE=1, set by `npm run test:abuse`, sends every pairing).
              const pick = <T>(list: T[]) => (EXHAUSTIVE ? list : [list[index % list.length]]);
              if (route.api) {
                for (const method of pick(["POST", "PUT", "PATCH", "DELETE"])) {
                  add({ method, url, input: `json: ${name}`, body: () => jsonBody(fields, value), type: "application/json" });
                }
              }
              for (const intent of pick(intents)) {
                const label = `${intent ? `intent ${intent}, ` : ""}${name}`;
                const form = { method: "POST", url, type: "application/x-www-form-urlencoded" };
                for (const encoding of pick(page.multipart ? ["form", "multipart"] : ["form"])) {
                  if (encoding === "form") add({ ...form, input: `form: ${label}`, body: () => formBody(fields, value, intent) });
                  else add({ method: "POST", url, input: `multipart: ${label}`, body: () => multipartBody(fields, value, intent) });
                }
              }
            });
            // Not JSON at all, and JSON of the wrong shape.
            add({ method: "POST", url, input: "unreadable JSON", body: () => "{not json", type: "application/json" });
            add({ method: "POST", url, input: "JSON array", body: () => "[1,2,3]", type: "application/json" });
          }
          if (hasParams(route.pattern)) {
            for (const param of HOSTILE_PARAMS) {
              const hostileUrl = fillPattern(route.pattern, param);
              if (route.hasLoader) add({ method: "GET", url: hostileUrl, input: `parameter ${param}` });
              if (route.hasAction) {
                add({
                  method: route.api ? "DELETE" : "POST",
                  url: hostileUrl,
                  input: `parameter ${param}`,
                  body: () => "{}",
                  type: "application/json",
                });
              }
            }
          }
          await sendAll(probes);
        }
      }

      const summary = {
        routes: routes.length,
        fields: schemaFields.size,
        inputsTried: tried,
        refused,
        fiveHundreds: findings.filter((finding) => finding.problem.startsWith("status 5")).length,
        leaks: findings.filter((finding) => !finding.problem.startsWith("status 5")).length,
      };
      console.log(`bad-input corpus, shard ${shard} of ${shards}:`, JSON.stringify(summary));
      mkdirSync(CORPUS_COUNTS_DIR, { recursive: true });
      writeFileSync(path.join(CORPUS_COUNTS_DIR, `shard-${shard}-of-${shards}.json`), JSON.stringify(summary));
      expect(findings.slice(0, 40)).toEqual([]);
    });
  });
}
