import type { Sequelize } from "sequelize";
import { createScratchDatabase } from "./lib/scratch-database";

/**
 * `npm run bench:payroll`: the two budgets of issue 5.
 *  1. A 5,000-row payroll upload end to end through the service (csv-parse of the file
 *     text, the row checks, the employee look-up and the upserts in one transaction)
 *     into a throwaway PostgreSQL database with 5,000 employees. Goal: at most 5 s.
 *     A second upload of the same period (every payslip updated) is timed too.
 *  2. Rendering one payslip PDF (renderPayslipPdf), median of 200. Goal: at most 20 ms.
 *
 *   BENCH_DATABASE_ADMIN_URL  server to create the database on
 *                             (default postgres://postgres@127.0.0.1:5432/postgres)
 * Prints the figures; exits non-zero only on errors.
 */
const ROWS = 5_000;
const PDF_RUNS = 200;

function seconds(ms: number) {
  return `${(ms / 1000).toFixed(2)} s`;
}

/** A payroll file as HR would export it from a spreadsheet, one row per employee. */
function payrollCsv(refs: string[], variant: number) {
  const lines = ["EmployeeID,BasicSalary,Allowances,Overtime,Bonuses,WorkingDays,Notes"];
  refs.forEach((ref, index) => {
    const basic = 12_000 + ((index * 37 + variant) % 40_000);
    const cents = String((index * 7 + variant) % 100).padStart(2, "0");
    lines.push(
      `${ref},${basic}.${cents},${index % 3 === 0 ? "1500.00" : ""},${index % 4 === 0 ? "345.67" : "0"},${index % 10 === 0 ? "2500" : ""},${20 + (index % 3)},"Shift ${index % 5}, pit ${index % 3}"`,
    );
  });
  return `${lines.join("\n")}\n`;
}

