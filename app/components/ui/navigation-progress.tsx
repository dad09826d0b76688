import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

/**
 * A thin bar at the top while a page or a form submission is on its way, so a tap on a
 * slow link is never silent. It appears after a short delay (fast answers don't flash)
 * and marks the document busy for assistive technology.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    document.body.setAttribute("aria-busy", busy ? "true" : "false");
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), 150);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!visible) return null;
  const label = navigation.state === "submitting" ? "Sending…" : "Loading…";
  return (
    <div role="progressbar" aria-label={label} className="navigation-progress">
      <span className="sr-only">{label}</span>
    </div>
  );
}
