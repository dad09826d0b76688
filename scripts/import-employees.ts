import { readFile, stat } from "node:fs/promises";
import { basename } from "node:path";
import { parseArgs } from "node:util";
import { checkImportFile } from "~/schemas/employee-import";
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
  const { importEmployees } = await import("~/services/employee-import/apply.server");
  const { ServiceError } = await import("~/services/errors.server");
  const progress = (processed: number, total: number) => {
    if (process.stderr.isTTY) process.stderr.write(`\rProcessed ${processed} of ${total} rows`);
  };
  let result;
  try {
    result = await importEmployees({
      file: { name: basename(args.file), data: await readFile(args.file) },
      options: {
        updateExisting: args["update-existing"],
        skipInvalid: args["skip-invalid"],
        sendNotifications: args.notify,
        dryRun: args["dry-run"],
      },
      uploadedBy: null,
      onProgress: progress,
    });
  } catch (error) {
    if (error instanceof ServiceError) throw new CliError(`Import Failed: ${error.message}`);
    throw error;
  }
  if (process.stderr.isTTY) process.stderr.write("\n");
  for (const note of result.notes ?? []) console.error(note);
  console.error(`Processed ${result.totalRecords} of ${result.totalRecords} rows`);
  console.log(
    JSON.stringify(
      {
        totalRecords: result.totalRecords,
        validRecords: result.validRecords,
        invalidRecords: result.invalidRecords,
        errors: result.errors,
        importId: result.importId,
        created: result.created,
        updated: result.updated,
        unchanged: result.unchanged,
        createdRows: result.createdRows,
        changes: result.changes,
        status: result.status,
        dryRun: result.dryRun,
        notes: result.notes ?? [],
      },
      null,
      2,
    ),
  );
  console.error(
    `${result.dryRun ? "Dry run (nothing written): " : ""}${result.validRecords} of ${result.totalRecords} records ${result.dryRun ? "would be " : ""}imported ` +
      `(${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged), ${result.invalidRecords} invalid`,
  );
  return result.invalidRecords > 0 ? 1 : 0;
});
