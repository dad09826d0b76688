import { Link } from "@remix-run/react";

/**
 * The Grievance tab's explainer (spec 1): anonymous submission allowed, retaliation
 * prohibited, HR contacts within 2 business days; the common categories; preparation tips;
 * New Grievance; HR's contact from configuration.
 */
export function GrievanceExplainer({ contact }: { contact: { email: string; phone: string } }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <section className="card space-y-2 lg:col-span-2" aria-labelledby="grievance-about">
        <h3 id="grievance-about" className="font-semibold">
          Raise a workplace concern
        </h3>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>
            You may submit anonymously: nothing that identifies you is stored with an anonymous grievance, and you follow it with a receipt
            code.
          </li>
          <li>Retaliation against anyone who raises a grievance in good faith is prohibited.</li>
          <li>HR will contact you within 2 business days.</li>
        </ul>
        <h4 className="pt-2 text-sm font-semibold">Common categories</h4>
        <p className="text-sm text-stone-700">
          Harassment or discrimination, safety concerns, workplace conditions, management issues, policy violations, other.
        </p>
        <h4 className="pt-2 text-sm font-semibold">Before you write</h4>
        <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
          <li>Say what happened, when and where, and who was involved or saw it.</li>
          <li>Keep to facts; note dates, messages or documents that support them.</li>
          <li>Say what outcome you would like.</li>
        </ul>
        <div className="flex flex-wrap gap-2 pt-2">
          <Link to="/grievance/new" className="btn-primary" preventScrollReset>
            New Grievance
          </Link>
          <Link to="/grievance/anonymous/status" className="btn-secondary" reloadDocument>
            Check an anonymous grievance
          </Link>
        </div>
      </section>
      <section className="card space-y-2" aria-labelledby="grievance-contact">
        <h3 id="grievance-contact" className="font-semibold">
          Contact HR
        </h3>
        <p className="text-sm">
          Email:{" "}
          <a className="underline" href={`mailto:${contact.email}`}>
            {contact.email}
          </a>
        </p>
        <p className="text-sm">
          Phone:{" "}
          <a className="underline" href={`tel:${contact.phone.replace(/[^+\d]/g, "")}`}>
            {contact.phone}
          </a>
        </p>
      </section>
    </div>
  );
}
