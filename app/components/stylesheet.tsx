import { createContext, useContext } from "react";
import { useNonce } from "~/nonce";

const STYLE_ID = "app-stylesheet";

/** The stylesheet's text for the document being rendered on the server (entry.server.tsx). */
const InlineStylesheetContext = createContext<string | null>(null);
export const InlineStylesheetProvider = InlineStylesheetContext.Provider;

/**
 * In the browser: the text the server inlined, read once before React hydrates, so every
 * later render (an error page replaces the whole document) renders the same <style>
 * without downloading the stylesheet.
 */
const inlinedInBrowser = typeof document === "undefined" ? null : (document.getElementById(STYLE_ID)?.textContent ?? null);

/**
 * The page's stylesheet inside the document's head, so the first render does not wait
 * one round trip for it (issue 9; the figures are in docs/decisions.md, "Page weight").
 * Falls back to a link when the server could not read the built file.
 */
export function Stylesheet({ href }: { href: string }) {
  const nonce = useNonce();
  const text = useContext(InlineStylesheetContext) ?? inlinedInBrowser;
  if (text === null) return <link rel="stylesheet" href={href} />;
  return <style id={STYLE_ID} nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: text }} />;
}
