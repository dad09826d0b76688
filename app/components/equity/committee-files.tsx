import { Link } from "@remix-run/react";
import { formatFileSize } from "~/utils/file-size";
import type { EeFileKind } from "~/schemas/equity";
import type { CommitteeFileView } from "~/services/equity/committee-files.server";
import { formatDateNa } from "~/utils/format";

/** Where a kind's files are served (spec 2: /api/ee-committee/meeting-minutes, /policies, /documents). */
export const EE_FILE_API: Record<EeFileKind, string> = {
  minutes: "/api/ee-committee/meeting-minutes",
  policies: "/api/ee-committee/policies",
  documents: "/api/ee-committee/documents",
};

function Detail({ label, text }: { label: string; text: string | null | undefined }) {
  return text ? (
    <div>
      <dt className="text-xs font-semibold text-stone-500 uppercase">{label}</dt>
      <dd className="whitespace-pre-line">{text}</dd>
    </div>
  ) : null;
}

/** One card per file: what it is, its dates, preview (new tab) and download; HR's delete. */
export function CommitteeFileList({
  kind,
  files,
  section,
  isHr,
}: {
  kind: EeFileKind;
  files: CommitteeFileView[];
  section: string;
  isHr: boolean;
}) {
  const api = EE_FILE_API[kind];
  return (
    <ul className="space-y-3">
      {files.map((file) => (
        <li key={file.id} className="card space-y-2 p-4 text-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <p className="font-semibold">{file.title}</p>
              <p className="text-xs text-stone-600">
                {kind === "minutes" ? `Meeting of ${formatDateNa(file.meetingDate)} · ` : null}
                {kind === "policies" ? `Version ${file.version} · effective ${formatDateNa(file.effectiveDate)} · ` : null}
                {file.originalName} · {formatFileSize(file.fileSize)} · uploaded {formatDateNa(file.uploadedAt)}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <a
                href={`${api}/${file.id}/preview`}
                target="_blank"
                rel="noreferrer"
                className="btn-secondary"
                aria-label={`Preview ${file.title}`}
              >
                Preview
              </a>
              <a href={`${api}/${file.id}/download`} className="btn-secondary" aria-label={`Download ${file.title}`}>
                Download
              </a>
              {isHr ? (
                <Link
                  to={`/ee-committee/${section}/${file.id}/delete`}
                  className="btn-secondary"
                  preventScrollReset
                  aria-label={`Delete ${file.title}`}
                >
                  Delete
                </Link>
              ) : null}
            </div>
          </div>
          {file.description ? <p className="whitespace-pre-line">{file.description}</p> : null}
          {kind === "minutes" ? (
            <dl className="grid gap-2 sm:grid-cols-2">
              <Detail label="Attendees" text={file.attendees} />
              <Detail label="Agenda" text={file.agenda} />
              <Detail label="Discussions" text={file.discussions} />
              <Detail label="Decisions" text={file.decisions} />
              <Detail label="Action items" text={file.actionItems} />
            </dl>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
