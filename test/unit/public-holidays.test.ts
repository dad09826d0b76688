import { describe, expect, it } from "vitest";
import { addWorkingDays, easterSunday, statutoryHolidays, withSundayRule } from "~/utils/public-holidays";

/**
 * Hand-checked against the Public Holidays Act 26 of 1990 (as amended 2004), Genocide
 * Remembrance Day from 2025 and the Sunday rule, with weekdays looked up in a printed calendar.
 * Easter Sundays: 2024-03-31, 2025-04-20, 2026-04-05, 2027-03-28, 2028-04-16, 2029-04-01, 2030-04-21.
 */
const EXPECTED: Record<number, string[]> = {
  2024: [
    "2024-01-01",
    "2024-03-21",
    "2024-03-29",
    "2024-04-01",
    "2024-05-01",
    "2024-05-04",
    "2024-05-09",
    "2024-05-25",
    "2024-08-26",
    "2024-12-10",
    "2024-12-25",
    "2024-12-26",
  ],
  2025: [
    "2025-01-01",
    "2025-03-21",
    "2025-04-18",
    "2025-04-21",
    "2025-05-01",
    "2025-05-04",
    "2025-05-05",
    "2025-05-25",
    "2025-05-26",
    "2025-05-28",
    "2025-05-29",
    "2025-08-26",
    "2025-12-10",
    "2025-12-25",
    "2025-12-26",
  ],
  2026: [
    "2026-01-01",
    "2026-03-21",
    "2026-04-03",
    "2026-04-06",
    "2026-05-01",
    "2026-05-04",
    "2026-05-14",
    "2026-05-25",
    "2026-05-28",
    "2026-08-26",
    "2026-12-10",
    "2026-12-25",
    "2026-12-26",
  ],
  2027: [
    "2027-01-01",
    "2027-03-21",
    "2027-03-22",
    "2027-03-26",
    "2027-03-29",
    "2027-05-01",
    "2027-05-04",
    "2027-05-06",
    "2027-05-25",
    "2027-05-28",
    "2027-08-26",
    "2027-12-10",
    "2027-12-25",
    "2027-12-26",
    "2027-12-27",
  ],
  // Ascension Day and Africa Day are both 25 May 2028: one day off, listed twice.
  2028: [
    "2028-01-01",
    "2028-03-21",
    "2028-04-14",
    "2028-04-17",
    "2028-05-01",
    "2028-05-04",
    "2028-05-25",
    "2028-05-25",
    "2028-05-28",
    "2028-05-29",
    "2028-08-26",
    "2028-12-10",
    "2028-12-11",
    "2028-12-25",
    "2028-12-26",
  ],
  2029: [
    "2029-01-01",
    "2029-03-21",
    "2029-03-30",
    "2029-04-02",
    "2029-05-01",
    "2029-05-04",
    "2029-05-10",
    "2029-05-25",
    "2029-05-28",
    "2029-08-26",
    "2029-08-27",
    "2029-12-10",
    "2029-12-25",
    "2029-12-26",
  ],
  2030: [
    "2030-01-01",
    "2030-03-21",
    "2030-04-19",
    "2030-04-22",
    "2030-05-01",
    "2030-05-04",
    "2030-05-25",
    "2030-05-28",
    "2030-05-30",
    "2030-08-26",
    "2030-12-10",
    "2030-12-25",
    "2030-12-26",
  ],
};

/** Every Sunday-rule Monday from 2024 to 2030, and the holiday it stands in for. */
const SUNDAY_RULE: [string, string][] = [
  ["2025-05-05", "Cassinga Day (observed)"],
  ["2025-05-26", "Africa Day (observed)"],
  ["2027-03-22", "Independence Day (observed)"],
  ["2027-12-27", "Family Day (observed)"],
  ["2028-05-29", "Genocide Remembrance Day (observed)"],
  ["2028-12-11", "Day of the Namibian Women and International Human Rights Day (observed)"],
  ["2029-08-27", "Heroes' Day (observed)"],
];

describe("statutoryHolidays", () => {
  for (const [year, dates] of Object.entries(EXPECTED)) {
    it(`matches the hand-checked table for ${year}`, () => {
      expect(statutoryHolidays(Number(year)).map((day) => day.date)).toEqual(dates);
    });
  }

  it("adds exactly the Sunday-rule Mondays of 2024-2030 and no Saturday substitute", () => {
    const observed = Object.keys(EXPECTED).flatMap((year) =>
      statutoryHolidays(Number(year))
        .filter((day) => day.name.endsWith("(observed)"))
        .map((day) => [day.date, day.name]),
    );
    expect(observed).toEqual(SUNDAY_RULE);
    // 4 May 2024, 21 March 2026, 25 December 2027, 1 January 2028 are Saturdays: nothing on the Monday.
    for (const monday of ["2024-05-06", "2026-03-23", "2027-12-27", "2028-01-03"]) {
      const names = statutoryHolidays(Number(monday.slice(0, 4)))
        .filter((day) => day.date === monday)
        .map((day) => day.name);
      expect(
        names.every((name) => !/Cassinga|Independence|Christmas|New Year/.test(name)),
        monday,
      ).toBe(true);
    }
  });

  it("puts Women and Human Rights Day on 10 December and Genocide Remembrance Day on 28 May from 2025 only", () => {
    expect(statutoryHolidays(2026).find((day) => day.date === "2026-12-10")?.name).toBe(
      "Day of the Namibian Women and International Human Rights Day",
    );
    expect(statutoryHolidays(2026).some((day) => day.date === "2026-09-10")).toBe(false);
    expect(statutoryHolidays(2024).some((day) => day.date === "2024-05-28")).toBe(false);
    expect(statutoryHolidays(2025).find((day) => day.date === "2025-05-28")?.name).toBe("Genocide Remembrance Day");
  });

  it("computes Easter by algorithm", () => {
    expect([2024, 2025, 2026, 2027, 2028, 2029, 2030].map(easterSunday)).toEqual([
      "2024-03-31",
      "2025-04-20",
      "2026-04-05",
      "2027-03-28",
      "2028-04-16",
      "2029-04-01",
      "2030-04-21",
    ]);
  });
});

describe("withSundayRule on proclaimed days", () => {
  it("gives a proclaimed Sunday its Monday, unless that Monday is already a holiday", () => {
    const proclaimed = { date: "2026-11-29", name: "Proclaimed day", source: "Proclamation" };
    expect(withSundayRule([proclaimed]).map((day) => day.date)).toEqual(["2026-11-29", "2026-11-30"]);
    const clash = withSundayRule([
      { date: "2026-11-29", name: "A", source: "x" },
      { date: "2026-11-30", name: "B", source: "x" },
    ]);
    expect(clash.map((day) => day.date)).toEqual(["2026-11-29", "2026-11-30"]);
  });

  it("keeps addWorkingDays skipping weekends and holidays", () => {
    const holidays = new Set(statutoryHolidays(2025).map((day) => day.date));
    // Friday 2 May 2025 + 2 working days: Monday 5 May is a holiday (Sunday rule), so Wednesday 7 May.
    expect(addWorkingDays("2025-05-02", 2, holidays)).toBe("2025-05-07");
    expect(addWorkingDays("2025-05-02", 2, holidays, 6)).toBe("2025-05-06");
  });
});
