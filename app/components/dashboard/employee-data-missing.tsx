import { Link } from "@remix-run/react";

/**
 * What a signed-in person without an employee record sees in place of a tab's content.
 * A module of its own: the tabs that show it (Profile, Activity, Payslips) would otherwise
 * load the whole dashboard home, its events, calendar and validation code with it, since
 * the browser build splits code by module, not by function (issue 25).
 */
export function EmployeeDataMissing() {
  return (
    <div className="card">
      <p>Employee data not found. Please contact HR.</p>
      <p className="mt-2 text-sm">
        <Link to="/leadership">See the leadership team</Link>
      </p>
    </div>
  );
}
