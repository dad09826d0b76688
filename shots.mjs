import { chromium } from "@playwright/test";
const base = "http://localhost:3401";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
async function as(email, password, type) {
  const context = await browser.newContext();
  const res = await context.request.post(`${base}/login?type=${type}`, { form: { intent: "login", email, password }, maxRedirects: 0 });
  console.log("login", email, res.status());
  return context;
}
const emp = await as("ndapewa.shilongo@namibcopper.com.na", "Copper#2026emp", "employee");
const hr = await as("hr.admin@namibcopper.com.na", "Copper#2026hr", "admin");
for (const [name, context, path] of [["emp-dash", emp, "/"], ["emp-events", emp, "/events"], ["emp-event", emp, "/events/9"], ["hr-events", hr, "/admin/events"], ["hr-event", hr, "/admin/events/9"], ["hr-past", hr, "/admin/events?show=past"]]) {
  for (const width of [1280, 390]) {
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(base + path);
    await page.waitForTimeout(800);
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    await page.screenshot({ path: `/tmp/events-shots/${name}-${width}.png`, fullPage: true });
    console.log(name, width, "scrollWidth", sw, page.url());
    await page.close();
  }
}
await browser.close();
