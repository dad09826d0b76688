import { describe, expect, it } from "vitest";
import { leaveCalendarRangeSchema } from "~/schemas/leave-calendar";
import {
  calendarSearch,
  dayLabel,
  daysInMonth,
  isValidMonth,
  monthGrid,
  monthTitle,
  parseDateParam,
  parseMonthParam,
  summariseLeaveDays,
  weekdayIndex,
} from "~/utils/month-grid";

describe("month grid (Monday-first weeks)", () => {
  it("pads November 2026, which starts on a Sunday, with six leading blanks", () => {
    const weeks = monthGrid("2026-11");
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]);
    expect(weeks[1][0]).toBe("2026-11-02");
    expect(weeks).toHaveLength(6);
    expect(weeks[5]).toEqual(["2026-11-30", null, null, null, null, null, null]);
  });

  it("lays out every day once, in order, in rows of seven", () => {
    for (const month of ["2026-11", "2027-02", "2028-02", "2031-03", "2026-12"]) {
      const weeks = monthGrid(month);
      expect(weeks.every((week) => week.length === 7)).toBe(true);
      const days = weeks.flat().filter((day): day is string => day !== null);
      expect(days).toHaveLength(daysInMonth(month));
      expect(days[0]).toBe(`${month}-01`);
      expect([...days].sort()).toEqual(days);
    }
  });

  it("gives February 2028 (a leap year) 29 days and February 2027 28", () => {
    expect(daysInMonth("2028-02")).toBe(29);
    expect(daysInMonth("2027-02")).toBe(28);
    expect(monthGrid("2028-02").flat()).toContain("2028-02-29");
    expect(monthGrid("2027-02").flat()).not.toContain("2027-02-29");
  });

  it("needs only four rows for a 28-day February that starts on a Monday", () => {
    // 1 February 2027 is a Monday.
    expect(weekdayIndex("2027-02-01")).toBe(0);
    expect(monthGrid("2027-02")).toHaveLength(4);
  });

  it("numbers weekdays from Monday (0) to Sunday (6)", () => {
    expect(weekdayIndex("2026-11-23")).toBe(0);
    expect(weekdayIndex("2026-11-22")).toBe(6);
  });
});

describe("labels", () => {
  it("names the month and the day in en-US", () => {
    expect(monthTitle("2026-11")).toBe("November 2026");
    expect(dayLabel("2026-11-22")).toBe("22 November 2026");
  });
});

describe("URL values", () => {
  it("accepts only real months and days, else falls back", () => {
    expect(isValidMonth("2026-11")).toBe(true);
    expect(isValidMonth("2026-13")).toBe(false);
    expect(parseMonthParam("2026-00", "2031-05")).toBe("2031-05");
    expect(parseMonthParam(null, "2031-05")).toBe("2031-05");
    expect(parseMonthParam("2031-04", "2031-05")).toBe("2031-04");
    expect(parseDateParam("2031-02-30", "2031-05-01")).toBe("2031-05-01");
    expect(parseDateParam("2028-02-29", "2031-05-01")).toBe("2028-02-29");
  });

  it("builds the no-JavaScript links", () => {
    expect(calendarSearch({ month: "2026-11", date: "2026-11-22" })).toBe("?month=2026-11&date=2026-11-22");
    expect(calendarSearch({ date: "2026-11-22" })).toBe("?date=2026-11-22");
  });
});

describe("leave per day", () => {
  it("counts each approved leave on every day it covers inside the range", () => {
    const days = summariseLeaveDays(
      [
        { leaveType: "vacation", startDate: "2031-02-26", endDate: "2031-03-02" },
        { leaveType: "sick", startDate: "2031-03-02", endDate: "2031-03-03" },
        { leaveType: "vacation", startDate: "2031-03-02", endDate: "2031-03-02" },
      ],
      "2031-03-01",
      "2031-03-31",
    );
    expect(Object.keys(days).sort()).toEqual(["2031-03-01", "2031-03-02", "2031-03-03"]);
    expect(days["2031-03-01"]).toEqual({ count: 1, types: ["vacation"] });
    expect(days["2031-03-02"]).toEqual({ count: 3, types: ["vacation", "sick"] });
    expect(days["2031-03-03"]).toEqual({ count: 1, types: ["sick"] });
  });
});

describe("API range", () => {
  const schema = leaveCalendarRangeSchema("2026-11-22");
  it("defaults to the current month, or the rest of a given date's month", () => {
    expect(schema.parse({})).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(schema.parse({ from: "2028-02-10" })).toEqual({ from: "2028-02-10", to: "2028-02-29" });
    expect(schema.parse({ to: "2031-03-05" })).toEqual({ from: "2031-03-01", to: "2031-03-05" });
  });

  it("refuses malformed dates, reversed ranges and ranges over 366 days", () => {
    expect(schema.safeParse({ from: "2026-13-01" }).success).toBe(false);
    expect(schema.safeParse({ from: "2031-03-02", to: "2031-03-01" }).success).toBe(false);
    expect(schema.safeParse({ from: "2028-01-01", to: "2028-12-31" }).success).toBe(true);
    expect(schema.safeParse({ from: "2028-01-01", to: "2029-01-01" }).success).toBe(false);
  });
});
