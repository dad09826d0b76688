import http from "node:http";
import { describe, expect, it } from "vitest";
import { bodyLimitFor } from "~/body-limits.server";
import { createStoredDocument } from "../../support/documents-db";
import { createTestUser, unique } from "../../support/factories";
import { createEmployeeWithManager, futureRange } from "../../support/leave";
import { NoJsBrowser } from "../../support/no-js";
import { employeeWithPayslips } from "../../support/payslips";
import { api, baseUrl, sessionCookieFor } from "../../support/session";
import { approvalLinksIn, waitForMail } from "../../support/smtp-sink";

/**
 * Issue 25, "honest and findable", as a browser without JavaScript sees it (HTTP requests):
 * the anonymous grievance status page is linked from the public pages and its address is on
 * the receipt; a payslip opened in a tab after the session ended (or failing) is a page with
 * a way back, while the API keeps JSON; a file over its form's limit gets the form's own
 * message; the approval page and Upload Document show the spec's messages, not the browser's
 * bubble; Delete is offered only on the employee's own uploads.
 */

const STATUS_PATH = "/grievance/anonymous/status";
const TOO_LARGE = "File exceeds the 50MB limit";
const MB = 1024 * 1024;

describe("the anonymous grievance status page is findable without signing in", () => {
  it("is linked from the landing page and the login page", async () => {
    const browser = new NoJsBrowser();
    let page = await browser.goto("/");
    page = await page.click(page.screen.getByRole("link", { name: "Anonymous grievance status" }));
    expect(page.path).toBe(STATUS_PATH);
    expect(page.screen.getByRole("heading", { name: "Anonymous grievance status" })).toBeTruthy();

    page = await browser.goto("/login?type=employee");
    page = await page.click(page.screen.getByRole("link", { name: "Anonymous grievance status" }));
    expect(page.path).toBe(STATUS_PATH);
    expect(page.screen.getByLabelText(/^Receipt code/)).toBeTruthy();
  });

  it("the receipt shows the status page's address beside the code, once", async () => {
    const { user } = await createTestUser({ firstName: "Aina" });
    const me = await new NoJsBrowser().signIn(user.id);
    let page = await me.goto("/grievance/new");
    let form = page.region("Submit Grievance");
    page.fill(form.getByLabelText(/^Title/), unique("Canteen hygiene "));
    page.fill(form.getByLabelText(/^Description/), "The canteen's cold room has been warm for days and food is still served.");
    page.check(form.getByLabelText(/^Submit anonymously/));
    page = await page.click(form.getByRole("button", { name: "Review" }));
    form = page.region("Submit Grievance");
    page = await page.click(form.getByRole("button", { name: "Confirm & Submit" }));
    expect(page.url.pathname).toBe("/grievance/anonymous/receipt");
    expect(page.text(page.screen.getByTestId("receipt-code"))).toMatch(/^GRV(-[A-Z0-9]{4}){5}$/);
    expect(page.text(page.screen.getByTestId("status-address"))).toBe(`${baseUrl()}${STATUS_PATH}`);
    expect(page.screen.getByText("Status page (no sign-in needed)")).toBeTruthy();
    expect(page.screen.getByRole("link", { name: "Open the status page" }).getAttribute("href")).toBe(STATUS_PATH);
    // The copy buttons need JavaScript: none are drawn without it.
    expect(page.screen.queryAllByRole("button", { name: /^Copy/ })).toHaveLength(0);
    // Shown once: the receipt page again has nothing to show.
    page = await me.goto("/grievance/anonymous/receipt");
    expect(page.path).toBe("/grievance");
  });
});

