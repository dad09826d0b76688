import { json } from "@remix-run/node";
import type { EeFileKind } from "~/schemas/equity";
import { readId } from "~/utils/ids";

/** The workspace's file sections in URLs (spec 2 tabs: Minutes, Policies, Docs) and their kinds. */
const SECTIONS: Record<string, EeFileKind> = { minutes: "minutes", policies: "policies", docs: "documents" };

/** The kind a section URL names; any other section is a 404. */
export function sectionKind(section: string | undefined): EeFileKind {
  // Own keys only: "constructor" or "__proto__" in the URL are not sections.
  const kind = section && Object.hasOwn(SECTIONS, section) ? SECTIONS[section] : undefined;
  if (!kind) throw json({ message: "Page not found" }, { status: 404 });
  return kind;
}

export function fileId(raw: string | undefined) {
  const id = readId(raw ?? "");
  if (id === null) throw json({ message: "File not found" }, { status: 404 });
  return id;
}
