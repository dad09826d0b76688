import type { PublicGrievanceView } from "~/services/grievances/common.server";
import { formatDateNa } from "~/utils/format";
import { GrievanceStatusBadge, PriorityBadge, categoryLabel } from "./grievance-badges";

/**
 * One grievance as its submitter sees it (own named list, or the anonymous status page):
 * status, what was sent, the resolution and HR's public replies. Internal comments never
 * reach this view (the services leave them out).
 */
export function GrievanceCard({ grievance, headingLevel = 3 }: { grievance: PublicGrievanceView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card space-y-3" aria-label={grievance.title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="font-semibold">{grievance.title}</Heading>
        <div className="flex flex-wrap gap-2">
          <GrievanceStatusBadge status={grievance.status} />
          <PriorityBadge priority={grievance.priority} />
        </div>
      </div>
      <p className="text-sm text-stone-600">
        {categoryLabel(grievance.category)} · submitted {formatDateNa(grievance.submittedAt)}
      </p>
      <p className="text-sm whitespace-pre-line">{grievance.description}</p>
      {grievance.resolution ? (
        <div className="rounded-md bg-emerald-50 px-3 py-2 text-sm">
          <p className="font-medium">Resolution</p>
          <p className="whitespace-pre-line">{grievance.resolution}</p>
        </div>
      ) : null}
      <div>
        <p className="text-sm font-medium">Replies from HR</p>
        {grievance.replies.length === 0 ? (
          <p className="text-sm text-stone-500">No replies yet.</p>
        ) : (
          <ul className="mt-1 space-y-2">
            {grievance.replies.map((reply) => (
              <li key={reply.id} className="rounded-md border border-stone-200 px-3 py-2 text-sm">
                <p className="whitespace-pre-line">{reply.comment}</p>
                <p className="mt-1 text-xs text-stone-500">{formatDateNa(reply.createdAt)}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
