import { Op, QueryTypes, literal, type Transaction, type WhereOptions } from "sequelize";
import { Grievance, GrievanceComment, User } from "#models";
import type { CurrentUser } from "~/auth.server";
import { getDb } from "~/db.server";
import {
  GRIEVANCE_MESSAGES,
  GRIEVANCE_STATUS_LABELS,
  GRIEVANCES_PAGE_SIZE,
  type GrievanceCategory,
  type GrievancePriority,
  type GrievanceStatus,
  type GrievanceUpdate,
} from "~/schemas/grievances";
import { ServiceError } from "~/services/errors.server";
import { publishLiveUpdate } from "~/services/live-updates.server";
import { todayIso } from "~/utils/dates";
import { pageWindow } from "~/utils/paging";
import {
  OVERDUE_SQL,
  answerDeadline,
  findGrievance,
  holidaySet,
  isOverdue,
  lastOverdueSubmissionDay,
  overdueHolidayYears,
  yearsBetween,
} from "./common.server";

/**
 * HR's grievance management (spec 2 "Grievance management", sections 4 and 8): the active
 * list with its counters and the recycle bin, paged in SQL; the View dialog with every
 * comment (internal ones marked), status changes, replies and assignment; the recycle
 * bin's actions are in recycle-bin.server.ts. Status changes and public replies reach the
 * submitter's open page (named grievances only) and HR's through publishLiveUpdate.
 */

type Actor = Pick<CurrentUser, "id">;

export interface AdminGrievanceRow {
  id: number;
  title: string;
  category: GrievanceCategory;
  priority: GrievancePriority;
  status: GrievanceStatus;
  isAnonymous: boolean;
  submitterName: string;
  submittedAt: string;
  assigneeName: string | null;
  /** Unanswered after 2 Namibian working days. */
  overdue: boolean;
  deletedAt: string | null;
}

const personName = (person: { firstName: string | null; lastName: string | null } | null | undefined) =>
  person ? `${person.firstName ?? ""} ${person.lastName ?? ""}`.trim() : "";

/** Whether HR has answered: a public reply exists (a status change shows in the status). */
const ANSWERED = literal(`EXISTS (SELECT 1 FROM grievance_comments c WHERE c.grievance_id = "Grievance"."id" AND NOT c.is_internal)`);

/** The counters of the active view (spec 2's three, and Overdue): one aggregate over the rows not in the bin. */
async function counters(now: Date) {
  const overdueDay = lastOverdueSubmissionDay(await holidaySet(overdueHolidayYears(now)), now);
  // Raw SQL: one aggregate with FILTER instead of four counts.
  const [row] = (await getDb().query(
    `SELECT count(*) FILTER (WHERE g.status IN ('open', 'submitted'))::int AS "new",
            count(*) FILTER (WHERE g.status IN ('assigned', 'in_progress'))::int AS "inProgress",
            count(*) FILTER (WHERE g.status IN ('resolved', 'closed'))::int AS "resolved",
            count(*) FILTER (WHERE ${OVERDUE_SQL})::int AS "overdue"
       FROM grievances g WHERE g.deleted_at IS NULL`,
    { type: QueryTypes.SELECT, replacements: { overdueDay } },
  )) as GrievanceCounts[];
  return row ?? { new: 0, inProgress: 0, resolved: 0, overdue: 0 };
}

export interface GrievanceCounts {
  new: number;
  inProgress: number;
  resolved: number;
  overdue: number;
}

export type GrievanceView = "active" | "bin";

/** The active list's filters (issue 24): the counters' groups, and Overdue (unanswered past the 2 working days). */
export const GRIEVANCE_FILTERS = ["all", "new", "overdue", "in_progress", "resolved"] as const;
export type GrievanceFilter = (typeof GRIEVANCE_FILTERS)[number];

export function readGrievanceFilter(value: string | null): GrievanceFilter {
  return GRIEVANCE_FILTERS.find((filter) => filter === value) ?? "all";
}

const FILTER_STATUSES: Record<Exclude<GrievanceFilter, "all" | "overdue">, GrievanceStatus[]> = {
  new: ["submitted", "open"],
  in_progress: ["assigned", "in_progress"],
  resolved: ["resolved", "closed"],
};

async function filterWhere(filter: GrievanceFilter, now: Date): Promise<WhereOptions<Grievance>> {
  if (filter === "all") return {};
  if (filter !== "overdue") return { status: FILTER_STATUSES[filter] };
  const day = lastOverdueSubmissionDay(await holidaySet(overdueHolidayYears(now)), now);
  // Raw SQL: the overdue rule, aliased to the model's table; the day is an ISO date computed here.
  const overdue = OVERDUE_SQL.replaceAll("g.", `"Grievance".`).replace(":overdueDay", getDb().escape(day));
  return { [Op.and]: [literal(overdue)] };
}

