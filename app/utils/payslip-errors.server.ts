import { json } from "@remix-run/node";
import { ServiceError } from "~/services/errors.server";

/** The spec's messages when a payslip file cannot be had (spec 1 and 2, error catalogues). */
export const PAYSLIP_FILE_MESSAGES = {
  pdf: "Failed to open payslip PDF",
  csv: "Failed to download payslip",
} as const;

/**
 * Runs a payslip look-up for a file route; a refusal answers JSON with the spec's
 * message and the reason, e.g. 404 {message: "Failed to open payslip PDF", error: "Payslip not found"}.
 */
export async function payslipFileError<T>(kind: keyof typeof PAYSLIP_FILE_MESSAGES, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ServiceError) {
      throw json({ message: PAYSLIP_FILE_MESSAGES[kind], error: error.message }, { status: error.status });
    }
    throw error;
  }
}
