/**
 * The six executive profiles and the vision statement (spec 1: Leadership tab and
 * /management-team). The names and titles are the demo company's own managing director
 * and heads of department (prisma-free-models/seeders/demo-company-data.ts), so the
 * leadership page and the staff directory name the same people.
 */
export const EXECUTIVES = [
  {
    name: "Petrus Amutenya",
    title: "Managing Director",
    biography:
      "A mining engineer from Ondangwa with more than twenty years in Namibian copper operations, Petrus leads the company's strategy, from exploration in the Otavi Mountainland to production at Tsumeb.",
  },
  {
    name: "Elizabeth Beukes",
    title: "Finance Manager",
    biography:
      "Elizabeth joined from a Windhoek audit firm and oversees finance, payroll and the company's reporting to the Ministry of Mines and Energy.",
  },
  {
    name: "Hilma Angula",
    title: "Chief Geologist",
    biography:
      "Hilma has mapped copper prospects across Kunene and Oshikoto and leads the exploration drilling, resource modelling and core logging teams.",
  },
  {
    name: "Gottlieb Uirab",
    title: "SHE Manager",
    biography:
      "Gottlieb built the site's zero-harm programme and environmental monitoring, and chairs the safety committee that meets every week on site.",
  },
  {
    name: "Frans Haingura",
    title: "Logistics Manager",
    biography: "Frans runs the fleet and the concentrate haul to Walvis Bay, and the training of long-distance drivers.",
  },
  {
    name: "Selma Nakale",
    title: "HR Manager",
    biography:
      "Selma leads people services, employment equity and the HR portal, and chairs the employment-equity committee with employee representatives.",
  },
] as const;

export const VISION =
  "To be Namibia's most trusted copper producer: mining safely and responsibly, developing Namibian talent, and sharing the value of our resources with the communities around our operations.";

export function LeadershipTeam() {
  return (
    <div className="space-y-6">
      <section className="rounded-lg bg-copper-50 p-5">
        <h2 className="font-semibold text-copper-900">Our Vision</h2>
        <p className="mt-1 text-stone-700">{VISION}</p>
      </section>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {EXECUTIVES.map((executive) => (
          <li key={executive.name} className="card">
            <h3 className="font-semibold">{executive.name}</h3>
            <p className="text-sm text-copper-700">{executive.title}</p>
            <p className="mt-2 text-sm text-stone-600">{executive.biography}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
