import { isRouteErrorResponse, Link } from "@remix-run/react";
import { createContext, useContext } from "react";

/**
 * The reference of an unexpected server error, so a person can quote it to support and
 * it can be found in the log. Set by entry.server.tsx on a server-rendered error page;
 * after a client-side navigation it arrives in the error's message (entry.server.tsx,
 * handleDataRequest).
 */
const ErrorReferenceContext = createContext("");
export const ErrorReferenceProvider = ErrorReferenceContext.Provider;

const REFERENCE_IN_MESSAGE = /\(reference ([0-9a-f]{8})\)/;

export interface ErrorDetails {
  status: number;
  /** For a 404: what was not found, as the route said it ("Employee not found"). */
  message?: string;
  reference?: string;
}

/** What a route error boundary received, as a status and, where one was given, a message. */
export function errorStatus(error: unknown): ErrorDetails {
  if (isRouteErrorResponse(error)) {
    const data = error.data as unknown;
    const message = typeof data === "string" ? data : (data as { message?: unknown } | null)?.message;
    return { status: error.status, message: typeof message === "string" && message.length < 200 ? message : undefined };
  }
  const reference = error instanceof Error ? REFERENCE_IN_MESSAGE.exec(error.message)?.[1] : undefined;
  return { status: 500, reference };
}

const TEXT: Record<number, { title: string; body: string }> = {
  401: { title: "Please sign in", body: "Your session has ended. Please sign in again." },
  403: { title: "Access Denied", body: "You are not allowed to see this page." },
  404: { title: "Page Not Found", body: "Did you forget to add the page to the router?" },
  405: { title: "Not allowed", body: "This page cannot be used that way." },
  // A database outage (issue 26; a 503 with a message of its own shows that): nothing is broken for good, so no reference.
  503: {
    title: "Temporarily unavailable",
    body: "The HR Portal cannot reach its database just now. Please try again in a few minutes.",
  },
};

/** The shared error screen every error boundary renders, with text per status. */
export function ErrorPage({ status, message, reference, inFrame = false }: ErrorDetails & { inFrame?: boolean }) {
  const serverReference = useContext(ErrorReferenceContext);
  const text = TEXT[status] ?? { title: "Something went wrong", body: "Please try again in a moment." };
  const body =
    status === 404 && message && message !== "Not Found"
      ? `${message}.`.replace(/\.\.$/, ".")
      : status === 503 && message && message !== "Service Unavailable"
        ? message
        : text.body;
  const shownReference = status >= 500 && status !== 503 ? reference || serverReference : "";
  const Wrapper = inFrame ? "section" : "main";
  const Heading = inFrame ? "h2" : "h1";
  return (
    <Wrapper
      id={inFrame ? undefined : "main"}
      className={inFrame ? "card mx-auto max-w-xl py-10 text-center" : "mx-auto max-w-xl px-4 py-16 text-center"}
      aria-labelledby="error-title"
    >
      <p className="text-sm font-semibold text-copper-600">{status}</p>
      <Heading id="error-title" className="mt-2 text-3xl font-bold">
        {text.title}
      </Heading>
      <p className="mt-4 text-stone-600">{body}</p>
      {shownReference ? (
        <p className="mt-2 text-sm text-stone-600">
          If this keeps happening, tell HR the reference <strong className="font-mono">{shownReference}</strong>.
        </p>
      ) : null}
      <Link to="/" className="btn-primary mt-8">
        Go to the HR Portal
      </Link>
    </Wrapper>
  );
}
