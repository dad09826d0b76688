import { useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

/**
 * With JavaScript, warns two minutes before the server ends an idle session and lets
 * the user stay signed in. The server enforces the timeout regardless.
 */
export function SessionTimeoutWarning({ timeoutMs, warningMs }: { timeoutMs: number; warningMs: number }) {
  const location = useLocation();
  const navigate = useNavigate();
  const keepAlive = useFetcher();
  const [lastActivity, setLastActivity] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const dialog = useRef<HTMLDialogElement>(null);

  // Every navigation and every keep-alive reaches the server, which counts as activity.
  useEffect(() => setLastActivity(Date.now()), [location.key]);
  useEffect(() => {
    if (keepAlive.state === "idle" && keepAlive.data) setLastActivity(Date.now());
  }, [keepAlive.state, keepAlive.data]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const remaining = lastActivity + timeoutMs - now;
  const warn = remaining <= warningMs;

  useEffect(() => {
    if (remaining <= 0) navigate("/login?expired=1", { replace: true });
  }, [remaining, navigate]);

  useEffect(() => {
    if (warn && remaining > 0 && !dialog.current?.open) dialog.current?.showModal();
    if (!warn && dialog.current?.open) dialog.current.close();
  }, [warn, remaining]);

  const seconds = Math.max(0, Math.ceil(remaining / 1000));
  return (
    <dialog ref={dialog} aria-labelledby="session-warning-title" className="m-auto max-w-sm rounded-lg p-6 shadow-xl">
      <h2 id="session-warning-title" className="text-lg font-semibold">
        Your session is about to expire
      </h2>
      <p className="mt-2 text-sm text-stone-600">
        For your security you will be logged out in {Math.floor(seconds / 60)}:{String(seconds % 60).padStart(2, "0")} because of
        inactivity.
      </p>
      <keepAlive.Form method="post" action="/api/session/keepalive" className="mt-4 flex justify-end">
        <button type="submit" className="btn-primary">
          Stay signed in
        </button>
      </keepAlive.Form>
    </dialog>
  );
}
