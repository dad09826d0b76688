import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QueryTypes } from "sequelize";
import { AaConsultation, AaReportYear, AaUnderstudy, DataProtectionAudit, EeMeetingMinutes, Employee } from "#models";
import { getDb } from "~/db.server";
import { AA_SECTION_MESSAGES } from "~/schemas/equity";
import { createTestEmployee, createTestUser, unique } from "../support/factories";
import { overlappingWords, pdfText } from "../support/pdf";
import { api, baseUrl, sessionCookieFor } from "../support/session";

/**
 * The affirmative action report's written sections (issue 23): HR keeps each of them per
 * year in the portal through the screens (forms that work without JavaScript, 400 with the
 * field errors) and the JSON API; every change is audited; the report (JSON, PDF) holds them
 * in order; and the PDF is readable at the demo company's 48 employees and at 3,000: no two
 * words overlap on any page, every page is numbered and names the employer.
 */
const YEAR = 2091;
const period = `from=${YEAR}-01-01&to=${YEAR}-12-31`;
const BULK_PREFIX = `AA3K-${unique().slice(0, 6)}-`;
let hrCookie = "";
let hrUserId = 0;
let foreigner: Employee;
let local: Employee;

beforeAll(async () => {
  const hr = await createTestUser({ role: "hr" });
  hrUserId = hr.user.id;
  hrCookie = await sessionCookieFor(hr.user.id);
  foreigner = await createTestEmployee({
    status: "active",
    namibianCitizen: false,
    position: "Chief Metallurgist",
    occupationalLevel: "senior_management",
  });
  local = await createTestEmployee({
    status: "active",
    namibianCitizen: true,
    position: "Metallurgist",
    occupationalLevel: "skilled_technical_supervisory",
  });
});

afterAll(async () => {
  await AaReportYear.destroy({ where: { reportYear: YEAR } });
  await AaConsultation.destroy({ where: { reportYear: YEAR } });
  await AaUnderstudy.destroy({ where: { reportYear: YEAR } });
  await Employee.destroy({ where: { id: [foreigner.id, local.id] } });
  await getDb().query(`DELETE FROM employees WHERE employee_id LIKE :prefix`, { replacements: { prefix: `${BULK_PREFIX}%` } });
});

