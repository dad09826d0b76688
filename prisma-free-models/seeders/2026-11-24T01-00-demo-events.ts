import { QueryTypes } from "sequelize";
import type { Seed } from "./seeder";

/**
 * Company events around the day the seed runs (issue 13): the last two months and the
 * next two, every type, timed and all-day, with RSVPs and comments from demo employees,
 * so the events tabs, the dashboard's Upcoming Events and its RSVP panel show life on
 * first start. Times are Namibian (UTC+2, no daylight saving).
 */
type Type = "meeting" | "training" | "holiday" | "announcement" | "deadline";

interface DemoEvent {
  /** Days from today. */
  day: number;
  /** Local start hour; null for all-day. */
  hour: number | null;
  hours?: number;
  /** All-day events spanning several days. */
  days?: number;
  type: Type;
  title: string;
  location: string | null;
  description: string;
}

const EVENTS: DemoEvent[] = [
  {
    day: -55,
    hour: 9,
    hours: 2,
    type: "training",
    title: "First Aid Level 1 refresher",
    location: "Tsumeb clinic, training room",
    description: "Practical first aid for shift supervisors. Certificates are issued on completion.",
  },
  {
    day: -48,
    hour: null,
    type: "holiday",
    title: "Heroes' Day (Namibia)",
    location: null,
    description: "Public holiday. Essential plant operations continue on the holiday roster.",
  },
  {
    day: -40,
    hour: 14,
    hours: 1,
    type: "meeting",
    title: "Quarterly safety review",
    location: "Head office boardroom, Windhoek",
    description: "Lost-time injuries, near misses and the action plan for the next quarter.",
  },
  {
    day: -31,
    hour: 8,
    type: "announcement",
    title: "New shift roster for the Kombat pit",
    location: null,
    description: "The four-panel roster starts on the first of the month. Supervisors have the details.",
  },
  {
    day: -21,
    hour: 17,
    type: "deadline",
    title: "Medical aid renewal forms due",
    location: "HR office or the portal",
    description: "Hand in the renewal forms for next year's medical aid cover.",
  },
  {
    day: -12,
    hour: 10,
    hours: 3,
    type: "training",
    title: "Lockout-tagout certification",
    location: "Otjihase concentrator, workshop B",
    description: "Mandatory for maintenance and electrical staff. Bring your PPE.",
  },
  {
    day: -4,
    hour: 15,
    hours: 1,
    type: "meeting",
    title: "Employment equity committee meeting",
    location: "Head office, room 2.14",
    description: "Progress on the affirmative action plan and the committee's report.",
  },
  {
    day: 0,
    hour: 16,
    hours: 1,
    type: "meeting",
    title: "Town hall with the Managing Director",
    location: "Tsumeb canteen (and online)",
    description: "Production results, the smelter upgrade and questions from the floor.",
  },
  {
    day: 3,
    hour: 8,
    hours: 4,
    type: "training",
    title: "Defensive driving for long-distance drivers",
    location: "Windhoek depot",
    description: "For drivers on the B1 and B2 routes. Practical session in the afternoon.",
  },
  {
    day: 7,
    hour: 12,
    type: "deadline",
    title: "Overtime claims for the month",
    location: null,
    description: "Claims signed by your supervisor must reach payroll by noon.",
  },
  {
    day: 10,
    hour: null,
    days: 2,
    type: "holiday",
    title: "Year-end plant maintenance shutdown",
    location: "Tsumeb smelter",
    description: "The smelter is shut for maintenance. Only maintenance crews on site.",
  },
  {
    day: 14,
    hour: 9,
    type: "announcement",
    title: "Bursary applications open",
    location: null,
    description: "Bursaries for employees' children studying mining, geology and engineering at UNAM and NUST.",
  },
  {
    day: 20,
    hour: 13,
    hours: 2,
    type: "training",
    title: "Fire warden training",
    location: "Rosh Pinah site office",
    description: "Evacuation drills and extinguisher use for the fire wardens of every building.",
  },
  {
    day: 27,
    hour: 10,
    hours: 1,
    type: "meeting",
    title: "Wellness day planning",
    location: "Head office boardroom, Windhoek",
    description: "Volunteers from every department plan the company wellness day.",
  },
  {
    day: 38,
    hour: null,
    type: "holiday",
    title: "Staff family day (offices closed)",
    location: null,
    description: "Offices are closed; plant operations on the holiday roster.",
  },
  {
    day: 46,
    hour: 17,
    type: "deadline",
    title: "Performance self-assessments due",
    location: "The portal",
    description: "Complete your self-assessment before the review meetings with your manager.",
  },
  {
    day: 55,
    hour: 11,
    hours: 2,
    type: "announcement",
    title: "Annual results briefing",
    location: "Windhoek Country Club",
    description: "The year's production and safety results, with lunch for all staff in Windhoek.",
  },
];

