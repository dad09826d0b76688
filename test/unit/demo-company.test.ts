import { describe, expect, it } from "vitest";
import { EXECUTIVES } from "~/components/leadership-team";
import { DEMO_PEOPLE } from "../../prisma-free-models/seeders/demo-company-data";

/** Issue 10: the demo company tells one story. */
describe("the demo company", () => {
  it("names on the leadership page the same managing director and heads as the staff directory", () => {
    for (const executive of EXECUTIVES) {
      const person = DEMO_PEOPLE.find((candidate) => `${candidate.firstName} ${candidate.lastName}` === executive.name);
      expect(person, executive.name).toBeDefined();
      expect(person!.position).toBe(executive.title);
      expect(person!.status ?? "active").toBe("active");
    }
    const director = DEMO_PEOPLE.filter((person) => person.position === "Managing Director");
    expect(director).toHaveLength(1);
    expect(EXECUTIVES.filter((executive) => executive.title === "Managing Director").map((executive) => executive.name)).toEqual([
      `${director[0].firstName} ${director[0].lastName}`,
    ]);
  });
});
