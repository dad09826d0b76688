import { json } from "@remix-run/node";

/** Rejects a public form whose hidden honeypot field was filled (by a bot). */
export function checkHoneypot(formData: FormData) {
  const value = formData.get("website");
  if (typeof value === "string" && value.trim() !== "") {
    throw json({ message: "The form could not be submitted." }, { status: 400 });
  }
}