/** A form posted as a browser without JavaScript posts it. */
function postForm(path: string, fields: Record<string, string>) {
  return fetch(`${baseUrl()}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: hrCookie, Origin: baseUrl(), "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

describe("the written sections", () => {
  it("saves barriers and the plan from the form without JavaScript, and refuses a declaration without a name with 400", async () => {
    const saved = await postForm(`/admin/employment-equity/plan?${period}`, {
      barriers: "Artisan posts filled by referral.",
      measures: "Advertise on regional radio.",
      timetable: "By June.",
      monitoring: "Quarterly review by the committee.",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/admin/employment-equity?${period}`);
    const refused = await postForm(`/admin/employment-equity/declaration?${period}`, {
      name: "",
      position: "HR Manager",
      date: `${YEAR}-11-02`,
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(AA_SECTION_MESSAGES.nameRequired);
    const declared = await postForm(`/admin/employment-equity/declaration?${period}`, {
      name: "Ndapewa Shikongo",
      position: "General Manager: Human Resources",
      date: `${YEAR}-11-02`,
    });
    expect(declared.status).toBe(302);
    const sections = (await api(`/api/admin/employment-equity/sections?year=${YEAR}`, { cookie: hrCookie })).json!;
    expect(sections).toMatchObject({
      year: YEAR,
      barriers: "Artisan posts filled by referral.",
      measures: "Advertise on regional radio.",
      declaration: { name: "Ndapewa Shikongo", position: "General Manager: Human Resources", date: `${YEAR}-11-02` },
    });
    const audit = await DataProtectionAudit.findAll({ where: { userId: hrUserId }, order: [["id", "ASC"]] });
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(["aa_report_plan_saved", "aa_report_declaration_saved"]));
    // The page shows them.
    const page = await api(`/admin/employment-equity?${period}`, { cookie: hrCookie });
    expect(page.text).toContain("Artisan posts filled by referral.");
    expect(page.text).toContain("Ndapewa Shikongo");
  });

  it("keeps consultations linked to the committee's minutes, through the API, with field errors on bad input", async () => {
    const minutes = await EeMeetingMinutes.create({
      title: "EE committee, third quarter",
      meetingDate: `${YEAR}-09-10`,
      fileName: "m.pdf",
      originalName: "m.pdf",
      storagePath: `test/${unique()}`,
    });
    try {
      const bad = await api(`/api/admin/employment-equity/sections/${YEAR}/consultations`, {
        method: "POST",
        cookie: hrCookie,
        body: { meetingDate: `${YEAR}-02-30`, consultedWith: "" },
      });
      expect(bad.status).toBe(400);
      expect(bad.json?.errors).toMatchObject({
        meetingDate: [AA_SECTION_MESSAGES.invalidDate],
        consultedWith: [AA_SECTION_MESSAGES.consultedWithRequired],
      });
      const missing = await api(`/api/admin/employment-equity/sections/${YEAR}/consultations`, {
        method: "POST",
        cookie: hrCookie,
        body: { meetingDate: `${YEAR}-09-10`, consultedWith: "Committee", minutesId: 999999999 },
      });
      expect(missing.status).toBe(400);
      expect(missing.json?.errors?.minutesId).toEqual([AA_SECTION_MESSAGES.minutesNotFound]);
      const created = await api(`/api/admin/employment-equity/sections/${YEAR}/consultations`, {
        method: "POST",
        cookie: hrCookie,
        body: {
          meetingDate: `${YEAR}-09-10`,
          consultedWith: "Employment equity committee",
          summary: "Plan agreed.",
          minutesId: minutes.id,
        },
      });
      expect(created.status).toBe(201);
      expect(created.json?.consultation).toMatchObject({ minutes: { id: minutes.id, title: "EE committee, third quarter" } });
      const listed = await api(`/api/admin/employment-equity/sections/${YEAR}/consultations`, { cookie: hrCookie });
      expect(listed.json?.consultations).toHaveLength(1);
      const id = created.json!.consultation.id;
      const edited = await api(`/api/admin/employment-equity/consultations/${id}`, {
        method: "PUT",
        cookie: hrCookie,
        body: { meetingDate: `${YEAR}-09-11`, consultedWith: "Employment equity committee and the union" },
      });
      expect(edited.json?.consultation).toMatchObject({ meetingDate: `${YEAR}-09-11`, minutes: null });
      // The form's edit, without JavaScript: 400 with the message, then saved.
      const refused = await postForm(`/admin/employment-equity/consultations/${id}/edit?${period}`, {
        meetingDate: "",
        consultedWith: "x",
      });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(AA_SECTION_MESSAGES.meetingDateRequired);
      const resaved = await postForm(`/admin/employment-equity/consultations/${id}/edit?${period}`, {
        meetingDate: `${YEAR}-09-12`,
        consultedWith: "Employment equity committee",
        minutesId: String(minutes.id),
      });
      expect(resaved.status).toBe(302);
      expect(await AaConsultation.findByPk(id)).toMatchObject({ meetingDate: `${YEAR}-09-12`, minutesId: minutes.id });
      // The form's delete, without JavaScript.
      expect((await postForm(`/admin/employment-equity/consultations/${id}/delete?${period}`, {})).status).toBe(302);
      expect(await AaConsultation.count({ where: { id } })).toBe(0);
      // Kept again for the report below.
      await api(`/api/admin/employment-equity/sections/${YEAR}/consultations`, {
        method: "POST",
        cookie: hrCookie,
        body: { meetingDate: `${YEAR}-09-10`, consultedWith: "Employment equity committee", minutesId: minutes.id },
      });
    } finally {
      await AaConsultation.update({ minutesId: null }, { where: { minutesId: minutes.id } });
      await minutes.destroy();
    }
  });

  it("lists non-Namibian employees from the data, and takes a Namibian understudy by employee ID with a target date", async () => {
    const path = `/api/admin/employment-equity/sections/${YEAR}/understudies/${foreigner.id}`;
    const self = await api(path, { method: "PUT", cookie: hrCookie, body: { understudyEmployeeId: foreigner.employeeId } });
    expect(self.status).toBe(400);
    expect(self.json?.errors?.understudyEmployeeId).toEqual([AA_SECTION_MESSAGES.understudySelf]);
    const nobody = await api(path, { method: "PUT", cookie: hrCookie, body: { understudyEmployeeId: "NOBODY-1" } });
    expect(nobody.json?.errors?.understudyEmployeeId).toEqual([AA_SECTION_MESSAGES.understudyNotFound]);
    const notForeign = await api(`/api/admin/employment-equity/sections/${YEAR}/understudies/${local.id}`, {
      method: "PUT",
      cookie: hrCookie,
      body: { understudyEmployeeId: foreigner.employeeId },
    });
    expect(notForeign.status).toBe(404);
    // Without JavaScript: the form, then the list.
    const refused = await postForm(`/admin/employment-equity/understudies/${foreigner.id}?${period}`, {
      intent: "save",
      understudyEmployeeId: "",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(AA_SECTION_MESSAGES.understudyRequired);
    const saved = await postForm(`/admin/employment-equity/understudies/${foreigner.id}?${period}`, {
      intent: "save",
      understudyEmployeeId: local.employeeId,
      targetDate: `${YEAR + 2}-06-30`,
    });
    expect(saved.status).toBe(302);
    const sections = (await api(`/api/admin/employment-equity/sections?year=${YEAR}`, { cookie: hrCookie })).json!;
    const entry = sections.nonNamibians.find((candidate: { id: number }) => candidate.id === foreigner.id);
    expect(entry).toMatchObject({
      position: "Chief Metallurgist",
      understudy: { id: local.id, employeeNumber: local.employeeId },
      targetDate: `${YEAR + 2}-06-30`,
    });
    expect(sections.nonNamibians.some((candidate: { id: number }) => candidate.id === local.id)).toBe(false);
    expect(await DataProtectionAudit.count({ where: { action: "aa_understudy_saved", employeeId: foreigner.id } })).toBe(1);
  });
});

