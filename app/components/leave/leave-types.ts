import { LEAVE_TYPES } from "~/constants";

/**
 * The colour of each leave type on the calendars (spec 1, /leave-calendar: vacation,
 * sick, personal, maternity, emergency; others grey). Class names are written out
 * whole so Tailwind finds them.
 */
export interface LeaveTypeStyle {
  label: string;
  /** A highlighted day cell. */
  cell: string;
  /** A small solid marker: legend swatch, type dot. */
  swatch: string;
  /** A text badge. */
  badge: string;
}

const STYLES: Record<(typeof LEAVE_TYPES)[number], LeaveTypeStyle> = {
  vacation: {
    label: "Vacation",
    cell: "bg-blue-100 text-blue-950 hover:bg-blue-200",
    swatch: "bg-blue-500",
    badge: "bg-blue-100 text-blue-800",
  },
  sick: { label: "Sick", cell: "bg-red-100 text-red-950 hover:bg-red-200", swatch: "bg-red-500", badge: "bg-red-100 text-red-800" },
  personal: {
    label: "Personal",
    cell: "bg-green-100 text-green-950 hover:bg-green-200",
    swatch: "bg-green-600",
    badge: "bg-green-100 text-green-800",
  },
  maternity: {
    label: "Maternity",
    cell: "bg-pink-100 text-pink-950 hover:bg-pink-200",
    swatch: "bg-pink-500",
    badge: "bg-pink-100 text-pink-800",
  },
  emergency: {
    label: "Emergency",
    cell: "bg-orange-100 text-orange-950 hover:bg-orange-200",
    swatch: "bg-orange-500",
    badge: "bg-orange-100 text-orange-800",
  },
  compassionate: {
    label: "Compassionate",
    cell: "bg-violet-100 text-violet-950 hover:bg-violet-200",
    swatch: "bg-violet-500",
    badge: "bg-violet-100 text-violet-800",
  },
};

export const OTHER_LEAVE_STYLE: LeaveTypeStyle = {
  label: "Other",
  cell: "bg-gray-200 text-gray-900 hover:bg-gray-300",
  swatch: "bg-gray-400",
  badge: "bg-gray-100 text-gray-800",
};

export function leaveTypeStyle(leaveType: string): LeaveTypeStyle {
  return (STYLES as Record<string, LeaveTypeStyle | undefined>)[leaveType] ?? OTHER_LEAVE_STYLE;
}

/** The legend of the company calendar page. */
export const CALENDAR_LEGEND: LeaveTypeStyle[] = [...LEAVE_TYPES.map((type) => STYLES[type]), OTHER_LEAVE_STYLE];

/** The legend of the small leave calendar (spec 1 and spec 2: Vacation, Sick, Personal, Maternity). */
