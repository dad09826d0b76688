import { useFetchers, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Toast, type ToastProps } from "~/components/ui/toast";

/** The toast titles of the real-time messages (spec 1: 'Document Updated', 'Suggestion Updated'). */
const TITLES: Record<string, string> = {
  suggestion_updated: "Suggestion Updated",
  document_deleted: "Document Updated",
  grievance_updated: "Grievance Updated",
};

const STREAM_URL = "/api/live-updates";
/** Spec 1: after an unexpected close, try again every 3 s while signed in. */
const RETRY_MS = 3_000;

/**
 * The signed-in frames' live updates: one EventSource on /api/live-updates while a
 * dashboard page is open (so never on /logout-success, and closed when the person leaves
 * the frame or signs out). Each update makes the page refetch its own loaders, which check
 * access, and shows the update's toast. The browser reconnects by itself and sends the last
 * id it saw, so what was missed arrives; if the server refused the stream, it asks whether
 * the session is still there and tries again after 3 s only if it is. Without JavaScript
 * nothing of this runs: a reload shows the current page.
 */
export function useLiveUpdates() {
  const refetch = useRefetchWhenIdle();
  const revalidateRef = useRef(refetch);
  revalidateRef.current = refetch;
  const [toast, setToast] = useState<ToastProps | null>(null);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let lastId = "";
    let retry: number | undefined;
    let stopped = false;
    let dropped = false;

    const open = () => {
      source = new EventSource(lastId ? `${STREAM_URL}?after=${encodeURIComponent(lastId)}` : STREAM_URL);
      source.addEventListener("open", () => {
        // Back after a drop: what changed meanwhile may not all be in the replay.
        if (dropped) revalidateRef.current();
        dropped = false;
      });
      source.addEventListener("update", (event) => {
        const message = event as MessageEvent<string>;
        if (message.lastEventId) lastId = message.lastEventId;
        let update: { type?: string; message?: string };
        try {
          update = JSON.parse(message.data) as typeof update;
        } catch {
          return;
        }
        revalidateRef.current();
        const title = update.type ? TITLES[update.type] : undefined;
        if (title) setToast({ title, description: update.message || undefined });
      });
      source.addEventListener("error", () => {
        dropped = true;
        if (source?.readyState !== EventSource.CLOSED) return; // the browser reconnects by itself
        source = null;
        retry = window.setTimeout(() => void reopenIfSignedIn(), RETRY_MS);
      });
    };

    const reopenIfSignedIn = async () => {
      if (stopped) return;
      const signedIn = await fetch("/api/auth/user", { headers: { Accept: "application/json" } })
        .then((response) => response.ok)
        .catch(() => true); // offline: keep trying
      if (stopped || !signedIn) return;
      open();
    };

    open();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      source?.close();
    };
  }, []);

  return toast;
}

/**
 * Refetch the page's loaders, but never in the middle of a navigation, a refetch or a fetcher's work:
 * Remix's revalidate() aborts the loads in flight and starts them again, and a load that
 * had already read the session's one-time toast (the message of what the person just did,
 * after a form's redirect) would be thrown away with it. While something is loading, the
 * refetch waits until all is idle and runs then.
 */
export function useRefetchWhenIdle() {
  const { revalidate, state: revalidation } = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  // A refetch already on its way counts too: starting another would abort it.
  const idle = navigation.state === "idle" && revalidation === "idle" && fetchers.every((fetcher) => fetcher.state === "idle");
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (idle && waiting) {
      setWaiting(false);
      revalidate();
    }
  }, [idle, waiting, revalidate]);
  return idle ? revalidate : () => setWaiting(true);
}

/** The latest live update's toast, under the frame's header. */
export function LiveUpdateToast({ toast }: { toast: ToastProps | null }) {
  return toast ? <Toast toast={toast} /> : null;
}
