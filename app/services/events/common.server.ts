import { Employee, Event } from "#models";
import type { CurrentUser } from "~/auth.server";
import { EVENT_MESSAGES, type EventType } from "~/schemas/events";
import { ServiceError } from "~/services/errors.server";

/**
 * Company events (issue 13; spec 1 "Company Events", spec 2 "Events management"): HR
 * creates, edits and deletes them; everyone signed in lists them, answers an RSVP
 * (attending, not attending, maybe; changeable) and comments. Two rules of "past":
 *
 * - the lists split upcoming from past by the start's date in Namibian time: today or
 *   later is upcoming (spec 1, "at date level");
 * - an event is labelled "Past Event" once its end (or its start, without an end) is
 *   before now (spec 2, section 4), and RSVPs to it are closed.
 *
 * Signed-out visitors (the JSON API only) see events and, of their RSVPs and comments,
 * the counts, never names or comment text (docs/decisions.md "Events: what signed-out
 * visitors see").
 *
 * This module holds what the event services share: the event's view, finding one (404),
 * and who answers an RSVP or writes a comment (an employee).
 */

export interface EventView {
  id: number;
  title: string;
  description: string | null;
  eventType: EventType;
  startDate: string;
  endDate: string | null;
  location: string | null;
  isAllDay: boolean;
  /** Ended (spec 2): its end, or its start without an end, is before now. */
  isPast: boolean;
}

export const EVENT_ATTRIBUTES = ["id", "title", "description", "eventType", "startDate", "endDate", "location", "isAllDay"] as const;

export function toEventView(row: Event, now = new Date()): EventView {
  return {
    id: row.id,
    title: row.title,
    description: row.description ?? null,
    eventType: row.eventType,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate ? row.endDate.toISOString() : null,
    location: row.location ?? null,
    isAllDay: row.isAllDay,
    isPast: (row.endDate ?? row.startDate) < now,
  };
}

export const personName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

export async function findEvent(id: number) {
  const row = await Event.findByPk(id, { attributes: [...EVENT_ATTRIBUTES] });
  if (!row) throw new ServiceError(404, EVENT_MESSAGES.notFound);
  return row;
}

export async function getEvent(id: number, now = new Date()) {
  return toEventView(await findEvent(id), now);
}

/** The viewer's employee record: RSVPs and comments belong to employees, not logins. */
export function employeeOf(user: CurrentUser) {
  if (!user.employee) throw new ServiceError(403, EVENT_MESSAGES.noEmployeeRecord);
  return user.employee.id;
}

export const ATTENDEE = {
  model: Employee,
  as: "employee",
  attributes: ["id", "firstName", "lastName", "profilePicture"],
  where: { deletedAt: null },
};