/** How many grievances are unanswered past their deadline (the Overview's and the list's Overdue). */
export async function countOverdueGrievances(now = new Date()) {
  return Grievance.count({ where: { deletedAt: null, ...(await filterWhere("overdue", now)) } });
}

export async function listGrievances(
  query: { view: GrievanceView; page: number; pageSize?: number; filter?: GrievanceFilter },
  now = new Date(),
) {
  const filter = query.view === "bin" ? "all" : (query.filter ?? "all");
  const where = { deletedAt: query.view === "bin" ? { [Op.ne]: null } : null, ...(await filterWhere(filter, now)) };
  const [total, binCount, counts] = await Promise.all([
    Grievance.count({ where }),
    query.view === "bin" ? Promise.resolve(0) : Grievance.count({ where: { deletedAt: { [Op.ne]: null } } }),
    counters(now),
  ]);
  const window = pageWindow(total, query.pageSize ?? GRIEVANCES_PAGE_SIZE, query.page);
  const rows =
    total === 0
      ? []
      : await Grievance.findAll({
          where,
          attributes: {
            include: [[ANSWERED, "answered"]],
            exclude: ["description", "resolution", "receiptHash"],
          },
          include: [
            { model: User, as: "submitter", attributes: ["firstName", "lastName"] },
            { model: User, as: "assignee", attributes: ["firstName", "lastName"] },
          ],
          order:
            query.view === "bin"
              ? [
                  ["deletedAt", "DESC"],
                  ["id", "DESC"],
                ]
              : [
                  ["createdAt", "DESC"],
                  ["id", "DESC"],
                ],
          limit: window.pageSize,
          offset: window.offset,
        });
  const oldest = rows.reduce((min, row) => (row.createdAt < min ? row.createdAt : min), now);
  const holidays = await holidaySet(yearsBetween(oldest, now));
  const grievances: AdminGrievanceRow[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    category: row.category as GrievanceCategory,
    priority: row.priority,
    status: row.status,
    isAnonymous: row.isAnonymous,
    submitterName: row.isAnonymous ? "Anonymous" : personName(row.submitter) || "Former employee",
    submittedAt: row.createdAt.toISOString(),
    assigneeName: personName(row.assignee) || null,
    overdue:
      row.deletedAt === null &&
      isOverdue({ status: row.status, createdAt: row.createdAt, answered: Boolean(row.get("answered")) }, holidays, now),
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
  }));
  return { grievances, window, counts, filter, binCount: query.view === "bin" ? total : binCount };
}

export interface GrievanceCommentView {
  id: number;
  comment: string;
  isInternal: boolean;
  authorName: string;
  createdAt: string;
}

export interface AdminGrievanceDetail {
  grievance: {
    id: number;
    title: string;
    description: string;
    category: GrievanceCategory;
    priority: GrievancePriority;
    status: GrievanceStatus;
    isAnonymous: boolean;
    submitterName: string;
    submitterEmail: string | null;
    submittedAt: string;
    assignedTo: number | null;
    assigneeName: string | null;
    resolution: string | null;
    resolvedAt: string | null;
    answerBy: string;
    overdue: boolean;
  };
  comments: GrievanceCommentView[];
  hrUsers: { id: number; name: string }[];
}

/** The View dialog: the whole grievance, every comment, and the HR users it can be assigned to. */
export async function getGrievanceForHr(id: number, now = new Date()): Promise<AdminGrievanceDetail> {
  const row = await findGrievance(id);
  const [submitter, assignee, comments, hrUsers] = await Promise.all([
    row.submittedBy ? User.findByPk(row.submittedBy, { attributes: ["firstName", "lastName", "email"] }) : null,
    row.assignedTo ? User.findByPk(row.assignedTo, { attributes: ["firstName", "lastName"] }) : null,
    GrievanceComment.findAll({
      where: { grievanceId: id },
      include: [{ model: User, as: "author", attributes: ["firstName", "lastName"] }],
      order: [
        ["createdAt", "ASC"],
        ["id", "ASC"],
      ],
    }),
    listHrUsers(),
  ]);
  const holidays = await holidaySet(yearsBetween(row.createdAt, now));
  const answered = comments.some((comment) => !comment.isInternal);
  return {
    grievance: {
      id: row.id,
      title: row.title,
      description: row.description,
      category: row.category as GrievanceCategory,
      priority: row.priority,
      status: row.status,
      isAnonymous: row.isAnonymous,
      submitterName: row.isAnonymous ? "Anonymous" : personName(submitter) || "Former employee",
      submitterEmail: row.isAnonymous ? null : (submitter?.email ?? null),
      submittedAt: row.createdAt.toISOString(),
      assignedTo: row.assignedTo ?? null,
      assigneeName: personName(assignee) || null,
      resolution: row.resolution ?? null,
      resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
      answerBy: answerDeadline(todayIso(row.createdAt), holidays),
      overdue: isOverdue({ status: row.status, createdAt: row.createdAt, answered }, holidays, now),
    },
    comments: comments.map((comment): GrievanceCommentView => ({
      id: comment.id,
      comment: comment.comment,
      isInternal: comment.isInternal,
      authorName: personName(comment.author) || "HR",
      createdAt: comment.createdAt.toISOString(),
    })),
    hrUsers,
  };
}

