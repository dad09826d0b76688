import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { EeRequestSchema } from "~/schemas/equity";
import { requiredText } from "~/utils/validation";

/** The shared field rules answer each failure with its own message. */
describe("requiredText", () => {
  const schema = z.object({ subject: requiredText("Subject is required", 10) });
  const messages = (value: unknown) => {
    const result = schema.safeParse({ subject: value });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it("says required for missing and blank text, and the limit for text that is too long", () => {
    expect(messages(undefined)).toEqual(["Subject is required"]);
    expect(messages("   ")).toEqual(["Subject is required"]);
    expect(messages("x".repeat(11))).toEqual(["Must be at most 10 characters"]);
    expect(messages(" Shade nets ")).toEqual([]); // trimmed first: 10 characters
    expect(messages("Shade net")).toEqual([]);
  });

  it("gives an EE request subject of 256 characters the length message, not 'Subject is required'", () => {
    const result = EeRequestSchema.safeParse({ subject: "s".repeat(256), description: "A description" });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(["Must be at most 255 characters"]);
  });
});
