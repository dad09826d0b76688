/** SHE page (spec 1): SOP categories and the hard-coded sample alerts the spec describes. */
export const SHE_CATEGORIES = ["safety", "health", "environment"] as const;
export type SheCategory = (typeof SHE_CATEGORIES)[number];
export const SHE_CATEGORY_LABELS: Record<SheCategory, string> = { safety: "Safety", health: "Health", environment: "Environment" };

export interface SheAlert {
  title: string;
  type: "warning" | "info" | "emergency";
  message: string;
  dateIssued: string;
  isActive: boolean;
}

export const SHE_SAMPLE_ALERTS: SheAlert[] = [
  {
    title: "Blasting schedule change",
    type: "warning",
    message: "Open-pit blasting moves to 13:00 daily this week. Clear the exclusion zone by 12:30.",
    dateIssued: "2026-11-20",
    isActive: true,
  },
  {
    title: "Heat stress season",
    type: "info",
    message: "Drink water every 20 minutes on surface work; cool-down shelters are open at the crusher and the smelter.",
    dateIssued: "2026-11-15",
    isActive: true,
  },
  {
    title: "Emergency muster drill",
    type: "emergency",
    message: "Full site evacuation drill on Friday at 10:00. Report to your muster point and wait for the headcount.",
    dateIssued: "2026-11-10",
    isActive: true,
  },
];
