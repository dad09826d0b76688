/**
 * The one tab registry of both dashboards (spec 1 "Tab groups", spec 2 "HR dashboard").
 * The desktop dropdowns and the mobile menu both read it, and so do the slow-link
 * benchmark and the docs. Adding a tab: one line here plus its route file
 * (`_employee.<tab>.tsx` or `admin.<tab>.tsx`), see docs/architecture.md.
 */
import type { Role } from "~/constants";

export interface Tab {
  /** The route handle's `tab` value, also what "remembered tab" stores. */
  id: string;
  label: string;
  /** The spec's group; a group with one tab shows as a plain tab. */
  group: string;
  to: string;
  /**
   * Where the tab's link goes when its own page only redirects (EE Committee opens on
   * Members): one round trip fewer on a slow link. `to` still names the tab's pages.
   */
  opens?: string;
  /** Who sees the tab in the navigation (the route still checks for itself). */
  roles: readonly Role[];
}

const everyone = ["employee", "hr"] as const;
const hrOnly = ["hr"] as const;

export const EMPLOYEE_TABS: readonly Tab[] = [
  { id: "profile", label: "Profile", group: "My Profile", to: "/profile", roles: everyone },
  { id: "documents", label: "My Documents", group: "My Profile", to: "/documents", roles: everyone },
  { id: "activity", label: "Activity", group: "My Profile", to: "/activity", roles: everyone },
  { id: "she", label: "SHE", group: "Safety Health & Environment", to: "/she", roles: everyone },
  { id: "leave", label: "Leave", group: "Requests", to: "/leave", roles: everyone },
  { id: "grievance", label: "Grievance", group: "Requests", to: "/grievance", roles: everyone },
  { id: "suggestions", label: "My Suggestions", group: "Requests", to: "/suggestions", roles: everyone },
  {
    id: "ee-committee",
    label: "EE Committee",
    group: "EE Committee",
    to: "/ee-committee",
    opens: "/ee-committee/members",
    roles: everyone,
  },
  { id: "events", label: "Events", group: "Company Info", to: "/events", roles: everyone },
  { id: "leadership", label: "Leadership", group: "Company Info", to: "/leadership", roles: everyone },
  { id: "directory", label: "Staff Directory", group: "Company Info", to: "/directory", roles: everyone },
  { id: "stats", label: "Statistics", group: "Company Info", to: "/stats", roles: everyone },
  { id: "payslips", label: "Payslips", group: "HR Services", to: "/payslips", roles: everyone },
  { id: "hr-policies", label: "HR Documents & Policies", group: "HR Services", to: "/hr-policies", roles: everyone },
];

export const HR_TABS: readonly Tab[] = [
  { id: "overview", label: "Overview", group: "Overview", to: "/admin/overview", roles: hrOnly },
  { id: "statistics", label: "Statistics", group: "Statistics", to: "/admin/statistics", roles: hrOnly },
  { id: "employees", label: "Employees", group: "Employees", to: "/admin/employees", roles: hrOnly },
  { id: "leave-requests", label: "Leave Requests", group: "Leave Requests", to: "/admin/leave-requests", roles: hrOnly },
  { id: "grievances", label: "Grievances", group: "Grievances", to: "/admin/grievances", roles: hrOnly },
  { id: "suggestions", label: "Suggestions", group: "Suggestions", to: "/admin/suggestions", roles: hrOnly },
  { id: "payroll", label: "Payroll", group: "Payroll", to: "/admin/payroll", roles: hrOnly },
  { id: "events", label: "Events", group: "Events", to: "/admin/events", roles: hrOnly },
  { id: "hr-documents", label: "HR Documents", group: "HR Documents", to: "/admin/hr-documents", roles: hrOnly },
  { id: "employment-equity", label: "Employment Equity", group: "Employment Equity", to: "/admin/employment-equity", roles: hrOnly },
  { id: "admin-payslips", label: "Admin Payslips", group: "Admin Tools", to: "/admin/payslips", roles: hrOnly },
  { id: "outbox", label: "Mail Outbox", group: "Admin Tools", to: "/admin/outbox", roles: hrOnly },
  { id: "admin-documents", label: "Documents", group: "Admin Tools", to: "/admin/documents", roles: hrOnly },
  { id: "trash", label: "Trash", group: "Admin Tools", to: "/admin/trash", roles: hrOnly },
  { id: "import", label: "Import", group: "Admin Tools", to: "/admin/import", roles: hrOnly },
  { id: "api-tokens", label: "API Tokens", group: "Admin Tools", to: "/admin/api-tokens", roles: hrOnly },
  { id: "password-resets", label: "Password Resets", group: "Admin Tools", to: "/admin/password-resets", roles: hrOnly },
  { id: "activity-monitor", label: "Activity Monitor", group: "Admin Tools", to: "/admin/activity", roles: hrOnly },
  { id: "public-holidays", label: "Public Holidays", group: "Admin Tools", to: "/admin/public-holidays", roles: hrOnly },
];

export interface TabGroup {
  label: string;
  tabs: Tab[];
}

/** The tabs a role sees, in their groups, in registry order. */
export function tabGroupsFor(tabs: readonly Tab[], role: Role): TabGroup[] {
  const groups: TabGroup[] = [];
  for (const tab of tabs) {
    if (!tab.roles.includes(role)) continue;
    let group = groups.find((candidate) => candidate.label === tab.group);
    if (!group) groups.push((group = { label: tab.group, tabs: [] }));
    group.tabs.push(tab);
  }
  return groups;
}

/** The address a tab's link opens. */
export const tabHref = (tab: Tab) => tab.opens ?? tab.to;
