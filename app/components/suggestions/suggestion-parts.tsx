import { SUGGESTION_CATEGORY_LABELS, type SuggestionCategory, type SuggestionStatus } from "~/schemas/suggestion-messages";
import type { SuggestionView } from "~/services/suggestions.server";
import { formatDateNa } from "~/utils/format";

const STATUS_CLASSES: Record<SuggestionStatus, string> = {
  pending: "bg-sky-100 text-sky-800",
  submitted: "bg-sky-100 text-sky-800",
  under_review: "bg-amber-100 text-amber-800",
  approved: "bg-emerald-100 text-emerald-800",
  implemented: "bg-emerald-200 text-emerald-900",
  rejected: "bg-red-100 text-red-800",
  closed: "bg-stone-200 text-stone-700",
};

/** The status as spec 1 shows it (Pending Review, Not Accepted, ...). */
export function SuggestionStatusBadge({ status, label }: { status: SuggestionStatus; label: string }) {
  return <span className={`pill ${STATUS_CLASSES[status] ?? ""}`}>{label}</span>;
}

export function suggestionCategoryLabel(category: string) {
  return SUGGESTION_CATEGORY_LABELS[category as SuggestionCategory] ?? category;
}

/** One suggestion with HR's review and implementation notes. */
export function SuggestionDetails({ suggestion }: { suggestion: SuggestionView }) {
  return (
    <div className="space-y-2 text-sm">
      <p className="text-stone-600">
        {suggestionCategoryLabel(suggestion.category)} · submitted {formatDateNa(suggestion.submittedAt)}
      </p>
      <p className="whitespace-pre-line">{suggestion.description}</p>
      {suggestion.reviewNotes ? (
        <div className="rounded-md bg-stone-50 px-3 py-2">
          <p className="font-medium">Review notes</p>
          <p className="whitespace-pre-line">{suggestion.reviewNotes}</p>
          {suggestion.reviewedAt ? <p className="mt-1 text-xs text-stone-500">Reviewed {formatDateNa(suggestion.reviewedAt)}</p> : null}
        </div>
      ) : null}
      {suggestion.implementationNotes ? (
        <div className="rounded-md bg-emerald-50 px-3 py-2">
          <p className="font-medium">Implementation notes</p>
          <p className="whitespace-pre-line">{suggestion.implementationNotes}</p>
        </div>
      ) : null}
    </div>
  );
}

export function SuggestionCard({ suggestion }: { suggestion: SuggestionView }) {
  return (
    <article className="card space-y-2" aria-label={suggestion.title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold">{suggestion.title}</h3>
        <SuggestionStatusBadge status={suggestion.status} label={suggestion.statusLabel} />
      </div>
      <SuggestionDetails suggestion={suggestion} />
    </article>
  );
}
