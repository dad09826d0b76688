import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AffirmativeActionGoal, Employee, EmployeeActivity, EmploymentEvent } from "#models";
import { backfillEmploymentEvents } from "#models/migrations/2026-11-27T01-00-affirmative-action-report";
import { getDb } from "~/db.server";
import { EE_MESSAGES } from "~/schemas/equity";
import { getWorkforceProfile, type ProfileCounts } from "~/services/equity/workforce.server";
import { namibianWallClock, todayIso } from "~/utils/dates";
import { createTestEmployee, createTestUser, unique } from "../support/factories";
import { pdfText } from "../support/pdf";
import { api, baseUrl, sessionCookieFor } from "../support/session";

/**
 * The affirmative action report (issue 16): the workforce profile counted against a
 * hand-built fixture (a department of its own, so the counts are exact), "not specified"
 * never guessed, goals with actual figures and the gap in people, movement in the period,
 * the .xlsx read back with exceljs and the PDF's text. HR only.
 */
const DEPARTMENT = `Equity Fixture ${unique()}`;
const year = Number(todayIso().slice(0, 4));
let hrCookie = "";
let employeeCookie = "";
let before: ProfileCounts;

// The fixture: 10 active people in one department, and one terminated and one trashed who never count.
const FIXTURE = [
  { gender: "Female", raceCategory: "Black", disabilityStatus: "none", namibianCitizen: true, occupationalLevel: "senior_management" },
  {
    gender: "Female",
    raceCategory: "Coloured",
    disabilityStatus: "physical",
    namibianCitizen: true,
    occupationalLevel: "skilled_technical_supervisory",
  },
  {
    gender: "Male",
    raceCategory: "Black",
    disabilityStatus: "none",
    namibianCitizen: true,
    occupationalLevel: "skilled_technical_supervisory",
  },
  { gender: "Male", raceCategory: "White", disabilityStatus: "none", namibianCitizen: false, occupationalLevel: "senior_management" },
  { gender: "Female", raceCategory: "White", disabilityStatus: null, namibianCitizen: true, occupationalLevel: "semi_skilled" },
  { gender: "Male", raceCategory: "Asian", disabilityStatus: "mental", namibianCitizen: null, occupationalLevel: "semi_skilled" },
  { gender: "Male", raceCategory: "Other", disabilityStatus: "none", namibianCitizen: true, occupationalLevel: "unskilled" },
  { gender: "Male", raceCategory: null, disabilityStatus: "none", namibianCitizen: true, occupationalLevel: "unskilled" },
  { gender: null, raceCategory: "Black", disabilityStatus: "both", namibianCitizen: false, occupationalLevel: null },
  {
    gender: "Female",
    raceCategory: "Black",
    disabilityStatus: "none",
    namibianCitizen: true,
    occupationalLevel: "unskilled",
    startDate: `${year}-02-01`,
  },
] as const;

beforeAll(async () => {
  const hr = await createTestUser({ role: "hr" });
  hrCookie = await sessionCookieFor(hr.user.id);
  const employee = await createTestUser();
  employeeCookie = await sessionCookieFor(employee.user.id);
  before = (await getWorkforceProfile()).total;
  for (const person of FIXTURE) {
    const created = await createTestEmployee({ department: DEPARTMENT, status: "active", startDate: "2020-01-01", ...person });
    // The factory writes the record directly; the services write the appointment (as they do for every new employee).
    await EmploymentEvent.create({
      employeeId: created.id,
      type: "appointment",
      eventDate: created.startDate!,
      toLevel: created.occupationalLevel,
    });
  }
  await createTestEmployee({ department: DEPARTMENT, status: "terminated", gender: "Female", raceCategory: "Black" });
  await createTestEmployee({ department: DEPARTMENT, status: "active", gender: "Female", raceCategory: "Black", deletedAt: new Date() });
});

afterAll(async () => {
  await AffirmativeActionGoal.destroy({ where: { department: "Geology", targetYear: 2099 } });
  await Employee.destroy({ where: { department: DEPARTMENT } });
});

