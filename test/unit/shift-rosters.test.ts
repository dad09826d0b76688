import { describe, expect, it } from "vitest";
import { EmployeeFormSchema, ROSTER_MESSAGE } from "~/schemas/employee";
import {
  annualEntitlement,
  countWorkingDays,
  describePattern,
  describeRoster,
  isPatternDay,
  parseRoster,
  sickEntitlement,
  workingDaysInWeeks,
} from "~/utils/leave-law";

/** Shift rosters (issue 23): the words HR types, the days they mean, and what the Act gives for them. */
describe("shift rosters", () => {
  it("reads the ways HR writes a roster, and refuses what is not one", () => {
    expect(parseRoster("4 on, 4 off")).toBe("11110000");
    expect(parseRoster("4 On 4 Off")).toBe("11110000");
    expect(parseRoster("7on/7off")).toBe("11111110000000");
    expect(parseRoster("5 on, 2 off, 4 on, 3 off")).toBe("11111001111000");
    for (const wrong of ["", "four on", "4 on", "8 off", "4 on 4 off please", "40 on 40 off", "0 on 4 off"]) {
      expect(parseRoster(wrong), wrong).toBeNull();
    }
    expect(describeRoster("11111001111000")).toBe("5 on, 2 off, 4 on, 3 off");
    expect(parseRoster(describeRoster("1100011"))).toBe("1100011");
  });

  it("counts shifts from the roster's start, before it and across years", () => {
    const roster = { days: "11110000", start: "2031-03-03" };
    // 3-6 March on, 7-10 off, 11-14 on.
    expect(["2031-03-03", "2031-03-06", "2031-03-07", "2031-03-10", "2031-03-11"].map((day) => isPatternDay(day, roster))).toEqual([
      true,
      true,
      false,
      false,
      true,
    ]);
    // Days before the start run the cycle backwards: 2 March and 27 February rest, 26 February works.
    expect(isPatternDay("2031-03-02", roster)).toBe(false);
    expect(isPatternDay("2031-02-27", roster)).toBe(false);
    expect(isPatternDay("2031-02-26", roster)).toBe(true);
    // A holiday on a shift is not a leave day: 21 March 2031 (Independence Day) is a shift day.
    expect(countWorkingDays("2031-03-19", "2031-03-22", roster, new Set(["2031-03-21"]))).toBe(3);
    // 400 days later the cycle still lines up (400 = 50 cycles).
    expect(isPatternDay("2032-04-06", roster)).toBe(true);
  });

  it("gives the roster's share of four weeks' annual and six weeks' sick leave, rounded up", () => {
    expect(workingDaysInWeeks({ days: "11110000", start: "2031-01-06" }, 4)).toBe(14);
    expect(annualEntitlement({ days: "11111110000000", start: "2031-01-06" })).toBe(14);
    expect(annualEntitlement({ days: "1111111000", start: "2031-01-06" })).toBe(20); // 7 on 3 off: 19.6 -> 20
    expect(sickEntitlement({ days: "11110000", start: "2031-01-06" })).toBe(21);
    expect(annualEntitlement({ days: "11110000", start: "2031-01-06" }, 18)).toBe(18);
    expect(annualEntitlement(5)).toBe(20);
    expect(annualEntitlement(6)).toBe(24);
    expect(describePattern({ days: "11110000", start: "2031-03-03" })).toBe(
      "Shift roster: 4 on, 4 off (a cycle of 8 days from 2031-03-03)",
    );
  });

  it("is one field of the employee form: words or stored days, with its start", () => {
    const base = {
      employeeId: "R-1",
      firstName: "A",
      lastName: "B",
      department: "Geology",
      position: "Driller",
      startDate: "2031-01-06",
      employmentType: "full-time",
      status: "active",
    };
    const parsed = EmployeeFormSchema.safeParse({ ...base, rosterDays: "4 on, 4 off", rosterStart: "2031-03-03" });
    expect(parsed.success && parsed.data.rosterDays).toBe("11110000");
    const stored = EmployeeFormSchema.safeParse({ ...base, rosterDays: "11110000", rosterStart: "2031-03-03" });
    expect(stored.success && stored.data.rosterDays).toBe("11110000");
    const wrong = EmployeeFormSchema.safeParse({ ...base, rosterDays: "100 on", rosterStart: "2031-03-03" });
    expect(wrong.success ? [] : wrong.error.issues.map((issue) => issue.message)).toEqual([ROSTER_MESSAGE]);
    const noStart = EmployeeFormSchema.safeParse({ ...base, rosterDays: "4 on, 4 off" });
    expect(noStart.success ? [] : noStart.error.issues.map((issue) => issue.path.join("."))).toEqual(["rosterStart"]);
  });
});
