import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * A dialog that is also a page: the server renders its content inline (so it works
 * with JavaScript disabled); once JavaScript runs it opens as a modal <dialog>, and
 * closing it goes back to `closeTo`.
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

  useEffect(() => {
    if (!hydrated || !dialog.current || dialog.current.open) return;
    // The control that opened the dialog (the link just clicked): focus goes back to it when the
    // dialog closes (issue 24), as a native dialog's close() does. The dialog leaves by a
    // navigation that unmounts it, so close() never runs: this does its work.
    const opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    dialog.current.showModal();
    return () => {
      if (!opener) return;
      requestAnimationFrame(() => {
        if (opener.isConnected && !document.querySelector("dialog[open]")) opener.focus({ preventScroll: true });
      });
    };
  }, [hydrated]);

  const body = (
    <>
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 id="route-dialog-title" className="text-xl font-semibold">
          {title}
        </h2>
        {hydrated ? (
          <button
            type="button"
            className="text-2xl leading-none text-stone-500 hover:text-stone-800"
            aria-label="Close"
            onClick={() => navigate(closeTo, { preventScrollReset: true })}
          >
            ×
          </button>
        ) : null}
      </div>
      {children}
    </>
  );

  if (!hydrated) {
    return (
      <section aria-labelledby="route-dialog-title" className={`card mx-auto my-6 ${width}`}>
        {body}
      </section>
    );
  }
  return (
    <dialog
      ref={dialog}
      aria-labelledby="route-dialog-title"
      className={`m-auto w-full ${width} rounded-lg p-6 shadow-xl`}
      onCancel={(event) => {
        event.preventDefault();
        navigate(closeTo, { preventScrollReset: true });
      }}
    >
      {body}
    </dialog>
  );
}
