import * as z from "zod/mini";
import { parseEventTime } from "~/utils/event-times";
import { optionalText, requiredText } from "~/utils/validation";
import {
  COMMENT_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_LOCATION_MAX,
  EVENT_MESSAGES,
  EVENT_TITLE_MAX,
  EVENT_TYPES,
  RSVP_STATUSES,
} from "~/schemas/events-messages";

/**
 * Company events (spec 1 "Company Events", spec 2 "Events management", "Events and
 * comments"): the create/edit form and POST/PUT /api/events, the RSVP and the comment.
 * One schema each for the screen (Conform) and the JSON API.
 */

export * from "./events-messages";

/** A checkbox ("on"), a JSON boolean or "true"/"false". */
const flag = z.pipe(
  z.optional(z.union([z.boolean(), z.string()])),
  z.transform((value) => value === true || value === "on" || value === "true"),
);

const optionalTime = z.optional(z.string().check(z.trim(), z.maxLength(40, EVENT_MESSAGES.invalidTime)));

/** The form's fields alone: what the browser's constraints (required, maxLength) are built from. */
export const EventFields = z.object({
  title: requiredText(EVENT_MESSAGES.titleRequired, EVENT_TITLE_MAX),
  description: optionalText(EVENT_DESCRIPTION_MAX, `Description must be at most ${EVENT_DESCRIPTION_MAX} characters`),
  eventType: z.enum(EVENT_TYPES, { error: EVENT_MESSAGES.typeRequired }),
  startDate: requiredText(EVENT_MESSAGES.startRequired, 40),
  endDate: optionalTime,
  location: optionalText(EVENT_LOCATION_MAX, `Location must be at most ${EVENT_LOCATION_MAX} characters`),
  isAllDay: flag,
});

/**
 * Create/edit an event. Times are wall-clock times in Africa/Harare ("2026-12-01T09:30",
 * a date alone for all-day events) or instants with an offset (scripts); the end is
 * optional and not before the start. All-day events are kept from the start of their
 * first day.
 */
export const EventSchema = z.pipe(
  EventFields.check(
    z.superRefine((value, ctx) => {
      const start = parseEventTime(value.startDate);
      if (!start) ctx.addIssue({ code: "custom", path: ["startDate"], message: EVENT_MESSAGES.invalidTime });
      if (!value.endDate) return;
      const end = parseEventTime(value.endDate);
      if (!end) ctx.addIssue({ code: "custom", path: ["endDate"], message: EVENT_MESSAGES.invalidTime });
      else if (start && endOf(value.isAllDay, value.endDate, end) < startOf(value.isAllDay, value.startDate, start)) {
        ctx.addIssue({ code: "custom", path: ["endDate"], message: EVENT_MESSAGES.endBeforeStart });
      }
    }),
  ),
  z.transform((value) => {
    const start = parseEventTime(value.startDate)!;
    const end = value.endDate ? parseEventTime(value.endDate) : null;
    return {
      title: value.title,
      description: value.description || null,
      eventType: value.eventType,
      startDate: startOf(value.isAllDay, value.startDate, start),
      endDate: end ? endOf(value.isAllDay, value.endDate!, end) : null,
      location: value.location || null,
      isAllDay: value.isAllDay,
    };
  }),
);

/** All-day events start at midnight of their first day (a time typed with them is dropped). */
function startOf(allDay: boolean, text: string, parsed: Date) {
  return allDay ? parseEventTime(text.slice(0, 10))! : parsed;
}
function endOf(allDay: boolean, text: string, parsed: Date) {
  return allDay ? parseEventTime(text.slice(0, 10))! : parsed;
}

export type EventInput = z.infer<typeof EventSchema>;

export const RsvpSchema = z.object({
  status: z.enum(RSVP_STATUSES, { error: EVENT_MESSAGES.rsvpStatus }),
});

export const CommentSchema = z.object({
  comment: requiredText(EVENT_MESSAGES.commentBlank, COMMENT_MAX),
});
