import { describe, expect, it } from "vitest";
import {
  addMonths,
  annualEntitlement,
  countWorkingDays,
  cycleOn,
  firstYearSickDays,
  needsSickCertificate,
  sickEntitlement,
} from "~/utils/leave-law";
import { statutoryHolidays } from "~/utils/public-holidays";

const holidays = new Set([2025, 2026, 2027, 2028].flatMap((year) => statutoryHolidays(year).map((day) => day.date)));

describe("countWorkingDays", () => {
  it("counts Monday-Friday or Monday-Saturday and leaves out weekends", () => {
    // Monday 9 to Sunday 15 November 2026: no holidays.
    expect(countWorkingDays("2026-11-09", "2026-11-15", 5, holidays)).toBe(5);
    expect(countWorkingDays("2026-11-09", "2026-11-15", 6, holidays)).toBe(6);
    // A weekend alone.
    expect(countWorkingDays("2026-11-14", "2026-11-15", 5, holidays)).toBe(0);
    expect(countWorkingDays("2026-11-14", "2026-11-15", 6, holidays)).toBe(1);
  });

  it("leaves out public holidays, the Sunday rule's Mondays included", () => {
    // Friday 2 to Friday 9 May 2025: 2 May, 5 May (Cassinga Day observed), 6-9 May.
    expect(countWorkingDays("2025-05-02", "2025-05-09", 5, holidays)).toBe(5);
    // Easter 2026: Good Friday 3 April and Easter Monday 6 April; 30 March - 10 April.
    expect(countWorkingDays("2026-03-30", "2026-04-10", 5, holidays)).toBe(8);
    expect(countWorkingDays("2026-03-30", "2026-04-10", 6, holidays)).toBe(9);
    // Christmas 2027: 25 Saturday, 26 Sunday, 27 Monday (observed).
    expect(countWorkingDays("2027-12-24", "2027-12-31", 5, holidays)).toBe(5);
    expect(countWorkingDays("2027-12-24", "2027-12-31", 6, holidays)).toBe(5);
  });
});

describe("entitlements", () => {
  it("gives 20 or 24 days of annual leave and 30 or 36 of sick leave; the company may only add", () => {
    expect(annualEntitlement(5)).toBe(20);
    expect(annualEntitlement(6)).toBe(24);
    expect(annualEntitlement(5, 25)).toBe(25);
    expect(annualEntitlement(6, 10)).toBe(24);
    expect(sickEntitlement(5)).toBe(30);
    expect(sickEntitlement(6)).toBe(36);
  });
});

describe("cycles from a start date", () => {
  it("adds months, ending on the month's last day when the day does not exist", () => {
    expect(addMonths("2024-02-29", 12)).toBe("2025-02-28");
    expect(addMonths("2024-02-29", 48)).toBe("2028-02-29");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2026-11-15", 2)).toBe("2027-01-15");
  });

  it("finds the 12-month cycle holding a date, boundaries included", () => {
    expect(cycleOn("2025-03-10", 12, "2026-03-09")).toEqual({ index: 0, start: "2025-03-10", end: "2026-03-09" });
    expect(cycleOn("2025-03-10", 12, "2026-03-10")).toEqual({ index: 1, start: "2026-03-10", end: "2027-03-09" });
    expect(cycleOn("2025-03-10", 12, "2025-03-10").index).toBe(0);
  });

  it("keeps a 29 February start on 28/29 February anniversaries", () => {
    expect(cycleOn("2024-02-29", 12, "2025-02-27")).toEqual({ index: 0, start: "2024-02-29", end: "2025-02-27" });
    expect(cycleOn("2024-02-29", 12, "2025-02-28")).toEqual({ index: 1, start: "2025-02-28", end: "2026-02-27" });
    expect(cycleOn("2024-02-29", 12, "2028-03-01")).toEqual({ index: 4, start: "2028-02-29", end: "2029-02-27" });
    expect(cycleOn("2024-02-29", 36, "2027-03-01")).toEqual({ index: 1, start: "2027-02-28", end: "2030-02-27" });
  });

  it("crosses a leap day inside a cycle", () => {
    expect(cycleOn("2027-03-01", 12, "2028-02-29")).toEqual({ index: 0, start: "2027-03-01", end: "2028-02-29" });
  });
});

describe("first-year sick leave", () => {
  it("earns one day per 26 working days worked", () => {
    // From Monday 5 January 2026, 5-day week: 25 working days by Friday 6 February, 26 by Monday 9 (no holidays then).
    expect(firstYearSickDays("2026-01-05", "2026-02-06", 5, holidays)).toBe(0);
    expect(firstYearSickDays("2026-01-05", "2026-02-05", 5, holidays)).toBe(0);
    expect(firstYearSickDays("2026-01-05", "2026-02-09", 5, holidays)).toBe(1);
    // Six-day week works 26 days sooner in calendar terms.
    expect(firstYearSickDays("2026-01-05", "2026-02-04", 6, holidays)).toBe(1);
    expect(firstYearSickDays("2026-01-05", "2025-12-31", 5, holidays)).toBe(0);
  });
});

describe("medical certificates", () => {
  it("are needed for sick leave of more than two working days, whatever the calendar span", () => {
    expect(needsSickCertificate({ leaveType: "sick", workingDays: 3 })).toBe(true);
    // Friday to Monday: four calendar days, two working days.
    expect(needsSickCertificate({ leaveType: "sick", workingDays: 2 })).toBe(false);
    expect(needsSickCertificate({ leaveType: "vacation", workingDays: 10 })).toBe(false);
  });
});
