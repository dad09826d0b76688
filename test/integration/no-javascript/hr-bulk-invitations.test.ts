import { describe, expect, it } from "vitest";
import { createTestEmployee, createTestUser, unique } from "../../support/factories";
import { NoJsBrowser, type NoJsPage } from "../../support/no-js";
import { baseUrl, sessionCookieFor } from "../../support/session";
import { waitForMail } from "../../support/smtp-sink";

/**
 * Bulk invitations without JavaScript (issue 24), as plain forms: HR ticks rows of the
 * Employees page and presses "Invite selected", or invites a whole department, or the new
 * employees of an import from its result, and reads the summary page: who was invited and
 * who was not, and why. The invitations reach the mail server.
 */

const SUBJECT = "Your HR portal account is ready";

function names(page: NoJsPage, list: string) {
  return page.itemTexts(page.screen.getByRole("list", { name: list }));
}

describe("bulk invitations without JavaScript", () => {
  it("HR ticks rows, presses Invite selected, and reads who was invited and who was not", async () => {
    const tag = unique("Bulk");
    const ownMailbox = `${unique("ndeshi")}@example.org`;
    const newcomer = await createTestEmployee({ firstName: "Ndeshi", lastName: tag, communicationEmail: ownMailbox });
    const noEmail = await createTestEmployee({ firstName: "Kaino", lastName: tag, email: null });
    await createTestUser({ firstName: "Selma", lastName: tag });
    await createTestEmployee({ firstName: "Untouched", lastName: tag });
    const { user: hr } = await createTestUser({ role: "hr" });
    const browser = await new NoJsBrowser().signIn(hr.id);

    let page = await browser.goto(`/admin/employees?search=${tag}`);
    // Nothing ticked: back to the list, saying why.
    page = await page.click(page.screen.getByRole("button", { name: "Invite selected" }));
    expect(page.path).toBe(`/admin/employees?search=${tag}`);
    expect(page.text(page.messageBox("Invitations not sent"))).toContain("Tick at least one employee to invite");

    for (const name of ["Ndeshi", "Kaino", "Selma"]) page.check(page.screen.getByRole("checkbox", { name: `Select ${name} ${tag}` }));
    page = await page.click(page.screen.getByRole("button", { name: "Invite selected" }));
    expect(page.url.pathname).toBe("/admin/employees/invitations");
    expect(page.text(page.messageBox("Invitations sent", "status"))).toContain("1 employee invited, 2 not invited.");
    expect(page.shows("3 employees ticked in the directory")).toBe(true);
    expect(names(page, "Invited")).toEqual([`Ndeshi ${tag} · ${newcomer.employeeId}`]);
    expect(names(page, "No email address")).toEqual([`Kaino ${tag} · ${noEmail.employeeId}`]);
    expect(names(page, "Already set up (has a login)")).toEqual([expect.stringContaining(`Selma ${tag}`)]);
    expect(page.shows("Untouched")).toBe(false);
    const [mail] = await waitForMail((sunk) => sunk.to.includes(ownMailbox) && sunk.subject === SUBJECT);
    expect(mail.text).toContain("/login?type=employee&view=set-password&invitation=");

    // A reload shows the same summary and sends nothing again; Back returns to the filtered list.
    page = await page.reload();
    expect(names(page, "Invited")).toEqual([`Ndeshi ${tag} · ${newcomer.employeeId}`]);
    page = await page.click(page.screen.getByRole("link", { name: "Back" }));
    expect(page.path).toBe(`/admin/employees?search=${tag}`);
  });

  it("HR invites everyone without a login in the filtered department", async () => {
    const tag = unique("Dept");
    const newcomer = await createTestEmployee({ firstName: "Hilma", lastName: tag, department: "Office Administrator" });
    const { user: hr } = await createTestUser({ role: "hr" });
    const browser = await new NoJsBrowser().signIn(hr.id);
    let page = await browser.goto("/admin/employees");
    expect(page.screen.queryByRole("button", { name: /^Invite all without a login/ })).toBeNull();
    page.select(page.screen.getByLabelText("Department"), "Office Administrator");
    page = await page.click(page.screen.getByRole("button", { name: "Apply" }));
    page = await page.click(page.screen.getByRole("button", { name: "Invite all without a login in Office Administrator" }));
    expect(page.shows("Everyone without a login in Office Administrator")).toBe(true);
    expect(names(page, "Invited")).toContain(`Hilma ${tag} · ${newcomer.employeeId}`);
    await waitForMail((sunk) => sunk.to.includes(newcomer.email!) && sunk.subject === SUBJECT);
  });

  it("HR invites the new employees of an import from its result", async () => {
    const [a, b] = [unique("NJI-"), unique("NJI-")];
    const email = `${a.toLowerCase()}@namibcopper.com.na`;
    const { user: hr } = await createTestUser({ role: "hr" });
    const csv = [
      "Employee ID,First Name,Last Name,Department,Position,Email",
      `${a},Aina,Amutenya,Geology,Driller,${email}`,
      `${b},Beata,Amutenya,Geology,Driller,`,
    ];
    const form = new FormData();
    form.append("csvFile", new Blob([csv.join("\n")]), "new-hires.csv");
    const response = await fetch(`${baseUrl()}/api/csv-import`, {
      method: "POST",
      body: form,
      headers: { Cookie: await sessionCookieFor(hr.id), Origin: baseUrl() },
    });
    const { importId } = (await response.json()) as { importId: number };

    const browser = await new NoJsBrowser().signIn(hr.id);
    let page = await browser.goto(`/admin/import?import=${importId}`);
    // The button counts those it can invite: Beata has no email address.
    page = await page.click(page.screen.getByRole("button", { name: "Invite the new employee" }));
    expect(page.shows("The new employees of the import new-hires.csv")).toBe(true);
    expect(names(page, "Invited")).toEqual([`Aina Amutenya · ${a}`]);
    expect(names(page, "No email address")).toEqual([`Beata Amutenya · ${b}`]);
    await waitForMail((sunk) => sunk.to.includes(email) && sunk.subject === SUBJECT);
    page = await page.click(page.screen.getByRole("link", { name: "Back" }));
    expect(page.path).toBe(`/admin/import?import=${importId}`);
  });
});