describe("workforce profile", () => {
  it("counts the fixture's department exactly, with not specified shown rather than guessed", async () => {
    const profile = await getWorkforceProfile();
    const row = profile.byDepartment.find((candidate) => candidate.key === DEPARTMENT);
    expect(row).toMatchObject({
      total: 10,
      // Black/Coloured/Asian women and men; White the advantaged; Other, no race or no gender not specified.
      disadvantagedWomen: 3,
      disadvantagedMen: 2,
      advantagedWomen: 1,
      advantagedMen: 1,
      raceOrGenderNotSpecified: 3,
      women: 4,
      men: 5,
      genderNotSpecified: 1,
      disadvantaged: 6,
      raceNotSpecified: 2,
      withDisabilities: 3,
      disabilityNotSpecified: 1,
      nonNamibian: 2,
      citizenshipNotSpecified: 1,
    });
    // Every one of the fixture's people is in the level table too: the totals grew by exactly 10.
    expect(profile.total.total - before.total).toBe(10);
    expect(profile.total.nonNamibian - before.nonNamibian).toBe(2);
    expect(profile.byLevel.map((level) => level.label)).toEqual(
      expect.arrayContaining(["Executive directors (top management)", "Senior management", "Unskilled", "Not specified"]),
    );
  });
});

describe("goals", () => {
  it("validates a goal with the messages and refuses a second goal for the same group and year", async () => {
    const empty = await api("/api/admin/employment-equity/goals", {
      method: "POST",
      cookie: hrCookie,
      body: { department: "Geology", targetYear: "20x6" },
    });
    expect(empty.status).toBe(400);
    expect(empty.json?.errors).toMatchObject({ targetYear: [EE_MESSAGES.yearInvalid] });
    const noTarget = await api("/api/admin/employment-equity/goals", {
      method: "POST",
      cookie: hrCookie,
      body: { department: "Geology", targetYear: 2099 },
    });
    expect(noTarget.json?.errors?.womenTargetPercent).toEqual([EE_MESSAGES.noTarget]);
    const tooHigh = await api("/api/admin/employment-equity/goals", {
      method: "POST",
      cookie: hrCookie,
      body: { department: "Geology", targetYear: 2099, womenTargetPercent: "100.5" },
    });
    expect(tooHigh.json?.errors?.womenTargetPercent).toEqual([EE_MESSAGES.percentInvalid]);
    const created = await api("/api/admin/employment-equity/goals", {
      method: "POST",
      cookie: hrCookie,
      body: { department: "Geology", targetYear: 2099, womenTargetPercent: "40" },
    });
    expect(created.status).toBe(201);
    const again = await api("/api/admin/employment-equity/goals", {
      method: "POST",
      cookie: hrCookie,
      body: { department: "Geology", targetYear: 2099, disabilityTargetPercent: "5" },
    });
    expect(again.status).toBe(409);
    expect(again.json?.message).toBe(EE_MESSAGES.goalDuplicate);
  });

  it("sets the actual figures and the gap in people beside the target", async () => {
    const goal = await AffirmativeActionGoal.create({
      department: DEPARTMENT,
      jobLevel: null,
      targetYear: year,
      womenTargetPercent: "60.00",
      disabilityTargetPercent: "10.00",
      raciallyDisadvantagedTargetPercent: "70.00",
    });
    try {
      const report = await api("/api/admin/employment-equity", { cookie: hrCookie });
      const progress = report.json!.goals.find((candidate: { id: number }) => candidate.id === goal.id);
      // 10 people: 60% women is 6 (4 now: 2 short); 10% disabilities is 1 (3: met); 70% disadvantaged is 7 (6: 1 short).
      expect(progress).toMatchObject({
        workforce: 10,
        women: { targetPercent: 60, actual: 4, actualPercent: 40, gap: 2 },
        disability: { targetPercent: 10, actual: 3, gap: 0 },
        raciallyDisadvantaged: { targetPercent: 70, actual: 6, gap: 1 },
      });
    } finally {
      await goal.destroy();
    }
  });
});

