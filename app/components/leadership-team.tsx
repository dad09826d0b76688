/** The six executive profiles and the vision statement (spec 1: Leadership tab and /management-team). */
export const EXECUTIVES = [
  {
    name: "Dr. Tangeni Amukwaya",
    title: "Managing Director",
    biography:
      "A mining engineer with 22 years in Namibian and Zambian copper operations, Tangeni leads the company's strategy, from exploration in the Otavi Mountainland to production at Tsumeb.",
  },
  {
    name: "Maria-Theresa Hoebes",
    title: "Chief Financial Officer",
    biography:
      "Maria-Theresa joined from a Windhoek audit firm in 2016 and oversees finance, payroll and the company's reporting to the Ministry of Mines and Energy.",
  },
  {
    name: "Petrus Haufiku",
    title: "Head of Geology and Exploration",
    biography:
      "Petrus has mapped copper prospects across Kunene and Oshikoto for two decades and leads the exploration drilling and core logging teams.",
  },
  {
    name: "Johanna van Wyk",
    title: "Head of Safety, Health and Environment",
    biography:
      "Johanna built the site's zero-harm programme and environmental monitoring, and chairs the safety committee that meets every week on site.",
  },
  {
    name: "Kennedy Sibalatani",
    title: "Head of Logistics and Transport",
    biography:
      "Kennedy runs the fleet and the concentrate haul to Walvis Bay, and the training of long-distance drivers.",
  },
  {
    name: "Selma Nakale",
    title: "Head of Human Resources",
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
