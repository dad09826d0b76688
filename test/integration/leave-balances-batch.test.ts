import ExcelJS from "exceljs";
import { QueryTypes } from "sequelize";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnnualLeaveExtension, AnnualLeaveOverdue, Employee, LeaveOpeningBalance, LeaveRequest } from "#models";
import { getDb } from "~/db.server";
import { withBalances } from "~/services/leave/balances-access.server";
import {
  balanceKindOf,
  balancesOfEmployee,
  chargesFor,
  computeBalances,
  computeBalancesOfMany,
  type EmployeeBalances,
} from "~/services/leave/balances.server";
import { refreshAllOverdue } from "~/services/leave/overdue.server";
import { patternOf, workingDaysBetween } from "~/services/leave/working-days.server";
import { addDays, todayIso } from "~/utils/dates";
import { addMonths, describePattern } from "~/utils/leave-law";
import { createTestUser, unique } from "../support/factories";
import { baseUrl, sessionCookieFor } from "../support/session";

/**
 * Issue 24: HR's report, leave list and daily jobs compute every employee's balances in one pass
 * over facts read in four queries. These employees exercise each rule (5- and 6-day weeks, a
 * shift roster, a company allowance, the first year's sick leave, no start date, opening
 * balances, a written extension, carried and overdue days, leave across a cycle's end, pending,
 * booked and rejected requests); the batch must give exactly what one employee's computation
 * gives, and the .xlsx must read back as those figures.
 */

const today = todayIso();
const tag = unique("B");
const people: Employee[] = [];

type EmployeeFields = Partial<Pick<Employee, "startDate" | "workDaysPerWeek" | "vacationDays" | "rosterDays" | "rosterStart" | "status">>;

async function person(name: string, fields: EmployeeFields, createdYearsAgo = 0) {
  const { employee } = await createTestUser({ firstName: "Zoë", lastName: `≠Oma ${name} ${tag}` });
  await Employee.update(fields, { where: { id: employee!.id } });
  if (createdYearsAgo) {
    // The day the portal first knew the employee decides where the annual chain starts.
    await getDb().query(`UPDATE employees SET created_at = now() - make_interval(years => :years) WHERE id = :id`, {
      replacements: { years: createdYearsAgo, id: employee!.id },
      type: QueryTypes.UPDATE,
    });
  }
  const reloaded = (await Employee.findByPk(employee!.id))!;
  people.push(reloaded);
  return reloaded;
}

async function leave(employee: Employee, leaveType: string, from: number, length: number, status = "approved") {
  const startDate = addDays(today, from);
  const endDate = addDays(startDate, length - 1);
  return LeaveRequest.create({
    employeeId: employee.id,
    leaveType: leaveType as LeaveRequest["leaveType"],
    startDate,
    endDate,
    days: length,
    workingDays: await workingDaysBetween(startDate, endDate, patternOf(employee)),
    status: status as LeaveRequest["status"],
    reason: "Family matters",
  });
}

/** The anniversary of `start` in the last 12 months: the first day of the current annual cycle. */
function cycleStartOf(start: string) {
  let anniversary = start;
  while (addMonths(anniversary, 12) <= today) anniversary = addMonths(anniversary, 12);
  return anniversary;
}

