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
