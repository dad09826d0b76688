import { describe, expect, it } from "vitest";
import { centsToDecimal, computePay, decimalToCents, formatMoney, MAX_AMOUNT_CENTS, parseAmount, percentOf } from "~/utils/pay";

describe("pay rules", () => {
  it("computes a typical payslip exactly", () => {
    const pay = computePay({ basicSalary: 2_500_000, allowances: 150_000, overtime: 120_050, bonuses: 0 });
    // taxable 26,200.50 -> deductions 2,620.05, taxes 3,930.075 -> 3,930.08 (half up)
    expect(pay).toMatchObject({ grossSalary: 2_770_050, deductions: 262_005, taxes: 393_008, netSalary: 2_115_037 });
  });

  it("keeps allowances out of deductions and taxes", () => {
    const pay = computePay({ basicSalary: 0, allowances: 500_000, overtime: 0, bonuses: 0 });
    expect(pay).toMatchObject({ grossSalary: 500_000, deductions: 0, taxes: 0, netSalary: 500_000 });
  });

  it("is all zero for zero pay", () => {
    expect(computePay({ basicSalary: 0, allowances: 0, overtime: 0, bonuses: 0 })).toMatchObject({
      grossSalary: 0,
      deductions: 0,
      taxes: 0,
      netSalary: 0,
    });
  });

  it.each([
    [5, 10, 1], // 0.5 cent rounds up
    [4, 10, 0], // 0.4 cent rounds down
    [1, 15, 0], // 0.15 cent
    [10, 15, 2], // 1.5 cents rounds up
    [3, 15, 0], // 0.45 cent rounds down
    [7, 15, 1], // 1.05 cents
  ])("rounds %i cents × %i%% half up to %i", (cents, percent, expected) => {
    expect(percentOf(cents, percent)).toBe(expected);
  });

  it("stays exact at the largest DECIMAL(10,2)", () => {
    const pay = computePay({ basicSalary: MAX_AMOUNT_CENTS, allowances: 0, overtime: 0, bonuses: 0 });
    expect(pay.deductions).toBe(1_000_000_000); // 9,999,999,999 × 10% = 999,999,999.9 -> 1,000,000,000
    expect(pay.taxes).toBe(1_500_000_000); // × 15% = 1,499,999,999.85 -> 1,500,000,000
    expect(pay.netSalary).toBe(MAX_AMOUNT_CENTS - 2_500_000_000);
    expect(centsToDecimal(pay.grossSalary)).toBe("99999999.99");
  });

  it("never loses a cent where floats would (0.1 + 0.2)", () => {
    const pay = computePay({ basicSalary: 10, allowances: 20, overtime: 0, bonuses: 0 });
    expect(centsToDecimal(pay.grossSalary)).toBe("0.30");
  });
});

describe("reading amounts", () => {
  it.each([
    ["12500", 1_250_000],
    ["12500.5", 1_250_050],
    ["12,500.00", 1_250_000],
    ["N$ 12 500.00", 1_250_000],
    ["0.01", 1],
    [" 7 ", 700],
    [1234.5, 123_450],
    ["", 0],
    ["99999999.99", MAX_AMOUNT_CENTS],
  ])("%j -> %i cents", (raw, cents) => {
    expect(parseAmount(raw)).toEqual({ ok: true, cents });
  });

  it.each([
    ["-5", "must not be negative"],
    ["abc", "must be a number"],
    ["12.345", "must have at most 2 decimal places"],
    ["100000000.00", "is larger than 99,999,999.99"],
    ["1e5", "must be a number"],
    ["12.5.1", "must be a number"],
  ])("%j is refused: %s", (raw, message) => {
    expect(parseAmount(raw)).toEqual({ ok: false, message });
  });

  it("requires a required amount", () => {
    expect(parseAmount("", { required: true })).toEqual({ ok: false, message: "is required" });
  });
});

describe("formatting", () => {
  it("shows N$ with two decimals", () => {
    expect(formatMoney(123_456)).toBe("N$ 1,234.56");
    expect(formatMoney(5)).toBe("N$ 0.05");
    expect(formatMoney(MAX_AMOUNT_CENTS)).toBe("N$ 99,999,999.99");
  });

  it("round-trips database decimals", () => {
    expect(decimalToCents("1234.56")).toBe(123_456);
    expect(decimalToCents("0.00")).toBe(0);
    expect(decimalToCents("-12.30")).toBe(-1230);
    expect(centsToDecimal(-1230)).toBe("-12.30");
  });

  it("reads a mine's period totals exactly, far beyond one amount's limit (issue 24)", () => {
    // 3,000 payslips, N$ 157 million gross; 10,000 at the top of the range.
    expect(decimalToCents("157000000.00")).toBe(15_700_000_000);
    expect(decimalToCents("999999999900.00")).toBe(99_999_999_990_000);
    expect(formatMoney(decimalToCents("999999999900.00"))).toBe("N$ 999,999,999,900.00");
    expect(centsToDecimal(decimalToCents("157000000.5"))).toBe("157000000.50");
    expect(() => decimalToCents("99999999999999999.00")).toThrow("too large to count exactly");
    expect(() => decimalToCents("12.345")).toThrow("Not a money amount");
  });
});

describe("text files as offices save them (issue 24)", () => {
  it("reads UTF-8, UTF-8 with a byte-order mark, UTF-16 and Windows-1252, and says which", async () => {
    const { decodeSpreadsheetText } = await import("~/utils/text-encoding.server");
    expect(decodeSpreadsheetText(new Uint8Array(Buffer.from("João,Lüderitz", "utf8")))).toEqual({
      text: "João,Lüderitz",
      encoding: "UTF-8",
    });
    expect(decodeSpreadsheetText(new Uint8Array(Buffer.from("João,Lüderitz", "latin1")))).toEqual({
      text: "João,Lüderitz",
      encoding: "Windows-1252",
    });
    expect(decodeSpreadsheetText(new Uint8Array(Buffer.from("\uFEFFJoão", "utf8"))).encoding).toBe("UTF-8");
    // Windows-1252's own letters beyond Latin-1: the euro sign and curly quotes.
    expect(decodeSpreadsheetText(new Uint8Array([0x80, 0x93, 0x41, 0x94])).text).toBe("\u20ac\u201cA\u201d");
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from("ã", "utf16le")]);
    expect(decodeSpreadsheetText(utf16)).toEqual({ text: "ã", encoding: "UTF-16" });
  });

  it("reads Excel's no-break-space thousands separator in amounts", () => {
    expect(parseAmount("12\u00a0500.00")).toEqual({ ok: true, cents: 1_250_000 });
    expect(parseAmount("N$ 1\u202f250,50".replace(",", "."))).toEqual({ ok: true, cents: 125_050 });
  });
});
