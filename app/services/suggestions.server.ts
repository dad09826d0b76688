import { Op, col, fn, where as sqlWhere, type WhereOptions } from "sequelize";
import { Suggestion, User } from "#models";
import type { CurrentUser } from "~/auth.server";
import { getDb } from "~/db.server";
import {
  SUGGESTION_MESSAGES,
  SUGGESTION_STATUS_LABELS,
  SUGGESTION_STATUSES,
  SUGGESTIONS_PAGE_SIZE,
  type SuggestionCategory,
  type SuggestionInput,
  type SuggestionStatus,
  type SuggestionUpdate,
} from "~/schemas/suggestions";
import { recordAudit, type AuditOrigin } from "~/services/audit.server";
import { ServiceError } from "~/services/errors.server";
import { publishLiveUpdate } from "~/services/live-updates.server";
import { pageWindow } from "~/utils/paging";

/**
 * The suggestion box (spec 1 "My Suggestions", spec 2 "Suggestion management"): employees
 * submit and read their own; HR searches, filters, reviews (any status, optional notes) and
 * deletes (soft: deletedAt). An HR update reaches the submitter's open page and HR's list
 * through publishLiveUpdate("suggestion_updated").
 */

export interface SuggestionView {
  id: number;
  title: string;
  description: string;
  category: SuggestionCategory;
  status: SuggestionStatus;
  statusLabel: string;
  submittedAt: string;
  reviewNotes: string | null;
  implementationNotes: string | null;
  reviewedAt: string | null;
}

export interface AdminSuggestionView extends SuggestionView {
  submitterName: string;
  reviewerName: string | null;
}

const personName = (person: { firstName: string | null; lastName: string | null } | null | undefined) =>
  person ? `${person.firstName ?? ""} ${person.lastName ?? ""}`.trim() : "";

function toView(row: Suggestion): SuggestionView {
  const status = row.status as SuggestionStatus;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as SuggestionCategory,
    status,
    statusLabel: SUGGESTION_STATUS_LABELS[status] ?? status,
    submittedAt: row.createdAt.toISOString(),
    reviewNotes: row.reviewNotes ?? null,
    implementationNotes: row.implementationNotes ?? null,
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  };
}

export async function listOwnSuggestions(user: Pick<CurrentUser, "id">) {
  const rows = await Suggestion.findAll({
    where: { submittedBy: user.id, deletedAt: null },
    order: [
      ["createdAt", "DESC"],
      ["id", "DESC"],
    ],
    limit: 200,
  });
  return rows.map(toView);
}

export async function submitSuggestion(user: Pick<CurrentUser, "id" | "employee">, input: SuggestionInput) {
  const row = await Suggestion.create({
    title: input.title,
    description: input.description,
    category: input.category,
    status: "pending",
    submittedBy: user.id,
    employeeId: user.employee?.id ?? null,
  });
  return toView(row);
}

export type SuggestionStatusFilter = SuggestionStatus | "all";

export function readStatusFilter(value: string | null): SuggestionStatusFilter {
  return SUGGESTION_STATUSES.find((status) => status === value) ?? "all";
}

