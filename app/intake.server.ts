import { json, type ServerBuild } from "@remix-run/node";
import { UPLOAD_FORM_ROWS } from "~/schemas/documents";
import { ServiceError } from "~/services/errors.server";
import {
  discardTaken,
  takeUpload,
  UPLOAD_KINDS,
  type ReceivedPart,
  type ReceivedUploads,
  type TakenFile,
  type UploadKind,
  type UploadSink,
  type UploadSource,
} from "~/services/uploads/intake.server";
import { readStreamedUploads } from "~/utils/multipart-stream.server";

/**
 * The door of the upload intake (issue 26): which routes take files, what each form sends,
 * and the one way a route reads an upload. The checks themselves (size while reading, type by
 * content, the scanner, the sink) are services/uploads/intake.server.ts; the multipart parser
 * is utils/multipart-stream.server.ts. A route never parses a multipart body itself, and a
 * route not listed in UPLOAD_ROUTES cannot take one: withUploadIntake answers 415 before its
 * action runs. test/integration/upload-intake.test.ts sends the EICAR test file to every
 * route of the build that takes files, and a file to every other route's action.
 */

/** A form that carries files: which kind of file, and the fields that hold them (at most one file each). */
export interface UploadForm {
  kind: UploadKind;
  fileFields: readonly string[];
}

export const UPLOAD_FORMS = {
  /** An employee document (the employee's own, or HR's for one employee), a policy, a SHE procedure, a committee file. */
  document: { kind: "document", fileFields: ["file"] },
  /** HR's Admin Documents form without JavaScript: up to five labelled files. */
  documentsForEmployee: { kind: "document", fileFields: Array.from({ length: UPLOAD_FORM_ROWS }, (_, n) => `file-${n}`) },
  certificate: { kind: "certificate", fileFields: ["certificate"] },
  picture: { kind: "picture", fileFields: ["picture"] },
  employeeImport: { kind: "employeeImport", fileFields: ["csvFile"] },
  payroll: { kind: "payroll", fileFields: ["csvFile"] },
} as const satisfies Record<string, UploadForm>;

/** Every route that takes a multipart body, by Remix route id, with its form. */
export const UPLOAD_ROUTES: Readonly<Record<string, UploadForm>> = {
  "routes/_employee.documents.upload": UPLOAD_FORMS.document,
  "routes/api.employees.my-documents.upload": UPLOAD_FORMS.document,
  "routes/admin.documents.upload": UPLOAD_FORMS.documentsForEmployee,
  "routes/api.admin.employees.$employeeId.documents": UPLOAD_FORMS.document,
  "routes/admin.hr-documents.$section.upload": UPLOAD_FORMS.document,
  "routes/api.admin.hr-documents": UPLOAD_FORMS.document,
  "routes/api.admin.she-documents": UPLOAD_FORMS.document,
  "routes/_employee.ee-committee.$section.upload": UPLOAD_FORMS.document,
  "routes/api.ee-committee.$kind": UPLOAD_FORMS.document,
  "routes/_employee.leave.$id.certificate": UPLOAD_FORMS.certificate,
  "routes/_employee.profile.picture": UPLOAD_FORMS.picture,
  "routes/admin.import": UPLOAD_FORMS.employeeImport,
  "routes/api.csv-import": UPLOAD_FORMS.employeeImport,
  "routes/admin.payroll": UPLOAD_FORMS.payroll,
};

export const NO_FILES_HERE = "This address does not take files.";

/**
 * Reads an upload form from the request through the intake: every accepted file part goes
 * through takeUpload into `sink` as it arrives, the text fields come back with it. A body
 * that breaks (the client gone, past the route's limit) leaves nothing stored and is a
 * 400/413 Response; a refused file is a refused part, for the service to answer.
 */
export async function receiveUploads(request: Request, form: UploadForm, sink: UploadSink): Promise<ReceivedUploads> {
  const { fields, entries, files } = await readStreamedUploads<TakenFile>(request, {
    acceptFile: (field) => form.fileFields.includes(field),
    maxFiles: form.fileFields.length,
    maxFileBytes: UPLOAD_KINDS[form.kind].maxBytes,
    onFile: ({ field, filename, stream }) => takeUpload(stream, { kind: form.kind, filename, sink, field }),
    // A body that breaks after a file (the client gone) leaves no stored file behind.
    onAbandon: (file) => discardTaken(file),
  });
  const parts: ReceivedPart[] = [];
  for (const part of files) {
    if (part.outcome.ok) parts.push({ field: part.field, filename: part.filename, outcome: { ok: true, file: part.outcome.value } });
    else if (part.outcome.error instanceof ServiceError)
      parts.push({ field: part.field, filename: part.filename, outcome: { ok: false, refusal: part.outcome.error } });
    else {
      // Not a refusal (storage failed): nothing of the form is kept, and the error goes on.
      await Promise.all(files.map((other) => (other.outcome.ok ? discardTaken(other.outcome.value) : null)));
      throw part.outcome.error;
    }
  }
  return {
    fields,
    entries,
    files: parts,
    discard: async () => {
      await Promise.all(parts.map((part) => (part.outcome.ok ? discardTaken(part.outcome.file) : null)));
    },
  };
}

/** The upload of a request, for a service: it names the sink when it is ready to read it. */
export function uploadFrom(request: Request, form: UploadForm): UploadSource {
  let read = false;
  return (sink) => {
    if (read) throw new Error("An upload's body can be read once.");
    read = true;
    return receiveUploads(request, form, sink);
  };
}

type Action = (args: { request: Request }) => unknown;

/**
 * The build with every action that is not an upload route refusing a multipart body (415)
 * before it runs: files enter only through the intake.
 */
export function withUploadIntake(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const action = route.module.action as Action | undefined;
      if (!action || UPLOAD_ROUTES[id]) return [id, route];
      const guarded: Action = (args) => {
        if (/^multipart\/form-data\b/i.test(args.request.headers.get("Content-Type") ?? ""))
          throw json({ message: NO_FILES_HERE }, { status: 415, headers: { "Cache-Control": "no-store" } });
        return action(args);
      };
      return [id, { ...route, module: { ...route.module, action: guarded } as typeof route.module }];
    }),
  );
  return { ...build, routes };
}
