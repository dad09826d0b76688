import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * A dialog that is also a page. The server renders an open, non-modal <dialog> in the page's
 * flow (so it works with JavaScript disabled, and reads there as a region of the page); once
 * JavaScript runs, that same element is promoted to a modal dialog, and closing it goes back
 * to `closeTo`.
 *
 * The element is never replaced (issue 25): on a slow link a person types into the
 * server-rendered form for seconds before the JavaScript arrives, and a new element would
 * start empty (text, ticks, a chosen file). Promotion keeps the fields, their values, the
 * file list and the focus.
 */
export function RouteDialog({
  title,
  closeTo,
  children,
  wide = false,
}: {
  title: string;
  closeTo: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const width = wide ? "max-w-3xl" : "max-w-xl";
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [modal, setModal] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.matches(":modal")) {
      const active = document.activeElement;
      const focused = active instanceof HTMLElement && active !== document.body ? active : null;
      // Typing in the page's form when the JavaScript arrived: the field keeps the focus (and its caret).
      const typingInside = focused && element.contains(focused) ? focused : null;
      // The control that opened the dialog (the link just clicked): focus goes back to it when the
      // dialog closes (issue 24), as a native dialog's close() does. The dialog leaves by a
      // navigation that unmounts it, so close() never runs: this does its work.
      opener.current = focused && !typingInside ? focused : null;
      // showModal() refuses a dialog that is open already (as the server drew it): close it first.
      if (element.open) element.close();
      element.showModal();
      if (typingInside) typingInside.focus({ preventScroll: true });
      setModal(true);
    }
    return () => {
      const back = opener.current;
      if (!back) return;
      requestAnimationFrame(() => {
        if (back.isConnected && !document.querySelector("dialog[open]")) back.focus({ preventScroll: true });
      });
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      // Drawn open by the server; from then on showModal() and close() own the attribute.
      open
      aria-labelledby="route-dialog-title"
      className={modal ? `m-auto w-full ${width} rounded-lg p-6 shadow-xl` : `card static mx-auto my-6 block w-full ${width} text-inherit`}
      onCancel={(event) => {
        event.preventDefault();
        navigate(closeTo, { preventScrollReset: true });
      }}
    >
      {/* Without JavaScript the content is a named region of the page, as it always was; inside the modal it is not named twice. */}
      <section aria-labelledby={modal ? undefined : "route-dialog-title"}>
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id="route-dialog-title" className="text-xl font-semibold">
            {title}
          </h2>
          {hydrated ? (
            <button
              type="button"
              className="-mr-2 -mt-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-2xl leading-none text-stone-600 hover:bg-stone-100 hover:text-stone-800"
              aria-label="Close"
              onClick={() => navigate(closeTo, { preventScrollReset: true })}
            >
              ×
            </button>
          ) : null}
        </div>
        {children}
      </section>
    </dialog>
  );
}