/** HR's list: search (title, description, submitter's name or email), status filter (pending includes submitted), paged in SQL. */
export async function listSuggestions(query: { search?: string; status: SuggestionStatusFilter; page: number; pageSize?: number }) {
  const conditions: WhereOptions<Suggestion>[] = [{ deletedAt: null }];
  if (query.status !== "all") {
    conditions.push({ status: query.status === "pending" || query.status === "submitted" ? ["pending", "submitted"] : query.status });
  }
  const search = query.search?.trim().slice(0, 100);
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push({
      [Op.or]: [
        { title: { [Op.iLike]: pattern } },
        { description: { [Op.iLike]: pattern } },
        sqlWhere(fn("concat_ws", " ", col("submitter.first_name"), col("submitter.last_name")), { [Op.iLike]: pattern }),
        { "$submitter.email$": { [Op.iLike]: pattern } },
      ],
    } as WhereOptions<Suggestion>);
  }
  const where = { [Op.and]: conditions };
  const include = [
    { model: User, as: "submitter", attributes: ["firstName", "lastName", "email"] },
    { model: User, as: "reviewer", attributes: ["firstName", "lastName"] },
  ];
  const total = await Suggestion.count({ where, include: [{ model: User, as: "submitter", attributes: [] }] });
  const window = pageWindow(total, query.pageSize ?? SUGGESTIONS_PAGE_SIZE, query.page);
  const rows =
    total === 0
      ? []
      : await Suggestion.findAll({
          where,
          include,
          order: [
            ["createdAt", "DESC"],
            ["id", "DESC"],
          ],
          limit: window.pageSize,
          offset: window.offset,
        });
  const suggestions: AdminSuggestionView[] = rows.map((row) => ({
    ...toView(row),
    submitterName: personName(row.submitter) || "Former employee",
    reviewerName: personName(row.reviewer) || null,
  }));
  return { suggestions, window };
}

async function findSuggestion(id: number) {
  const row = await Suggestion.findOne({
    where: { id, deletedAt: null },
    include: [
      { model: User, as: "submitter", attributes: ["firstName", "lastName", "email"] },
      { model: User, as: "reviewer", attributes: ["firstName", "lastName"] },
    ],
  });
  if (!row) throw new ServiceError(404, SUGGESTION_MESSAGES.notFound);
  return row;
}

export async function getSuggestionForHr(id: number): Promise<AdminSuggestionView> {
  const row = await findSuggestion(id);
  return { ...toView(row), submitterName: personName(row.submitter) || "Former employee", reviewerName: personName(row.reviewer) || null };
}

/** Any status, optional notes (empty ones leave the stored notes as they are); tells the submitter's open page and HR's. */
export async function updateSuggestion(actor: Pick<CurrentUser, "id">, id: number, update: SuggestionUpdate) {
  const db = getDb();
  return db.transaction(async (transaction) => {
    const row = await Suggestion.findOne({ where: { id, deletedAt: null }, transaction, lock: transaction.LOCK.UPDATE });
    if (!row) throw new ServiceError(404, SUGGESTION_MESSAGES.notFound);
    row.status = update.status;
    if (update.reviewNotes) row.reviewNotes = update.reviewNotes;
    if (update.implementationNotes) row.implementationNotes = update.implementationNotes;
    row.reviewedBy = actor.id;
    row.reviewedAt = new Date();
    await row.save({ transaction });
    const status = SUGGESTION_STATUS_LABELS[update.status];
    // The submitter reads "Your suggestion ..."; the other HR users read what changed. The HR user
    // who changed it sees their own confirmation only (issue 24: one toast per action).
    await publishLiveUpdate(
      "suggestion_updated",
      {
        actorId: actor.id,
        user: { id: row.submittedBy ?? null, message: `Your suggestion "${row.title}" is now ${status}.` },
        hr: `Suggestion "${row.title}" is now ${status}.`,
      },
      { transaction },
    );
    return toView(row);
  });
}

export async function deleteSuggestion(origin: AuditOrigin | null, actor: Pick<CurrentUser, "id">, id: number) {
  const db = getDb();
  await db.transaction(async (transaction) => {
    const row = await Suggestion.findOne({ where: { id, deletedAt: null }, transaction, lock: transaction.LOCK.UPDATE });
    if (!row) throw new ServiceError(404, SUGGESTION_MESSAGES.notFound);
    await row.update({ deletedAt: new Date(), deletedBy: actor.id }, { transaction });
    const message = `Suggestion "${row.title}" was deleted.`;
    await publishLiveUpdate(
      "suggestion_updated",
      { actorId: actor.id, user: { id: row.submittedBy ?? null, message }, hr: message },
      { transaction },
    );
  });
  await recordAudit(origin, { action: "suggestion_deleted", userId: actor.id, details: { suggestionId: id } });
}