describe("a payslip opened in a browser tab", () => {
  it("after the session ended: a page with Sign in again, back to the same file; the API keeps its JSON 401", async () => {
    const { october } = await employeeWithPayslips(unique("Shikongo"));
    const path = `/api/payslips/${october.id}/pdf-view`;
    const page = await new NoJsBrowser().goto(path);
    expect(page.status).toBe(401);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.screen.getByRole("heading", { name: "Your session has ended" })).toBeTruthy();
    expect(page.shows("Failed to open payslip PDF")).toBe(true);
    expect(page.screen.getByRole("link", { name: "Sign in again" }).getAttribute("href")).toBe(
      `/login?type=employee&redirectTo=${encodeURIComponent(path)}`,
    );
    expect(page.screen.getByRole("link", { name: "Back to My Payslips" }).getAttribute("href")).toBe("/payslips");
    expect(page.text()).not.toContain('"message"');

    const script = await api(path);
    expect(script.status).toBe(401);
    expect(script.json).toEqual({ message: "Unauthorized" });
  });

  it("signing in again opens the file", async () => {
    const { october, user } = await employeeWithPayslips(unique("Amutenya"));
    const path = `/api/payslips/${october.id}/pdf-view`;
    const browser = new NoJsBrowser();
    const ended = await browser.goto(path);
    const login = ended.screen.getByRole("link", { name: "Sign in again" }).getAttribute("href")!;
    const signedIn = await browser.signIn(user.id);
    const pdf = await signedIn.goto(new URL(login, baseUrl()).searchParams.get("redirectTo")!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  });

  it("that fails (not found): the spec's message and the way back; the API keeps its JSON 404", async () => {
    const { user } = await createTestUser({ firstName: "Kaarina" });
    const path = "/api/payslips/987654321/pdf-view";
    const page = await (await new NoJsBrowser().signIn(user.id)).goto(path);
    expect(page.status).toBe(404);
    expect(page.screen.getByRole("heading", { name: "Failed to open payslip PDF" })).toBeTruthy();
    expect(page.screen.getByRole("link", { name: "Back to My Payslips" }).getAttribute("href")).toBe("/payslips");

    const script = await api(path, { cookie: await sessionCookieFor(user.id) });
    expect(script.status).toBe(404);
    expect(script.json?.message).toBe("Failed to open payslip PDF");
  });

  it("HR's copy after the session ended: Sign in again as HR", async () => {
    const { october, employee } = await employeeWithPayslips(unique("Iipinge"));
    const page = await new NoJsBrowser().goto(`/api/admin/payslips/${employee!.id}/${october.id}/pdf-view`);
    expect(page.status).toBe(401);
    expect(page.screen.getByRole("link", { name: "Sign in again" }).getAttribute("href")).toMatch(/^\/login\?type=admin&redirectTo=/);
    expect(page.screen.getByRole("link", { name: "Back to Payslips" }).getAttribute("href")).toBe("/admin/payslips");
  });
});

/**
 * A form post whose body is larger than its route allows. A browser sends all of it before it
 * reads an answer, and so does this (`send`); without `send` only the headers go, and the
 * answer must come before any of the body.
 */
function postTooLarge(path: string, bytes: number, { send = true } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const url = new URL(path, baseUrl());
    const request = http.request(url, {
      method: "POST",
      headers: {
        "Content-Type": "multipart/form-data; boundary=----portal",
        "Content-Length": String(bytes),
        Origin: url.origin,
        Accept: "text/html,application/xhtml+xml,*/*",
      },
    });
    request.on("error", reject);
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode!, headers: response.headers, body });
        request.destroy();
      });
    });
    if (!send) return request.flushHeaders();
    const chunk = Buffer.alloc(MB);
    let left = bytes;
    const write = () => {
      while (left > 0) {
        const part = left >= MB ? chunk : chunk.subarray(0, left);
        left -= part.length;
        if (!request.write(part)) return void request.once("drain", write);
      }
      request.end();
    };
    write();
  });
}

describe("a file over its form's limit gets the form's own message without JavaScript", () => {
  const forms = [
    { path: "/documents/upload", role: "employee", back: "/documents/upload", title: "Upload Failed", text: TOO_LARGE },
    {
      path: "/profile/picture",
      role: "employee",
      back: "/profile",
      title: "Failed to upload profile picture",
      text: "Image must be less than 50MB",
    },
    {
      path: "/leave/1/certificate",
      role: "employee",
      back: "/leave",
      title: "Failed to attach the certificate",
      text: "The certificate must be at most 5 MB.",
    },
    {
      path: "/ee-committee/minutes/upload",
      role: "hr",
      back: "/ee-committee/minutes/upload",
      title: "Failed to upload meeting minutes. Please try again.",
      text: TOO_LARGE,
    },
    {
      path: "/admin/hr-documents/policies/upload",
      role: "hr",
      back: "/admin/hr-documents/policies/upload",
      title: "Upload Failed",
      text: TOO_LARGE,
    },
    { path: "/admin/import", role: "hr", back: "/admin/import", title: "File Too Large", text: "File size must be less than 10MB" },
    {
      path: "/admin/payroll",
      role: "hr",
      back: "/admin/payroll",
      title: "Failed to upload payroll",
      text: "File size must be less than 5MB",
    },
  ] as const;

  for (const form of forms) {
    it(`${form.path}: the form's page again with "${form.title}"`, async () => {
      const answer = await postTooLarge(form.path, bodyLimitFor(form.path) + 1);
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe(form.back);
      const toast = answer.headers["set-cookie"]!.map((line) => line.split(";")[0]).find((pair) => pair.startsWith("__hr_toast="))!;
      const { user } = await createTestUser({ role: form.role, firstName: "Upload" });
      const page = await (await new NoJsBrowser().signIn(user.id)).withCookie(toast).goto(form.back);
      expect(page.status).toBe(200);
      expect(page.text(page.messageBox(form.title))).toContain(form.text);
    });
  }

  it("HR's document upload for an employee goes back to that employee's form", async () => {
    const answer = await postTooLarge("/admin/documents/upload?employee=42", bodyLimitFor("/admin/documents/upload") + 1);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe("/admin/documents/upload?employee=42");
  });

  it("a form sent by JavaScript (a Remix data request) gets Remix's redirect; the JSON API keeps its 413", async () => {
    const data = await postTooLarge("/documents/upload?_data=routes%2F_employee.documents.upload", bodyLimitFor("/documents/upload") + 1);
    expect(data.status).toBe(204);
    expect(data.headers["x-remix-redirect"]).toBe("/documents/upload");

    // The API answers at once, before a byte of the body.
    const apiAnswer = await postTooLarge("/api/employees/my-documents/upload", 300 * MB, { send: false });
    expect(apiAnswer.status).toBe(413);
    expect(JSON.parse(apiAnswer.body).message).toMatch(/^The request body is too large for this address/);
  });

  it("a file just over 50 MB (within the body's room) gets the same message from the form's action", async () => {
    const { user } = await createTestUser({ firstName: "Nangula" });
    const me = await new NoJsBrowser().signIn(user.id);
    let page = await me.goto("/documents/upload");
    const form = page.region("Upload Document");
    page.select(form.getByLabelText("Document type"), "certificate");
    page.chooseFiles(form.getByLabelText("File"), [
      { name: "scan.pdf", mimeType: "application/pdf", buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(50 * MB)]) },
    ]);
    page = await page.click(form.getByRole("button", { name: "Upload" }));
    expect(page.path).toBe("/documents/upload");
    expect(page.text(page.messageBox("Upload Failed"))).toContain(TOO_LARGE);
  });
});

