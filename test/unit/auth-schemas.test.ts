import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  ApiRegisterSchema,
  ApiResetRequestSchema,
  CommunicationEmailSchema,
  ForgotPasswordSchema,
  InitialPasswordSchema,
  LoginSchema,
  SetFirstPasswordSchema,
  TermsSchema,
  TokenResetSchema,
  TOAST_TITLES,
} from "~/schemas/auth";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

function errorsOf(schema: Parameters<typeof parseWithZod>[1]["schema"], values: Record<string, string>) {
  const submission = parseWithZod(form(values), { schema });
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
}

describe("login form", () => {
  it("requires email and password", () => {
    const errors = errorsOf(LoginSchema, {});
    expect(errors.email).toEqual(["Email is required"]);
    expect(errors.password).toEqual(["Password is required"]);
  });

  it("has no minimum password length and lower-cases the email", () => {
    const result = LoginSchema.safeParse({ email: " Ndapewa.Shilongo@NamibCopper.com.na ", password: "x" });
    expect(result.success && result.data.email).toBe("ndapewa.shilongo@namibcopper.com.na");
  });
});

describe("first-time password on the login screen", () => {
  it("says Password Too Short under 8 characters", () => {
    const errors = errorsOf(SetFirstPasswordSchema, { invitation: "token", password: "short", confirmPassword: "short" });
    expect(errors.password).toEqual(["Password must be at least 8 characters long."]);
    expect(TOAST_TITLES[errors.password![0]]).toBe("Password Too Short");
  });

  it("says Passwords Don't Match when the two differ", () => {
    const errors = errorsOf(SetFirstPasswordSchema, {
      invitation: "token",
      password: "longenough1",
      confirmPassword: "longenough2",
    });
    expect(errors.confirmPassword).toEqual(["Please make sure both passwords are identical."]);
    expect(TOAST_TITLES[errors.confirmPassword![0]]).toBe("Passwords Don't Match");
  });

  it("accepts exactly 8 matching characters", () => {
    expect(errorsOf(SetFirstPasswordSchema, { invitation: "token", password: "12345678", confirmPassword: "12345678" })).toEqual({});
  });

  it("needs the invitation's token (the link), not an address", () => {
    const errors = errorsOf(SetFirstPasswordSchema, { email: "a@namibcopper.com.na", password: "12345678", confirmPassword: "12345678" });
    expect(errors.invitation).toEqual(["This invitation link is invalid or has expired. Please ask HR for a new one."]);
  });
});

describe("forgot password", () => {
  it("says Email Required without an email", () => {
    const errors = errorsOf(ForgotPasswordSchema, { email: "" });
    expect(errors.email).toEqual(["Please enter your company email address."]);
    expect(TOAST_TITLES[errors.email![0]]).toBe("Email Required");
  });

  it("defaults the reason to Employee forgot password", () => {
    const result = ForgotPasswordSchema.parse({ email: "a@namibcopper.com.na" });
    expect(result.reason).toBe("Employee forgot password");
    expect(ApiResetRequestSchema.parse({ userId: "a@namibcopper.com.na", reason: "" }).reason).toBe("Employee forgot password");
  });
});

describe("initial password dialog", () => {
  it("uses the dialog's own mismatch message", () => {
    const errors = errorsOf(InitialPasswordSchema, { newPassword: "abcdefgh", confirmPassword: "abcdefgX" });
    expect(errors.confirmPassword).toEqual(["Please make sure both password fields match."]);
  });

  it("requires 8 characters", () => {
    expect(errorsOf(InitialPasswordSchema, { newPassword: "abc", confirmPassword: "abc" }).newPassword).toEqual([
      "Password must be at least 8 characters long.",
    ]);
  });
});

describe("token reset page", () => {
  const base = { token: "t" };
  it.each([
    ["abcdefg", "Password must be at least 8 characters long"],
    ["abcdefgh1!", "Password must contain at least one uppercase letter"],
    ["ABCDEFGH1!", "Password must contain at least one lowercase letter"],
    ["Abcdefgh!", "Password must contain at least one number"],
    ["Abcdefgh1", "Password must contain at least one special character"],
  ])("rejects %s with its own message", (password, message) => {
    const errors = errorsOf(TokenResetSchema, { ...base, newPassword: password, confirmPassword: password });
    expect(errors.newPassword).toContain(message);
  });

  it("reports a mismatch on the confirmation field", () => {
    const errors = errorsOf(TokenResetSchema, { ...base, newPassword: "Abcdefg1!", confirmPassword: "Abcdefg1?" });
    expect(errors.confirmPassword).toEqual(["Passwords do not match"]);
    expect(errors.newPassword).toBeUndefined();
  });

  it("accepts a strong password", () => {
    expect(errorsOf(TokenResetSchema, { ...base, newPassword: "Abcdefg1!", confirmPassword: "Abcdefg1!" })).toEqual({});
  });
});

describe("communication email", () => {
  it.each(["not-an-email", "a@b", "two words@example.org", ""])("rejects %j", (value) => {
    expect(errorsOf(CommunicationEmailSchema, { communicationEmail: value }).communicationEmail).toEqual([
      "Please enter a valid email address.",
    ]);
  });

  it("lower-cases a valid address", () => {
    expect(CommunicationEmailSchema.parse({ communicationEmail: "Ndapewa.S@Example.org" }).communicationEmail).toBe(
      "ndapewa.s@example.org",
    );
  });
});

describe("terms of use", () => {
  it("requires the read-and-understood box", () => {
    expect(TermsSchema.safeParse({ type: "employee" }).success).toBe(false);
    expect(TermsSchema.safeParse({ type: "admin", readAndUnderstood: "on" }).success).toBe(true);
  });

  it("only knows the two login types", () => {
    expect(TermsSchema.safeParse({ type: "root", readAndUnderstood: "on" }).success).toBe(false);
  });
});

describe("JSON registration", () => {
  it("applies the 8-character minimum", () => {
    const result = ApiRegisterSchema.safeParse({ email: "a@namibcopper.com.na", password: "1234567" });
    expect(result.success).toBe(false);
  });
});
