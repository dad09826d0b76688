import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { Tab, TabGroup } from "~/components/dashboard/tabs";
import { useLinkDelegation } from "~/components/ui/link-delegation";
import { useDismissibleDetails } from "~/components/ui/use-dismissible-details";

/**
 * Grouped tab navigation. Every tab is a link, so it works with no JavaScript; the
 * groups open as dropdowns (desktop) or a collapsible menu (mobile) using <details>,
 * which close on Escape, on a click outside and after a tab is chosen.
 * The tabs are plain anchors navigated client-side by one handler (useLinkDelegation).
 */
export function TabNav({ groups, active, label }: { groups: TabGroup[]; active: string; label: string }) {
  const onClick = useLinkDelegation();
  const nav = useRef<HTMLElement>(null);
  useDismissibleDetails(nav);
  const activeTab = groups.flatMap((group) => group.tabs).find((tab) => tab.id === active);
  return (
    // The click handler only takes over clicks on the links inside, which keyboards activate as clicks too.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <nav ref={nav} aria-label={label} className="border-b border-stone-200" onClick={onClick}>
      <ul className="hidden flex-wrap gap-1 md:flex">
        {groups.map((group) => {
          const current = group.tabs.some((tab) => tab.id === active);
          if (group.tabs.length === 1) {
            const [tab] = group.tabs;
            return (
              <li key={group.label}>
                <TabAnchor tab={tab} active={active} text={group.label} />
              </li>
            );
          }
          return (
            <li key={group.label} className="relative">
              <details className="group">
                <summary
                  className={`cursor-pointer list-none px-3 py-2 text-sm font-medium ${current ? "border-b-2 border-copper-600 text-copper-700" : "text-stone-600"}`}
                >
                  {group.label} ▾
                </summary>
                <ul className="absolute z-10 mt-1 min-w-44 rounded-md border border-stone-200 bg-white py-1 shadow">
                  {group.tabs.map((tab) => (
                    <li key={tab.id}>
                      <TabAnchor tab={tab} active={active} />
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          );
        })}
      </ul>
      <details className="md:hidden">
        <summary className="cursor-pointer px-1 py-3 text-sm font-medium">
          Menu{activeTab ? <span className="text-stone-500">: {activeTab.label}</span> : null}
        </summary>
        <ul className="pb-2">
          {groups.map((group) => (
            <li key={group.label} className="px-1 py-1">
              <p className="text-xs font-semibold uppercase text-stone-500">{group.label}</p>
              <ul>
                {group.tabs.map((tab) => (
                  <li key={tab.id}>
                    <TabAnchor tab={tab} active={active} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}

function TabAnchor({ tab, active, text }: { tab: Tab; active: string; text?: string }) {
  const isActive = tab.id === active;
  return (
    <a href={tab.opens ?? tab.to} aria-current={isActive ? "page" : undefined} className={isActive ? "tab-link-active" : "tab-link"}>
      {text ?? tab.label}
    </a>
  );
}

/**
 * The spec's "active tab persists": with JavaScript, the last tab is remembered in
 * local storage and reopened when the dashboard's home URL is visited. The URL stays the truth.
 */
export function useRememberedTab(storageKey: string, active: string, home: string, tabs: readonly Tab[]) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    try {
      if (location.pathname === home) {
        const remembered = window.localStorage.getItem(storageKey);
        const target = tabs.find((tab) => tab.id === remembered);
        if (target && target.to !== home && target.id !== active) {
          navigate(target.opens ?? target.to, { replace: true });
          return;
        }
      }
      window.localStorage.setItem(storageKey, active);
    } catch {
      // Storage unavailable: the URL alone decides.
    }
    // Runs when the page changes only: `active` follows the path.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);
}
