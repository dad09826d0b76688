import { describe, expect, it } from "vitest";
import { changedFields, editActivities, fieldLabel, importActivities } from "~/services/activity/employee-changes.server";
import { levelChangeType } from "~/services/equity/employment-events.server";

describe("employee history texts", () => {
  it("names changed fields, treats equal amounts and empty values as unchanged, and splits the status change", () => {
    expect(fieldLabel("communicationEmail")).toBe("Communication Email");
    const before = { salary: "12000.00", phone: null, position: "Clerk", status: "active" };
    const after = { salary: "12000", phone: "", position: "Officer", status: "terminated" };
    expect(changedFields(before, after, ["salary", "phone", "position", "status"])).toEqual(["position", "status"]);
    const entries = editActivities(7, before, after, ["salary", "phone", "position", "status"], 3);
    expect(entries.map((entry) => [entry.type, entry.description])).toEqual([
      ["status_changed", "Status changed from active to terminated"],
      ["updated", "Changed: Position"],
    ]);
    expect(editActivities(7, before, before, ["salary", "position"], 3)).toEqual([]);
  });

  it("gives the import one row per created or changed employee", () => {
    const entries = importActivities(
      [
        { employeeId: 1, created: true },
        { employeeId: 2, created: false, changedFields: ["department"], statusFrom: "active", statusTo: "inactive" },
        { employeeId: 3, created: false, changedFields: [] },
      ],
      { filename: "staff.csv", performedBy: 9 },
    );
    expect(entries.map((entry) => [entry.employeeId, entry.type])).toEqual([
      [1, "imported"],
      [2, "imported"],
      [2, "status_changed"],
    ]);
    expect(entries[1].description).toBe("staff.csv changed: Department");
  });

  it("gives an import's level change its own row (the report counts the employment event, not this text)", () => {
    const entries = importActivities(
      [
        {
          employeeId: 4,
          created: false,
          changedFields: ["occupationalLevel", "position"],
          levelFrom: "semi_skilled",
          levelTo: "skilled_technical_supervisory",
        },
      ],
      { filename: "regrade.csv", performedBy: 9 },
    );
    expect(entries.map((entry) => entry.description)).toEqual([
      "Occupational level changed from Semi-skilled to Skilled technical and supervisory by the import of regrade.csv",
      "regrade.csv changed: Position",
    ]);
    expect(levelChangeType("semi_skilled", "skilled_technical_supervisory")).toBe("promotion");
    expect(levelChangeType("skilled_technical_supervisory", "semi_skilled")).toBe("level_change");
  });
});