export async function listHrUsers() {
  const users = await User.findAll({
    where: { role: "hr" },
    attributes: ["id", "firstName", "lastName"],
    order: [
      ["firstName", "ASC"],
      ["lastName", "ASC"],
    ],
    limit: 200,
  });
  return users.map((user) => ({ id: user.id, name: personName(user) || `HR user ${user.id}` }));
}

/**
 * Tells the submitter (named grievances only) and the other HR users that a grievance changed,
 * inside the change's transaction; the HR user who changed it already sees it.
 */
async function announce(row: Grievance, actor: Actor, message: string, transaction: Transaction) {
  const userId = row.isAnonymous ? null : (row.submittedBy ?? null);
  await publishLiveUpdate("grievance_updated", { actorId: actor.id, user: { id: userId, message }, hr: message }, { transaction });
}

/** PUT /api/admin/grievances/{id}: a new status (any order), with the resolution for resolved and closed. */
export async function updateGrievanceStatus(actor: Actor, id: number, update: GrievanceUpdate) {
  const db = getDb();
  return db.transaction(async (transaction) => {
    const row = await Grievance.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!row || row.deletedAt) throw new ServiceError(404, GRIEVANCE_MESSAGES.notFound);
    const closing = update.status === "resolved" || update.status === "closed";
    row.status = update.status;
    if (update.resolution) row.resolution = update.resolution;
    if (closing) {
      row.resolvedAt ??= new Date();
      row.resolvedBy ??= actor.id;
    } else {
      row.resolvedAt = null;
      row.resolvedBy = null;
    }
    if (update.status === "assigned" && !row.assignedTo) {
      row.assignedTo = actor.id;
      row.assignedAt = new Date();
    }
    await row.save({ transaction });
    await announce(row, actor, `Grievance "${row.title}" is now ${GRIEVANCE_STATUS_LABELS[update.status]}.`, transaction);
    return { id: row.id, status: row.status, resolution: row.resolution ?? null };
  });
}

/** A comment; a public one (not internal) is a reply the submitter reads and counts as an answer. */
export async function addGrievanceComment(actor: Actor, id: number, input: { comment: string; isInternal: boolean }) {
  const db = getDb();
  return db.transaction(async (transaction) => {
    const row = await Grievance.findByPk(id, { transaction });
    if (!row || row.deletedAt) throw new ServiceError(404, GRIEVANCE_MESSAGES.notFound);
    const comment = await GrievanceComment.create(
      { grievanceId: id, commentBy: actor.id, comment: input.comment, isInternal: input.isInternal },
      { transaction },
    );
    if (!input.isInternal) await announce(row, actor, `HR replied to grievance "${row.title}".`, transaction);
    return { id: comment.id, isInternal: comment.isInternal };
  });
}

/** Assigns to an HR user; a grievance still new becomes "assigned". */
export async function assignGrievance(actor: Actor, id: number, assignedTo: number) {
  const db = getDb();
  return db.transaction(async (transaction) => {
    const row = await Grievance.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!row || row.deletedAt) throw new ServiceError(404, GRIEVANCE_MESSAGES.notFound);
    const assignee = await User.findByPk(assignedTo, { attributes: ["id", "role"], transaction });
    if (!assignee || assignee.role !== "hr") {
      throw new ServiceError(400, GRIEVANCE_MESSAGES.assigneeNotHr, { assignedTo: [GRIEVANCE_MESSAGES.assigneeNotHr] });
    }
    row.assignedTo = assignee.id;
    row.assignedAt = new Date();
    const statusChanged = row.status === "submitted" || row.status === "open";
    if (statusChanged) row.status = "assigned";
    await row.save({ transaction });
    if (statusChanged) await announce(row, actor, `Grievance "${row.title}" is now ${GRIEVANCE_STATUS_LABELS.assigned}.`, transaction);
    return { id: row.id, assignedTo: assignee.id, actorId: actor.id };
  });
}
