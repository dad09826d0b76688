import { describe, expect, it } from "vitest";
import { birthDateSchema, leaveRequestSchema, LEAVE_MESSAGES } from "~/schemas/leave";
import { earliestMaternityStart, isBirthNearExpected, latestMaternityEnd, maternityEnd, withBirthEnd } from "~/utils/maternity";

/** Labour Act s. 26(1): 12 weeks, from up to 4 weeks before the expected date, 8 weeks after the birth in every case. */
describe("maternity leave dates", () => {
  it("starts at most 4 weeks before the expected date", () => {
    expect(earliestMaternityStart("2026-06-01")).toBe("2026-05-04");
  });

  it("ends 12 weeks from its start, or 8 weeks after a later birth", () => {
    // Start 4 weeks before, birth on the expected date: 12 weeks.
    expect(maternityEnd("2026-05-04", "2026-06-01")).toBe("2026-07-26");
    // Start 2 weeks before, birth on the expected date: still 12 weeks, 10 of them after the birth.
    expect(maternityEnd("2026-05-18", "2026-06-01")).toBe("2026-08-09");
    // Birth 3 weeks late: 8 weeks after it.
    expect(maternityEnd("2026-05-04", "2026-06-22")).toBe("2026-08-16");
    // Birth early: the 12 weeks still hold.
    expect(maternityEnd("2026-05-04", "2026-05-18")).toBe("2026-07-26");
  });

  it("may be longer than 12 weeks only as far as the birth requires", () => {
    expect(latestMaternityEnd("2026-05-04")).toBe("2026-07-26");
    expect(latestMaternityEnd("2026-05-04", "2026-06-22")).toBe("2026-08-16");
    expect(
      withBirthEnd({ leaveType: "maternity", startDate: "2026-05-04", endDate: "2026-05-10", days: 7, actualBirthDate: "2026-06-22" }),
    ).toMatchObject({
      endDate: "2026-08-16",
      days: 105,
    });
    expect(withBirthEnd({ leaveType: "vacation", startDate: "2026-05-04", endDate: "2026-05-10", days: 7 }).endDate).toBe("2026-05-10");
  });

  it("takes a birth within 10 months of the expected date", () => {
    expect(isBirthNearExpected("2026-06-22", "2026-06-01")).toBe(true);
    expect(isBirthNearExpected("2025-08-01", "2026-06-01")).toBe(true);
    expect(isBirthNearExpected("2025-07-31", "2026-06-01")).toBe(false);
  });
});

describe("actualBirthDate in the schemas", () => {
  const base = { startDate: "2026-12-01", endDate: "2026-12-02" };
  it("is a field error on a request that is not maternity leave", () => {
    const parsed = leaveRequestSchema("2026-11-27").safeParse({ ...base, leaveType: "vacation", actualBirthDate: "2026-11-01" });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues).toMatchObject([{ path: ["actualBirthDate"], message: LEAVE_MESSAGES.birthDateNotMaternity }]);
  });

  it("may not be after today, and must be a date", () => {
    const schema = birthDateSchema("2026-11-27");
    expect(schema.safeParse({ actualBirthDate: "2026-11-28" }).error!.issues[0].message).toBe(LEAVE_MESSAGES.birthDateInFuture);
    expect(schema.safeParse({ actualBirthDate: "27/11/2026" }).error!.issues[0].message).toBe(LEAVE_MESSAGES.birthDateInvalid);
    expect(schema.safeParse({ actualBirthDate: "" }).error!.issues[0].message).toBe(LEAVE_MESSAGES.birthDateRequired);
    expect(schema.safeParse({ actualBirthDate: "2026-11-27" }).success).toBe(true);
  });

  it("is kept on maternity leave near the expected date", () => {
    const parsed = leaveRequestSchema("2026-11-27").safeParse({
      ...base,
      leaveType: "maternity",
      expectedDate: "2026-12-20",
      actualBirthDate: "2026-11-20",
    });
    expect(parsed.success && parsed.data.actualBirthDate).toBe("2026-11-20");
  });
});
