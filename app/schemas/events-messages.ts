/**
 * The events' words and limits: enumerations, labels, limits and the spec's messages. Kept
 * apart from the schemas (and so from the validation library) so the screens that only show
 * events load no validation code (issue 25); events.ts re-exports all of it.
 */

export const EVENT_TYPES = ["meeting", "training", "holiday", "announcement", "deadline"] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const RSVP_STATUSES = ["attending", "not_attending", "maybe"] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  meeting: "Meeting",
  training: "Training",
  holiday: "Holiday",
  announcement: "Announcement",
  deadline: "Deadline",
};
export const RSVP_LABELS: Record<RsvpStatus, string> = { attending: "Attending", not_attending: "Not Attending", maybe: "Maybe" };

/** Lists of the spec (section 9) and of this product. */
export const EVENTS_PAGE_SIZE = 10;
export const RSVP_SUMMARY_EVENTS = 3;
export const RSVP_SUMMARY_ATTENDEES = 5;
export const EVENT_TITLE_MAX = 255;
export const EVENT_LOCATION_MAX = 255;
export const EVENT_DESCRIPTION_MAX = 5000;
export const COMMENT_MAX = 2000;
/** How far back the calendar feed reaches; future events are all included. */
export const FEED_PAST_DAYS = 90;

/** Toasts and messages quoted from spec 2 sections 5 and 8, and spec 1. */
export const EVENT_MESSAGES = {
  created: "Event created successfully",
  updated: "Event updated successfully",
  deleted: "Event deleted successfully",
  rsvpUpdated: "RSVP updated successfully",
  commentAdded: "Comment added successfully",
  commentDeleted: "Comment deleted successfully",
  commentBlank: "Please enter a comment",
  authRequired: "Authentication Required",
  loginToRsvp: "Please log in to RSVP to events",
  loginToComment: "Please log in to comment on events",
  sessionExpired: "Session Expired",
  loginAgain: "Please log in again to continue",
  titleRequired: "Please enter a title",
  startRequired: "Please enter a start date",
  invalidTime: "Please enter a valid date and time",
  endBeforeStart: "End date cannot be before start date",
  typeRequired: "Event type must be meeting, training, holiday, announcement or deadline",
  rsvpStatus: "Status must be attending, not_attending or maybe",
  notFound: "Event not found",
  commentNotFound: "Comment not found",
  ownCommentsOnly: "You can only delete your own comments",
  noEmployeeRecord: "Employee data not found. Please contact HR.",
  eventOver: "This event has already taken place, so RSVPs are closed.",
  duplicate: "An event with this title already starts at this time.",
  failedCreate: "Failed to create event",
  failedUpdate: "Failed to update event",
  failedDelete: "Failed to delete event",
} as const;
