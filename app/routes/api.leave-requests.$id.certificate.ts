import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { getCertificate } from "~/services/leave/certificates.server";
import { parseId } from "~/utils/api.server";

/** GET: the request's medical certificate, for its owner and HR; never cached. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const file = await refusalAsJson(() => getCertificate(user, parseId(params.id)));
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
