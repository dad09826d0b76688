import type { ChildProcess } from "node:child_process";
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, openAsBlob, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { benchPortalEnv, buildPortal, freePort, runCommand, startPortal, stopPortal } from "./lib/portal-process";
import { createScratchDatabase } from "./lib/scratch-database";

/**
 * `npm run bench:documents` (issue 15's budget): a 50 MB file (a PDF header and random
 * bytes) uploaded through the portal (POST /api/employees/my-documents/upload, multipart,
 * streamed to local storage with type check, hashing and size limit) and downloaded back,
 * beside `cp` of the same bytes into the storage directory, three rounds each, medians.
 * The portal's resident memory (VmRSS of its process) is sampled every 20 ms during each
 * upload; the growth is the peak minus the resident memory just before. Goals: upload at
 * most 3x cp, growth under 64 MB.
 */
const SIZE = 50 * 1024 * 1024;
// BENCH_ROUNDS=7 for steadier medians on a shared machine.
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 3;

function rssBytes(pid: number) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) * 1024 : NaN;
}

const BARE_SERVER = `require("node:http").createServer((req, res) => {
  req.resume();
  req.on("end", () => res.end("{}"));
}).listen(Number(process.argv[1]), "127.0.0.1");`;

async function waitForBare(port: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("The bare server did not start");
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** What every round needs: the file to send, where cp copies it, the portal, the bare server and the session. */
interface Bench {
  source: string;
  filesDir: string;
  base: string;
  barePort: number;
  cookie: string;
  serverPid: number;
}

/** The timings of every round (ms), and the portal's memory growth during each upload (bytes). */
interface Samples {
  curlFloors: number[];
  curlUploads: number[];
  floors: number[];
  uploads: number[];
  downloads: number[];
  copies: number[];
  growths: number[];
}

/** A staff member to upload as, created in the migrated database; returns their session cookie. */
async function signedInCookie() {
  const { closeDb } = await import("~/db.server");
  const { createTestUser } = await import("../test/support/factories");
  const { sessionCookieFor } = await import("../test/support/session");
  const person = await createTestUser();
  const cookie = await sessionCookieFor(person.user.id);
  await closeDb();
  return cookie;
}

/** The 50 MB file: a PDF header, then runs of bytes, written to `source` (and the storage directory made). */
function writeSourceFile(source: string, filesDir: string) {
  mkdirSync(filesDir, { recursive: true });
  const bytes = Buffer.alloc(SIZE);
  for (let offset = 0; offset < SIZE; offset += 65536) bytes.fill(offset % 251, offset, Math.min(SIZE, offset + 65536));
  bytes.write("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", 0, "latin1");
  writeFileSync(source, bytes);
}

/** One multipart upload of the file by curl: its time and the JSON answer. */
function curlUpload(bench: Bench, url: string) {
  const started = performance.now();
  const out = execFileSync(
    "curl",
    ["-sS", "-H", "Expect:", "-H", `Cookie: ${bench.cookie}`, "-H", `Origin: ${bench.base}`, "-F", "documentType=other"].concat([
      "-F",
      `file=@${bench.source};filename=bench.pdf;type=application/pdf`,
      url,
    ]),
    { encoding: "utf8" },
  );
  return { ms: performance.now() - started, answer: JSON.parse(out) as { document?: { id: number }; message?: string } };
}

/** Removes an uploaded document again, so the rounds do not pile up files. */
async function deleteDocument(bench: Bench, id: number) {
  await fetch(`${bench.base}/api/employees/my-documents/${id}`, {
    method: "DELETE",
    headers: { Cookie: bench.cookie, Origin: bench.base },
  });
}

/** The yardstick: cp of the same bytes into the storage directory. */
function timeCopy(bench: Bench, round: number, samples: Samples) {
  const target = path.resolve(bench.filesDir, `cp-${round}`);
  const copyStarted = performance.now();
  execFileSync("cp", [bench.source, target]);
  samples.copies.push(performance.now() - copyStarted);
  rmSync(target);
}

/**
 * The same two uploads from curl (a client in C, as cp is): what the portal itself costs.
 * Into the bare server, then into the portal (the document removed again).
 */
async function timeCurlUploads(bench: Bench, samples: Samples) {
  samples.curlFloors.push(curlUpload(bench, `http://127.0.0.1:${bench.barePort}/`).ms);
  const byCurl = curlUpload(bench, `${bench.base}/api/employees/my-documents/upload`);
  if (!byCurl.answer.document) throw new Error(`Upload by curl failed: ${byCurl.answer.message}`);
  samples.curlUploads.push(byCurl.ms);
  await deleteDocument(bench, byCurl.answer.document.id);
}

/** The upload from this process into the bare server, then into the portal with its memory sampled; returns the document's id. */
async function timeUploads(bench: Bench, samples: Samples) {
  const form = new FormData();
  form.append("documentType", "other");
  form.append("file", await openAsBlob(bench.source), "bench.pdf");
  const floorStarted = performance.now();
  await (await fetch(`http://127.0.0.1:${bench.barePort}/`, { method: "POST", body: form })).text();
  samples.floors.push(performance.now() - floorStarted);

  const before = rssBytes(bench.serverPid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(bench.serverPid))), 20);
  const started = performance.now();
  const response = await fetch(`${bench.base}/api/employees/my-documents/upload`, {
    method: "POST",
    body: form,
    headers: { Cookie: bench.cookie, Origin: bench.base },
  });
  const answer = (await response.json()) as { document?: { id: number }; message: string };
  samples.uploads.push(performance.now() - started);
  clearInterval(sampler);
  samples.growths.push(peak - before);
  if (response.status !== 201 || !answer.document) throw new Error(`Upload failed: ${response.status} ${answer.message}`);
  return answer.document.id;
}

