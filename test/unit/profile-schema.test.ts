import { describe, expect, it } from "vitest";
import { bodyLimitFor, DEFAULT_BODY_LIMIT } from "~/body-limits.server";
import { PROFILE_MESSAGES, PROFILE_PICTURE_MAX_BYTES, ProfileSchema, sniffImageType } from "~/schemas/profile";

/** The Edit Profile schema and the picture rules that need no database (issue 13). */

describe("ProfileSchema", () => {
  it("leaves every field but the names optional, empty text becoming null", () => {
    const result = ProfileSchema.safeParse({ firstName: "Ndapewa", lastName: "Shilongo", phone: "  ", namibianCitizen: "" });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ phone: null, namibianCitizen: null, communicationEmail: null, disabilityStatus: null });
  });

  it("checks the email formats with the spec's message, and the choices", () => {
    const result = ProfileSchema.safeParse({
      firstName: "A",
      lastName: "B",
      email: "nope",
      communicationEmail: "a@b",
      disabilityStatus: "both",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({ email: PROFILE_MESSAGES.invalidEmail, communicationEmail: PROFILE_MESSAGES.invalidEmail });
  });

  it("reads yes/no for Namibian citizen and refuses an unknown race category", () => {
    expect(ProfileSchema.safeParse({ firstName: "A", lastName: "B", namibianCitizen: "yes" }).data?.namibianCitizen).toBe(true);
    expect(ProfileSchema.safeParse({ firstName: "A", lastName: "B", namibianCitizen: "no" }).data?.namibianCitizen).toBe(false);
    expect(ProfileSchema.safeParse({ firstName: "A", lastName: "B", raceCategory: "Martian" }).success).toBe(false);
  });

  it("requires the names", () => {
    const result = ProfileSchema.safeParse({ firstName: "", lastName: "" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["First name is required", "Last name is required"]);
  });
});

describe("sniffImageType", () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  it("knows JPEG, PNG, GIF and WebP by their first bytes", () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpeg");
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("png");
    expect(sniffImageType(new TextEncoder().encode("GIF89a..."))).toBe("gif");
    expect(sniffImageType(new TextEncoder().encode("GIF87a..."))).toBe("gif");
    expect(sniffImageType(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
  });

  it("refuses everything else, whatever it is called", () => {
    expect(sniffImageType(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("%PDF-1.7"))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });
});

describe("body limits of the picture routes", () => {
  it("fit a 50 MB picture as a data URL and as a multipart form", () => {
    const dataUrlLimit = bodyLimitFor("/api/employees/23/profile-picture");
    expect(dataUrlLimit).toBeGreaterThan(Math.ceil(PROFILE_PICTURE_MAX_BYTES / 3) * 4 + 100);
    expect(dataUrlLimit).toBeLessThan(PROFILE_PICTURE_MAX_BYTES * 1.4);
    expect(bodyLimitFor("/profile/picture")).toBeGreaterThan(PROFILE_PICTURE_MAX_BYTES);
    expect(bodyLimitFor("/api/employees/23")).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor("/api/employees/23/profile-picture/extra")).toBe(DEFAULT_BODY_LIMIT);
  });
});
