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
    if (hydrated && dialog.current && !dialog.current.open) dialog.current.showModal();
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
