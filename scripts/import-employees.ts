import { readFile, stat } from "node:fs/promises";
import { basename } from "node:path";
import { parseArgs } from "node:util";
import { checkImportFile } from "~/schemas/employee-import";
import { importResultFields } from "~/services/employee-import/types.server";
import { CliError, runCli } from "./lib/cli";

const USAGE = "Usage: npm run import:employees -- FILE [--update-existing] [--skip-invalid] [--notify] [--dry-run]";

/**
 * `npm run import:employees`: the employee import of the HR screen and POST
 * /api/csv-import, from the command line (same service). Options as on the screen:
 * without --update-existing a row for an existing employee ID is an error; without
 * --skip-invalid one invalid row refuses the whole file; --notify sends new employees
 * the invitation mail; --dry-run checks and writes nothing, and says what the import would
 * create, update (each field old -> new, in changes) and leave unchanged.
 * Exit codes: 0 every row imported, 1 some rows failed or the file was refused, 2 usage.
 */
function readArgs() {
  const { values, positionals } = parseArgs({
    options: {
      "update-existing": { type: "boolean", default: false },
      "skip-invalid": { type: "boolean", default: false },
      notify: { type: "boolean", default: false },
      "dry-run": { type: "boolean", default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1) throw new CliError(`Give exactly one file\n${USAGE}`);
  return { file: positionals[0], ...values };
}

let args: ReturnType<typeof readArgs>;
try {
  args = readArgs();
} catch (error) {
  console.error(error instanceof CliError ? error.message : `${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

await runCli(async () => {
  const size = await stat(args.file)
    .then((info) => info.size)
    .catch(() => null);
  if (size === null) throw new CliError(`No such file: ${args.file}`);
  const refused = checkImportFile({ name: args.file, size });
  if (refused) throw new CliError(`${refused.title}: ${refused.message}`);
  const { ServiceError } = await import("~/services/errors.server");
  const file = { name: basename(args.file), data: await readFile(args.file) };
  const options = {
    updateExisting: args["update-existing"],
    skipInvalid: args["skip-invalid"],
    sendNotifications: args.notify,
    dryRun: args["dry-run"],
  };
  try {
    return args["dry-run"] ? await checkFile(file, options) : await importFile(file, options);
  } catch (error) {
    if (error instanceof ServiceError) throw new CliError(`Import Failed: ${error.message}`);
    throw error;
  }
});

type Options = { updateExisting: boolean; skipInvalid: boolean; sendNotifications: boolean; dryRun: boolean };

/** --dry-run: the check runs here (it writes nothing, so there is nothing to resume); the full result, with what would change. */
async function checkFile(file: { name: string; data: Uint8Array }, options: Options) {
  const { importEmployees } = await import("~/services/employee-import/apply.server");
  const result = await importEmployees({
    file,
    options,
    uploadedBy: null,
    onProgress: (processed, total) => {
      if (process.stderr.isTTY) process.stderr.write(`\rProcessed ${processed} of ${total} rows`);
    },
  });
  if (process.stderr.isTTY) process.stderr.write("\n");
  for (const note of result.notes ?? []) console.error(note);
  console.error(`Processed ${result.totalRecords} of ${result.totalRecords} rows`);
  const { totalRecords, validRecords, invalidRecords, created, updated, unchanged } = result;
  console.log(
    JSON.stringify(
      {
        ...importResultFields(result),
        dryRun: true,
        notes: result.notes ?? [],
      },
      null,
      2,
    ),
  );
  console.error(
    `Dry run (nothing written): ${validRecords} of ${totalRecords} records would be imported (${created} created, ${updated} updated, ${unchanged} unchanged), ${invalidRecords} invalid`,
  );
  return invalidRecords > 0 ? 1 : 0;
}

/**
 * The import, as the portal runs it (issue 27): stored and queued as a background job, which
 * this command runs itself (or a portal process does, whichever takes it first); it waits for
 * the job, printing each step of progress, and prints the result recorded with the import. If
 * this command dies, the job is retried by a running portal.
 */
async function importFile(file: { name: string; data: Uint8Array }, options: Options) {
  const { getEnv } = await import("~/env.server");
  const { startJobRunner } = await import("~/jobs.server");
  const { portalTasks } = await import("~/background.server");
  const { queueImport } = await import("~/services/employee-import/job.server");
  const { getImport } = await import("~/services/employee-import/history.server");
  const importJob = portalTasks().import_employees!;
  const runner = await startJobRunner({ connectionString: getEnv().DATABASE_URL!, tasks: { import_employees: importJob }, concurrency: 1 });
  try {
    const { importId, notes } = await queueImport({ file, options, uploadedBy: null });
    for (const note of notes) console.error(note);
    console.error(`Import ${importId} queued`);
    let shown = "";
    for (;;) {
      const record = await getImport(importId);
      const line = record.totalRecords > 0 ? `Processed ${record.processedRecords} of ${record.totalRecords} rows` : "";
      if (line && line !== shown) console.error((shown = line));
      if (record.status !== "processing") return printResult(record);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await runner.stop();
  }
}

function printResult(record: Awaited<ReturnType<typeof import("~/services/employee-import/history.server").getImport>>) {
  const { totalRecords, validRecords, invalidRecords, errors, created, updated, unchanged, status } = record;
  console.log(
    JSON.stringify(
      { totalRecords, validRecords, invalidRecords, errors, importId: record.id, created, updated, unchanged, status, dryRun: false },
      null,
      2,
    ),
  );
  console.error(
    `${validRecords} of ${totalRecords} records imported (${created} created, ${updated} updated, ${unchanged} unchanged), ${invalidRecords} invalid`,
  );
  return invalidRecords > 0 || status === "failure" ? 1 : 0;
}
