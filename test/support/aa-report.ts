import "./database";
import { OCCUPATIONAL_LEVEL_LABELS, OCCUPATIONAL_LEVELS } from "~/constants";
import { measure, type GoalProgress } from "~/services/equity/goals.server";
import type { AaReport } from "~/services/equity/report.server";
import { emptyCounts, type ProfileCounts } from "~/services/equity/workforce.server";

/**
 * An affirmative action report built by hand (no database) with the largest numbers and
 * longest texts a mine's report could hold: `size` employees, long department and person
 * names, a tenth of the workforce non-Namibian, long written sections (test/unit/aa-report.test.ts).
 */
function counts(total: number): ProfileCounts {
  const row = emptyCounts();
  for (const key of Object.keys(row) as (keyof ProfileCounts)[]) row[key] = Math.floor(total * 0.37);
  row.total = total;
  return row;
}

function goal(id: number, department: string, jobLevel: string | null): GoalProgress {
  return {
    id,
    department,
    jobLevel,
    jobLevelLabel: jobLevel ? OCCUPATIONAL_LEVEL_LABELS[jobLevel as (typeof OCCUPATIONAL_LEVELS)[number]] : "All levels",
    targetYear: 2026,
    womenTargetPercent: "33.33",
    disabilityTargetPercent: "3.00",
    raciallyDisadvantagedTargetPercent: "87.50",
    notes: null,
    workforce: 3000,
    women: measure("33.33", 1000, 3000),
    disability: measure("3.00", 59, 2000),
    raciallyDisadvantaged: measure("87.50", 2625, 3000),
  };
}

const LONG_TEXT = Array.from(
  { length: 40 },
  (_, index) =>
    `Barrier ${index + 1}: recruitment for underground artisan posts relied on word of mouth in Tsumeb, and shift rosters of 12 hours kept parents of young children from applying.`,
).join("\n");

export function syntheticReport(size: number): AaReport {
  const departments = Array.from({ length: size > 100 ? 60 : 8 }, (_, index) =>
    index % 7 === 0
      ? `Safety Health and Environment — Underground Operations Support Division ${index} (Kombat, Otjihase and Tschudi shafts)`
      : `Department ${index} Processing`,
  );
  const share = Math.floor(size / departments.length);
  return {
    employer: "Namib Copper Mining",
    employerDetails: {
      name: "Namib Copper Mining",
      registrationNumber: "2011/0456",
      eecRegistrationNumber: "EEC/2012/0789",
      address: "Private Bag 2012, Tsumeb, Oshikoto Region, Namibia",
    },
    from: "2026-01-01",
    to: "2026-12-31",
    year: 2026,
    producedAt: new Date("2026-11-27T16:00:00Z"),
    profile: {
      byLevel: [
        ...OCCUPATIONAL_LEVELS.map((level) => ({ key: level, label: OCCUPATIONAL_LEVEL_LABELS[level], ...counts(share * 10) })),
        { key: "not_specified", label: "Not specified", ...counts(12) },
      ],
      byDepartment: departments.map((department) => ({ key: department, label: department, ...counts(share) })),
      total: counts(size),
    },
    goals: departments.slice(0, 20).map((department, index) => goal(index + 1, department, index % 2 ? "semi_skilled" : null)),
    movement: {
      appointments: { total: 1234, women: 456, disadvantaged: 1100, withDisabilities: 12, nonNamibian: 34 },
      promotions: { total: 321, women: 123, disadvantaged: 300, withDisabilities: 3, nonNamibian: 4 },
      terminations: { total: 210, women: 80, disadvantaged: 190, withDisabilities: 2, nonNamibian: 9 },
    },
    sections: {
      year: 2026,
      barriers: LONG_TEXT,
      measures:
        "Bursaries for women in metallurgy; ramps at the plant offices; preference to suitably qualified persons of designated groups.",
      timetable: "2026: 20 bursaries. 2027: plant offices accessible. 2028: women 30 % of skilled technical posts.",
      monitoring: "The EE committee reviews the figures each quarter and reports to the managing director.",
      declaration: { name: "Ndapewa Shikongo", position: "General Manager: Human Resources", date: "2026-11-20" },
      consultations: Array.from({ length: 30 }, (_, index) => ({
        id: index + 1,
        meetingDate: "2026-03-12",
        consultedWith:
          index % 2 ? "Employment equity committee" : "Mineworkers Union of Namibia, Tsumeb branch, and employee representatives",
        summary:
          "Draft plan discussed; the union asked for the artisan training targets to be raised and for shift rosters to be reviewed.",
        minutes: index % 3 ? { id: 9, title: "EE committee meeting, first quarter", meetingDate: "2026-03-12" } : null,
      })),
      nonNamibians: Array.from({ length: Math.floor(size / 10) }, (_, index) => ({
        id: index + 1,
        employeeNumber: `NCM-${String(index).padStart(5, "0")}`,
        name: `Johannes-Christiaan van der Westhuizen-Oosthuizen ${index}`,
        position: "Senior Underground Mine Planning Engineer (Geotechnical)",
        department: "Geology",
        level: "Middle management and specialists",
        understudy: index % 2 ? { id: 9000 + index, employeeNumber: `NCM-9${index}`, name: `Ndeshipanda Nangolo-Amupadhi ${index}` } : null,
        targetDate: index % 2 ? "2028-06-30" : null,
        notes: null,
      })),
    },
  };
}
