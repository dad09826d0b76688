import { describe, expect, it } from "vitest";
import { errorStatus } from "~/components/error-page";

/** What the error pages inside the frames read from what a route threw (issue 9). */
describe("errorStatus", () => {
  const response = (status: number, data: unknown) => ({ status, statusText: "", internal: false, data });

  it("keeps the status and names what was not found", () => {
    expect(errorStatus(response(404, "Employee not found"))).toEqual({ status: 404, message: "Employee not found" });
    expect(errorStatus(response(404, { message: "Leave request not found" }))).toEqual({ status: 404, message: "Leave request not found" });
    expect(errorStatus(response(403, "You are not allowed to see this page."))).toMatchObject({ status: 403 });
  });

  it("reads the reference of an unexpected error after a client-side navigation", () => {
    expect(errorStatus(new Error("Unexpected Server Error (reference 0a1b2c3d)"))).toEqual({ status: 500, reference: "0a1b2c3d" });
    expect(errorStatus(new Error("boom"))).toEqual({ status: 500, reference: undefined });
  });

  it("never shows a long server message as the page's text", () => {
    expect(errorStatus(response(404, "x".repeat(500))).message).toBeUndefined();
  });
});
