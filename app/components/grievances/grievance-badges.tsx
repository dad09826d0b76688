import {
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_STATUS_LABELS,
  PRIORITY_LABELS,
  type GrievanceCategory,
  type GrievancePriority,
  type GrievanceStatus,
} from "~/schemas/grievance-messages";

/** Priority colours of spec 2 section 9 (low, medium, high, urgent). */
const PRIORITY_CLASSES: Record<GrievancePriority, string> = {
  low: "bg-stone-100 text-stone-700",
  medium: "bg-amber-100 text-amber-800",
  high: "bg-orange-100 text-orange-800",
  urgent: "bg-red-100 text-red-800",
};

const STATUS_CLASSES: Record<GrievanceStatus, string> = {
  open: "bg-sky-100 text-sky-800",
  submitted: "bg-sky-100 text-sky-800",
  assigned: "bg-violet-100 text-violet-800",
  in_progress: "bg-amber-100 text-amber-800",
  resolved: "bg-emerald-100 text-emerald-800",
  closed: "bg-stone-200 text-stone-700",
};

export function PriorityBadge({ priority }: { priority: GrievancePriority }) {
  return <span className={`pill ${PRIORITY_CLASSES[priority]}`}>{PRIORITY_LABELS[priority]}</span>;
}

export function GrievanceStatusBadge({ status }: { status: GrievanceStatus }) {
  return <span className={`pill ${STATUS_CLASSES[status]}`}>{GRIEVANCE_STATUS_LABELS[status]}</span>;
}

export function categoryLabel(category: GrievanceCategory) {
  return GRIEVANCE_CATEGORY_LABELS[category] ?? category;
}
