import { describe, expect, it } from "vitest";
import { COMPANY_TIME_ZONE, addDays, daysBetween, isValidIsoDate, namibianParts } from "~/utils/dates";
import { addMonths } from "~/utils/leave-law";
import { weekdayOf } from "~/utils/public-holidays";

describe("isValidIsoDate", () => {
  it("accepts real calendar dates, leap days included", () => {
    for (const date of ["2026-01-31", "2026-04-30", "2024-02-29", "2000-02-29", "1999-12-31", "2026-11-22"]) {
      expect(isValidIsoDate(date), date).toBe(true);
    }
  });

  it("refuses impossible dates and other shapes", () => {
    for (const date of [
      "2026-02-29",
      "1900-02-29",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
      "2026-1-5",
      "22/11/2026",
      "2026-11-22T00:00",
      "",
      "0000-01-01",
      "0001-01-01",
      "1899-12-31",
      "3000-01-01",
      "9999-12-31",
    ]) {
      expect(isValidIsoDate(date), date).toBe(false);
    }
  });

  it("agrees with the calendar on every day of four years", () => {
    for (let day = Date.UTC(2023, 0, 1); day < Date.UTC(2027, 0, 1); day += 86_400_000) {
      expect(isValidIsoDate(new Date(day).toISOString().slice(0, 10))).toBe(true);
    }
  });
});

/** The Date-based versions the arithmetic replaced (issue 24): every answer must stay the same. */
const viaDate = {
  addDays(iso: string, days: number) {
    const date = new Date(`${iso}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  },
  daysBetween: (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000),
  weekdayOf: (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay(),
  addMonths(iso: string, months: number) {
    const [y, m, d] = iso.split("-").map(Number);
    const total = y * 12 + (m - 1) + months;
    const year = Math.floor(total / 12);
    const month = (total % 12) + 1;
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return `${year}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
  },
};

describe("date arithmetic without Date objects", () => {
  it("gives the same days, weekdays, differences and months as Date, every day from 1899 to 2101", () => {
    const offsets = [-800, -366, -365, -31, -29, -1, 0, 1, 28, 29, 30, 59, 365, 366, 1461];
    const differences: string[] = [];
    const check = (what: string, got: unknown, expected: unknown) => {
      if (got !== expected) differences.push(`${what}: ${String(got)} instead of ${String(expected)}`);
    };
    for (let day = "1899-01-01"; day <= "2101-12-31"; day = viaDate.addDays(day, 1)) {
      for (const offset of offsets) check(`addDays(${day}, ${offset})`, addDays(day, offset), viaDate.addDays(day, offset));
      check(`weekdayOf(${day})`, weekdayOf(day), viaDate.weekdayOf(day));
      check(`daysBetween(2000-02-29, ${day})`, daysBetween("2000-02-29", day), viaDate.daysBetween("2000-02-29", day));
      for (const months of [-36, -12, -1, 1, 4, 6, 12, 36]) {
        check(`addMonths(${day}, ${months})`, addMonths(day, months), viaDate.addMonths(day, months));
      }
    }
    expect(differences.slice(0, 10)).toEqual([]);
  }, 60_000);

  it("answers as Date did for what is not a real date of years 1000-9999", () => {
    for (const odd of ["2026-02-30", "2026-04-31", "0999-12-31", "9999-12-31"]) {
      expect(addDays(odd, 1)).toBe(viaDate.addDays(odd, 1));
      expect(weekdayOf(odd)).toBe(viaDate.weekdayOf(odd));
      expect(daysBetween("2026-01-01", odd)).toBe(viaDate.daysBetween("2026-01-01", odd));
    }
    expect(addDays("2026-01-31", 0.5)).toBe(viaDate.addDays("2026-01-31", 0.5));
    expect(() => addDays("2026-13-01", 1)).toThrow(RangeError);
  });
});

describe("the mine's wall clock of an instant", () => {
  const intl = new Intl.DateTimeFormat("en-CA", {
    timeZone: COMPANY_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
  const viaIntl = (time: number) => {
    const parts = Object.fromEntries(intl.formatToParts(new Date(time)).map((part) => [part.type, part.value]));
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
  };
  const viaParts = (time: number) => {
    const parts = namibianParts(new Date(time));
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
  };

  it("reads as Intl does from 1970 to 2040, minute by minute around every clock change (Namibia's winter time 1994-2017)", () => {
    const differences: string[] = [];
    const compare = (time: number) => {
      if (viaParts(time) !== viaIntl(time))
        differences.push(`${new Date(time).toISOString()}: ${viaParts(time)} instead of ${viaIntl(time)}`);
    };
    const step = 3 * 3_600_000 + 17 * 60_000 + 13_457;
    const offset = (time: number) => Date.parse(`${viaIntl(time).replace(" ", "T")}Z`) - Math.floor(time / 1000) * 1000;
    let previous = offset(0);
    for (let time = 0; time < Date.UTC(2040, 0, 1); time += step) {
      compare(time);
      const now = offset(time);
      // A clock change between two samples: every minute (and a second before it) of that stretch.
      if (now !== previous) {
        for (let around = time - step; around <= time; around += 60_000) {
          compare(around);
          compare(around - 1);
        }
      }
      previous = now;
    }
    expect(differences.slice(0, 10)).toEqual([]);
  }, 60_000);
});