/** The company the file is for: HR, who uploads it, and ROWS employees (NCM-B00001 onwards); returns HR and the employee IDs. */
async function seedCompany(sequelize: Sequelize) {
  const { QueryTypes } = await import("sequelize");
  const [hr] = await sequelize.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, role) VALUES ('bench.hr@namibcopper.com.na', 'Bench', 'HR', 'hr') RETURNING id`,
    { type: QueryTypes.SELECT },
  );
  await sequelize.query(
    `INSERT INTO employees (employee_id, first_name, last_name, email, department, position, salary)
     SELECT 'NCM-B' || lpad(n::text, 5, '0'), 'Bench', 'Employee ' || n, 'bench' || n || '@namibcopper.com.na',
            'Geology', 'Field Assistant', 15000 + n
       FROM generate_series(1, $1) AS n`,
    { bind: [ROWS] },
  );
  const refs = Array.from({ length: ROWS }, (_, index) => `NCM-B${String(index + 1).padStart(5, "0")}`);
  return { hr, refs };
}

/** The payroll services the uploads go through (imported by main once DATABASE_URL is set). */
interface PayrollServices {
  parsePayrollCsv: (typeof import("~/services/payroll/parse.server"))["parsePayrollCsv"];
  uploadPayroll: (typeof import("~/services/payroll/upload.server"))["uploadPayroll"];
}

/** Budget 1: the first upload of a period and its re-upload, timed end to end and printed; throws when a row was not stored. */
async function timePayrollUploads(sequelize: Sequelize, hr: { id: number }, refs: string[], services: PayrollServices) {
  const { QueryTypes } = await import("sequelize");
  const period = { periodName: "Benchmark November 2026", startDate: "2026-11-01", endDate: "2026-11-30" };

  const timings: { label: string; ms: number; successCount: number; errorCount: number }[] = [];
  for (const [label, variant] of [
    ["first upload", 1],
    ["re-upload (updates)", 2],
  ] as const) {
    const text = payrollCsv(refs, variant);
    const started = performance.now();
    const result = await services.uploadPayroll(hr, period, await services.parsePayrollCsv(text), { fileName: "bench.csv" });
    timings.push({ label, ms: performance.now() - started, successCount: result.successCount, errorCount: result.errorCount });
  }
  const [{ count }] = await sequelize.query<{ count: string }>(`SELECT count(*) FROM payslips`, { type: QueryTypes.SELECT });
  console.log(`\nPayroll upload, ${ROWS.toLocaleString("en-US")} rows end to end (parse + check + store), goal <= 5 s:`);
  for (const timing of timings) {
    console.log(
      `  ${timing.label.padEnd(20)} ${seconds(timing.ms).padStart(8)}  (${timing.successCount} processed, ${timing.errorCount} errors)`,
    );
  }
  console.log(`  payslips stored: ${count}`);
  if (timings.some((timing) => timing.successCount !== ROWS) || Number(count) !== ROWS) {
    throw new Error("The benchmark upload did not store every row");
  }
}

/** The first stored payslip, read back in the shape renderPayslipPdf takes. */
async function firstPayslipData(sequelize: Sequelize) {
  const { QueryTypes } = await import("sequelize");
  const [slip] = await sequelize.query<Record<string, string | number | null>>(
    `SELECT e.first_name, e.last_name, e.employee_id, e.department, e.position,
            p.period_name, to_char(p.start_date, 'YYYY-MM-DD') AS start_date, to_char(p.end_date, 'YYYY-MM-DD') AS end_date,
            to_char(p.pay_date, 'YYYY-MM-DD') AS pay_date,
            s.basic_salary, s.allowances, s.overtime, s.bonuses, s.gross_salary, s.deductions, s.taxes, s.net_salary,
            s.working_days, s.notes
       FROM payslips s JOIN employees e ON e.id = s.employee_id JOIN payroll_periods p ON p.id = s.payroll_period_id
      ORDER BY s.id LIMIT 1`,
    { type: QueryTypes.SELECT },
  );
  const { decimalToCents } = await import("~/utils/pay");
  const cents = (column: string) => decimalToCents(slip[column] as string);
  return {
    employee: {
      name: `${slip.first_name} ${slip.last_name}`,
      employeeId: String(slip.employee_id),
      department: slip.department as string | null,
      position: slip.position as string | null,
    },
    period: {
      periodName: String(slip.period_name),
      startDate: String(slip.start_date),
      endDate: String(slip.end_date),
      payDate: slip.pay_date as string | null,
    },
    amounts: {
      basicSalary: cents("basic_salary"),
      allowances: cents("allowances"),
      overtime: cents("overtime"),
      bonuses: cents("bonuses"),
      grossSalary: cents("gross_salary"),
      deductions: cents("deductions"),
      taxes: cents("taxes"),
      netSalary: cents("net_salary"),
    },
    workingDays: slip.working_days as number | null,
    notes: slip.notes as string | null,
  };
}

/** Budget 2: one payslip PDF rendered PDF_RUNS times after a warm-up; prints the median, fastest and slowest. */
async function timePayslipPdf(sequelize: Sequelize) {
  const { renderPayslipPdf } = await import("~/services/payslips/pdf.server");
  const data = await firstPayslipData(sequelize);
  for (let warm = 0; warm < 5; warm += 1) await renderPayslipPdf(data);
  const runs: number[] = [];
  let bytes = 0;
  for (let run = 0; run < PDF_RUNS; run += 1) {
    const started = performance.now();
    bytes = (await renderPayslipPdf(data)).length;
    runs.push(performance.now() - started);
  }
  runs.sort((a, b) => a - b);
  const median = (runs[PDF_RUNS / 2 - 1] + runs[PDF_RUNS / 2]) / 2;
  console.log(`\nPayslip PDF, median of ${PDF_RUNS} renders, goal <= 20 ms:`);
  console.log(
    `  median ${median.toFixed(2)} ms  (fastest ${runs[0].toFixed(2)} ms, slowest ${runs.at(-1)!.toFixed(2)} ms, ${(bytes / 1024).toFixed(1)} KB)`,
  );
}

async function main() {
  const scratch = await createScratchDatabase("hr_bench_payroll");
  process.env.DATABASE_URL = scratch.url;
  process.env.LOG_LEVEL ??= "warn";

  // Imported after DATABASE_URL is set: the environment is read once.
  const { closeDb, getDb } = await import("~/db.server");
  const { migrateToLatest } = await import("#models/migrator");
  const { parsePayrollCsv } = await import("~/services/payroll/parse.server");
  const { uploadPayroll } = await import("~/services/payroll/upload.server");
  let failed = false;
  try {
    const sequelize = getDb();
    await migrateToLatest(sequelize);
    const { hr, refs } = await seedCompany(sequelize);
    await timePayrollUploads(sequelize, hr, refs, { parsePayrollCsv, uploadPayroll });
    await timePayslipPdf(sequelize);
  } catch (error) {
    console.error(error);
    failed = true;
  } finally {
    await closeDb();
    await scratch.drop();
  }
  process.exit(failed ? 1 : 0);
}

await main();
