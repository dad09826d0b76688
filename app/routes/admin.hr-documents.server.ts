import { json } from "@remix-run/node";
import { LIBRARY_SECTIONS, type LibrarySection } from "~/schemas/library";

/** The library section a URL names (/admin/hr-documents/policies or /she); any other is a 404 page. */
export function librarySection(raw: string | undefined): LibrarySection {
  const section = LIBRARY_SECTIONS.find((value) => value === raw);
  if (!section) throw json({ message: "Page not found" }, { status: 404 });
  return section;
}
