import { Op, fn, col, where as sqlWhere } from "sequelize";
import { Event } from "#models";
import type { CurrentUser } from "~/auth.server";
import { EVENT_MESSAGES, type EventInput } from "~/schemas/events";
import { ServiceError } from "~/services/errors.server";
import { findEvent, toEventView } from "./common.server";

/** HR creates, edits and deletes events. */

/** Same title at the same start: the one conflict a create or an edit can have (409). */
async function refuseDuplicate(input: EventInput, exceptId: number | null) {
  const twin = await Event.findOne({
    where: {
      startDate: input.startDate,
      ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}),
      [Op.and]: [sqlWhere(fn("lower", col("title")), input.title.toLowerCase())],
    },
    attributes: ["id"],
  });
  if (twin) throw new ServiceError(409, EVENT_MESSAGES.duplicate, { title: [EVENT_MESSAGES.duplicate] });
}

export async function createEvent(hr: CurrentUser, input: EventInput, now = new Date()) {
  await refuseDuplicate(input, null);
  const row = await Event.create({ ...input, createdBy: hr.id });
  return toEventView(row, now);
}

export async function updateEvent(id: number, input: EventInput, now = new Date()) {
  const row = await findEvent(id);
  await refuseDuplicate(input, id);
  await row.update(input);
  return toEventView(row, now);
}

/** Deletes an event with its RSVPs and comments (the foreign keys cascade). */
export async function deleteEvent(id: number) {
  const row = await findEvent(id);
  await row.destroy();
}
