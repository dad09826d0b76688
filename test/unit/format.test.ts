import { describe, expect, it } from "vitest";
import { formatCsvTimestamp, formatDateNa, formatDateShort, formatDateTimeNa, formatEventDate, formatMonthDay } from "~/utils/format";
import { capitalise, leaveStatusLabel, leaveTypeLabel } from "~/utils/labels";
import { escapeHtml } from "~/utils/html";

/** Issue 9: every timestamp a person reads is in Namibian time, never UTC; calendar dates print as written. */
describe("dates and times people read", () => {
  it("prints an instant late in the UTC evening on the next Namibian day", () => {
    // 23:30 UTC on 20 November is 01:30 on 21 November in Windhoek (UTC+2).
    expect(formatDateNa("2026-11-20T23:30:00.000Z")).toBe("21 Nov 2026");
    expect(formatDateTimeNa("2026-11-20T23:30:00.000Z")).toBe("21 Nov 2026, 01:30");
    expect(formatDateShort("2026-11-20T23:30:00.000Z")).toBe("21 Nov 2026");
    expect(formatCsvTimestamp("2026-11-20T23:30:05.000Z")).toBe("2026-11-21 01:30:05");
  });

  it("prints a calendar date as the day it names, whatever the time zone", () => {
    expect(formatDateNa("2026-11-20")).toBe("20 Nov 2026");
    expect(formatDateShort("2026-01-01")).toBe("01 Jan 2026");
    expect(formatMonthDay("2000-11-27")).toBe("27 Nov");
    // Written by hand, the same on every ICU: never "Sept".
    expect(formatDateNa("2026-09-30")).toBe("30 Sep 2026");
    expect(formatDateTimeNa("2026-09-30T12:05:00.000Z")).toBe("30 Sep 2026, 14:05");
    expect(formatDateNa("2026-02-30")).toBe("Invalid date");
  });

  it("prints event times in Africa/Harare", () => {
    expect(formatEventDate("2026-12-31T22:30:00.000Z")).toBe("01 Jan 2027");
  });

  it("says so when there is no date or it is not one", () => {
    expect(formatDateNa(null)).toBe("No date specified");
    expect(formatDateNa("not a date")).toBe("Invalid date");
    expect(formatCsvTimestamp(null)).toBe("");
  });
});

describe("labels", () => {
  it("names leave types and statuses as people read them", () => {
    expect(leaveTypeLabel("maternity")).toBe("Maternity");
    expect(leaveTypeLabel("study")).toBe("Study");
    expect(leaveStatusLabel("pending")).toBe("Pending");
    expect(capitalise("on leave")).toBe("On leave");
  });

  it("escapes every markup character in mail HTML", () => {
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe("&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;");
  });
});
