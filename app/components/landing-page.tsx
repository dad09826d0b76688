import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Logo } from "~/components/logo";
import { TermsForm, type LoginTypeParam } from "~/components/terms-of-use";

/** What a login link does when pressed with JavaScript: open the terms dialog for its type. */
type ChooseLogin = (next: LoginTypeParam) => (event: React.MouseEvent) => void;

/** The two login cards: the type each opens, its title and what it leads to. */
const LOGIN_CARDS = [
  { type: "employee", title: "Employee Login", text: "Leave, payslips, your profile, documents and company news." },
  { type: "admin", title: "HR Admin Login", text: "Employee records, leave decisions, payroll and reports." },
] as const;

/**
 * The public landing page. Each login choice is a link to the Terms of Use page, so
 * it works without JavaScript; with JavaScript the terms open as a dialog instead.
 */
export function LandingPage() {
  const [type, setType] = useState<LoginTypeParam | null>(null);

  const choose: ChooseLogin = (next) => (event) => {
    event.preventDefault();
    setType(next);
  };

  return (
    <div className="min-h-screen bg-gradient-to-b from-copper-50 to-stone-50">
      <LandingHeader choose={choose} />
      <LandingMain choose={choose} />
      <TermsDialog type={type} close={() => setType(null)} />
    </div>
  );
}

/** The top bar: the logo, the company's name and the two login buttons. */
function LandingHeader({ choose }: { choose: ChooseLogin }) {
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
        <Logo />
        <span className="min-w-0 font-semibold leading-tight">Namib Copper Mining</span>
        {/* At 390 px the company's name wraps, never the buttons' words (issue 25). */}
        <nav className="ml-auto flex shrink-0 gap-2" aria-label="Login">
          <Link to="/terms?type=employee" onClick={choose("employee")} className="btn-secondary whitespace-nowrap max-sm:px-3">
            Employee
          </Link>
          <Link to="/terms?type=admin" onClick={choose("admin")} className="btn-primary whitespace-nowrap max-sm:px-3">
            HR Admin
          </Link>
        </nav>
      </div>
    </header>
  );
}

/** The page's body: the portal's title, the login cards and the links that need no sign-in. */
function LandingMain({ choose }: { choose: ChooseLogin }) {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">HR &amp; Employee Self-Service Portal</h1>
      <p className="mt-3 max-w-2xl text-stone-700">
        One place for the 42+ employees of Namib Copper Mining, a copper mining and exploration company in Namibia, to request leave, read
        payslips, keep records up to date and stay informed.
      </p>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {LOGIN_CARDS.map((card) => (
          <Link
            key={card.type}
            to={`/terms?type=${card.type}`}
            onClick={choose(card.type)}
            className="card block text-stone-900 no-underline transition hover:border-copper-500 hover:no-underline"
          >
            <h2 className="text-xl font-semibold">{card.title}</h2>
            <p className="mt-2 text-sm text-stone-600">{card.text}</p>
          </Link>
        ))}
      </div>
      <ul className="mt-10 space-y-2 text-sm">
        <li>
          <Link to="/management-team" className="touch-link">
            Meet our management team
          </Link>
        </li>
        <li>
          Submitted a grievance anonymously?{" "}
          <Link to="/grievance/anonymous/status" reloadDocument>
            Anonymous grievance status
          </Link>{" "}
          (no sign-in needed)
        </li>
      </ul>
    </main>
  );
}

/** The Terms of Use dialog, open while a login type is chosen; closing it clears the choice. */
function TermsDialog({ type, close }: { type: LoginTypeParam | null; close: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!type) {
      dialog.current?.close();
      return;
    }
    dialog.current?.showModal();
    // The dialog would focus its first focusable element, the hidden honeypot field; the
    // first real control is the "read and understood" box.
    dialog.current?.querySelector<HTMLInputElement>('input[name="readAndUnderstood"]')?.focus();
  }, [type]);

  return (
    <dialog ref={dialog} aria-labelledby="terms-title" className="m-auto w-full max-w-2xl rounded-lg p-0 shadow-xl" onClose={close}>
      {type ? (
        <div className="p-6">
          <h2 id="terms-title" className="mb-4 text-xl font-bold">
            Terms of Use
          </h2>
          <TermsForm key={type} type={type} onCancel={close} />
        </div>
      ) : null}
    </dialog>
  );
}
