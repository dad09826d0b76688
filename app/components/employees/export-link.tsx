import { useState, type MouseEvent } from "react";
import { Toast, type ToastProps } from "~/components/ui/toast";
import { EMPLOYEE_TOASTS } from "~/schemas/employee";

/** The file name a response's Content-Disposition gives, or the fallback. */
function attachmentName(disposition: string | null, fallback: string) {
  return /filename="?([^";]+)"?/.exec(disposition ?? "")?.[1] ?? fallback;
}

/**
 * "Export Excel": a plain download link without JavaScript. With JavaScript the file is
 * fetched, saved under the server's file name, and the spec's toast says how it went
 * (Export successful, or Export failed: Failed to export employee list. Please try again.).
 */
export function ExportLink({ href }: { href: string }) {
  const [toast, setToast] = useState<(ToastProps & { key: number }) | null>(null);
  const [busy, setBusy] = useState(false);

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(String(response.status));
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const anchor = document.createElement("a");
      anchor.href = url;
      anchor.download = attachmentName(response.headers.get("Content-Disposition"), "employees.xlsx");
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setToast({ key: Date.now(), title: EMPLOYEE_TOASTS.exported, variant: "success" });
    } catch {
      setToast({
        key: Date.now(),
        title: EMPLOYEE_TOASTS.exportFailed,
        description: EMPLOYEE_TOASTS.exportFailedDescription,
        variant: "error",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <a href={href} className="btn-secondary" download onClick={onClick} aria-busy={busy || undefined}>
        Export Excel
      </a>
      {toast ? (
        <div className="fixed right-4 bottom-4 z-50">
          <Toast key={toast.key} toast={toast} />
        </div>
      ) : null}
    </>
  );
}