const COMMENTS = [
  "Looking forward to it.",
  "Will there be transport from the Kombat site?",
  "Please share the slides afterwards.",
  "Count our team in.",
  "Can we join online from Rosh Pinah?",
  "Thanks for organising this.",
];

const STATUSES = ["attending", "attending", "maybe", "attending", "not_attending"] as const;

function instant(today: string, day: number, hour: number) {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + day);
  date.setUTCHours(hour - 2); // Namibian time is UTC+2
  return date;
}

export const up: Seed = async ({ context: sequelize }) => {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Windhoek" }).format(new Date());
  const employees = await sequelize.query<{ id: number }>(
    `SELECT id FROM employees WHERE employee_id LIKE 'NCM-%' AND status = 'active' AND deleted_at IS NULL ORDER BY employee_id`,
    { type: QueryTypes.SELECT },
  );
  if (employees.length === 0) return;
  const hr = await sequelize.query<{ id: number }>(`SELECT id FROM users WHERE role = 'hr' ORDER BY id LIMIT 1`, {
    type: QueryTypes.SELECT,
  });
  const now = new Date();
  for (const [index, event] of EVENTS.entries()) {
    const allDay = event.hour === null;
    const start = instant(today, event.day, event.hour ?? 0);
    const end = allDay
      ? event.days
        ? instant(today, event.day + event.days - 1, 0)
        : null
      : event.hours
        ? new Date(start.getTime() + event.hours * 3_600_000)
        : null;
    const created = start < now ? new Date(start.getTime() - 14 * 86_400_000) : new Date(now.getTime() - 86_400_000);
    const [row] = await sequelize.query<{ id: number }>(
      `INSERT INTO events (title, description, event_type, start_date, end_date, location, is_all_day, created_by, created_at, updated_at)
       VALUES (:title, :description, :type, :start, :end, :location, :allDay, :createdBy, :created, :created) RETURNING id`,
      {
        type: QueryTypes.SELECT,
        replacements: {
          title: event.title,
          description: event.description,
          type: event.type,
          start,
          end,
          location: event.location,
          allDay,
          createdBy: hr[0]?.id ?? null,
          created,
        },
      },
    );
    // Holidays get no RSVPs; the others a rotating group of 4 to 11 employees.
    if (event.type === "holiday") continue;
    const count = 4 + (index % 8);
    const answered = created < now ? created : now;
    for (let n = 0; n < count; n++) {
      const employee = employees[(index * 5 + n * 3) % employees.length];
      await sequelize.query(
        `INSERT INTO event_rsvps (event_id, employee_id, status, responded_at, created_at, updated_at)
         VALUES (:event, :employee, :status, :at, :at, :at) ON CONFLICT (event_id, employee_id) DO NOTHING`,
        {
          replacements: {
            event: row.id,
            employee: employee.id,
            status: STATUSES[(index + n) % STATUSES.length],
            at: new Date(answered.getTime() + n * 3_600_000),
          },
        },
      );
    }
    for (let n = 0; n < 1 + (index % 3); n++) {
      const employee = employees[(index * 7 + n * 11) % employees.length];
      const at = new Date(answered.getTime() + (n + 1) * 5_400_000);
      await sequelize.query(
        `INSERT INTO event_comments (event_id, employee_id, comment, created_at, updated_at) VALUES (:event, :employee, :comment, :at, :at)`,
        { replacements: { event: row.id, employee: employee.id, comment: COMMENTS[(index + n) % COMMENTS.length], at } },
      );
    }
  }
};

/** Removes the demo events (their RSVPs and comments cascade). */
export const down: Seed = async ({ context: sequelize }) => {
  await sequelize.query(`DELETE FROM events WHERE title IN (:titles)`, { replacements: { titles: EVENTS.map((event) => event.title) } });
};
