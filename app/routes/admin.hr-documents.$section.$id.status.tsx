import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { safeParse } from "zod/mini";
import { redirect } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsToast } from "~/errors.server";
import { LIBRARY_MESSAGES, LIBRARY_STATE_LABELS, LIBRARY_STATE_SCHEMAS } from "~/schemas/library";
import { setLibraryState } from "~/services/documents/library.server";
import { redirectWithToast } from "~/toast.server";
import { ServiceError } from "~/services/errors.server";
import { readFormData } from "~/utils/form.server";
import { readId } from "~/utils/ids";
import { librarySection } from "./admin.hr-documents.server";

/** POST `status`: activate, retire or archive one document (the rows' buttons), then back to the list. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return redirect(`/admin/hr-documents/${librarySection(params.section)}`);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const section = librarySection(params.section);
  const back = `/admin/hr-documents/${section}${new URL(request.url).search}`;
  return refusalAsToast(back, LIBRARY_MESSAGES.updateFailed, async () => {
    const id = readId(params.id ?? "");
    if (id === null) throw new ServiceError(404, LIBRARY_MESSAGES.notFound);
    const parsed = safeParse(LIBRARY_STATE_SCHEMAS[section], Object.fromEntries(await readFormData(request)));
    if (!parsed.success) throw new ServiceError(400, parsed.error.issues[0]?.message ?? LIBRARY_MESSAGES.updateFailed);
    const document = await setLibraryState(requestOrigin(request), hr, section, id, parsed.data.status);
    return redirectWithToast(back, {
      title: LIBRARY_MESSAGES.updated,
      description: `${document.title} v${document.version ?? ""}: ${LIBRARY_STATE_LABELS[document.status]}`,
    });
  });
}
