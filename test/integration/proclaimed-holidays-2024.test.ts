import { describe, expect, it } from "vitest";
import { LeaveRequest, PublicHoliday } from "#models";
import { getDb } from "~/db.server";
import { holidaysOfYear } from "~/services/holidays/calendar.server";
import { workingDaysBetween } from "~/services/leave/working-days.server";
import { up as seedProclaimed2024 } from "../../prisma-free-models/migrations/2026-11-27T02-00-proclaimed-holidays-2024";
import { up as seedProclaimed2025 } from "../../prisma-free-models/migrations/2026-11-27T03-10-proclaimed-holidays-2025";
import { createTestUser } from "../support/factories";
import { NoJsBrowser } from "../support/no-js";

/**
 * The 2024 proclaimed days are in a fresh database (the migration, issue 23), so 2024 is right
 * without HR's help: Sunday 25 February (the burial of President Geingob, proclaimed under s. 1(3)
 * of the Public Holidays Act 26 of 1990), which makes Monday 26 February a holiday by s. 1(2), and
 * Wednesday 27 November (the general election). Each shows its source to HR and to everyone.
 */

describe("the 2024 proclaimed public holidays", () => {
  it("are seeded, and 2024 holds the 12 statutory days and these 3, none twice", async () => {
    const seeded = await PublicHoliday.findAll({ where: { date: ["2024-02-25", "2024-11-27"] }, order: [["date", "ASC"]] });
    expect(seeded.map((row) => [row.date, row.createdBy])).toEqual([
      ["2024-02-25", null],
      ["2024-11-27", null],
    ]);
    expect(seeded.every((row) => row.source.includes("s. 1(3) of the Public Holidays Act 26 of 1990"))).toBe(true);
    // The Monday is the Sunday rule's, computed: it is not stored, so it cannot count twice.
    expect(await PublicHoliday.count({ where: { date: "2024-02-26" } })).toBe(0);

    const year = await holidaysOfYear(2024);
    const dates = year.map((day) => day.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates).toEqual([
      "2024-01-01",
      "2024-02-25",
      "2024-02-26",
      "2024-03-21",
      "2024-03-29",
      "2024-04-01",
      "2024-05-01",
      "2024-05-04",
      "2024-05-09",
      "2024-05-25",
      "2024-08-26",
      "2024-11-27",
      "2024-12-10",
      "2024-12-25",
      "2024-12-26",
    ]);
    expect(year.find((day) => day.date === "2024-02-26")!.name).toBe("State funeral and burial of President Dr Hage G. Geingob (observed)");
  });

  it("are left out of 2024 working-day counts, on a 5-day and a 6-day week", async () => {
    // Monday 19 February - Friday 1 March 2024: 10 weekdays less Monday 26 February.
    expect(await workingDaysBetween("2024-02-19", "2024-03-01", 5)).toBe(9);
    // Monday 19 February - Saturday 2 March: 12 days of a 6-day week less the Monday (the Sunday is no working day).
    expect(await workingDaysBetween("2024-02-19", "2024-03-02", 6)).toBe(11);
    // The election week, Monday 25 - Friday 29 November 2024.
    expect(await workingDaysBetween("2024-11-25", "2024-11-29", 5)).toBe(4);
    // The whole year on a 5-day week: 262 weekdays, less the 12 holidays on a weekday (2 fell on Saturdays, 1 on the Sunday).
    expect(await workingDaysBetween("2024-01-01", "2024-12-31", 5)).toBe(262 - 12);
  });

  it("recounts leave of those days that was counted without them, and keeps a day HR entered", async () => {
    const { employee } = await createTestUser();
    // Counted before the migration: 10 weekdays, as if 26 February were a working day.
    const row = await LeaveRequest.create({
      employeeId: employee!.id,
      leaveType: "sick",
      startDate: "2024-02-19",
      endDate: "2024-03-01",
      days: 12,
      workingDays: 10,
      status: "approved",
      reason: null,
    });
    const hrEntered = (await PublicHoliday.findOne({ where: { date: "2024-11-27" } }))!;
    const seededSource = hrEntered.source;
    await hrEntered.update({ source: "Proclamation No. 99 of 2024, Government Gazette No. 9999 (entered by HR)" });
    try {
      await seedProclaimed2024({ context: getDb(), name: "again" });
      expect((await LeaveRequest.findByPk(row.id))!.workingDays).toBe(9);
      expect((await PublicHoliday.findOne({ where: { date: "2024-11-27" } }))!.source).toBe(
        "Proclamation No. 99 of 2024, Government Gazette No. 9999 (entered by HR)",
      );
    } finally {
      await hrEntered.update({ source: seededSource });
    }
  });
});

describe("their source on the screens", () => {
  it("HR's Public Holidays screen shows each proclaimed day's source, with Edit to complete it", async () => {
    const { user: hr } = await createTestUser({ role: "hr", withEmployee: false });
    const page = await new NoJsBrowser().signIn(hr.id).then((browser) => browser.goto("/admin/public-holidays?year=2024"));
    expect(page.status).toBe(200);
    const row = (text: string, not?: string) =>
      page.screen
        .getAllByRole("row")
        .find((candidate) => page.text(candidate).includes(text) && !(not && page.text(candidate).includes(not)))!;
    const burial = row("State funeral and burial of President Dr Hage G. Geingob", "(observed)");
    expect(page.text(burial)).toContain("Presidential proclamation under s. 1(3) of the Public Holidays Act 26 of 1990");
    expect(page.within(burial).getByRole("link", { name: "Edit State funeral and burial of President Dr Hage G. Geingob" })).toBeTruthy();
    const monday = row("State funeral and burial of President Dr Hage G. Geingob (observed)");
    expect(page.text(monday)).toContain("Sunday rule of the Public Holidays Act 26 of 1990");
    const election = row("General election of the President and the National Assembly");
    expect(page.text(election)).toContain("Electoral Act 5 of 2014");
  });

  it("the public list shows them with their source too", async () => {
    const page = await new NoJsBrowser().goto("/public-holidays?year=2024");
    expect(page.status).toBe(200);
    expect(page.shows("General election of the President and the National Assembly")).toBe(true);
    expect(page.shows("Presidential proclamation under s. 1(3) of the Public Holidays Act 26 of 1990")).toBe(true);
  });
});

describe("the 2025 proclaimed public holidays", () => {
  it("are in a fresh database too (not only in the demo seed), and count as holidays", async () => {
    // Run again as a fresh install would (it keeps what is there): another test of this worker's
    // database may have removed a proclaimed day, as HR can.
    await seedProclaimed2025({ context: getDb(), name: "again" });
    const seeded = await PublicHoliday.findAll({ where: { date: ["2025-03-01", "2025-11-26"] }, order: [["date", "ASC"]] });
    expect(seeded.map((row) => row.date)).toEqual(["2025-03-01", "2025-11-26"]);
    expect(seeded.every((row) => row.source.includes("s. 1(3) of the Public Holidays Act 26 of 1990"))).toBe(true);
    // Monday 24 - Friday 28 November 2025 on a 5-day week: Wednesday 26 is the election holiday.
    expect(await workingDaysBetween("2025-11-24", "2025-11-28", 5)).toBe(4);
  });
});
