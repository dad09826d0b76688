import { initials } from "~/components/avatar";

/** A person's picture, or their initials when there is none (employees.profile_picture may be null). */
export function PersonAvatar({
  firstName,
  lastName,
  pictureUrl,
  size = "sm",
}: {
  firstName: string;
  lastName: string;
  pictureUrl: string | null;
  size?: "sm" | "md";
}) {
  const box = size === "sm" ? "h-7 w-7 text-xs" : "h-9 w-9 text-sm";
  if (pictureUrl) {
    return <img src={pictureUrl} alt="" className={`${box} shrink-0 rounded-full object-cover`} loading="lazy" />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-copper-100 font-semibold text-copper-900`}
    >
      {initials(firstName, lastName)}
    </span>
  );
}
