/** The demo company's two logins, printed at first start and written in the README. */
export const DEMO_LOGINS = {
  hr: { email: "hr.admin@namibcopper.com.na", password: "Copper#2026hr", role: "hr" as const },
  employee: { email: "ndapewa.shilongo@namibcopper.com.na", password: "Copper#2026emp", role: "employee" as const },
};