beforeAll(async () => {
  const fiveYears = addDays(addMonths(today, -60), -40);
  const five = await person("Five", { startDate: fiveYears }, 6);
  await leave(five, "vacation", -300, 5);
  await leave(five, "sick", -200, 2);
  await leave(five, "compassionate", -30, 2);
  await leave(five, "personal", -20, 1);
  await leave(five, "emergency", 5, 1, "pending");
  await leave(five, "vacation", 20, 5, "pending");
  await leave(five, "vacation", 40, 3);
  await leave(five, "vacation", -60, 4, "rejected");
  // Across the end of last cycle and the start of this one.
  const anniversary = cycleStartOf(fiveYears);
  const across = await leave(five, "vacation", 0, 1);
  await across.update({ startDate: addDays(anniversary, -3), endDate: addDays(anniversary, 4), days: 8 });

  const six = await person("Six", { startDate: addMonths(today, -30), workDaysPerWeek: 6, vacationDays: 26 });
  await leave(six, "vacation", -90, 6);
  await leave(six, "sick", -10, 3);

  const roster = await person("Roster", { startDate: addMonths(today, -40), rosterDays: "11110000", rosterStart: addDays(today, -400) });
  await leave(roster, "vacation", -150, 8);
  await leave(roster, "vacation", 30, 8, "pending");

  const newcomer = await person("New", { startDate: addDays(today, -100) });
  await leave(newcomer, "sick", -20, 2);

  const noStart = await person("NoStart", { startDate: null });
  await leave(noStart, "vacation", -5, 2);

  const opening = await person("Opening", { startDate: addMonths(today, -50) });
  const asOf = addDays(today, -200);
  await LeaveOpeningBalance.create({ employeeId: opening.id, balanceKind: "annual", asOf, taken: 4, carried: 12, note: "Old register" });
  await LeaveOpeningBalance.create({ employeeId: opening.id, balanceKind: "sick", asOf, taken: 3, carried: 0, note: "Old register" });
  await leave(opening, "vacation", -260, 5); // before go-live: the opening stands for it
  await leave(opening, "vacation", -100, 5);

  const extended = await person("Extended", { startDate: addMonths(today, -38) }, 4);
  const lastCycle = addMonths(cycleStartOf(addMonths(today, -38)), -12);
  await AnnualLeaveExtension.create({
    employeeId: extended.id,
    cycleStart: lastCycle,
    agreedOn: addDays(lastCycle, 30),
    note: "In writing",
  });
  await leave(extended, "vacation", -400, 3);

  // Days carried from cycles long past, never granted: overdue.
  const overdue = await person("Overdue", { startDate: addMonths(today, -45) }, 4);
  await leave(overdue, "vacation", -700, 2);

  await person("Inactive", { startDate: addMonths(today, -20), status: "inactive" });
});

// Pending requests of this file would otherwise fill HR's pending list (oldest first) in this worker's database.
afterAll(async () => {
  await LeaveRequest.destroy({ where: { employeeId: people.map((employee) => employee.id) } });
});

async function reload(employee: Employee) {
  return (await Employee.findByPk(employee.id))!;
}

describe("balances of many employees at once", () => {
  it("equal each employee's own computation, alone or among the others", async () => {
    const employees = await Promise.all(people.map(reload));
    const together = await computeBalancesOfMany(employees, today);
    for (const employee of employees) {
      const own = await computeBalances(employee, today);
      expect(together.get(employee.id), employee.lastName).toEqual(own);
      expect((await computeBalancesOfMany([employee], today)).get(employee.id), employee.lastName).toEqual(own);
    }
  });

  it("hold the figures the rules give (known values)", async () => {
    const all = await computeBalancesOfMany(await Promise.all(people.map(reload)), today);
    const of = (name: string, kind: string) =>
      all.get(people.find((employee) => employee.lastName.startsWith(`≠Oma ${name} `))!.id)!.balances.find((b) => b.kind === kind)!;
    expect(of("Six", "annual").entitled).toBe(26); // company allowance above 24
    expect(of("Roster", "annual").entitled).toBe(14); // 4 on, 4 off: 4 weeks hold 14 shifts
    expect(of("New", "sick").note).toMatch(/^First 12 months/);
    expect(of("NoStart", "annual").cycleStart).toBe(`${today.slice(0, 4)}-01-01`);
    expect(of("Overdue", "annual").overdue?.days).toBeGreaterThan(0);
    expect(of("Five", "annual").pending).toBeGreaterThan(0); // pending vacation and emergency leave
    expect(of("Opening", "annual").carried).toBeGreaterThan(0); // the opening balance's carried days
  });
});

