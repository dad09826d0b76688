import { EventComment } from "#models";
import type { CurrentUser } from "~/auth.server";
import { EVENT_MESSAGES } from "~/schemas/events";
import { ServiceError } from "~/services/errors.server";
import { ATTENDEE, employeeOf, findEvent, personName } from "./common.server";

/** Comments on an event: the list, adding one, and deleting (its author, or HR). */

export interface CommentView {
  id: number;
  comment: string;
  employeeId: number;
  employeeName: string;
  employeeProfilePictureUrl: string | null;
  createdAt: string;
  /** The viewer wrote it, or is HR: the delete button shows. */
  canDelete: boolean;
}

function toCommentView(row: EventComment, viewer: CurrentUser): CommentView {
  return {
    id: row.id,
    comment: row.comment,
    employeeId: row.employeeId,
    employeeName: row.employee ? personName(row.employee) : "Former employee",
    employeeProfilePictureUrl: row.employee?.profilePicture ?? null,
    createdAt: row.createdAt.toISOString(),
    canDelete: viewer.role === "hr" || viewer.employee?.id === row.employeeId,
  };
}

/** An event's comments, oldest first; signed-out visitors get the count alone. */
export async function listComments(eventId: number, viewer: CurrentUser | null) {
  await findEvent(eventId);
  if (!viewer) return { comments: [] as CommentView[], count: await EventComment.count({ where: { eventId } }), namesHidden: true };
  const rows = await EventComment.findAll({
    where: { eventId },
    include: [{ ...ATTENDEE, required: false }],
    order: [
      ["createdAt", "ASC"],
      ["id", "ASC"],
    ],
  });
  return { comments: rows.map((row) => toCommentView(row, viewer)), count: rows.length, namesHidden: false };
}

export async function addComment(user: CurrentUser, eventId: number, comment: string) {
  const employeeId = employeeOf(user);
  await findEvent(eventId);
  const row = await EventComment.create({ eventId, employeeId, comment });
  const withAuthor = await EventComment.findByPk(row.id, { include: [{ ...ATTENDEE, required: false }] });
  return toCommentView(withAuthor!, user);
}

/** Deletes a comment: its author, or HR any (spec 2, section 6); anyone else is refused (403). */
export async function deleteComment(user: CurrentUser, eventId: number, commentId: number) {
  await findEvent(eventId);
  const row = await EventComment.findOne({ where: { id: commentId, eventId }, attributes: ["id", "employeeId"] });
  if (!row) throw new ServiceError(404, EVENT_MESSAGES.commentNotFound);
  if (user.role !== "hr" && user.employee?.id !== row.employeeId) throw new ServiceError(403, EVENT_MESSAGES.ownCommentsOnly);
  await row.destroy();
}
