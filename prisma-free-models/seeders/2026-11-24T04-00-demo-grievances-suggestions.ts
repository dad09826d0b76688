import { createHash } from "node:crypto";
import { QueryTypes } from "sequelize";
import type { Seed } from "./seeder";

/**
 * Grievances and suggestions for the demo company (issue 14), so HR's lists, the counters,
 * the recycle bin and the employees' tabs show something on first start: named and
 * anonymous grievances in several statuses with public and internal comments (one in the
 * bin, one unanswered for long enough to be flagged), and suggestions in every status. The
 * demo employee login (ndapewa.shilongo@) gets a named grievance and suggestions of her own.
 * The anonymous demo grievance's receipt code is DEMO-GRIEVANCE-RECEIPT (README).
 */
export const DEMO_RECEIPT_CODE = "DEMO-GRIEVANCE-RECEIPT";
const receiptHash = (code: string) =>
  createHash("sha256")
    .update(code.toUpperCase().replace(/[^A-Z0-9]/g, ""))
    .digest("hex");

interface DemoGrievance {
  title: string;
  description: string;
  category: string;
  priority: string;
  status: string;
  daysAgo: number;
  anonymous: boolean;
  resolution?: string;
  deleted?: boolean;
  comments?: { text: string; internal: boolean }[];
}

const GRIEVANCES: DemoGrievance[] = [
  {
    title: "Night shift transport leaves too early",
    description: "The bus from the Kombat pit leaves at 18:05, before the night shift hand-over is finished, so we walk to the gate.",
    category: "working_conditions",
    priority: "medium",
    status: "in_progress",
    daysAgo: 9,
    anonymous: false,
    comments: [
      { text: "We have asked the transport contractor to move the departure to 18:30 and will confirm by Friday.", internal: false },
      { text: "Contractor quoted N$ 4,200 a month extra for the later run.", internal: true },
    ],
  },
  {
    title: "Supervisor shouts at crew in front of others",
    description:
      "A section supervisor regularly shouts at crew members during the morning briefing and calls them names in front of visitors.",
    category: "workplace_harassment",
    priority: "high",
    status: "assigned",
    daysAgo: 4,
    anonymous: true,
    comments: [
      { text: "Thank you for raising this. An HR officer has been assigned and will visit the briefing this week.", internal: false },
    ],
  },
  {
    title: "Missing guard on conveyor tail pulley",
    description: "The guard on the tail pulley of conveyor C3 at the concentrator has been missing for two weeks despite a work order.",
    category: "safety_concerns",
    priority: "urgent",
    status: "resolved",
    daysAgo: 20,
    anonymous: false,
    resolution: "The guard was refitted on the next shutdown and the work-order backlog was reviewed with maintenance.",
    comments: [{ text: "Safety officer confirmed the guard is back in place.", internal: true }],
  },
  {
    title: "Overtime not paid for public holiday",
    description: "Overtime worked on Heroes' Day was paid at the normal rate instead of the public holiday rate on my payslip.",
    category: "policy_violation",
    priority: "medium",
    status: "submitted",
    daysAgo: 6,
    anonymous: false,
  },
  {
    title: "Promotion process not explained",
    description: "Two positions in the laboratory were filled without being advertised and nobody explained how candidates were chosen.",
    category: "unfair_treatment",
    priority: "low",
    status: "submitted",
    daysAgo: 1,
    anonymous: true,
  },
  {
    title: "Change room lockers broken",
    description: "Half the lockers in the change room at the smelter do not close, and personal belongings have gone missing twice.",
    category: "working_conditions",
    priority: "low",
    status: "closed",
    daysAgo: 40,
    anonymous: false,
    resolution: "New lockers were installed in October.",
    deleted: true,
  },
];

interface DemoSuggestion {
  title: string;
  description: string;
  category: string;
  status: string;
  daysAgo: number;
  reviewNotes?: string;
  implementationNotes?: string;
}

const SUGGESTIONS: DemoSuggestion[] = [
  {
    title: "Shade shelters at the pit lunch area",
    description: "Put up shade netting at the lunch area of the open pit; in summer people eat in their vehicles with engines running.",
    category: "workplace",
    status: "pending",
    daysAgo: 2,
  },
  {
    title: "Digital pre-shift checklists",
    description: "Replace the paper pre-shift vehicle checklists with a form on the tablets so defects reach maintenance the same hour.",
    category: "technology",
    status: "submitted",
    daysAgo: 5,
  },
  {
    title: "Cross-training between plant sections",
    description: "Let operators spend a week in a neighbouring section each year so they can cover leave and understand the flow.",
    category: "process_improvement",
    status: "under_review",
    daysAgo: 12,
    reviewNotes: "Training department is checking how many operators could rotate without affecting output.",
  },
  {
    title: "Bicycle racks at the Tsumeb gate",
    description: "Several of us cycle to work from town; a covered bicycle rack at the main gate would keep bicycles safe and dry.",
    category: "workplace",
    status: "approved",
    daysAgo: 25,
    reviewNotes: "Approved. Facilities will order two racks for the main gate.",
  },
  {
    title: "Monthly safety quiz with prizes",
    description: "A short monthly quiz about safety procedures, with small prizes for the crews with the best scores, to keep SOPs fresh.",
    category: "general",
    status: "implemented",
    daysAgo: 60,
    reviewNotes: "Good idea; piloted at the concentrator first.",
    implementationNotes: "Running since September in all sections; winners are announced at the monthly safety meeting.",
  },
  {
    title: "Four-day work week for office staff",
    description: "Office staff could work four ten-hour days instead of five eight-hour days, which saves commuting from Otavi.",
    category: "other",
    status: "rejected",
    daysAgo: 30,
    reviewNotes: "Not possible for now: the offices must be staffed when the mine and the suppliers work.",
  },
  {
    title: "Printed payslips by post",
    description: "Post printed payslips to employees who do not use the portal, so everyone can check their deductions.",
    category: "process_improvement",
    status: "closed",
    daysAgo: 90,
    reviewNotes: "Closed: payslips are available in the portal and HR prints them on request.",
  },
];

