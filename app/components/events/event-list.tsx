import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { EventView } from "~/services/events/common.server";
import { EVENT_TYPE_LABELS } from "~/schemas/events-messages";
import { formatEventWhen } from "~/utils/event-times";

/** Upcoming (n) and Past (n): plain links, so the tabs work without JavaScript. */
export function EventTabs({ base, show, counts }: { base: string; show: "upcoming" | "past"; counts: { upcoming: number; past: number } }) {
  const tabs = [
    { id: "upcoming", label: `Upcoming (${counts.upcoming})`, to: base },
    { id: "past", label: `Past (${counts.past})`, to: `${base}?show=past` },
  ] as const;
  return (
    <nav aria-label="Event lists" className="flex gap-2">
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          to={tab.to}
          className={tab.id === show ? "tab-link-active" : "tab-link"}
          aria-current={tab.id === show ? "page" : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

export function EventTypeBadge({ type }: { type: EventView["eventType"] }) {
  return <span className="pill bg-stone-100 text-stone-700">{EVENT_TYPE_LABELS[type]}</span>;
}

/**
 * The list of events, one card each. An event that is over is greyed and labelled
 * "Past Event" (spec 2). `actions` draws each card's buttons (View & RSVP; View, Edit,
 * Delete for HR).
 */
export function EventList({ events, empty, actions }: { events: EventView[]; empty: string; actions: (event: EventView) => ReactNode }) {
  if (events.length === 0) return <p className="card text-sm text-stone-500">{empty}</p>;
  return (
    <ul className="space-y-3">
      {events.map((event) => (
        <li key={event.id} className={`card ${event.isPast ? "bg-stone-50 text-stone-500" : ""}`} data-testid="event-card">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className={`font-semibold break-words ${event.isPast ? "text-stone-500" : ""}`}>{event.title}</h3>
              <p className="text-sm">{formatEventWhen(event)}</p>
              {event.location ? <p className="text-sm break-words">{event.location}</p> : null}
            </div>
            <div className="flex flex-wrap gap-1">
              <EventTypeBadge type={event.eventType} />
              {event.isPast ? <span className="pill bg-stone-200 text-stone-600">Past Event</span> : null}
            </div>
          </div>
          {event.description ? <p className="mt-2 line-clamp-3 text-sm break-words whitespace-pre-line">{event.description}</p> : null}
          <div className="mt-3 flex flex-wrap gap-2">{actions(event)}</div>
        </li>
      ))}
    </ul>
  );
}
