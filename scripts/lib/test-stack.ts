import type { ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { startSmtpSink } from "../../test/support/smtp-sink";
import { freePort, startPortal, stopPortal } from "./portal-process";
import { createScratchDatabase } from "./scratch-database";

/**
 * One self-contained place for tests to run against: a database copied from the run's
 * migrated template, a real SMTP server writing what it receives into a folder, a data
 * folder for stored files, and the built portal serving all three. `npm test` gives every
 * integration worker and the browser journeys a stack of their own, so no test file sees
 * another's rows, mail or files, and files run side by side.
 */

/** What a test process needs to know of its stack (set into process.env by the test setup). */
export interface StackEnv {
  DATABASE_URL: string;
  PORT: string;
  PUBLIC_URL: string;
  PORTAL_URL: string;
  SMTP_URL: string;
  MAIL_SINK_DIR: string;
  DATA_DIR: string;
}

export interface TestStack {
  label: string;
  env: StackEnv;
  logFile: string;
  /** The last lines the portal wrote (shown when a test failed). */
  logTail(lines?: number): string;
  stop(): Promise<void>;
}

/**
 * Starts a stack named `label` from `template` with the run's shared settings in `baseEnv`
 * (build folder, session secret, company domain…). Everything it made is removed by stop().
 */
export async function startTestStack(label: string, template: string, baseEnv: NodeJS.ProcessEnv): Promise<TestStack> {
  const database = await createScratchDatabase(`hr_test_${label}`, { template });
  const [port, smtpPort] = [await freePort(), await freePort()];
  const origin = `http://localhost:${port}`;
  const mailSinkDir = path.resolve(`test-results/mail-${database.name}`);
  const dataDir = `test-results/data-${database.name}`;
  const logFile = path.resolve(`test-results/portal-${label}.log`);
  rmSync(logFile, { force: true });
  const env: StackEnv = {
    DATABASE_URL: database.url,
    PORT: String(port),
    PUBLIC_URL: origin,
    PORTAL_URL: origin,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_SINK_DIR: mailSinkDir,
    DATA_DIR: dataDir,
  };
  const smtpSink = await startSmtpSink(mailSinkDir, smtpPort);
  let portal: ChildProcess | undefined;
  try {
    // The portal runs as it is deployed (NODE_ENV=production: React's production build on the
    // server, as deploy/ runs it); the test processes themselves keep NODE_ENV=test.
    portal = await startPortal({ ...baseEnv, ...env, NODE_ENV: "production" }, { logFile });
  } catch (error) {
    await smtpSink.close();
    await database.drop();
    throw new Error(`${(error as Error).message} (stack ${label}; its log: ${logFile})`);
  }
  return {
    label,
    env,
    logFile,
    logTail(lines = 40) {
      if (!existsSync(logFile)) return "";
      return readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
    },
    async stop() {
      await stopPortal(portal);
      await smtpSink.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(mailSinkDir, { recursive: true, force: true });
    },
  };
}
