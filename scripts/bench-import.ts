import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createScratchDatabase } from "./lib/scratch-database";

/**
 * `npm run bench:import` (issue 4 budget): a generated 10,000-row employee CSV imported
 * into a fresh PostgreSQL database through the import service (parse, row checks, the
 * look-up, the chunked upserts in one transaction, the progress updates), and in the
 * same run the same file loaded with `psql \copy` into employees_copy (CREATE TABLE
 * ... (LIKE employees INCLUDING ALL)). Prints both times and the ratio. Goal: <= 3x.
 * A second import of the same file (every row compared, nothing changed) is timed too.
 * Three interleaved rounds on emptied tables; medians are printed and compared.
 *
 *   TEST_DATABASE_ADMIN_URL  server to create the database on (default postgres://postgres@127.0.0.1:5432/postgres)
 */
const ROWS = 10_000;
const ROUNDS = 3;

function median(values: number[]) {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)];
}

const COLUMNS = [
  ["employeeId", "employee_id"],
  ["nationalId", "national_id"],
  ["firstName", "first_name"],
  ["lastName", "last_name"],
  ["email", "email"],
  ["phone", "phone"],
  ["gender", "gender"],
  ["region", "region"],
  ["department", "department"],
  ["position", "position"],
  ["contractType", "contract_type"],
  ["startDate", "start_date"],
  ["employmentType", "employment_type"],
  ["salary", "salary"],
  ["status", "status"],
  ["leaveStatus", "leave_status"],
  ["bankName", "bank_name"],
  ["accountNumber", "account_number"],
  ["birthday", "birthday"],
  ["address", "address"],
  ["vacationDays", "vacation_days"],
] as const;

function employeeCsv() {
  const regions = ["Erongo", "//Karas", "Khomas", "Oshana", "Kunene"];
  const departments = ["Finance", "Geology", "Logistics and Transport", "Management"];
  const lines = [COLUMNS.map(([header]) => header).join(",")];
  for (let n = 1; n <= ROWS; n += 1) {
    const id = `NCM-B${String(n).padStart(5, "0")}`;
    lines.push(
      [
        id,
        `850101${String(n).padStart(5, "0")}`,
        `First${n}`,
        `Last${n}`,
        `bench${n}@namibcopper.com.na`,
        `+264 81 ${String(n).padStart(7, "0")}`,
        n % 2 ? "Male" : "Female",
        regions[n % regions.length],
        departments[n % departments.length],
        "Field Assistant",
        "Permanent",
        `2025-${String((n % 12) + 1).padStart(2, "0")}-${String((n % 28) + 1).padStart(2, "0")}`,
        "full-time",
        `${15000 + n}.50`,
        "active",
        "at work",
        "Bank Windhoek",
        String(10000000 + n),
        `19${70 + (n % 30)}-0${(n % 9) + 1}-1${n % 9}`,
        `"${n} Mine Road, Rosh Pinah"`,
        String(20 + (n % 10)),
      ].join(","),
    );
  }
  return `${lines.join("\n")}\n`;
}

function seconds(ms: number) {
  return `${(ms / 1000).toFixed(2)} s`;
}

async function main() {
  const scratch = await createScratchDatabase("hr_bench_import");
  process.env.DATABASE_URL = scratch.url;
  process.env.LOG_LEVEL ??= "warn";
  const dir = mkdtempSync(join(tmpdir(), "bench-import-"));
  const { closeDb, getDb } = await import("~/db.server");
  const { migrateToLatest } = await import("#models/migrator");
  const { importEmployees } = await import("~/services/employee-import/apply.server");
  let failed = false;
  try {
    const sequelize = getDb();
    await migrateToLatest(sequelize);
    const csv = employeeCsv();
    const file = join(dir, "employees.csv");
    writeFileSync(file, csv);
    const data = new TextEncoder().encode(csv);
    const options = { updateExisting: true, skipInvalid: false, sendNotifications: false };

    await sequelize.query("CREATE TABLE employees_copy (LIKE employees INCLUDING ALL)");
    const copy = `\\copy employees_copy (${COLUMNS.map(([, column]) => column).join(", ")}) FROM '${file}' WITH (FORMAT csv, HEADER true)`;

    async function timedImport() {
      const started = performance.now();
      const result = await importEmployees({ file: { name: "employees.csv", data }, options, uploadedBy: null });
      const ms = performance.now() - started;
      if (result.validRecords !== ROWS)
        throw new Error(`The import stored ${result.validRecords} of ${ROWS} rows: ${result.errors.slice(0, 3).join("; ")}`);
      return {
        ms,
        summary: `${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged, ${result.invalidRecords} invalid`,
      };
    }

    // Interleaved rounds on emptied tables; the medians are compared, so one slow moment
    // of a shared machine does not decide the ratio.
    const times = { imported: [] as number[], reimported: [] as number[], copied: [] as number[] };
    const summaries = { imported: "", reimported: "" };
    for (let round = 0; round < ROUNDS; round++) {
      await sequelize.query("TRUNCATE employees, employees_copy CASCADE");
      const imported = await timedImport();
      const reimported = await timedImport();
      const started = performance.now();
      const psql = spawnSync("psql", [scratch.url, "-v", "ON_ERROR_STOP=1", "-q", "-c", copy], { encoding: "utf8" });
      const copiedMs = performance.now() - started;
      if (psql.status !== 0) throw new Error(`psql \\copy failed: ${psql.stderr}`);
      const [[{ count }]] = (await sequelize.query("SELECT count(*) AS count FROM employees_copy")) as [{ count: string }[], unknown];
      if (Number(count) !== ROWS) throw new Error(`psql \\copy loaded ${count} of ${ROWS} rows`);
      times.imported.push(imported.ms);
      times.reimported.push(reimported.ms);
      times.copied.push(copiedMs);
      summaries.imported = imported.summary;
      summaries.reimported = reimported.summary;
    }

    const each = (values: number[]) => values.map((ms) => (ms / 1000).toFixed(2)).join(", ");
    console.log(
      `\nEmployee import, ${ROWS.toLocaleString("en-US")} rows, ${(data.length / 1024).toFixed(0)} KB CSV, ${ROUNDS} interleaved rounds, medians; goal <= 3x psql \\copy:`,
    );
    console.log(
      `  ${"import (new)".padEnd(24)} ${seconds(median(times.imported)).padStart(8)}  (${summaries.imported}; rounds ${each(times.imported)} s)`,
    );
    console.log(
      `  ${"re-import (unchanged)".padEnd(24)} ${seconds(median(times.reimported)).padStart(8)}  (${summaries.reimported}; rounds ${each(times.reimported)} s)`,
    );
    console.log(
      `  ${"psql \\copy".padEnd(24)} ${seconds(median(times.copied)).padStart(8)}  (${ROWS} rows, includes starting psql; rounds ${each(times.copied)} s)`,
    );
    console.log(
      `  ratio import / \\copy: ${(median(times.imported) / median(times.copied)).toFixed(2)}x   re-import / \\copy: ${(median(times.reimported) / median(times.copied)).toFixed(2)}x`,
    );
  } catch (error) {
    console.error(error);
    failed = true;
  } finally {
    await closeDb();
    await scratch.drop();
    rmSync(dir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

await main();
