import { NavLink } from "@remix-run/react";

/**
 * The committee workspace's tabs (spec 2: Members, Requests, Minutes, Policies, Docs), each a
 * URL of its own, so they work as links without JavaScript.
 */
export const COMMITTEE_SECTIONS = [
  { id: "members", label: "Members", to: "/ee-committee/members" },
  { id: "requests", label: "Requests", to: "/ee-committee/requests" },
  { id: "minutes", label: "Minutes", to: "/ee-committee/minutes" },
  { id: "policies", label: "Policies", to: "/ee-committee/policies" },
  { id: "docs", label: "Docs", to: "/ee-committee/docs" },
] as const;

export function CommitteeNav() {
  return (
    <nav aria-label="EE Committee sections" className="flex flex-wrap gap-2">
      {COMMITTEE_SECTIONS.map((section) => (
        <NavLink key={section.id} to={section.to} className={({ isActive }) => (isActive ? "tab-link-active" : "tab-link")}>
          {section.label}
        </NavLink>
      ))}
    </nav>
  );
}
