/**
 * Statistics arithmetic shared by the server and the screens (no server code here).
 * Percentages are of active employees, rounded, and 0 when there are none (spec 2 section 9).
 */

export function percentOfActive(count: number, active: number): number {
  if (!active || active <= 0) return 0;
  return Math.round((count * 100) / active);
}

export interface StatRow {
  label: string;
  count: number;
  percent: number;
}

/**
 * A panel's rows from label -> count pairs: sorted by count descending (ties by label),
 * each with its percentage of active employees.
 */
export function toStatRows(entries: [string, number][], active: number): StatRow[] {
  return entries
    .map(([label, count]) => ({ label, count, percent: percentOfActive(count, active) }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}
