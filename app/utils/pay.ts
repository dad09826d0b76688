/**
 * The pay rules of spec 2 section 9, exact to the cent. Every amount is an integer
 * number of cents; nothing is summed as a floating-point number of dollars.
 *
 *   gross      = basic + allowances + overtime + bonuses
 *   taxable    = basic + overtime + bonuses            (allowances are tax-exempt)
 *   deductions = 10% of taxable, rounded half up to the cent
 *   taxes      = 15% of taxable, rounded half up to the cent
 *   net        = gross - deductions - taxes
 */

export const DEDUCTION_PERCENT = 10;
export const TAX_PERCENT = 15;
/** The largest value of a DECIMAL(10,2) column, in cents. */
export const MAX_AMOUNT_CENTS = 9_999_999_999;

export interface PayInput {
  basicSalary: number;
  allowances: number;
  overtime: number;
  bonuses: number;
}

export interface PayResult extends PayInput {
  grossSalary: number;
  deductions: number;
  taxes: number;
  netSalary: number;
}

/** percent% of cents, rounded half up (amounts are never negative). */
export function percentOf(cents: number, percent: number) {
  return Math.floor((cents * percent + 50) / 100);
}

export function computePay(input: PayInput): PayResult {
  const taxable = input.basicSalary + input.overtime + input.bonuses;
  const grossSalary = taxable + input.allowances;
  const deductions = percentOf(taxable, DEDUCTION_PERCENT);
  const taxes = percentOf(taxable, TAX_PERCENT);
  return { ...input, grossSalary, deductions, taxes, netSalary: grossSalary - deductions - taxes };
}

export type AmountResult = { ok: true; cents: number } | { ok: false; message: string };

/**
 * Reads an amount as people and spreadsheets write it: "12500", "12500.5", "12,500.00",
 * "N$ 12 500.00". Refuses negatives, more than two decimals, and values too large
 * for DECIMAL(10,2). An empty optional amount is zero.
 */
export function parseAmount(raw: unknown, { required = false } = {}): AmountResult {
  if (typeof raw === "number") raw = Number.isFinite(raw) ? String(raw) : "NaN";
  const text = typeof raw === "string" ? raw.trim() : raw == null ? "" : String(raw);
  if (text === "") return required ? { ok: false, message: "is required" } : { ok: true, cents: 0 };
  // Thousands separated by a comma, a space, or the no-break space Excel writes in southern African locales.
  const cleaned = text.replace(/^N\$\s*/i, "").replace(/(?<=\d)[ ,\u00a0\u202f](?=\d{3}(\D|$))/g, "");
  if (/^-/.test(cleaned)) return { ok: false, message: "must not be negative" };
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) {
    return /^\d+\.\d{3,}$/.test(cleaned)
      ? { ok: false, message: "must have at most 2 decimal places" }
      : { ok: false, message: "must be a number" };
  }
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (!Number.isSafeInteger(cents) || cents > MAX_AMOUNT_CENTS) {
    return { ok: false, message: "is larger than 99,999,999.99" };
  }
  return { ok: true, cents };
}

/** Cents as the decimal string a DECIMAL(10,2) column takes: 123456 -> "1234.56". */
export function centsToDecimal(cents: number) {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * A money value read from the database as cents, without floats: one amount ("1234.56") or a
 * sum of many (a period's gross at a mine: "157000000.00", unbounded NUMERIC in PostgreSQL).
 * Only a value beyond 2^53 cents (N$ 90 trillion) cannot be counted exactly and is refused.
 */
export function decimalToCents(value: string | number | null | undefined) {
  if (value === null || value === undefined || value === "") return 0;
  const text = typeof value === "number" ? value.toFixed(2) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not a money amount: ${value}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) throw new Error(`Money amount too large to count exactly: ${value}`);
  return match[1] ? -cents : cents;
}

const grouping = new Intl.NumberFormat("en-US", { minimumFractionDigits: 0, maximumFractionDigits: 0 });

/** N$ with two decimals and thousands separators: 123456 -> "N$ 1,234.56". */
export function formatMoney(cents: number) {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}N$ ${grouping.format(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, "0")}`;
}
