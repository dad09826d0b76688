import type { ReactNode } from "react";
import { Logo } from "~/components/logo";

/** The frame of the public approval page: no header, no JavaScript, readable on any phone. */
export function ApprovalFrame({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-10">
      <div className="mb-6 flex items-center gap-2">
        <Logo className="h-8 w-8" />
        <span className="font-semibold">Namib Copper Mining · Leave Approval</span>
      </div>
      <div className="card space-y-4">{children}</div>
    </main>
  );
}

export function InvalidLink() {
  return (
    <ApprovalFrame>
      <div role="alert">
        <h1 className="text-xl font-bold">Invalid Link</h1>
        <p className="mt-2 text-stone-700">This approval link is invalid or has expired.</p>
      </div>
    </ApprovalFrame>
  );
}
