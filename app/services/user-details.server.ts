import type { CurrentUser } from "~/auth.server";

/** The current user as the API returns it (spec 1 section 3): no hashes, no counters. */
export function toUserDetails(user: CurrentUser) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    passwordSet: user.passwordSet,
    employeeId: user.employee?.id ?? null,
    employeeRef: user.employee?.employeeId ?? null,
    communicationEmail: user.employee?.communicationEmail ?? null,
  };
}
