import { Op } from "sequelize";
import { beforeAll, describe, expect, it } from "vitest";
import { Employee, PayrollPeriod, Payslip } from "#models";
import { PAYROLL_PREVIEW_UNPAID_SHOWN } from "~/schemas/payroll";
import { payrollProcessPreview } from "~/services/payroll/preview.server";
import { centsToDecimal, computePay, formatMoney } from "~/utils/pay";
import { createTestEmployee, createTestUser, unique } from "../support/factories";
import { NoJsBrowser } from "../support/no-js";
import { pdfText } from "../support/pdf";
import { payrollFile } from "../support/payslips";
import { api, baseUrl, sessionCookieFor } from "../support/session";

/**
 * Decisions that cannot go wrong by haste (issue 24): Process shows what it will publish (whom
 * the period pays, the active employees it does not, the rows not uploaded, the totals) and
 * publishes only on the confirmation's POST; a draft payslip's PDF says DRAFT; an upload with row
 * errors keeps the period's name and dates in the form.
 */

let hrCookie = "";
let hrUserId = 0;

beforeAll(async () => {
  const hr = await createTestUser({ role: "hr" });
  hrUserId = hr.user.id;
  hrCookie = await sessionCookieFor(hr.user.id);
});

/** Uploads a period through the JSON API; answers its id. */
async function uploadDraft(
  periodName: string,
  csvData: Record<string, string>[],
  dates = { startDate: "2031-05-01", endDate: "2031-05-31" },
) {
  const response = await api("/api/payroll/upload", { method: "POST", cookie: hrCookie, body: { periodName, ...dates, csvData } });
  expect(response.status).toBe(200);
  return response.json!.periodId as number;
}

async function statusOf(periodId: number) {
  return (await PayrollPeriod.findByPk(periodId))!.status;
}

/** The hidden version the confirmation page sends back. */
function versionOn(html: string) {
  return /name="version" value="([^"]+)"/.exec(html)?.[1] ?? "";
}

/** The confirmation's summary as term -> value (its description list). */
function factsOf(element: Element) {
  const facts: Record<string, string> = {};
  for (const term of element.querySelectorAll("dt")) facts[term.textContent!.trim()] = term.nextElementSibling!.textContent!.trim();
  return facts;
}

function confirm(periodId: number, version: string) {
  return fetch(`${baseUrl()}/admin/payroll/${periodId}/process`, {
    method: "POST",
    body: new URLSearchParams({ version }),
    redirect: "manual",
    headers: { Cookie: hrCookie, Origin: process.env.PORTAL_URL!, "Content-Type": "application/x-www-form-urlencoded" },
  });
}

