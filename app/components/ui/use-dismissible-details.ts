import { useEffect, type RefObject } from "react";

/**
 * Menus built on <details> (they open with no JavaScript) close on Escape, on a click
 * outside and once a link inside them is followed, as people expect of a menu.
 */
export function useDismissibleDetails(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const openMenus = () => Array.from(root.querySelectorAll<HTMLDetailsElement>("details[open]"));
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = openMenus();
      if (!open.length) return;
      for (const details of open) details.open = false;
      open[0].querySelector("summary")?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      for (const details of openMenus()) {
        if (!details.contains(event.target as Node)) details.open = false;
      }
    };
    const onClick = (event: MouseEvent) => {
      if ((event.target as HTMLElement).closest("a")) for (const details of openMenus()) details.open = false;
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    root.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      root.removeEventListener("click", onClick);
    };
  }, [container]);
}
