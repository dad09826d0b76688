import { useState } from "react";
import { useHydrated } from "~/utils/use-hydrated";

/** Puts text on the clipboard: the Clipboard API where the page may use it, else a selected copy. */
async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Plain http on another host has no Clipboard API: copy a selection, as browsers always could.
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    const copied = document.execCommand("copy");
    area.remove();
    return copied;
  }
}

/**
 * A button that copies a text and says so. It needs JavaScript, so it is drawn only once
 * JavaScript runs; without it the text beside it is selectable as always.
 */
export function CopyButton({ text, label, name }: { text: string; label: string; name: string }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  if (!hydrated) return null;
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        className="btn-secondary"
        aria-label={`${label} ${name}`}
        onClick={async () => setState((await copyText(text)) ? "copied" : "failed")}
      >
        {label}
      </button>
      <span role="status" className="text-xs text-stone-600">
        {state === "copied" ? "Copied" : state === "failed" ? "Could not copy: select it and copy it yourself" : ""}
      </span>
    </span>
  );
}
