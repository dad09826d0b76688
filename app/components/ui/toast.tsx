import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

/**
 * Set once the app has mounted in the browser. A toast that appears after that answers
 * something the person just did, so it takes the focus (screen readers read it, and the
 * keyboard continues from it); the toast of a freshly loaded page does not.
 */
let appMounted = false;
export function markAppMounted() {
  appMounted = true;
}

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
 * A toast that is plain HTML first: without JavaScript it stays as a banner; with it,
 * it hides itself after a few seconds. Failures use the destructive style.
 */
export function Toast({ toast }: { toast: ToastProps }) {
  const [visible, setVisible] = useState(true);
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    setVisible(true);
    if (appMounted) element.current?.focus();
    const timer = setTimeout(() => setVisible(false), 6000);
    return () => clearTimeout(timer);
  }, [toast]);
  if (!visible) return null;
  const destructive = toast.variant === "error";
  return (
    <div
      ref={element}
      tabIndex={-1}
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
