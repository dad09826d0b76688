/**
 * The friendly name of a page for the activity monitor: the tab it belongs to (from the
 * one tab registry), a few pages outside the tabs, otherwise the path itself.
 */
import { EMPLOYEE_TABS, HR_TABS } from "./tabs";

const OTHER_PAGES: Record<string, string> = {
  "/": "Dashboard",
  "/admin": "HR Dashboard",
  "/leave-calendar": "Leave Calendar",
  "/management-team": "Management Team",
  "/terms": "Terms of Use",
  "/setup/password": "Password Setup",
  "/setup/communication-email": "Communication Email Setup",
};

const TAB_PAGES = [...EMPLOYEE_TABS, ...HR_TABS].map((tab) => ({ to: tab.to, label: tab.label })).sort((a, b) => b.to.length - a.to.length);

export function pageNameFor(path: string) {
  if (OTHER_PAGES[path]) return OTHER_PAGES[path];
  const tab = TAB_PAGES.find(({ to }) => path === to || path.startsWith(`${to}/`));
  return tab ? tab.label : path;
}
