/**
 * A person's initials, as the avatars without a picture show them ("NS" for Ndapewa Shilongo).
 * Here rather than in a module of its own: the header's avatar is on every page (issue 25).
 */
export function initials(firstName: string, lastName: string) {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

const SIZES = {
  sm: "h-8 w-8 text-xs",
  md: "h-12 w-12 text-lg",
  lg: "h-24 w-24 text-2xl",
} as const;

export interface AvatarProps {
  firstName: string;
  lastName: string;
  /** The stored picture's URL (`profilePicture`), or null for initials. */
  pictureUrl?: string | null;
  size?: keyof typeof SIZES;
  /** Extra classes for the circle (colours of the initials on a dark banner, for instance). */
  className?: string;
}

/**
 * A person's profile picture, or their initials when there is none (spec 1: header,
 * welcome banner, directory, RSVP lists). Decorative: the name is always written beside
 * it, so it is hidden from screen readers.
 */
export function Avatar({ firstName, lastName, pictureUrl, size = "sm", className = "bg-copper-100 text-copper-900" }: AvatarProps) {
  const box = `inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-semibold ${SIZES[size]}`;
  if (pictureUrl) {
    return <img src={pictureUrl} alt="" aria-hidden="true" loading="lazy" decoding="async" className={`${box} object-cover`} />;
  }
  return (
    <span aria-hidden="true" className={`${box} ${className}`}>
      {initials(firstName, lastName)}
    </span>
  );
}
