import { Form, Link } from "@remix-run/react";
import { Avatar } from "~/components/avatar";
import { Logo } from "~/components/logo";

export interface HeaderUser {
  firstName: string;
  lastName: string;
  role: "hr" | "employee";
  /** The employee record's picture URL; initials without one. */
  profilePicture?: string | null;
}

/**
 * Clears the portal's browser storage (remembered tabs and the like) at logout. Here rather
 * than in a module of its own: the header is on every page, a module of its own was one more
 * request on every page (issue 25).
 */
export function clearBrowserStorage() {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // Storage can be unavailable (private mode, disabled); nothing to clear then.
  }
}

/** The signed-in header bar (spec 1, Header bar). Logout is a plain POST form. */
export function AppHeader({ user }: { user: HeaderUser }) {
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <Link to="/" className="flex min-h-11 min-w-11 items-center gap-2 text-stone-900 no-underline">
          <Logo />
          <span className="hidden text-lg font-semibold md:inline">Namib Copper HR Portal</span>
        </Link>
        <span
          className={`ml-2 rounded-full px-2.5 py-0.5 text-xs font-medium ${
            user.role === "hr" ? "bg-copper-100 text-copper-900" : "bg-stone-100 text-stone-700"
          }`}
        >
          {user.role === "hr" ? "HR Administrator" : "Employee"}
        </span>
        <span className="ml-auto flex items-center gap-2">
          <Avatar firstName={user.firstName} lastName={user.lastName} pictureUrl={user.profilePicture} />
          <span className="hidden text-sm text-stone-700 sm:inline" data-testid="header-user-name">
            {user.firstName} {user.lastName}
          </span>
        </span>
        <Form method="post" action="/logout" onSubmit={clearBrowserStorage}>
          <button type="submit" className="btn-secondary" aria-label="Logout">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
              <path d="M3 4a1 1 0 011-1h7a1 1 0 110 2H5v10h6a1 1 0 110 2H4a1 1 0 01-1-1V4zm10.3 2.3a1 1 0 011.4 0l3 3a1 1 0 010 1.4l-3 3a1 1 0 01-1.4-1.4L14.6 11H8a1 1 0 110-2h6.6l-1.3-1.3a1 1 0 010-1.4z" />
            </svg>
            <span className="hidden md:inline">Logout</span>
          </button>
        </Form>
      </div>
    </header>
  );
}
