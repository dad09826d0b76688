import { useNavigate } from "@remix-run/react";
import { useCallback, type MouseEvent } from "react";

/**
 * Client-side navigation for the plain `<a href>`s inside one element. Long lists and
 * the dashboard tabs render anchors rather than `<Link>`s, because every Link costs
 * router work on each server render; one click handler on their container gives them
 * Link's behaviour once JavaScript runs. Without JavaScript they are ordinary links.
 * Modified clicks (new tab), downloads, other targets and other origins are left alone.
 */
export function useLinkDelegation({ preventScrollReset = false } = {}) {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a") : null;
      if (!anchor || !event.currentTarget.contains(anchor) || anchor.hasAttribute("download")) return;
      if (anchor.target && anchor.target !== "_self") return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname.startsWith("/api/")) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`, { preventScrollReset });
    },
    [navigate, preventScrollReset],
  );
}
