import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { PersonAvatar } from "~/components/events/person-avatar";
import { EventTypeBadge } from "~/components/events/event-list";
import { TextareaField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { COMMENT_MAX, CommentSchema, RSVP_LABELS, RSVP_STATUSES, type RsvpStatus } from "~/schemas/events";
import type { getEventDetail } from "~/services/events/detail.server";
import { formatEventWhen } from "~/utils/event-times";
import { formatDateTimeNa } from "~/utils/format";

type Detail = Awaited<ReturnType<typeof getEventDetail>>;

/**
 * The event dialog's body (spec 1 "View & RSVP", spec 2 "Event detail dialog"): when and
 * where, Add to calendar, the RSVP buttons (changeable while the event is not over),
 * who answered, and the comments with Add and Delete.
 */
export function EventDetail({ detail, lastResult }: { detail: Detail; lastResult?: SubmissionResult<string[]> | null }) {
  const { event, comments, canRsvp } = detail;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return (
    <div className="space-y-5 text-sm">
      <EventFacts event={event} />

      <RsvpSection detail={detail} busy={busy} />

      <section aria-labelledby="comments-title" className="space-y-2">
        <h3 id="comments-title" className="font-semibold">
          Comments ({comments.length})
        </h3>
        {comments.length === 0 ? <p className="text-stone-500">No comments yet.</p> : null}
        <ul className="space-y-3">
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ul>
        {canRsvp ? <CommentForm eventId={event.id} lastResult={lastResult} busy={busy} /> : null}
      </section>
    </div>
  );
}

/** What the intent of the form being submitted is, if any: its buttons are disabled meanwhile. */
type Busy = FormDataEntryValue | null | undefined;

/** When and where, the event's type, its description and the Add to calendar link. */
function EventFacts({ event }: { event: Detail["event"] }) {
  return (
    <section aria-label="Event details" className="space-y-1">
      <div className="flex flex-wrap gap-1">
        <EventTypeBadge type={event.eventType} />
        {event.isPast ? <span className="pill bg-stone-200 text-stone-600">Past Event</span> : null}
      </div>
      <p className="font-medium">{formatEventWhen(event)}</p>
      {event.location ? <p className="break-words">{event.location}</p> : null}
      {event.description ? <p className="break-words whitespace-pre-line text-stone-700">{event.description}</p> : null}
      <p>
        <a href={`/api/events/${event.id}/ics`} download className="touch-link text-copper-700 underline">
          Add to calendar (.ics)
        </a>
      </p>
    </section>
  );
}

/** The RSVP buttons (or why there are none), the counts per answer and who answered. */
function RsvpSection({ detail, busy }: { detail: Detail; busy: Busy }) {
  const { event, rsvps, counts, myRsvp, canRsvp } = detail;
  return (
    <section aria-labelledby="rsvp-title" className="space-y-2">
      <h3 id="rsvp-title" className="font-semibold">
        RSVP
      </h3>
      {!canRsvp ? (
        <p className="text-stone-500">Only employees with an employee record can RSVP.</p>
      ) : event.isPast ? (
        <p className="text-stone-500">This event is over.{myRsvp ? ` Your answer was ${RSVP_LABELS[myRsvp]}.` : ""}</p>
      ) : (
        <Form method="post" className="flex flex-wrap gap-2" preventScrollReset>
          <input type="hidden" name="intent" value="rsvp" />
          {RSVP_STATUSES.map((status) => (
            <button
              key={status}
              type="submit"
              name="status"
              value={status}
              aria-pressed={myRsvp === status}
              disabled={busy === "rsvp"}
              className={myRsvp === status ? "btn-primary" : "btn-secondary"}
            >
              {RSVP_LABELS[status]}
            </button>
          ))}
        </Form>
      )}
      <p className="text-stone-600">{RSVP_STATUSES.map((status: RsvpStatus) => `${RSVP_LABELS[status]}: ${counts[status]}`).join(" · ")}</p>
      {rsvps.length > 0 ? (
        <ul aria-label="Attendees" className="divide-y divide-stone-100">
          {rsvps.map((rsvp) => (
            <li key={rsvp.id} className="flex items-center justify-between gap-2 py-1.5">
              <span className="flex min-w-0 items-center gap-2">
                <PersonAvatar firstName={rsvp.firstName} lastName={rsvp.lastName} pictureUrl={rsvp.profilePictureUrl} />
                <span className="truncate">{rsvp.employeeName}</span>
              </span>
              <span className="shrink-0 text-stone-500">{RSVP_LABELS[rsvp.status]}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-500">No RSVPs yet.</p>
      )}
    </section>
  );
}

/** One comment: who wrote it and when, the text, and Delete for those allowed to. */
function CommentItem({ comment }: { comment: Detail["comments"][number] }) {
  return (
    <li className="flex gap-2">
      <PersonAvatar
        firstName={comment.employeeName.split(" ")[0] ?? ""}
        lastName={comment.employeeName.split(" ").at(-1) ?? ""}
        pictureUrl={comment.employeeProfilePictureUrl}
      />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-medium">{comment.employeeName}</span>
          <span className="text-xs text-stone-500">{formatDateTimeNa(comment.createdAt)}</span>
        </p>
        <p className="break-words whitespace-pre-line">{comment.comment}</p>
        {comment.canDelete ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="delete-comment" />
            <input type="hidden" name="commentId" value={comment.id} />
            <button
              type="submit"
              className="touch-link text-xs text-red-700 underline max-md:min-w-11"
              aria-label={`Delete comment by ${comment.employeeName}`}
            >
              Delete
            </button>
          </Form>
        ) : null}
      </div>
    </li>
  );
}

/** Add a comment: a plain form that posts without JavaScript, validated by the schema the action uses. */
function CommentForm({ eventId, lastResult, busy }: { eventId: number; lastResult?: SubmissionResult<string[]> | null; busy: Busy }) {
  const [form, fields] = useForm({
    id: `comment-${eventId}`,
    lastResult: lastResult ?? undefined,
    constraint: getZodConstraint(CommentSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CommentSchema }),
  });
  const commentFailure = lastResult?.error?.[""]?.[0];
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2" preventScrollReset>
      {commentFailure ? <FormAlert title="Failed to add comment" description={commentFailure} /> : null}
      <input type="hidden" name="intent" value="comment" />
      <TextareaField label="Add a comment" meta={fields.comment} rows={3} maxLength={COMMENT_MAX} />
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={busy === "comment"}>
          {busy === "comment" ? "Posting..." : "Post Comment"}
        </button>
      </div>
    </Form>
  );
}
