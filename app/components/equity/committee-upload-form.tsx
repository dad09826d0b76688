import { FileUploadForm, type UploadFieldSpec, type UploadReply } from "~/components/documents/file-upload-form";
import { EE_FILE_MESSAGES, type EeFileKind } from "~/schemas/equity";

export type { UploadReply };

const FIELDS: Record<EeFileKind, UploadFieldSpec[]> = {
  minutes: [
    { name: "title", label: "Title", required: EE_FILE_MESSAGES.titleRequired },
    { name: "meetingDate", label: "Meeting date", type: "date", required: EE_FILE_MESSAGES.meetingDateRequired },
    { name: "attendees", label: "Attendees (optional)", type: "textarea" },
    { name: "agenda", label: "Agenda (optional)", type: "textarea" },
    { name: "discussions", label: "Discussions (optional)", type: "textarea" },
    { name: "decisions", label: "Decisions (optional)", type: "textarea" },
    { name: "actionItems", label: "Action items (optional)", type: "textarea" },
  ],
  policies: [
    { name: "title", label: "Title", required: EE_FILE_MESSAGES.titleRequired },
    { name: "description", label: "Description (optional)", type: "textarea" },
    { name: "version", label: "Version", placeholder: "1.0" },
    { name: "effectiveDate", label: "Effective date", type: "date", required: EE_FILE_MESSAGES.effectiveDateRequired },
  ],
  documents: [
    { name: "title", label: "Title", required: EE_FILE_MESSAGES.titleRequired },
    { name: "description", label: "Description (optional)", type: "textarea" },
  ],
};

/** Upload Meeting Minutes / Policy / Document (spec 2): the shared upload form with the kind's fields. */
export function CommitteeUploadForm({
  kind,
  reply,
  cancelTo,
  failureTitle,
}: {
  kind: EeFileKind;
  reply?: UploadReply;
  cancelTo: string;
  failureTitle: string;
}) {
  return (
    <FileUploadForm
      fields={FIELDS[kind]}
      defaults={kind === "policies" ? { version: "1.0" } : {}}
      reply={reply}
      cancelTo={cancelTo}
      failureTitle={failureTitle}
      idPrefix="ee-upload"
    />
  );
}
