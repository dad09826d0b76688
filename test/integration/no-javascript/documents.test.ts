import { describe, expect, it } from "vitest";
import { makePdf } from "../../support/documents";
import { createTestUser } from "../../support/factories";
import { NoJsBrowser } from "../../support/no-js";

/**
 * Documents without JavaScript (issue 15), as plain pages and form posts: an employee
 * uploads and deletes a document of their own (the dialogs are pages); HR uploads three
 * labelled files in one form, one of them not what its name says, which is refused while
 * the others are kept. (test/e2e/documents.test.ts is the same in Chromium with JavaScript.)
 */
describe("documents without JavaScript", () => {
  it("an employee uploads a document and deletes it after confirming", async () => {
    const { user } = await createTestUser({ firstName: "Ndapewa" });
    const browser = await new NoJsBrowser().signIn(user.id);
    let page = await browser.goto("/documents");
    expect(page.screen.getByRole("heading", { name: "My Documents" })).toBeTruthy();
    expect(page.shows("No documents yet.")).toBe(true);

    page = await page.click(page.screen.getByRole("link", { name: "Upload Document" }));
    const upload = page.region("Upload Document");
    page.select(upload.getByLabelText(/^Document type/), "certificate");
    page.chooseFiles(upload.getByLabelText(/^File$/), [
      { name: "First aid certificate.pdf", mimeType: "application/pdf", buffer: await makePdf("First aid") },
    ]);
    page = await page.click(upload.getByRole("button", { name: "Upload" }));
    expect(page.messageBox("Document uploaded successfully", "status")).toBeTruthy();
    const item = page.screen.getAllByRole("listitem").find((element) => page.shows("First aid certificate.pdf", element))!;
    expect(page.text(item)).toContain("Certificate");
    expect(page.text(item)).toContain(`by Ndapewa ${user.lastName}`);
    expect(page.within(item).getByRole("link", { name: "Preview First aid certificate.pdf" }).getAttribute("href")).toMatch(
      /\/api\/employees\/documents\/\d+\/preview$/,
    );

    page = await page.click(page.within(item).getByRole("link", { name: "Delete First aid certificate.pdf" }));
    const confirm = page.region("Delete Document");
    expect(page.shows("Delete First aid certificate.pdf?", confirm.element)).toBe(true);
    page = await page.click(confirm.getByRole("button", { name: "Delete Document" }));
    expect(page.messageBox("Document deleted successfully", "status")).toBeTruthy();
    expect(page.shows("Deleted documents (1)")).toBe(true);
    expect(page.shows("No documents yet.")).toBe(true);
  });

  it("HR uploads three files, one not what its name says: Partial Success", async () => {
    const { user: hr } = await createTestUser({ role: "hr", firstName: "Hilma" });
    const staff = await createTestUser({ firstName: "Penda" });
    const browser = await new NoJsBrowser().signIn(hr.id);
    let page = await browser.goto(`/admin/documents/upload?employee=${staff.employee!.id}`);
    const upload = page.region(`Upload Documents for Penda ${staff.user.lastName}`);
    const files = [
      { name: "id-copy.pdf", type: "id", buffer: await makePdf("ID") },
      { name: "offer.pdf", type: "offer-letter", buffer: Buffer.from("Not a PDF at all, just text.\n") },
      { name: "tax.pdf", type: "tax-registration", buffer: await makePdf("Tax") },
    ];
    for (const [index, file] of files.entries()) {
      const row = page.within(upload.getByRole("group", { name: `File ${index + 1}` }));
      page.chooseFiles(row.getByLabelText(/^File$/), [{ name: file.name, mimeType: "application/pdf", buffer: file.buffer }]);
      page.select(row.getByLabelText(/^Document type/), file.type);
    }
    const before = browser.requests.length;
    page = await page.click(upload.getByRole("button", { name: "Upload" }));

    const result = page.text(page.messageBox("Partial Success", "alert"));
    expect(result).toContain("2 uploaded, 1 failed.");
    expect(result).toContain("offer.pdf: This type of file is not accepted.");
    const list = page.screen.getByRole("list", { name: `Documents of Penda ${staff.user.lastName}` });
    expect(page.within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(page.text(list)).toContain("id-copy.pdf");
    expect(page.text(list)).toContain("tax.pdf");
    // Without JavaScript, the one form (with JavaScript, one call per file to the JSON API: spec 2).
    expect(browser.requests.slice(before).filter((request) => request.method === "POST")).toEqual([
      { method: "POST", pathname: "/admin/documents/upload" },
    ]);
  });
});
