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
 *
 *   TEST_DATABASE_ADMIN_URL  server to create the database on (default postgres://postgres@127.0.0.1:5432/postgres)
 */
const ROWS = 10_000;

const COLUMNS = [
  ["employeeId", "employee_id"], ["nationalId", "national_id"], ["firstName", "first_name"], ["lastName", "last_name"],
  ["email", "email"], ["phone", "phone"], ["gender", "gender"], ["region", "region"], ["department", "department"],
  ["position", "position"], ["contractType", "contract_type"], ["startDate", "start_date"], ["employmentType", "employment_type"],
  ["salary", "salary"], ["status", "status"], ["leaveStatus", "leave_status"], ["bankName", "bank_name"],
  ["accountNumber", "account_number"], ["birthday", "birthday"], ["address", "address"], ["vacationDays", "vacation_days"],
] as const;

function employeeCsv() {
  const regions = ["Erongo", "//Karas", "Khomas", "Oshana", "Kunene"];
  const departments = ["Finance", "Geology", "Logistics and Transport", "Management"];
  const lines = [COLUMNS.map(([header]) => header).join(",")];
  for (let n = 1; n <= ROWS; n += 1) {
    const id = `NCM-B${String(n).padStart(5, "0")}`;
    lines.push([
      id, `850101${String(n).padStart(5, "0")}`, `First${n}`, `Last${n}`, `bench${n}@namibcopper.com.na`, `+264 81 ${String(n).padStart(7, "0")}`,
      n % 2 ? "Male" : "Female", regions[n % regions.length], departments[n % departments.length], "Field Assistant",
      "Permanent", `2025-${String((n % 12) + 1).padStart(2, "0")}-${String((n % 28) + 1).padStart(2, "0")}`, "full-time",
      `${15000 + n}.50`, "active", "at work", "Bank Windhoek", String(10000000 + n),
      `19${70 + (n % 30)}-0${(n % 9) + 1}-1${n % 9}`, `"${n} Mine Road, Rosh Pinah"`, String(20 + (n % 10)),
    ].join(","));
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
  const { importEmployees } = await import("~/services/employee-import.server");
  let failed = false;
  try {
    const sequelize = getDb();
    await migrateToLatest(sequelize);
    const csv = employeeCsv();
    const file = join(dir, "employees.csv");
    writeFileSync(file, csv);
    const data = new TextEncoder().encode(csv);
    const options = { updateExisting: true, skipInvalid: false, sendNotifications: false };

    const runs: { label: string; ms: number; summary: string }[] = [];
    for (const label of ["import (new)", "re-import (unchanged)"]) {
      const started = performance.now();
      const result = await importEmployees({ file: { name: "employees.csv", data }, options, uploadedBy: null });
      const ms = performance.now() - started;
      runs.push({ label, ms, summary: `${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged, ${result.invalidRecords} invalid` });
      if (result.validRecords !== ROWS) throw new Error(`The import stored ${result.validRecords} of ${ROWS} rows: ${result.errors.slice(0, 3).join("; ")}`);
    }

    await sequelize.query("CREATE TABLE employees_copy (LIKE employees INCLUDING ALL)");
    const copy = `\\copy employees_copy (${COLUMNS.map(([, column]) => column).join(", ")}) FROM '${file}' WITH (FORMAT csv, HEADER true)`;
    const started = performance.now();
    const psql = spawnSync("psql", [scratch.url, "-v", "ON_ERROR_STOP=1", "-q", "-c", copy], { encoding: "utf8" });
    const copyMs = performance.now() - started;
    if (psql.status !== 0) throw new Error(`psql \\copy failed: ${psql.stderr}`);
    const [[{ count }]] = (await sequelize.query("SELECT count(*) AS count FROM employees_copy")) as [{ count: string }[], unknown];

    console.log(`\nEmployee import, ${ROWS.toLocaleString("en-US")} rows, ${(data.length / 1024).toFixed(0)} KB CSV, goal <= 3x psql \\copy:`);
    for (const run of runs) console.log(`  ${run.label.padEnd(24)} ${seconds(run.ms).padStart(8)}  (${run.summary})`);
    console.log(`  ${"psql \\copy".padEnd(24)} ${seconds(copyMs).padStart(8)}  (${count} rows; includes starting psql)`);
    console.log(`  ratio import / \\copy: ${(runs[0].ms / copyMs).toFixed(2)}x   re-import / \\copy: ${(runs[1].ms / copyMs).toFixed(2)}x`);
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
