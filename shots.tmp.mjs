import { chromium } from "@playwright/test";
import { writeFileSync } from "node:fs";
const base = "http://localhost:3300";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--headless"] });
async function login(page, type, email, password) {
  await page.goto(`${base}/login?type=${type}`);
  await page.fill("#login-form-email", email);
  await page.fill("#login-form-password", password);
  await page.click("button[type=submit]");
  await page.waitForURL((u) => !u.pathname.startsWith("/login"), { timeout: 20000 });
}
const js = process.env.NOJS ? false : true;
for (const width of [1280, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: js });
  const page = await ctx.newPage();
  page.on("pageerror", (e) => console.log("PAGEERROR", e.message));
  page.on("console", (m) => m.type() === "error" && console.log("CONSOLE", m.text()));
  await login(page, "admin", "hr.admin@namibcopper.com.na", "Copper#2026hr");
  await page.goto(`${base}/admin/hr-documents`);
  await page.screenshot({ path: `/tmp/shot-hrdocs-${width}.png`, fullPage: true });
  await page.goto(`${base}/admin/hr-documents/she`);
  await page.screenshot({ path: `/tmp/shot-hrdocs-she-${width}.png`, fullPage: true });
  if (width === 1280) {
    await page.goto(`${base}/admin/hr-documents/policies`);
    await page.getByRole("link", { name: "New Version of Leave Policy" }).click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shot-hrdocs-version.png`, fullPage: true });
    writeFileSync("/tmp/policy-v2.pdf", "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    await page.setInputFiles("#library-upload-file", "/tmp/policy-v2.pdf");
    await page.getByRole("button", { name: "Upload" }).click();
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shot-hrdocs-after.png`, fullPage: true });
  }
  const ctx2 = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: js });
  const p2 = await ctx2.newPage();
  await login(p2, "employee", "ndapewa.shilongo@namibcopper.com.na", "Copper#2026emp");
  await p2.goto(`${base}/hr-policies`);
  await p2.screenshot({ path: `/tmp/shot-policies-${width}.png`, fullPage: true });
  const r = await p2.request.get(`${base}/api/admin/hr-documents`);
  console.log("employee on admin api:", r.status());
  await ctx.close(); await ctx2.close();
}
await browser.close();
