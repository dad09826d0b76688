import { describe, expect, it } from "vitest";
import { EventSchema } from "~/schemas/events";
import { eventDateOf, eventTimeInputValue, formatEventWhen, parseEventTime } from "~/utils/event-times";

/** Event times are Africa/Harare (spec 2): typed wall-clock times become instants and come back unchanged. */
describe("event times", () => {
  it("reads wall-clock times, dates and instants with an offset", () => {
    expect(parseEventTime("2026-12-01T09:30")!.toISOString()).toBe("2026-12-01T07:30:00.000Z");
    expect(parseEventTime("2026-12-01")!.toISOString()).toBe("2026-11-30T22:00:00.000Z");
    expect(parseEventTime("2026-12-01T07:30:00Z")!.toISOString()).toBe("2026-12-01T07:30:00.000Z");
    expect(parseEventTime("2026-12-01T09:30+02:00")!.toISOString()).toBe("2026-12-01T07:30:00.000Z");
    for (const bad of ["2026-02-30T09:00", "2026-12-01T24:00", "tomorrow", "0000-01-01", "2026-12-01 09:30"]) {
      expect(parseEventTime(bad), bad).toBeNull();
    }
  });

  it("writes an instant back as the form's value and its Harare date", () => {
    expect(eventTimeInputValue("2026-12-01T07:30:00.000Z", false)).toBe("2026-12-01T09:30");
    expect(eventTimeInputValue("2026-11-30T22:00:00.000Z", true)).toBe("2026-12-01");
    expect(eventDateOf("2026-11-30T22:05:00.000Z")).toBe("2026-12-01");
  });

  it("says when an event happens", () => {
    expect(formatEventWhen({ startDate: "2026-12-01T07:30:00.000Z", endDate: "2026-12-01T09:00:00.000Z", isAllDay: false })).toBe(
      "Tue, 01 Dec 2026, 09:30 – 11:00 (CAT)",
    );
    expect(formatEventWhen({ startDate: "2026-11-30T22:00:00.000Z", endDate: null, isAllDay: true })).toBe("Tue, 01 Dec 2026 (all day)");
  });

  it("keeps an all-day event from midnight and refuses an end before the start", () => {
    const allDay = EventSchema.safeParse({ title: "Day off", eventType: "holiday", startDate: "2026-12-16T15:00", isAllDay: "on" });
    expect(allDay.success && allDay.data.startDate.toISOString()).toBe("2026-12-15T22:00:00.000Z");
    const backwards = EventSchema.safeParse({
      title: "X",
      eventType: "meeting",
      startDate: "2026-12-16T10:00",
      endDate: "2026-12-16T09:59",
    });
    expect(backwards.success).toBe(false);
  });
});