describe("the spec's messages instead of the browser's bubble", () => {
  it("Upload Document with nothing chosen: Missing Information", async () => {
    const { user } = await createTestUser({ firstName: "Foibe" });
    const me = await new NoJsBrowser().signIn(user.id);
    let page = await me.goto("/documents/upload");
    const form = page.region("Upload Document");
    expect((form.getByRole("button", { name: "Upload" }) as HTMLButtonElement).form!.noValidate).toBe(true);
    page = await page.click(form.getByRole("button", { name: "Upload" }));
    expect(page.path).toBe("/documents/upload");
    expect(page.text(page.messageBox("Missing Information"))).toContain("Please select a file and document type");
  });

  it("the approval page with no address: Email Required, and its button says Processing... while it works", async () => {
    const { staff, managerAddress } = await createEmployeeWithManager();
    const range = futureRange(340, 2);
    const employee = await new NoJsBrowser().signIn(staff.user.id);
    let page = await employee.goto("/leave/new");
    const leave = page.region("Request Leave");
    page.select(leave.getByLabelText("Leave Type"), { label: "Vacation" });
    page.fill(leave.getByLabelText("Start Date"), range.startDate);
    page.fill(leave.getByLabelText("End Date"), range.endDate);
    page = await page.click(leave.getByRole("button", { name: "Submit Request" }));
    const staffName = `${staff.user.firstName} ${staff.user.lastName}`;
    const [mail] = await waitForMail((sunk) => sunk.to.includes(managerAddress) && sunk.subject.includes(staffName));

    let approval = await new NoJsBrowser().goto(approvalLinksIn(mail).approve);
    const button = approval.screen.getByRole("button", { name: "Confirm Approval" }) as HTMLButtonElement;
    expect(button.form!.noValidate).toBe(true);
    expect(approval.document.querySelector("script")!.textContent).toContain('"Processing..."');
    approval = await approval.click(button);
    expect(approval.status).toBe(400);
    expect(approval.text(approval.messageBox("Email Required"))).toContain("Please enter your email address");
    expect(approval.screen.getByRole("button", { name: "Confirm Approval" })).toBeTruthy();
  });
});

describe("Delete is offered only on the employee's own uploads", () => {
  it("an HR upload has no Delete; the employee's own has one", async () => {
    const { user, employee } = await createTestUser({ firstName: "Ester" });
    const { user: hr } = await createTestUser({ role: "hr", firstName: "Helvi" });
    const own = `${unique("own-")}.pdf`;
    const fromHr = `${unique("contract-")}.pdf`;
    await createStoredDocument(employee!.id, user.id, own);
    await createStoredDocument(employee!.id, hr.id, fromHr, "other");
    const page = await (await new NoJsBrowser().signIn(user.id)).goto("/documents");
    expect(page.screen.getByRole("link", { name: `Delete ${own}` })).toBeTruthy();
    expect(page.screen.getByRole("link", { name: `Download ${fromHr}` })).toBeTruthy();
    expect(page.screen.queryAllByRole("link", { name: `Delete ${fromHr}` })).toHaveLength(0);
  });
});
