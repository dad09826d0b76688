/** Size as the spec shows it: KB below 1024 KB, else MB with one decimal. */
export function formatFileSize(bytes: number | null | undefined): string {
  const kb = (bytes ?? 0) / 1024;
  if (kb < 1024) return `${Math.max(1, Math.round(kb))} KB`;
  return `${(kb / 1024).toFixed(1)} MB`;
}
