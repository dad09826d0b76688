import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useEffect } from "react";
import { clearBrowserStorage } from "~/components/app-header";

export const handle = { hideHeader: true };

/**
 * Clears browser storage once and keeps Back on this page: the history entry is
 * replaced and re-pushed whenever the user goes back.
 */
export default function LogoutSuccess() {
  useEffect(() => {
    clearBrowserStorage();
    const here = window.location.href;
    window.history.replaceState(null, "", here);
    window.history.pushState(null, "", here);
    const stay = () => window.history.pushState(null, "", here);
    window.addEventListener("popstate", stay);
    return () => window.removeEventListener("popstate", stay);
  }, []);

  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-4">
      <div className="card max-w-md text-center">
        <h1 className="text-2xl font-bold">Successfully Logged Out</h1>
        <p className="mt-2 text-stone-600">You have been successfully logged out of the HR Portal.</p>
        <Link to="/" className="btn-primary mt-6">
          Return to the HR Portal
        </Link>
      </div>
    </main>
  );
}

export const meta: MetaFunction = () => [{ title: "Logged Out | HR Portal" }];
