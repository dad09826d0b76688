import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { EMPLOYEE_TOASTS } from "~/schemas/employee";
import { readDirectoryQuery } from "~/services/employees/directory.server";
import { exportEmployeesXlsx } from "~/services/employees/export.server";
import { fileResponse } from "~/utils/file-response.server";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** GET (HR): the directory as filtered (same query as the page, every page) as a dated .xlsx. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const { page: _page, ...query } = readDirectoryQuery(new URL(request.url).searchParams);
  const { buffer, fileName, count } = await exportEmployeesXlsx(query);
  const response = fileResponse(buffer as Uint8Array<ArrayBuffer>, { contentType: XLSX_TYPE, fileName, disposition: "attachment" });
  response.headers.set("X-Export-Message", EMPLOYEE_TOASTS.exported);
  response.headers.set("X-Export-Count", String(count));
  return response;
}
