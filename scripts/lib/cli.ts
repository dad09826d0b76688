import { ConfigError } from "~/env.server";
import type { Runtime } from "~/runtime.server";

/**
 * Runs a command-line task against the portal's database (DATABASE_URL, or the
 * embedded server under DATA_DIR, attaching to it when the portal already runs it).
 * Exits non-zero with a clear message on failure.
 */
export async function runCli(task: (runtime: Runtime) => Promise<number | void>) {
  let runtime: Runtime | undefined;
  let code = 0;
  try {
    // Loaded here, not at the top: a command refused for its arguments before runCli never loads the database code.
    const { startRuntime } = await import("~/runtime.server");
    runtime = await startRuntime({ log: (message) => console.error(message) });
    code = (await task(runtime)) ?? 0;
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof CliError ? error.message : error);
    code = 1;
  } finally {
    await runtime?.shutdown().catch(() => {});
  }
  process.exit(code);
}

export class CliError extends Error {}