describe("the Process confirmation (issue 24)", () => {
  it("shows whom the period pays, the active employees it does not pay, the rows not uploaded and the totals", async () => {
    // Employee numbers that sort first, so the ones this test makes lead the list of the unpaid.
    const ref = () => `00-${unique("")}`;
    const paidA = await createTestEmployee({ employeeId: ref() });
    const paidB = await createTestEmployee({ employeeId: ref() });
    const missing = await createTestEmployee({ employeeId: ref(), firstName: "Ndinelao", lastName: "Amukoto" });
    const inactive = await createTestEmployee({ employeeId: ref(), status: "inactive" });
    const trashed = await createTestEmployee({ employeeId: ref(), deletedAt: new Date() });
    const startsLater = await createTestEmployee({ employeeId: ref(), startDate: "2031-06-01" });
    const periodName = `May 2031 ${unique("")}`;
    const periodId = await uploadDraft(periodName, [
      { employeeId: paidA.employeeId, basicSalary: "26000.55", allowances: "1500.10" },
      { employeeId: paidB.employeeId, basicSalary: "18000" },
      { employeeId: "NCM-9999", basicSalary: "1000" }, // Row 4: not uploaded
    ]);
    const [a, b] = [
      computePay({ basicSalary: 2_600_055, allowances: 150_010, overtime: 0, bonuses: 0 }),
      computePay({ basicSalary: 1_800_000, allowances: 0, overtime: 0, bonuses: 0 }),
    ];
    const [gross, net] = [a.grossSalary + b.grossSalary, a.netSalary + b.netSalary];

    const preview = await payrollProcessPreview(periodId);
    expect(preview).toMatchObject({
      id: periodId,
      periodName,
      startDate: "2031-05-01",
      endDate: "2031-05-31",
      status: "draft",
      paidCount: 2,
      errorCount: 1,
      totals: { gross: centsToDecimal(gross), net: centsToDecimal(net) },
    });
    const activeUnpaid = await Employee.count({
      where: {
        deletedAt: null,
        status: "active",
        id: { [Op.notIn]: [paidA.id, paidB.id] },
        [Op.or]: [{ startDate: null }, { startDate: { [Op.lte]: "2031-05-31" } }],
      },
    });
    expect(preview.unpaid.count).toBe(activeUnpaid);
    expect(preview.unpaid.shown.length).toBe(Math.min(activeUnpaid, PAYROLL_PREVIEW_UNPAID_SHOWN));
    const shown = preview.unpaid.shown.map((employee) => employee.employeeId);
    expect(preview.unpaid.shown).toContainEqual({ employeeId: missing.employeeId, name: "Ndinelao Amukoto" });
    for (const left of [paidA, paidB, inactive, trashed, startsLater]) expect(shown).not.toContain(left.employeeId);

    // The page shows the same, and looking changes nothing.
    const page = await new NoJsBrowser().signIn(hrUserId).then((browser) => browser.goto(`/admin/payroll/${periodId}/process`));
    expect(page.status).toBe(200);
    const dialog = page.region(`Process ${periodName}`);
    expect(factsOf(dialog.element)).toEqual({
      Period: periodName,
      Dates: "01 May 2031 – 31 May 2031",
      "Pay date": "31 May 2031",
      "Employees paid": "2 payslips",
      "Active employees not paid": activeUnpaid.toLocaleString("en-US"),
      "Rows not uploaded": "1",
      "Gross total": formatMoney(gross),
      "Net total": formatMoney(net),
    });
    const unpaidList = dialog.getByRole("list", { name: /Active employees not paid by this period/ });
    expect(page.itemTexts(unpaidList)).toContain(`Ndinelao Amukoto (${missing.employeeId})`);
    if (activeUnpaid > PAYROLL_PREVIEW_UNPAID_SHOWN) {
      expect(page.shows(`and ${(activeUnpaid - PAYROLL_PREVIEW_UNPAID_SHOWN).toLocaleString("en-US")} more`, dialog.element)).toBe(true);
    }
    expect(dialog.getByRole("button", { name: "Confirm: publish to 2 employees" })).toBeTruthy();
    expect(await statusOf(periodId)).toBe("draft");
  });

  it("publishes only on the confirmation's POST, and only once; the list's old one-click POST publishes nothing", async () => {
    const staff = await createTestEmployee();
    const periodName = `June 2031 ${unique("")}`;
    const periodId = await uploadDraft(periodName, [{ employeeId: staff.employeeId, basicSalary: "1000" }], {
      startDate: "2031-06-01",
      endDate: "2031-06-30",
    });

    const oneClick = await fetch(`${baseUrl()}/admin/payroll`, {
      method: "POST",
      body: new URLSearchParams({ intent: "process", periodId: String(periodId) }),
      redirect: "manual",
      headers: { Cookie: hrCookie, Origin: process.env.PORTAL_URL!, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.status).toBe(400);
    expect(await statusOf(periodId)).toBe("draft");

    const page = await api(`/admin/payroll/${periodId}/process`, { cookie: hrCookie });
    expect(page.status).toBe(200);
    expect(await statusOf(periodId)).toBe("draft");
    // A confirmation without the reviewed version is no confirmation.
    expect((await confirm(periodId, "")).status).toBe(400);
    expect(await statusOf(periodId)).toBe("draft");

    const confirmed = await confirm(periodId, versionOn(page.text));
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/admin/payroll");
    const processed = await PayrollPeriod.findByPk(periodId);
    expect(processed).toMatchObject({ status: "processed", processedBy: hrUserId });

    // Processed once: the confirmation says so and offers nothing to confirm; a second POST is refused.
    const again = await api(`/admin/payroll/${periodId}/process`, { cookie: hrCookie });
    expect(again.status).toBe(200);
    expect(again.text).toContain("This payroll period is already processed");
    expect(again.text).not.toContain("Confirm: publish");
    expect((await confirm(periodId, versionOn(page.text))).headers.get("location")).toBe("/admin/payroll");
    expect((await PayrollPeriod.findByPk(periodId))!.processedAt).toEqual(processed!.processedAt);
    expect((await api(`/admin/payroll/2147483000/process`, { cookie: hrCookie })).status).toBe(404);
  });

  it("does not publish a draft uploaded again after HR reviewed it", async () => {
    const staff = await createTestEmployee();
    const periodName = `July 2031 ${unique("")}`;
    const dates = { startDate: "2031-07-01", endDate: "2031-07-31" };
    const periodId = await uploadDraft(periodName, [{ employeeId: staff.employeeId, basicSalary: "1000" }], dates);
    const reviewed = versionOn((await api(`/admin/payroll/${periodId}/process`, { cookie: hrCookie })).text);
    expect(await uploadDraft(periodName, [{ employeeId: staff.employeeId, basicSalary: "99000" }], dates)).toBe(periodId);

    const refused = await confirm(periodId, reviewed);
    expect(refused.status).toBe(302);
    expect(await statusOf(periodId)).toBe("draft");
    const browser = await new NoJsBrowser().signIn(hrUserId);
    const list = await browser.request(`${baseUrl()}/admin/payroll/${periodId}/process`, {
      method: "POST",
      body: new URLSearchParams({ version: reviewed }),
    });
    expect(list.messageBox("Failed to process payroll")).toBeTruthy();
    expect(list.shows("This payroll period was uploaded again after you reviewed it. Review it again before processing it.")).toBe(true);

    const fresh = await browser.goto(`/admin/payroll/${periodId}/process`);
    expect(factsOf(fresh.region(`Process ${periodName}`).element)["Gross total"]).toBe("N$ 99,000.00");
    const published = await fresh.click(
      fresh.region(`Process ${periodName}`).getByRole("button", { name: "Confirm: publish to 1 employee" }),
    );
    expect(published.messageBox(`Payroll processed: ${periodName} published to 1 employee`, "status")).toBeTruthy();
    expect(await statusOf(periodId)).toBe("processed");
  });
});

describe("a draft payslip's PDF (issue 24)", () => {
  it("carries a DRAFT watermark until the period is processed", async () => {
    const staff = await createTestEmployee({ firstName: "Selma", lastName: `Nghifikwa${unique("")}` });
    const periodName = `August 2031 ${unique("")}`;
    const periodId = await uploadDraft(periodName, [{ employeeId: staff.employeeId, basicSalary: "22000" }], {
      startDate: "2031-08-01",
      endDate: "2031-08-31",
    });
    const payslip = await Payslip.findOne({ where: { payrollPeriodId: periodId } });
    const pdf = async () => {
      const response = await fetch(`${baseUrl()}/api/admin/payslips/${staff.id}/${payslip!.id}/pdf-view`, {
        headers: { Cookie: hrCookie },
      });
      expect(response.status).toBe(200);
      return (await pdfText(new Uint8Array(await response.arrayBuffer()))).text;
    };

    const draft = await pdf();
    expect(draft).toMatch(/\bDRAFT\b/);
    // The figures are all there to read.
    expect(draft).toContain("Basic salary N$ 22,000.00");
    expect(draft).toContain("Net pay N$ 16,500.00");

    const page = await api(`/admin/payroll/${periodId}/process`, { cookie: hrCookie });
    expect((await confirm(periodId, versionOn(page.text))).status).toBe(302);
    const published = await pdf();
    expect(published).not.toMatch(/DRAFT/);
    expect(published).toContain("Net pay N$ 16,500.00");
  });
});

describe("the upload form after row errors (issue 24)", () => {
  it("keeps the period's name and dates for the corrected file, and empties after a clean upload (without JavaScript)", async () => {
    const browser = await new NoJsBrowser().signIn(hrUserId);
    const { employee, file } = await payrollFile();
    const periodName = `September 2031 ${unique("")}`;
    const upload = async (chosen: typeof file) => {
      const form = await browser.goto("/admin/payroll");
      form.fill(form.screen.getByLabelText(/^Period Name/), periodName);
      form.fill(form.screen.getByLabelText(/^Start Date/), "2031-09-01");
      form.fill(form.screen.getByLabelText(/^End Date/), "2031-09-30");
      form.chooseFiles(form.screen.getByLabelText(/^CSV File/), [chosen]);
      return form.click(form.screen.getByRole("button", { name: "Upload Payroll" }));
    };
    const valueOf = (page: Awaited<ReturnType<typeof upload>>, label: RegExp) =>
      (page.screen.getByLabelText(label) as HTMLInputElement).value;

    const withErrors = await upload(file);
    expect(withErrors.messageBox("Payroll uploaded: 1 processed, 2 errors", "status")).toBeTruthy();
    expect(valueOf(withErrors, /^Period Name/)).toBe(periodName);
    expect(valueOf(withErrors, /^Start Date/)).toBe("2031-09-01");
    expect(valueOf(withErrors, /^End Date/)).toBe("2031-09-30");
    expect(valueOf(withErrors, /^CSV File/)).toBe("");

    const corrected = { ...file, buffer: Buffer.from(`employeeId,basicSalary\n${employee.employeeId},26000.50\n`) };
    const clean = await upload(corrected);
    expect(clean.messageBox("Payroll uploaded: 1 processed, 0 errors", "status")).toBeTruthy();
    expect(valueOf(clean, /^Period Name/)).toBe("");
    expect(valueOf(clean, /^Start Date/)).toBe("");
  });
});
