import { Form, Link, useNavigation } from "@remix-run/react";
import { PersonAvatar } from "~/components/events/person-avatar";
import { RSVP_LABELS, RSVP_STATUSES } from "~/schemas/events-messages";
import type { DashboardEvent, RsvpSummaryEntry } from "~/services/events/dashboard.server";
import { formatDateShort } from "~/utils/format";

/**
 * The dashboard's Upcoming Events card (spec 1): the first five upcoming events (title,
 * description, start date in en-US short, Namibian time) and "View all N events".
 */
export function UpcomingEventsCard({ events, total }: { events: DashboardEvent[]; total: number }) {
  return (
    <section className="card" aria-labelledby="upcoming-events-title">
      <h2 id="upcoming-events-title" className="font-semibold">
        Upcoming Events
      </h2>
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-stone-500">No upcoming events</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100">
          {events.map((event) => (
            <li key={event.id} className="py-2">
              <Link to={`/events/${event.id}`} className="touch-link font-medium break-words text-stone-900">
                {event.title}
              </Link>
              {event.description ? <p className="line-clamp-2 text-sm break-words text-stone-600">{event.description}</p> : null}
              <p className="text-xs text-stone-500">{formatDateShort(event.startDate)}</p>
            </li>
          ))}
        </ul>
      )}
      {total > 0 ? (
        <Link to="/events" className="touch-link mt-2 inline-block text-sm text-copper-700 underline">
          View all {total} events
        </Link>
      ) : null}
    </section>
  );
}

/**
 * The RSVP panel and summary (spec 1): the first three upcoming events, up to five
 * attendees each then "+N more", and the viewer's own RSVP buttons (plain forms to the
 * event's page, which come back here with the toast).
 */
export function RsvpPanel({ summary, canRsvp }: { summary: RsvpSummaryEntry[]; canRsvp: boolean }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? navigation.formAction : null;
  return (
    <section className="card" aria-labelledby="rsvp-panel-title">
      <h2 id="rsvp-panel-title" className="font-semibold">
        RSVP
      </h2>
      {summary.length === 0 ? (
        <p className="mt-2 text-sm text-stone-500">No upcoming events to answer</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {summary.map((event) => (
            <li key={event.id} className="space-y-1.5 text-sm">
              <p className="flex flex-wrap items-baseline justify-between gap-x-2">
                <Link to={`/events/${event.id}`} className="touch-link font-medium break-words text-stone-900">
                  {event.title}
                </Link>
                <span className="text-xs text-stone-500">{formatDateShort(event.startDate)}</span>
              </p>
              {event.attendees.length === 0 ? (
                <p className="text-xs text-stone-500">No one attending yet</p>
              ) : (
                <ul aria-label={`Attending ${event.title}`} className="flex flex-wrap items-center gap-1.5">
                  {event.attendees.map((person) => (
                    <li key={person.id} className="flex items-center gap-1" title={person.name}>
                      <PersonAvatar firstName={person.firstName} lastName={person.lastName} pictureUrl={person.profilePictureUrl} />
                      <span className="sr-only">{person.name}</span>
                    </li>
                  ))}
                  {event.moreAttending > 0 ? <li className="text-xs text-stone-600">+{event.moreAttending} more</li> : null}
                </ul>
              )}
              {event.isPast ? (
                <p className="text-xs text-stone-500">This event is over.</p>
              ) : canRsvp ? (
                <Form method="post" action={`/events/${event.id}`} className="flex flex-wrap gap-1" preventScrollReset>
                  <input type="hidden" name="intent" value="rsvp" />
                  <input type="hidden" name="redirectTo" value="/" />
                  {RSVP_STATUSES.map((status) => (
                    <button
                      key={status}
                      type="submit"
                      name="status"
                      value={status}
                      aria-pressed={event.myRsvp === status}
                      aria-label={`${RSVP_LABELS[status]}: ${event.title}`}
                      disabled={pending === `/events/${event.id}`}
                      className={`${event.myRsvp === status ? "btn-primary" : "btn-secondary"} px-2 py-1 text-xs`}
                    >
                      {RSVP_LABELS[status]}
                    </button>
                  ))}
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