const ago = (days: number, hour = 9) => {
  const date = new Date(Date.now() - days * 86_400_000);
  date.setUTCHours(hour - 2, 15, 0, 0);
  return date;
};

export const up: Seed = async ({ context: sequelize }) => {
  const people = await sequelize.query<{ employeeId: number; userId: number }>(
    `SELECT e.id AS "employeeId", u.id AS "userId" FROM employees e JOIN users u ON u.id = e.user_id
      WHERE e.deleted_at IS NULL AND u.role = 'employee'
      ORDER BY (u.email LIKE 'ndapewa.shilongo@%') DESC, e.employee_id LIMIT 8`,
    { type: QueryTypes.SELECT },
  );
  const [hr] = await sequelize.query<{ id: number }>(`SELECT id FROM users WHERE role = 'hr' ORDER BY id LIMIT 1`, {
    type: QueryTypes.SELECT,
  });
  if (people.length === 0 || !hr) return;
  let named = 0;
  let anonymousReceipt = false;
  for (const grievance of GRIEVANCES) {
    const person = grievance.anonymous ? null : people[named++ % people.length]!;
    const created = ago(grievance.daysAgo);
    const closing = grievance.status === "resolved" || grievance.status === "closed";
    const receipt = grievance.anonymous && !anonymousReceipt ? receiptHash(DEMO_RECEIPT_CODE) : null;
    if (receipt) anonymousReceipt = true;
    const [row] = await sequelize.query<{ id: number }>(
      `INSERT INTO grievances (employee_id, submitted_by, is_anonymous, title, description, category, priority, status,
         assigned_to, assigned_at, resolved_at, resolved_by, resolution, deleted_at, deleted_by, receipt_hash, hr_notified_at,
         reminder_sent_at, created_at, updated_at)
       VALUES (:employeeId, :userId, :anonymous, :title, :description, :category, :priority, :status,
         :assignedTo, :assignedAt, :resolvedAt, :resolvedBy, :resolution, :deletedAt, :deletedBy, :receipt, :created,
         NULL, :created, :created) RETURNING id`,
      {
        replacements: {
          employeeId: person?.employeeId ?? null,
          userId: person?.userId ?? null,
          anonymous: grievance.anonymous,
          title: grievance.title,
          description: grievance.description,
          category: grievance.category,
          priority: grievance.priority,
          status: grievance.status,
          assignedTo: grievance.status === "submitted" ? null : hr.id,
          assignedAt: grievance.status === "submitted" ? null : ago(grievance.daysAgo - 1),
          resolvedAt: closing ? ago(Math.max(grievance.daysAgo - 3, 0)) : null,
          resolvedBy: closing ? hr.id : null,
          resolution: grievance.resolution ?? null,
          deletedAt: grievance.deleted ? ago(2) : null,
          deletedBy: grievance.deleted ? hr.id : null,
          receipt,
          created,
        },
        type: QueryTypes.SELECT,
      },
    );
    for (const [index, comment] of (grievance.comments ?? []).entries()) {
      const at = ago(Math.max(grievance.daysAgo - 1 - index, 0), 11 + index);
      await sequelize.query(
        `INSERT INTO grievance_comments (grievance_id, comment_by, comment, is_internal, created_at, updated_at)
         VALUES (:grievanceId, :hr, :text, :internal, :at, :at)`,
        { replacements: { grievanceId: row!.id, hr: hr.id, text: comment.text, internal: comment.internal, at } },
      );
    }
  }
  for (const [index, suggestion] of SUGGESTIONS.entries()) {
    const person = people[index % Math.min(people.length, 3)]!;
    const reviewed = suggestion.status !== "pending" && suggestion.status !== "submitted";
    await sequelize.query(
      `INSERT INTO suggestions (employee_id, submitted_by, title, description, category, status, reviewed_by, reviewed_at,
         review_notes, implementation_notes, created_at, updated_at)
       VALUES (:employeeId, :userId, :title, :description, :category, :status, :reviewedBy, :reviewedAt, :reviewNotes,
         :implementationNotes, :created, :created)`,
      {
        replacements: {
          employeeId: person.employeeId,
          userId: person.userId,
          title: suggestion.title,
          description: suggestion.description,
          category: suggestion.category,
          status: suggestion.status,
          reviewedBy: reviewed ? hr.id : null,
          reviewedAt: reviewed ? ago(Math.max(suggestion.daysAgo - 2, 0)) : null,
          reviewNotes: suggestion.reviewNotes ?? null,
          implementationNotes: suggestion.implementationNotes ?? null,
          created: ago(suggestion.daysAgo),
        },
      },
    );
  }
};

export const down: Seed = async ({ context: sequelize }) => {
  await sequelize.query(`DELETE FROM grievances WHERE title IN (:titles)`, { replacements: { titles: GRIEVANCES.map((g) => g.title) } });
  await sequelize.query(`DELETE FROM suggestions WHERE title IN (:titles)`, { replacements: { titles: SUGGESTIONS.map((s) => s.title) } });
};
