import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { leaveBalancesXlsx } from "~/services/leave/balance-report.server";
import { fileResponse } from "~/utils/file-response.server";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** GET (HR): every active employee's leave balances as a dated .xlsx. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const { buffer, fileName } = await leaveBalancesXlsx();
  return fileResponse(buffer as Uint8Array<ArrayBuffer>, { contentType: XLSX_TYPE, fileName, disposition: "attachment" });
}