describe("the report", () => {
  it("reads back from the .xlsx with the employer, the period and typed cells", async () => {
    const response = await fetch(
      `${process.env.PORTAL_URL}/api/admin/employment-equity/report?format=xlsx&from=${year}-01-01&to=${year}-12-31`,
      {
        headers: { Cookie: hrCookie },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(`affirmative-action-report_${year}-01-01_${year}-12-31.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      "Employer",
      "By occupational level",
      "By department",
      "Movement",
      "Barriers and plan",
      "Goals",
      "Consultation",
      "Non-Namibians",
      "Declaration",
    ]);
    const byDepartment = workbook.getWorksheet("By department")!;
    expect(byDepartment.getCell("B2").value).toBe("Namib Copper Mining");
    expect(byDepartment.getCell("B3").value).toEqual(new Date(`${year}-01-01T00:00:00Z`));
    // "Produced" reads the mine's wall-clock time (a cell has no time zone), as the PDF prints it.
    const produced = byDepartment.getCell("B4").value as Date;
    expect(Math.abs(produced.getTime() - namibianWallClock(new Date()).getTime())).toBeLessThan(5 * 60_000);
    let fixtureRow: ExcelJS.Row | undefined;
    byDepartment.eachRow((row) => {
      if (row.getCell(1).value === DEPARTMENT) fixtureRow = row;
    });
    expect(fixtureRow).toBeDefined();
    expect(fixtureRow!.getCell(2).value).toBe(10);
    expect(typeof fixtureRow!.getCell(2).value).toBe("number");
    const movement = workbook.getWorksheet("Movement")!;
    const appointments = movement.getRow(7);
    expect(appointments.getCell(1).value).toBe("Appointments");
    expect(Number(appointments.getCell(2).value)).toBeGreaterThanOrEqual(1);
  });

  it("prints as a PDF that names the employer and the period", async () => {
    const response = await fetch(
      `${process.env.PORTAL_URL}/api/admin/employment-equity/report?format=pdf&from=${year}-01-01&to=${year}-12-31`,
      {
        headers: { Cookie: hrCookie },
      },
    );
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const { text } = await pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain("Affirmative Action Report");
    expect(text).toContain("Employer Namib Copper Mining");
    expect(text).toContain(`Reporting period 01 Jan ${year} to 31 Dec ${year}`);
    expect(text).toContain(DEPARTMENT);
  });

  it("counts a promotion made in the employee form and a termination as movement", async () => {
    const person = await createTestEmployee({
      department: "Geology",
      status: "active",
      gender: "Female",
      raceCategory: "Black",
      occupationalLevel: "semi_skilled",
    });
    const cookie = hrCookie;
    const before = (await api(`/api/admin/employment-equity?from=${todayIso()}&to=${todayIso()}`, { cookie })).json!.movement;
    const edit = await api(`/api/employees/${person.id}`, {
      method: "PUT",
      cookie,
      body: { occupationalLevel: "skilled_technical_supervisory" },
    });
    expect(edit.status).toBe(200);
    const history = await EmployeeActivity.findAll({ where: { employeeId: person.id } });
    expect(history.map((row) => row.description)).toContain(
      "Occupational level changed from Semi-skilled to Skilled technical and supervisory",
    );
    const terminate = await api(`/api/employees/${person.id}`, { method: "PUT", cookie, body: { status: "terminated" } });
    expect(terminate.status).toBe(200);
    const after = (await api(`/api/admin/employment-equity?from=${todayIso()}&to=${todayIso()}`, { cookie })).json!.movement;
    expect(after.promotions.total - before.promotions.total).toBe(1);
    expect(after.promotions.women - before.promotions.women).toBe(1);
    expect(after.terminations.disadvantaged - before.terminations.disadvantaged).toBe(1);
    await person.destroy();
  });

  it("counts a promotion and a termination made by the employee import as movement too", async () => {
    const person = await createTestEmployee({
      department: "Geology",
      position: "Driller",
      status: "active",
      gender: "Female",
      raceCategory: "Black",
      occupationalLevel: "semi_skilled",
    });
    const period = `from=${todayIso()}&to=${todayIso()}`;
    const before = (await api(`/api/admin/employment-equity?${period}`, { cookie: hrCookie })).json!.movement;
    const csv = [
      "employeeId,firstName,lastName,department,position,status,occupationalLevel",
      `${person.employeeId},${person.firstName},${person.lastName},Geology,Driller,terminated,Skilled technical and supervisory`,
    ].join("\n");
    const form = new FormData();
    form.append("csvFile", new Blob([csv]), "regrade.csv");
    form.append("updateExisting", "true");
    const response = await fetch(`${baseUrl()}/api/csv-import`, {
      method: "POST",
      body: form,
      headers: { Cookie: hrCookie, Origin: baseUrl() },
    });
    expect(response.status).toBe(200);
    const history = await EmployeeActivity.findAll({ where: { employeeId: person.id } });
    expect(history.map((row) => row.description)).toEqual(
      expect.arrayContaining([
        "Occupational level changed from Semi-skilled to Skilled technical and supervisory by the import of regrade.csv",
        "Status changed from active to terminated by the import of regrade.csv",
      ]),
    );
    const after = (await api(`/api/admin/employment-equity?${period}`, { cookie: hrCookie })).json!.movement;
    expect(after.promotions.total - before.promotions.total).toBe(1);
    expect(after.terminations.total - before.terminations.total).toBe(1);
    const events = await EmploymentEvent.findAll({ where: { employeeId: person.id } });
    expect(events.map((event) => [event.type, event.reason]).sort()).toEqual([
      ["promotion", "Import of regrade.csv"],
      ["termination", "Import of regrade.csv"],
    ]);
    expect(after.terminations.women - before.terminations.women).toBe(1);
    await person.destroy();
  });

  it("counts employment events, not history wording: a termination reversed the same day does not count, a copy edit changes nothing", async () => {
    const person = await createTestEmployee({
      department: "Geology",
      status: "active",
      gender: "Male",
      raceCategory: "Black",
      occupationalLevel: "unskilled",
    });
    const period = `from=${todayIso()}&to=${todayIso()}`;
    const movement = async () => (await api(`/api/admin/employment-equity?${period}`, { cookie: hrCookie })).json!.movement;
    const before = await movement();
    expect((await api(`/api/employees/${person.id}`, { method: "PUT", cookie: hrCookie, body: { status: "terminated" } })).status).toBe(
      200,
    );
    expect((await api(`/api/employees/${person.id}`, { method: "PUT", cookie: hrCookie, body: { status: "active" } })).status).toBe(200);
    const reversed = await movement();
    expect(reversed.terminations.total - before.terminations.total).toBe(0);
    const events = await EmploymentEvent.findAll({ where: { employeeId: person.id }, order: [["id", "ASC"]] });
    expect(events.map((event) => event.type)).toEqual(["termination", "reinstatement"]);
    // A promotion, then the history's wording edited: the report still counts it.
    expect(
      (await api(`/api/employees/${person.id}`, { method: "PUT", cookie: hrCookie, body: { occupationalLevel: "semi_skilled" } })).status,
    ).toBe(200);
    await EmployeeActivity.update({ description: "Grade moved up" }, { where: { employeeId: person.id } });
    const promoted = await movement();
    expect(promoted.promotions.total - before.promotions.total).toBe(1);
    // Promoted and put back the same day: no promotion in the period.
    expect(
      (await api(`/api/employees/${person.id}`, { method: "PUT", cookie: hrCookie, body: { occupationalLevel: "unskilled" } })).status,
    ).toBe(200);
    expect((await movement()).promotions.total - before.promotions.total).toBe(0);
    await person.destroy();
  });

  it("records an appointment when an employee is created, on the start date, and moves it when the start date is corrected", async () => {
    const employeeId = `AA-${unique()}`.slice(0, 20);
    const created = await api("/api/employees", {
      method: "POST",
      cookie: hrCookie,
      body: {
        employeeId,
        firstName: "Ndina",
        lastName: "Appointee",
        department: "Geology",
        position: "Sampler",
        startDate: `${year}-03-02`,
        gender: "Female",
        occupationalLevel: "semi_skilled",
      },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = created.json!.employee?.id ?? created.json!.id;
    const appointment = await EmploymentEvent.findOne({ where: { employeeId: id, type: "appointment" } });
    expect(appointment).toMatchObject({ eventDate: `${year}-03-02`, toLevel: "semi_skilled" });
    const march = (await api(`/api/admin/employment-equity?from=${year}-03-02&to=${year}-03-02`, { cookie: hrCookie })).json!.movement;
    expect(march.appointments.women).toBeGreaterThanOrEqual(1);
    expect((await api(`/api/employees/${id}`, { method: "PUT", cookie: hrCookie, body: { startDate: `${year}-03-09` } })).status).toBe(200);
    expect((await EmploymentEvent.findOne({ where: { employeeId: id, type: "appointment" } }))!.eventDate).toBe(`${year}-03-09`);
    await Employee.destroy({ where: { id } });
  });

  it("backfills events from the history in the migration: start date, level changes, terminations and reinstatements", async () => {
    const person = await createTestEmployee({
      department: "Geology",
      status: "active",
      startDate: "2019-05-06",
      occupationalLevel: "semi_skilled",
    });
    await EmployeeActivity.bulkCreate([
      {
        employeeId: person.id,
        type: "updated",
        title: "Occupational level changed",
        description: "Occupational level changed from Unskilled to Semi-skilled",
        performedBy: null,
      },
      {
        employeeId: person.id,
        type: "imported",
        title: "Occupational level changed",
        description: "Occupational level changed from Semi-skilled to Unskilled by the import of regrade.csv",
        performedBy: null,
      },
      {
        employeeId: person.id,
        type: "status_changed",
        title: "Status changed",
        description: "Status changed from active to terminated by the import of a.csv",
        performedBy: null,
      },
      {
        employeeId: person.id,
        type: "status_changed",
        title: "Status changed",
        description: "Status changed from terminated to active",
        performedBy: null,
      },
      {
        employeeId: person.id,
        type: "status_changed",
        title: "Status changed",
        description: "Status changed from active to inactive",
        performedBy: null,
      },
    ]);
    await backfillEmploymentEvents(getDb(), { employeeIds: [person.id] });
    const events = await EmploymentEvent.findAll({ where: { employeeId: person.id }, order: [["id", "ASC"]] });
    expect(events.map((event) => [event.type, event.fromLevel, event.toLevel])).toEqual([
      ["appointment", null, "semi_skilled"],
      ["promotion", "unskilled", "semi_skilled"],
      ["level_change", "semi_skilled", "unskilled"],
      ["termination", null, null],
      ["reinstatement", null, null],
    ]);
    expect(events[0].eventDate).toBe("2019-05-06");
    await person.destroy();
  });

  it("refuses a period that runs backwards or is over three years, also when only one end is given", async () => {
    const year = Number(todayIso().slice(0, 4));
    const ask = (query: string) => api(`/api/admin/employment-equity?${query}`, { cookie: hrCookie });
    for (const [query, message] of [
      [`from=${year + 1}-06-01`, "The period must not end before it starts"],
      [`from=${year}-12-31&to=${year}-01-01`, "The period must not end before it starts"],
      [`from=${year - 6}-01-01`, "A reporting period is at most three years"],
      [`from=${year - 3}-01-01&to=${year}-12-31`, "A reporting period is at most three years"],
    ]) {
      const response = await ask(query);
      expect(response.status, query).toBe(400);
      expect(response.json?.errors.to, query).toEqual([message]);
    }
    expect((await ask(`from=${year - 2}-01-01&to=${year}-12-31`)).status).toBe(200);
    // The page shows the reason beside the dates and this year's report instead of an error page.
    const page = await fetch(`${baseUrl()}/admin/employment-equity?from=${year}-12-31&to=${year}-01-01`, { headers: { Cookie: hrCookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("The period must not end before it starts");
  });

  it("is HR's only", async () => {
    expect((await api("/api/admin/employment-equity", { cookie: employeeCookie })).status).toBe(403);
    expect((await api("/admin/employment-equity", { cookie: employeeCookie })).status).toBe(403);
  });
});
