import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Time spent on the last page: when the page is left (tab closed, another site, a
 * reload), the browser sends the path it showed, and the server ends that visit now.
 * Moves inside the portal need no beacon: the next page's request ends the visit.
 */
export function PageLeaveBeacon() {
  const { pathname } = useLocation();
  const current = useRef(pathname);
  current.current = pathname;
  useEffect(() => {
    const leave = () => navigator.sendBeacon?.("/api/page-visits/leave", current.current);
    window.addEventListener("pagehide", leave);
    return () => window.removeEventListener("pagehide", leave);
  }, []);
  return null;
}
