import { describe, expect, it } from "vitest";
import { isValidIsoDate } from "~/utils/dates";

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
