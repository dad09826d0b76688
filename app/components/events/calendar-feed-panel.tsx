import { Form, useNavigation } from "@remix-run/react";
import { formatDateTimeNa } from "~/utils/format";

export interface FeedStatus {
  active: boolean;
  createdAt?: string;
  lastUsedAt?: string | null;
}

/**
 * Subscribe in a calendar app (beyond the spec): a personal, secret feed address of
 * company events. The address is shown once, right after it is made (only its hash is
 * kept); a new one replaces it and Revoke ends it.
 */
export function CalendarFeedPanel({ status, newUrl }: { status: FeedStatus; newUrl: string | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return (
    <details className="card text-sm" open={Boolean(newUrl)}>
      <summary className="cursor-pointer py-3 font-semibold">Subscribe in your calendar</summary>
      <div className="mt-2 space-y-3">
        <p className="text-stone-600">
          A private address your calendar app (Google Calendar, Outlook, Apple Calendar) can subscribe to: company events appear there and
          stay up to date. Keep it to yourself; anyone with the address sees the events.
        </p>
        {newUrl ? (
          <div className="space-y-1" role="status">
            <label htmlFor="calendar-feed-url" className="field-label">
              Your calendar feed address (shown only now: copy it)
            </label>
            <input
              id="calendar-feed-url"
              readOnly
              value={newUrl}
              className="field-input font-mono text-xs"
              onFocus={(e) => e.currentTarget.select()}
            />
          </div>
        ) : status.active ? (
          <p>
            You have a calendar feed, made {formatDateTimeNa(status.createdAt)}
            {status.lastUsedAt ? `, last read ${formatDateTimeNa(status.lastUsedAt)}` : ", not read yet"}. Its address is not shown again:
            make a new one if you lost it.
          </p>
        ) : (
          <p>You have no calendar feed.</p>
        )}
        <div className="flex flex-wrap gap-2">
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="feed-create" />
            <button type="submit" className="btn-secondary" disabled={busy === "feed-create"}>
              {status.active || newUrl ? "Make a new address" : "Get calendar feed address"}
            </button>
          </Form>
          {status.active || newUrl ? (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="feed-revoke" />
              <button type="submit" className="btn-secondary text-red-700" disabled={busy === "feed-revoke"}>
                Revoke feed
              </button>
            </Form>
          ) : null}
        </div>
      </div>
    </details>
  );
}
