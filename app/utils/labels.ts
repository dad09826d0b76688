/** How stored values read on screens, in files and in mail: one helper each. */

/** "active" -> "Active"; "on leave" -> "On leave". */
export function capitalise(value: string) {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

const LEAVE_TYPE_LABELS: Record<string, string> = {
  vacation: "Vacation",
  sick: "Sick",
  personal: "Personal",
  maternity: "Maternity",
  emergency: "Emergency",
  compassionate: "Compassionate",
};

/** "Vacation" for vacation; an unknown type (imported data) is shown as stored, capitalised. */
export function leaveTypeLabel(leaveType: string) {
  return LEAVE_TYPE_LABELS[leaveType] ?? capitalise(leaveType);
}

/** A leave request's status as people read it: "Pending", "Approved", "Rejected". */
export function leaveStatusLabel(status: string) {
  return capitalise(status);
}
