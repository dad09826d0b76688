import { Link } from "@remix-run/react";

const TEXT: Record<number, { title: string; body: string }> = {
  401: { title: "Please sign in", body: "Your session has ended. Please sign in again." },
  403: { title: "Access Denied", body: "You do not have access to this page." },
  404: { title: "Page Not Found", body: "Did you forget to add the page to the router?" },
};

/** The shared error screen every route's ErrorBoundary renders, with text per status. */
export function ErrorPage({ status }: { status: number }) {
  const text = TEXT[status] ?? { title: "Something went wrong", body: "Please try again in a moment." };
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-sm font-semibold text-copper-600">{status}</p>
      <h1 className="mt-2 text-3xl font-bold">{text.title}</h1>
      <p className="mt-4 text-stone-600">{text.body}</p>
      <Link to="/" className="btn-primary mt-8">Go to the HR Portal</Link>
    </main>
  );
}
