import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Reloads the page's loaders every `intervalMs` while the browser tab is visible (spec 2:
 * the password reset list refreshes every 30 seconds). A hidden tab costs the server
 * nothing; coming back after the interval has passed refreshes at once. Without
 * JavaScript nothing polls: a reload shows the current list.
 */
export function usePollingRevalidation(intervalMs: number, enabled = true) {
  const { revalidate, state } = useRevalidator();
  const last = useRef(Date.now());
  const busy = useRef(false);
  busy.current = state !== "idle";

  useEffect(() => {
    if (!enabled) return;
    last.current = Date.now();
    const refresh = () => {
      if (document.hidden || busy.current) return;
      last.current = Date.now();
      revalidate();
    };
    const timer = window.setInterval(
      () => {
        if (Date.now() - last.current >= intervalMs) refresh();
      },
      Math.min(intervalMs, 5_000),
    );
    const onVisible = () => {
      if (!document.hidden && Date.now() - last.current >= intervalMs) refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [enabled, intervalMs, revalidate]);
}
