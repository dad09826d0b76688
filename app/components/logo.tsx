/** The company mark: a copper nugget on a hill, drawn inline so it costs no request. */
export function Logo({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} role="img" aria-label="Namib Copper Mining logo">
      <rect width="40" height="40" rx="8" fill="#9c5225" />
      <path d="M4 31 L15 16 L22 24 L27 18 L36 31 Z" fill="#f9e6d6" />
      <circle cx="28" cy="11" r="4" fill="#f5b97f" />
    </svg>
  );
}
