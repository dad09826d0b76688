import { describe, expect, it } from "vitest";
import { cookieSettings } from "~/session.server";

describe("session cookie options", () => {
  it("uses the __Host- prefix, Secure, path / and no Domain when served over https", () => {
    const settings = cookieSettings("https://hr.namibcopper.com.na");
    expect(settings.sessionName).toBe("__Host-hr_session");
    expect(settings.deviceName).toBe("__Host-hr_device");
    expect(settings.options).toEqual({ httpOnly: true, sameSite: "lax", path: "/", secure: true });
    expect(settings.options).not.toHaveProperty("domain");
  });

  it("keeps plain names without Secure over http (a browser drops __Host- cookies that are not Secure)", () => {
    const settings = cookieSettings("http://localhost:3000");
    expect(settings.sessionName).toBe("__hr_session");
    expect(settings.options.secure).toBe(false);
  });
});
