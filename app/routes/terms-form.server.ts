import { TermsSchema } from "~/schemas/auth";

/** Checks the Terms of Use form on the server (kept out of the page's browser bundle). */
export function parseTermsForm(formData: FormData) {
  const parsed = TermsSchema.safeParse(Object.fromEntries(formData));
  if (parsed.success) return { ok: true as const, type: parsed.data.type };
  return { ok: false as const, error: parsed.error.issues[0]?.message ?? "Please accept the Terms of Use." };
}
