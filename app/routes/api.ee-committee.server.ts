import { json } from "@remix-run/node";
import type { EeFileKind } from "~/schemas/equity";

const API_KINDS: Record<string, EeFileKind> = { "meeting-minutes": "minutes", policies: "policies", documents: "documents" };

/** The kind an /api/ee-committee/{kind} address names; anything else is a JSON 404. */
export function apiFileKind(raw: string | undefined): EeFileKind {
  // Own keys only: "constructor" or "__proto__" in the URL are not kinds (they were a 500).
  const kind = raw && Object.hasOwn(API_KINDS, raw) ? API_KINDS[raw] : undefined;
  if (!kind) throw json({ message: "Not found" }, { status: 404 });
  return kind;
}
