import { describe, expect, it } from "vitest";
import { readId } from "~/utils/ids";

describe("record ids from URLs and forms", () => {
  it("reads the canonical form within PostgreSQL's integer range", () => {
    expect(readId("1")).toBe(1);
    expect(readId("23")).toBe(23);
    expect(readId("2147483647")).toBe(2_147_483_647);
  });

  it.each(["0", "-1", "0x17", "23.0", " 23", "23 ", "023", "1e3", "2147483648", "99999999999", "", "abc"])("refuses %j", (value) => {
    expect(readId(value)).toBeNull();
  });

  it("refuses a missing value", () => {
    expect(readId(null)).toBeNull();
    expect(readId(undefined)).toBeNull();
  });
});