/** The report's PDF through the API: no overlapping words, and every page numbered and naming the employer. */
async function checkPdf() {
  const response = await fetch(`${baseUrl()}/api/admin/employment-equity/report?format=pdf&${period}`, { headers: { Cookie: hrCookie } });
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(await overlappingWords(bytes)).toEqual([]);
  const { pages, text } = await pdfText(bytes);
  for (let page = 1; page <= pages; page++) expect(text).toContain(`Page ${page} of ${pages}`);
  expect(text.match(/Namib Copper Mining \(registration no\. not configured\)/g)?.length).toBe(pages);
  expect(text).toContain(`Reporting period 01 Jan ${YEAR} to 31 Dec ${YEAR}`);
  expect(text).toMatch(/Employment Equity Commission\sregistration number/);
  for (const heading of [
    "1. Workforce profile",
    "2. Movement in the reporting period",
    "3. Analysis of employment barriers",
    "4.1 Affirmative action measures",
    "4.2 Numerical goals",
    "4.3 Timetable",
    "4.4 Monitoring and evaluation",
    "5. Consultation with employees and the committee",
    "6. Non-Namibian employees and their understudies",
    "7. Declaration by the responsible senior employee",
  ])
    expect(text).toContain(heading);
  expect(text).toContain("Artisan posts filled by referral.");
  expect(text).toContain("Employment equity committee");
  expect(text).toContain(`${local.firstName} ${local.lastName} (${local.employeeId})`);
  expect(text).toContain("Ndapewa Shikongo");
  expect(text).toContain("Signature");
  return pages;
}

describe("the PDF", () => {
  it("is readable at the demo company's size and at 3,000 employees", async () => {
    const [{ count }] = await getDb().query<{ count: number }>(`SELECT count(*)::int AS count FROM employees WHERE deleted_at IS NULL`, {
      type: QueryTypes.SELECT,
    });
    expect(count).toBeLessThan(3000);
    const small = await checkPdf();
    // Raw SQL: 3,000 employees in one statement; long department names, every level, a tenth non-Namibian.
    await getDb().query(
      `INSERT INTO employees (employee_id, first_name, last_name, full_name, department, position, status, employment_type, start_date,
                              gender, race_category, disability_status, namibian_citizen, occupational_level)
       SELECT :prefix || n, 'Bulk', 'Person ' || n, 'Bulk Person ' || n,
              CASE WHEN n % 40 = 0 THEN 'Safety Health and Environment — Underground Operations Support (Kombat and Otjihase shafts) ' || (n % 7)
                   ELSE (ARRAY['Finance', 'Geology', 'Logistics and Transport', 'Management'])[1 + n % 4] END,
              'Driller', 'active', 'full-time', DATE '${YEAR}-01-01' + (n % 300),
              CASE WHEN n % 3 = 0 THEN 'Female' ELSE 'Male' END,
              (ARRAY['Black', 'Coloured', 'White', 'Asian', NULL])[1 + n % 5],
              (ARRAY['none', 'physical', NULL])[1 + n % 3],
              n % 10 <> 0,
              (ARRAY['executive_directors', 'senior_management', 'middle_management_specialists', 'skilled_technical_supervisory',
                     'semi_skilled', 'unskilled', NULL])[1 + n % 7]
         FROM generate_series(1, :count) AS n`,
      { replacements: { prefix: BULK_PREFIX, count: 3000 - count } },
    );
    const large = await checkPdf();
    expect(large).toBeGreaterThan(small);
  }, 60_000);
});
