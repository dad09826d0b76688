import { DOCUMENT_MESSAGES } from "~/schemas/documents";
import { IMPORT_MESSAGES } from "~/schemas/employee-import";
import { EE_FILE_LABELS, type EeFileKind } from "~/schemas/equity";
import { CERTIFICATE_MESSAGES } from "~/schemas/leave";
import { LIBRARY_MESSAGES } from "~/schemas/library";
import { PAYROLL_MESSAGES } from "~/schemas/payroll";
import { PROFILE_MESSAGES } from "~/schemas/profile";
import type { ToastMessage } from "~/session.server";
import { toastCookieHeader } from "~/toast.server";

/**
 * A page's upload form whose body is larger than its route allows (app/body-limits.server.ts)
 * is refused before a byte of it is read (server.ts). A form gets its own message then, as
 * it does for a file just over the limit (issue 25): the page of the form again (post,
 * redirect, get) with the form's failure as a one-time toast, never the raw JSON 413 the
 * JSON API answers. With JavaScript the forms check the size before sending; a Remix data
 * request that gets here anyway is answered with Remix's redirect.
 */
interface Refusal {
  /** Where the form's own failures go (a path of this portal, built from the matched path only). */
  back: (path: string, search: URLSearchParams) => string;
  toast: ToastMessage;
}

const sameForm = (path: string) => path;

const EE_SECTIONS: Record<string, EeFileKind> = { minutes: "minutes", policies: "policies", docs: "documents" };

const FORMS: [RegExp, (match: RegExpMatchArray) => Refusal][] = [
  [
    /^\/profile\/picture$/,
    () => ({ back: () => "/profile", toast: { title: PROFILE_MESSAGES.pictureFailed, description: PROFILE_MESSAGES.pictureTooLarge } }),
  ],
  [
    /^\/documents\/upload$/,
    () => ({ back: sameForm, toast: { title: DOCUMENT_MESSAGES.uploadFailed, description: DOCUMENT_MESSAGES.tooLarge } }),
  ],
  [
    /^\/admin\/documents\/upload$/,
    () => ({
      back: (path, search) => {
        const employee = Number(search.get("employee"));
        return Number.isSafeInteger(employee) && employee > 0 ? `${path}?employee=${employee}` : "/admin/documents";
      },
      toast: { title: DOCUMENT_MESSAGES.uploadFailed, description: DOCUMENT_MESSAGES.tooLarge },
    }),
  ],
  [
    /^\/ee-committee\/(minutes|policies|docs)\/upload$/,
    (match) => ({
      back: sameForm,
      toast: { title: EE_FILE_LABELS[EE_SECTIONS[match[1]]].failedUpload, description: DOCUMENT_MESSAGES.tooLarge },
    }),
  ],
  [
    /^\/admin\/hr-documents\/(policies|she)\/upload$/,
    () => ({ back: sameForm, toast: { title: LIBRARY_MESSAGES.uploadFailed, description: DOCUMENT_MESSAGES.tooLarge } }),
  ],
  [
    /^\/leave\/\d+\/certificate$/,
    () => ({ back: () => "/leave", toast: { title: CERTIFICATE_MESSAGES.failed, description: CERTIFICATE_MESSAGES.tooLarge } }),
  ],
  [/^\/admin\/import$/, () => ({ back: sameForm, toast: { title: IMPORT_MESSAGES.tooLargeTitle, description: IMPORT_MESSAGES.tooLarge } })],
  [/^\/admin\/payroll$/, () => ({ back: sameForm, toast: { title: PAYROLL_MESSAGES.failed, description: PAYROLL_MESSAGES.tooLarge } })],
];

/**
 * The answer to a too-large body posted to a page's upload form: status and headers (a
 * redirect with the form's toast), or null for anything else (the JSON API keeps its 413).
 */
export async function tooLargeFormAnswer(path: string, query: string): Promise<{ status: number; headers: Record<string, string> } | null> {
  const route = path.replace(/\/+$/, "");
  for (const [pattern, refusal] of FORMS) {
    const match = route.match(pattern);
    if (!match) continue;
    const search = new URLSearchParams(query);
    const { back, toast } = refusal(match);
    const location = back(route, search);
    const cookie = await toastCookieHeader({ ...toast, variant: "error" });
    // A Remix data request (a form sent by JavaScript) follows Remix's own redirect.
    if (search.has("_data")) {
      return { status: 204, headers: { "X-Remix-Redirect": location, "X-Remix-Status": "303", "Set-Cookie": cookie } };
    }
    return { status: 303, headers: { Location: location, "Set-Cookie": cookie } };
  }
  return null;
}
