import { DatabaseError, UniqueConstraintError } from "sequelize";
import { describe, expect, it } from "vitest";
import { loggableError } from "~/logger.server";

/** Issue 24: a database error in a log line names what failed, never the values it was given. */
describe("errors in log lines", () => {
  it("keeps a database error's kind, message and code, and drops its statement and values", () => {
    const original = Object.assign(new Error("value too long for type character varying(20)"), {
      code: "22001",
      sql: "INSERT INTO employees (national_id, bank_account) VALUES ($1, $2)",
      parameters: ["85010112345", "62012345678"],
    });
    const error = new DatabaseError(original as never);
    const logged = JSON.stringify(loggableError(error));
    expect(loggableError(error)).toMatchObject({ type: "SequelizeDatabaseError", code: "22001" });
    expect(logged).not.toContain("85010112345");
    expect(logged).not.toContain("62012345678");
    expect(logged).not.toContain("INSERT INTO");
  });

  it("drops the values a unique violation names", () => {
    const error = new UniqueConstraintError({
      message: "Validation error",
      fields: { national_id: "85010112345" },
      errors: [],
    } as never);
    expect(JSON.stringify(loggableError(error))).not.toContain("85010112345");
  });
});
