import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";

/** A success message hides itself after this long; an error stays until it is dismissed. */
export const SUCCESS_TOAST_MS = 6000;

export interface ToastProps {
  title: string;
  description?: string;
  variant?: "success" | "error";
}

/**
 * The one-time toast a loader read, kept while the page stays where it is. The session's
 * toast is read once, so a revalidation of the same page (a live update, a fetcher's
 * submission) answers null; that must not take away the message of what the person just
 * did. A navigation to another location drops it.
 */
export function useOneTimeToast(loaded: ToastProps | null | undefined) {
  const { key } = useLocation();
  const [kept, setKept] = useState<{ key: string; toast: ToastProps } | null>(loaded ? { key, toast: loaded } : null);
  if (loaded && (kept?.toast !== loaded || kept.key !== key)) {
    setKept({ key, toast: loaded });
  } else if (!loaded && kept && kept.key !== key) {
    setKept(null);
  }
  return loaded ?? (kept?.key === key ? kept.toast : null);
}

/**
 * A toast that is plain HTML first: without JavaScript it stays as a banner. With it, a
 * success hides itself after a few seconds and an error stays until dismissed (issue 24).
 * It never takes the focus: its live region (status, or alert for a failure) announces it.
 * Failures use the destructive style.
 */
export function Toast({ toast }: { toast: ToastProps }) {
  const [visible, setVisible] = useState(true);
  const destructive = toast.variant === "error";
  useEffect(() => {
    setVisible(true);
    if (destructive) return;
    const timer = setTimeout(() => setVisible(false), SUCCESS_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, destructive]);
  if (!visible) return null;
  return (
    <div
      role={destructive ? "alert" : "status"}
      className={`mx-auto mt-4 flex max-w-xl items-start gap-3 rounded-md border px-4 py-3 text-sm shadow ${
        destructive ? "border-red-300 bg-red-50 text-red-900" : "border-emerald-300 bg-emerald-50 text-emerald-900"
      }`}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-0.5">{toast.description}</p> : null}
      </div>
      <button type="button" className="text-stone-500 hover:text-stone-800" onClick={() => setVisible(false)} aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}
