import { describe, expect, it } from "vitest";
import { percentOfActive, toStatRows } from "~/utils/stats";

describe("percentOfActive", () => {
  it("is the share of active employees in whole percent", () => {
    expect(percentOfActive(5, 10)).toBe(50);
    expect(percentOfActive(10, 10)).toBe(100);
    expect(percentOfActive(0, 10)).toBe(0);
  });

  it("rounds to the nearest whole percent, halves up", () => {
    expect(percentOfActive(1, 3)).toBe(33);
    expect(percentOfActive(2, 3)).toBe(67);
    expect(percentOfActive(1, 8)).toBe(13); // 12.5
    expect(percentOfActive(1, 200)).toBe(1); // 0.5
    expect(percentOfActive(1, 201)).toBe(0); // 0.497...
  });

  it("is 0 when there are no active employees", () => {
    expect(percentOfActive(0, 0)).toBe(0);
    expect(percentOfActive(3, 0)).toBe(0);
  });

  it("can exceed 100 for counts that include inactive employees", () => {
    expect(percentOfActive(3, 2)).toBe(150);
  });
});

describe("toStatRows", () => {
  it("sorts by count descending, ties by label, each with its percentage", () => {
    expect(
      toStatRows(
        [
          ["Nama", 1],
          ["Ovambo", 3],
          ["Herero", 1],
          ["Damara", 0],
        ],
        4,
      ),
    ).toEqual([
      { label: "Ovambo", count: 3, percent: 75 },
      { label: "Herero", count: 1, percent: 25 },
      { label: "Nama", count: 1, percent: 25 },
      { label: "Damara", count: 0, percent: 0 },
    ]);
  });

  it("gives 0% everywhere when no one is active", () => {
    expect(toStatRows([["Finance", 2]], 0)).toEqual([{ label: "Finance", count: 2, percent: 0 }]);
  });
});
