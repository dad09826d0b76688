/** A person's initials, as the avatars without a picture show them ("NS" for Ndapewa Shilongo). */
export function initials(firstName: string, lastName: string) {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}
