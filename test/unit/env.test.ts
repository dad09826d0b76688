import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "~/env.server";

describe("configuration", () => {
  it("has working defaults for the embedded setup", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.LEAVE_APPROVER_EMAILS).toEqual([]);
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ LEAVE_APPROVER_EMAILS: "boss@, x" })).toThrow(/LEAVE_APPROVER_EMAILS/);
    expect(() => parseEnv({ COMPANY_EMAIL_DOMAIN: "not a domain" })).toThrow(/COMPANY_EMAIL_DOMAIN/);
  });

  it("requires SESSION_SECRET in production with a real database", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db/hr" })).toThrow(ConfigError);
    expect(() => parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db/hr", SESSION_SECRET: "x".repeat(32) })).not.toThrow();
  });

  it("reads approver lists and treats empty values as unset", () => {
    const env = parseEnv({ LEAVE_APPROVER_EMAILS: "Boss@NamibCopper.com.na; hr@namibcopper.com.na", PORT: "" });
    expect(env.LEAVE_APPROVER_EMAILS).toEqual(["boss@namibcopper.com.na", "hr@namibcopper.com.na"]);
    expect(env.PORT).toBe(3000);
  });

  it("strips a trailing slash from PUBLIC_URL", () => {
    expect(parseEnv({ PUBLIC_URL: "https://hr.namibcopper.com.na/" }).PUBLIC_URL).toBe("https://hr.namibcopper.com.na");
  });
});