/** The leave list's figures as they were computed before issue 24: per employee and per request. */
async function oneByOne(items: LeaveRequest[]) {
  return Promise.all(
    items.map(async (item) => {
      const kind = balanceKindOf(item.leaveType);
      const balances: EmployeeBalances | null = await balancesOfEmployee(item.employeeId!).catch(() => null);
      let afterDecision: { label: string; left: number } | null = null;
      if (kind && item.status === "pending") {
        const employee = await Employee.findOne({ where: { id: item.employeeId!, deletedAt: null } });
        for (const { balance, workingDays } of employee ? await chargesFor(employee, item, undefined, item.id) : []) {
          const left = balance.left - workingDays;
          if (!afterDecision || left < afterDecision.left) afterDecision = { label: balance.label, left };
        }
      }
      return { id: item.id, balance: balances?.balances.find((b) => b.kind === kind) ?? null, afterDecision };
    }),
  );
}

describe("the leave list's balances (withBalances)", () => {
  it("are each request's balance and what approving it leaves, as counted one request at a time", async () => {
    const items = await LeaveRequest.findAll({ where: { employeeId: people.map((employee) => employee.id) }, order: [["id", "ASC"]] });
    const plain = items.map((item) => item.get({ plain: true }) as LeaveRequest);
    const batch = await withBalances(plain);
    expect(batch.map(({ id, balance, afterDecision }) => ({ id, balance, afterDecision }))).toEqual(await oneByOne(items));
    expect(batch.filter((item) => item.afterDecision)).toHaveLength(3); // the three pending requests
  });
});

describe("the daily overdue refresh", () => {
  it("writes every active employee's overdue days as their own balances give them", async () => {
    await refreshAllOverdue(today);
    for (const employee of await Promise.all(people.map(reload))) {
      const annual = (await computeBalances(employee, today)).balances.find((balance) => balance.kind === "annual")!;
      const row = await AnnualLeaveOverdue.findByPk(employee.id);
      const expected = employee.status === "active" && employee.startDate && annual.overdue ? annual.overdue : null;
      expect(row ? { days: row.days, grantBy: row.grantBy } : null, employee.lastName).toEqual(
        expected ? { days: expected.days, grantBy: expected.grantBy } : null,
      );
    }
  });
});

describe("the balances report (.xlsx)", () => {
  it("reads back as each active employee's balances, names with their accents, IDs as text, dates as dates", async () => {
    const { user: hr } = await createTestUser({ role: "hr", withEmployee: false });
    const response = await fetch(`${baseUrl()}/api/leave-reports/balances`, { headers: { Cookie: await sessionCookieFor(hr.id) } });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet("Leave Balances")!;
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const rows = new Map<string, Record<string, unknown>>();
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      const cells = Object.fromEntries(header.map((name, index) => [name, row.getCell(index + 1).value]));
      rows.set(`${cells["Employee ID"]}|${cells["Leave Type"]}`, { ...cells, idType: row.getCell(1).type });
    });
    const day = (iso: string | undefined) => (iso ? new Date(`${iso}T00:00:00Z`) : null);
    for (const employee of await Promise.all(people.map(reload))) {
      const { balances, workDaysPerWeek } = await computeBalances(employee, today);
      for (const balance of balances) {
        const row = rows.get(`${employee.employeeId}|${balance.label}`);
        if (employee.status !== "active") {
          expect(row, employee.lastName).toBeUndefined();
          continue;
        }
        expect(row, `${employee.lastName} ${balance.label}`).toEqual({
          "Employee ID": employee.employeeId,
          idType: ExcelJS.ValueType.String,
          Name: `Zoë ≠Oma ${employee.lastName.split(" ")[1]} ${tag}`,
          Department: employee.department,
          "Work Pattern": describePattern(workDaysPerWeek),
          "Leave Type": balance.label,
          "Cycle Start": day(balance.cycleStart),
          "Cycle End": day(balance.cycleEnd),
          Entitled: balance.entitled,
          Carried: balance.carried,
          Taken: balance.taken,
          "Brought Forward": balance.broughtForward,
          Booked: balance.booked,
          Pending: balance.pending,
          Left: balance.left,
          Overdue: balance.overdue?.days ?? 0,
          "Grant By": day(balance.overdue?.grantBy ?? balance.grantDue?.grantBy),
        });
      }
    }
  });
});
