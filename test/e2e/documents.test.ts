import { expect, test, type Page } from "@playwright/test";
import { messageBox, signIn, waitForHydration } from "../support/browser";
import { makePdf } from "../support/documents";
import { createTestUser } from "../support/factories";
import { publishLiveUpdate } from "~/services/live-updates.server";

/**
 * Documents (issue 15), with JavaScript (the journeys without it run as HTTP requests in
 * test/integration/no-javascript/documents.test.ts): an employee uploads and deletes a
 * document of their own; HR uploads several labelled files for an
 * employee, deletes one, the employee queries it, and HR restores it from its backup; with
 * JavaScript HR's upload is one call per file to the JSON API, without it one form, and a
 * file whose content is not what its name says is refused while the others are kept.
 */

function routeDialog(page: Page, name: string) {
  return page.getByRole("dialog", { name });
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe(`My Documents (JavaScript on)`, () => {
  test("an employee uploads a document and deletes it after confirming", async ({ page, context }) => {
    const { user } = await createTestUser({ firstName: "Ndapewa" });
    await signIn(context, user.id);
    await open(page, "/documents");
    await expect(page.getByRole("heading", { name: "My Documents" })).toBeVisible();
    await expect(page.getByText("No documents yet.")).toBeVisible();

    await page.getByRole("link", { name: "Upload Document" }).click();
    const upload = routeDialog(page, "Upload Document");
    await expect(upload).toBeVisible();
    await upload.getByLabel("Document type").selectOption("certificate");
    await upload
      .getByLabel("File", { exact: true })
      .setInputFiles({ name: "First aid certificate.pdf", mimeType: "application/pdf", buffer: await makePdf("First aid") });
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(messageBox(page, "Document uploaded successfully", "status")).toBeVisible();
    const item = page.getByRole("listitem").filter({ hasText: "First aid certificate.pdf" });
    await expect(item).toContainText("Certificate");
    await expect(item).toContainText(`by Ndapewa ${user.lastName}`);
    await expect(item.getByRole("link", { name: "Preview First aid certificate.pdf" })).toHaveAttribute(
      "href",
      /\/api\/employees\/documents\/\d+\/preview$/,
    );

    await item.getByRole("link", { name: "Delete First aid certificate.pdf" }).click();
    const confirm = routeDialog(page, "Delete Document");
    await expect(confirm).toContainText("Delete First aid certificate.pdf?");
    await confirm.getByRole("button", { name: "Delete Document" }).click();
    await expect(messageBox(page, "Document deleted successfully", "status")).toBeVisible();
    await expect(page.getByText("Deleted documents (1)")).toBeVisible();
    await expect(page.getByText("No documents yet.")).toBeVisible();
  });
});

test("HR uploads labelled files, deletes one, the employee queries it and HR restores it", async ({ page, context, browser }) => {
  const { user: hr } = await createTestUser({ role: "hr", firstName: "Helena" });
  const staff = await createTestUser({ firstName: "Tangeni" });
  await signIn(context, hr.id);
  await open(page, "/admin/documents");
  // With JavaScript the search applies once typing pauses (the Search button is for pages without it).
  await page.getByLabel("Find an employee (name, employee ID or department)").fill(staff.employee!.employeeId.toLowerCase());
  await page.getByRole("link", { name: new RegExp(`Tangeni ${staff.user.lastName}`) }).click();
  await expect(
    page.getByRole("heading", { name: `Folder of Tangeni ${staff.user.lastName} (${staff.employee!.employeeId})` }),
  ).toBeVisible();

  await page.getByRole("link", { name: "Upload Documents" }).click();
  const upload = routeDialog(page, `Upload Documents for Tangeni ${staff.user.lastName}`);
  await upload
    .getByRole("group", { name: "File 1" })
    .getByLabel("File", { exact: true })
    .setInputFiles({ name: "contract-2026.pdf", mimeType: "application/pdf", buffer: await makePdf("Contract") });
  await upload
    .getByRole("group", { name: "File 2" })
    .getByLabel("File", { exact: true })
    .setInputFiles({ name: "bank-letter.pdf", mimeType: "application/pdf", buffer: await makePdf("Bank") });
  await upload.getByRole("group", { name: "File 1" }).getByLabel("Document type").selectOption("contract");
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(upload.getByRole("alert")).toHaveText("Label All Files: please select a document type for bank-letter.pdf");
  await upload.getByRole("group", { name: "File 2" }).getByLabel("Document type").selectOption("bank-confirmation-letter");
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(messageBox(page, "Success", "status")).toContainText("2 document(s) uploaded successfully");

  const list = page.getByRole("list", { name: `Documents of Tangeni ${staff.user.lastName}` });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  // A live update that arrives while the page loads after the deletion's redirect (the
  // deletion sends one of its own) must not cost HR the message: the root loader's answer,
  // which carries it (the server has read it once by then), is held back until the update
  // has reached the page.
  const rootLoad = "**/admin/documents?*_data=root*";
  let held = false;
  await page.route(rootLoad, async (route) => {
    if (held || route.request().method() !== "GET") return route.fallback();
    held = true;
    const response = await route.fetch();
    await publishLiveUpdate("grievance_updated", { actorId: null, user: { id: hr.id, message: "A grievance changed." } });
    await expect(messageBox(page, "Grievance Updated", "status")).toBeVisible();
    await route.fulfill({ response }).catch(() => undefined); // the old code had given up on this load
  });
  page.once("dialog", (dialog) => void dialog.accept());
  await list.getByRole("button", { name: "Delete bank-letter.pdf" }).click();
  const deleted = messageBox(
    page,
    "Document deleted successfully. A backup copy is kept, so it can be restored if the employee queries it.",
    "status",
  );
  await expect(deleted).toBeVisible();
  expect(held).toBe(true);
  await page.unroute(rootLoad);
  await expect(list.getByRole("listitem")).toHaveCount(1);
  // A live update refetches the open page (the deletion's own one does, at a time of its
  // choosing); the one-time message of what HR just did stays through it.
  await expect
    .poll(async () => {
      await publishLiveUpdate("grievance_updated", { actorId: null, user: { id: hr.id, message: "A grievance changed." } });
      return messageBox(page, "Grievance Updated", "status").count();
    })
    .toBeGreaterThan(0);
  await expect(deleted).toBeVisible();

  const employeeContext = await browser.newContext();
  await signIn(employeeContext, staff.user.id);
  const employee = await employeeContext.newPage();
  await open(employee, "/documents");
  await employee.getByText("Deleted documents (1)").click();
  await employee.getByRole("link", { name: "Query bank-letter.pdf" }).click();
  const query = routeDialog(employee, "Query Document");
  await query.getByLabel("Reason").fill("The bank needs it for my housing loan");
  await query.getByRole("button", { name: "Send Query" }).click();
  await expect(messageBox(employee, "Query sent", "status")).toBeVisible();

  await open(page, "/admin/documents?view=queries&status=pending");
  const entry = page.getByRole("listitem").filter({ hasText: "The bank needs it for my housing loan" });
  await expect(entry).toContainText("bank-letter.pdf");
  await entry.getByRole("button", { name: "Restore bank-letter.pdf" }).click();
  await expect(messageBox(page, "Query Updated", "status")).toContainText("The document query has been processed successfully");

  await open(employee, "/documents");
  await expect(
    employee.getByRole("listitem").filter({ hasText: "bank-letter.pdf" }).getByRole("link", { name: "Download bank-letter.pdf" }),
  ).toBeVisible();
  await employeeContext.close();
});

test(`HR uploads three files, one not what its name says: Partial Success (JavaScript on)`, async ({ browser }) => {
  const { user: hr } = await createTestUser({ role: "hr", firstName: "Hilma" });
  const staff = await createTestUser({ firstName: "Penda" });
  const context = await browser.newContext();
  await signIn(context, hr.id);
  const page = await context.newPage();
  const apiCall = `/api/admin/employees/${staff.employee!.id}/documents`;
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  await open(page, `/admin/documents/upload?employee=${staff.employee!.id}`);
  const upload = routeDialog(page, `Upload Documents for Penda ${staff.user.lastName}`);
  const files = [
    { name: "id-copy.pdf", type: "id", buffer: await makePdf("ID") },
    { name: "offer.pdf", type: "offer-letter", buffer: Buffer.from("Not a PDF at all, just text.\n") },
    { name: "tax.pdf", type: "tax-registration", buffer: await makePdf("Tax") },
  ];
  for (const [index, file] of files.entries()) {
    const row = upload.getByRole("group", { name: `File ${index + 1}` });
    await row.getByLabel("File", { exact: true }).setInputFiles({ name: file.name, mimeType: "application/pdf", buffer: file.buffer });
    await row.getByLabel("Document type").selectOption(file.type);
  }
  await upload.getByRole("button", { name: "Upload" }).click();

  const result = messageBox(page, "Partial Success", "alert");
  await expect(result).toContainText("2 uploaded, 1 failed.");
  await expect(result).toContainText("offer.pdf: This type of file is not accepted.");
  const list = page.getByRole("list", { name: `Documents of Penda ${staff.user.lastName}` });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list).toContainText("id-copy.pdf");
  await expect(list).toContainText("tax.pdf");
  // With JavaScript one call per file to the JSON API (spec 2).
  expect(posts).toEqual([apiCall, apiCall, apiCall]);
  await context.close();
});
