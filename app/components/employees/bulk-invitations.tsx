import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * The Employees page's bulk invitations (issue 24), as plain forms that post to
 * /admin/employees/invitations and end on its summary page, with or without JavaScript:
 * the ticked rows ("Invite selected") and the whole department of the filter; and the import
 * result's "Invite the N new employees".
 */

const ACTION = "/admin/employees/invitations";

function useBusy() {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formAction === ACTION;
}

/** The rows' form: its checkboxes (RowCheckbox) are inside `children`, the table. */
export function InviteSelectedForm({ returnTo, children }: { returnTo: string; children: ReactNode }) {
  const busy = useBusy();
  return (
    <Form method="post" action={ACTION} aria-label="Invite selected employees" className="space-y-2">
      <input type="hidden" name="returnTo" value={returnTo} />
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" name="selection" value="employees" className="btn-secondary" disabled={busy}>
          Invite selected
        </button>
        <p className="text-xs text-stone-500">Ticked employees without a login are mailed an invitation to set a password.</p>
      </div>
    </Form>
  );
}

export function RowCheckbox({ id, name }: { id: number; name: string }) {
  return <input type="checkbox" name="employeeIds" value={id} aria-label={`Select ${name}`} className="h-4 w-4 accent-copper-700" />;
}

/** "Invite all without a login in <Department>", shown while the list is filtered by a department. */
export function DepartmentInviteForm({ department, returnTo }: { department: string; returnTo: string }) {
  const busy = useBusy();
  return (
    <Form method="post" action={ACTION}>
      <input type="hidden" name="department" value={department} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className="btn-secondary" disabled={busy}>
        {`Invite all without a login in ${department}`}
      </button>
    </Form>
  );
}

/** On an import's result: its new employees who have no login yet (`count`). */
export function InviteNewHiresForm({ importId, count }: { importId: number; count: number }) {
  const busy = useBusy();
  return (
    <Form method="post" action={ACTION} className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="importId" value={importId} />
      <input type="hidden" name="returnTo" value={`/admin/import?import=${importId}`} />
      <button type="submit" className="btn-primary" disabled={busy}>
        {count === 1 ? "Invite the new employee" : `Invite the ${count} new employees`}
      </button>
      <p className="text-xs text-stone-500">
        Those who have not set a password yet are mailed an invitation; the summary names anyone who could not be.
      </p>
    </Form>
  );
}
