import { Form, Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { HoneypotField } from "~/components/ui/form-alert";
import { TERMS_LAST_UPDATED, TERMS_VERSION } from "~/constants";
import { useHydrated } from "~/utils/use-hydrated";

export type LoginTypeParam = "employee" | "admin";

export function TermsText() {
  return (
    <div className="space-y-3 text-sm text-stone-700">
      <p>Access to the Namib Copper Mining HR Portal is for company employees and authorised business partners only.</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>Password reset requests need HR approval before a reset link is issued.</li>
        <li>Geo-blocking restricts access from some regions.</li>
        <li>Sessions expire after a period of inactivity, with a warning shown before you are logged out.</li>
        <li>Activities in the portal are logged.</li>
        <li>Use of the portal is governed by the laws of the Republic of Namibia.</li>
      </ul>
      <p className="text-xs text-stone-500">
        Terms version {TERMS_VERSION}, last updated {TERMS_LAST_UPDATED}.
      </p>
    </div>
  );
}

/**
 * The two dependent checkboxes of spec 1 section 4: the agree button waits for the
 * first box, and the second box is disabled until the first is ticked. The form posts
 * to /terms, which checks the same rule on the server and continues to /login.
 */
export function TermsForm({ type, error, onCancel }: { type: LoginTypeParam; error?: string; onCancel?: () => void }) {
  const [read, setRead] = useState(false);
  const [comply, setComply] = useState(false);
  // Before hydration the boxes are plain HTML; the server enforces the rule.
  const hydrated = useHydrated();
  const readBox = useRef<HTMLInputElement>(null);
  const complyBox = useRef<HTMLInputElement>(null);
  // Ticked before the JavaScript arrived (issue 25): the boxes keep their ticks when React takes them over.
  useEffect(() => {
    const wasRead = Boolean(readBox.current?.checked);
    setRead(wasRead);
    setComply(wasRead && Boolean(complyBox.current?.checked));
  }, []);

  return (
    <Form method="post" action="/terms" className="space-y-4">
      <HoneypotField />
      <input type="hidden" name="type" value={type} />
      <TermsText />
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      <label className="check-label text-sm">
        <input
          type="checkbox"
          name="readAndUnderstood"
          ref={readBox}
          className="mt-1"
          checked={hydrated ? read : undefined}
          onChange={(event) => {
            setRead(event.target.checked);
            if (!event.target.checked) setComply(false);
          }}
        />
        I have read and understood the Terms of Use.
      </label>
      <label className="check-label text-sm">
        <input
          type="checkbox"
          name="agreeToComply"
          ref={complyBox}
          className="mt-1"
          disabled={hydrated ? !read : false}
          checked={hydrated ? comply : undefined}
          onChange={(event) => setComply(event.target.checked)}
        />
        I agree to comply with these terms and to use the portal responsibly.
      </label>
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : (
          <Link to="/" className="btn-secondary">
            Cancel
          </Link>
        )}
        <button type="submit" className="btn-primary" disabled={hydrated ? !read : false}>
          I Agree, Continue
        </button>
      </div>
    </Form>
  );
}
