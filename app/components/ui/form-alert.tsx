/**
 * Plain pieces of forms with no form library behind them, so public pages that only
 * need these (landing, approval page) do not download one.
 */

/** A form-level failure, shown as a destructive toast-style alert above the form. */
export function FormAlert({ title, description }: { title: string; description?: string }) {
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-semibold">{title}</p>
      {description ? <p className="mt-0.5">{description}</p> : null}
    </div>
  );
}

/** Bots fill every field; people never see this one (DESIGN.md: public forms carry a honeypot). */
export function HoneypotField() {
  return (
    <div aria-hidden="true" style={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}>
      <label htmlFor="hp-website">Leave this field empty</label>
      <input id="hp-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