/** The download of the uploaded document, every byte counted (the document removed again). */
async function timeDownload(bench: Bench, id: number, samples: Samples) {
  const downloadStarted = performance.now();
  const download = await fetch(`${bench.base}/api/employees/documents/${id}/download`, { headers: { Cookie: bench.cookie } });
  let received = 0;
  for await (const chunk of download.body! as unknown as AsyncIterable<Uint8Array>) received += chunk.length;
  samples.downloads.push(performance.now() - downloadStarted);
  if (received !== SIZE) throw new Error(`Download returned ${received} bytes`);
  await deleteDocument(bench, id);
}

/** The medians of the rounds against the goals. */
function printFigures(samples: Samples) {
  const cp = median(samples.copies);
  const up = median(samples.uploads);
  const mb = (value: number) => `${(value / 1024 / 1024).toFixed(1)} MB`;
  console.log(`\n50 MB file, ${ROUNDS} rounds, medians (local storage under DATA_DIR):`);
  console.log(`  cp into the storage directory   ${cp.toFixed(0).padStart(6)} ms`);
  console.log(`  upload into a bare Node server  ${median(samples.floors).toFixed(0).padStart(6)} ms   (body read and dropped)`);
  console.log(`  the same, sent by curl          ${median(samples.curlFloors).toFixed(0).padStart(6)} ms`);
  const byCurl = median(samples.curlUploads);
  console.log(`  upload through the portal, curl ${byCurl.toFixed(0).padStart(6)} ms   (${(byCurl / cp).toFixed(2)}x cp)`);
  console.log(`  upload through the portal       ${up.toFixed(0).padStart(6)} ms   (${(up / cp).toFixed(2)}x cp; goal at most 3x)`);
  console.log(`  download through the portal     ${median(samples.downloads).toFixed(0).padStart(6)} ms`);
  console.log(
    `  portal RSS growth during upload ${mb(median(samples.growths)).padStart(9)}   (max ${mb(Math.max(...samples.growths))}; goal under 64 MB)`,
  );
}

async function main() {
  const scratch = await createScratchDatabase("hr_bench_documents");
  const port = await freePort();
  const env = benchPortalEnv(scratch, port);
  Object.assign(process.env, {
    DATABASE_URL: env.DATABASE_URL,
    SESSION_SECRET: env.SESSION_SECRET,
    DATA_DIR: env.DATA_DIR,
    LOG_LEVEL: "warn",
  });
  const source = path.resolve(env.DATA_DIR!, "bench-source.pdf");
  let server: ChildProcess | undefined;
  let bare: ChildProcess | undefined;
  let failed = false;
  try {
    if ((await buildPortal(env)) !== 0) throw new Error("Build failed");
    if ((await runCommand("npx", ["tsx", "scripts/migrate.ts"], env)) !== 0) throw new Error("Migration failed");
    const cookie = await signedInCookie();

    const filesDir = path.resolve(env.DATA_DIR!, "files");
    writeSourceFile(source, filesDir);

    server = await startPortal(env, "ignore");
    const base = `http://127.0.0.1:${port}`;
    // The floor: the same upload from this client into a bare Node server (its own process)
    // that reads the body and drops it; what HTTP and the client cost before any work.
    const barePort = await freePort();
    bare = spawn(process.execPath, ["-e", BARE_SERVER, String(barePort)], { stdio: "ignore" });
    await waitForBare(barePort);
    const bench: Bench = { source, filesDir, base, barePort, cookie, serverPid: server.pid! };
    const samples: Samples = { curlFloors: [], curlUploads: [], floors: [], uploads: [], downloads: [], copies: [], growths: [] };
    for (let round = 0; round < ROUNDS; round++) {
      timeCopy(bench, round, samples);
      await timeCurlUploads(bench, samples);
      const id = await timeUploads(bench, samples);
      await timeDownload(bench, id, samples);
    }
    printFigures(samples);
  } catch (error) {
    console.error((error as Error).message);
    failed = true;
  } finally {
    bare?.kill();
    await stopPortal(server);
    await scratch.drop();
    rmSync(env.DATA_DIR!, { recursive: true, force: true });
    rmSync(env.PORTAL_BUILD_DIR!, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

await main();
