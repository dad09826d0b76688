import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { IMPORT_TEMPLATE_FILENAME } from "~/schemas/employee-import";
import { employeeTemplateCsv } from "~/services/employee-import/template.server";

/** GET (HR): employee_template.csv, every importable column and one example row. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return new Response(`\uFEFF${employeeTemplateCsv()}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${IMPORT_TEMPLATE_FILENAME}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
