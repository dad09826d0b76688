/**
 * The demo company "Namib Copper Mining": 48 employees across every department, with
 * the two demo logins (DEMO_LOGINS) and ten more accounts that still have to set a password.
 *
 * The people, positions and places are in demo-company-data.ts; this file turns them
 * into rows. Details the data leaves open are drawn from a seeded PRNG, so every run
 * builds the same company. Only the dates that must stay current are reckoned from the
 * day of the run: six birthdays (one today, three more this month, two within 30 days,
 * so the birthday widgets always have something to show), the start dates of
 * probationers, interns and fixed-term staff, and the fixed-term contract expiry dates.
 *
 * The models must be bound to the same Sequelize instance first (initModels).
 */
import { Op, type CreationAttributes, type Sequelize } from "sequelize";
import {
  ACCOUNT_TYPES,
  BANK_NAMES,
  CONTRACT_TYPES,
  DEPARTMENTS,
  DISABILITY_STATUSES,
  DRIVER_STATUSES,
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPES,
  ETHNIC_GROUPS,
  GENDERS,
  LEAVE_STATUSES,
  RACE_CATEGORIES,
  REGIONS,
  regionLabel,
} from "~/constants";
import { DEMO_LOGINS } from "~/demo-logins";
import { hashPassword } from "~/services/accounts/password.server";
import { Employee } from "../employee";
import { User } from "../user";
import {
  ACCOUNT_TYPE_WEIGHTS,
  BANKS,
  COMPANY,
  DEMO_PEOPLE,
  GIVEN_NAMES,
  POSITIONS,
  RACE_BY_ETHNIC_GROUP,
  RELATIONS,
  TRADITION_BY_ETHNIC_GROUP,
  WORKSITES,
  type DemoPerson,
  type PositionProfile,
  type Terms,
} from "./demo-company-data";
import type { Seed } from "./seeder";

// ---------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------

/** mulberry32: a tiny 32-bit PRNG; the same seed gives the same sequence. */
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = ReturnType<typeof mulberry32>;

const int = (rng: Random, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const pick = <T>(rng: Random, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
const digits = (rng: Random, count: number) => Array.from({ length: count }, () => int(rng, 0, 9)).join("");

function shuffle<T>(rng: Random, items: T[]) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** `count` values holding every key at least once, the rest drawn by weight, in random order. */
function coverThenWeighted<K extends string>(rng: Random, weights: Record<K, number>, count: number): K[] {
  const keys = Object.keys(weights) as K[];
  const total = keys.reduce((sum, key) => sum + weights[key], 0);
  const values = [...keys];
  while (values.length < count) {
    let r = rng() * total;
    values.push(keys.find((key) => (r -= weights[key]) < 0) ?? keys[keys.length - 1]);
  }
  return shuffle(rng, values);
}

// ---------------------------------------------------------------------------
// Dates, as "YYYY-MM-DD" strings (DATEONLY), computed in UTC so no time zone shifts them
// ---------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const isoDate = (year: number, month0: number, day: number) => new Date(Date.UTC(year, month0, day)).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysInMonth = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
const parts = (date: string) => ({ year: Number(date.slice(0, 4)), month0: Number(date.slice(5, 7)) - 1, day: Number(date.slice(8, 10)) });

/** A birthday on day/month in about `year`; a 29 February birthday moves to the nearest earlier leap year. */
function birthDate(year: number, month0: number, day: number) {
  while (day > daysInMonth(year, month0)) year -= 1;
  return isoDate(year, month0, day);
}

// ---------------------------------------------------------------------------
// Names and addresses
// ---------------------------------------------------------------------------

/** Lower-case ASCII for an e-mail local part: "João" -> "joao", "≠Oma" -> "oma", "van Wyk" -> "vanwyk". */
export function emailPart(name: string) {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, "");
}

/** The work address: firstname.lastname@namibcopper.com.na (the HR login keeps DEMO_LOGINS.hr.email). */
export function workEmail(person: Pick<DemoPerson, "firstName" | "lastName" | "account">) {
  if (person.account === "hr") return DEMO_LOGINS.hr.email;
  return `${emailPart(person.firstName)}.${emailPart(person.lastName)}@${COMPANY.emailDomain}`;
}

const employeeNumber = (index: number) => `${COMPANY.employeeIdPrefix}${String(index + 1).padStart(4, "0")}`;
const phone = (rng: Random) => `+264 ${pick(rng, ["81", "85"])} ${int(rng, 100, 999)} ${int(rng, 1000, 9999)}`;

function personalEmail(rng: Random, person: DemoPerson) {
  const first = emailPart(person.firstName);
  const last = emailPart(person.lastName);
  const domain = pick(rng, COMPANY.personalEmailDomains);
  const style = int(rng, 0, 2);
  const number = int(rng, 10, 99);
  if (person.personalEmail !== undefined) return person.personalEmail;
  if (style === 0) return `${first}.${last[0]}@${domain}`;
  if (style === 1) return `${first}${last}@${domain}`;
  return `${first[0]}${last}${number}@${domain}`;
}

const money = (whole: number) => `${whole}.00`;
/** Overtime from a count of half hours, as DECIMAL(5,2) text: 15 -> "7.50". */
const hours = (halfHours: number) => `${Math.floor(halfHours / 2)}.${halfHours % 2 ? "50" : "00"}`;

const TERMS: Record<Terms, { contractType: (typeof CONTRACT_TYPES)[number]; employmentType: (typeof EMPLOYMENT_TYPES)[number] }> = {
  permanent: { contractType: "Permanent", employmentType: "full-time" },
  "part-time": { contractType: "Permanent", employmentType: "part-time" },
  probation: { contractType: "Probation", employmentType: "full-time" },
  "fixed-term": { contractType: "Fixed-term", employmentType: "contract" },
  intern: { contractType: "Fixed-term", employmentType: "intern" },
};

// ---------------------------------------------------------------------------
// The builder
// ---------------------------------------------------------------------------

type EmployeeRow = Omit<CreationAttributes<Employee>, "userId" | "managerId">;

export interface DemoCompany {
  employees: {
    row: EmployeeRow;
    /** Employee ID of the manager, or null for the managing director. */
    managerEmployeeId: string | null;
    account: DemoPerson["account"];
  }[];
  users: { email: string; firstName: string; lastName: string; role: "hr" | "employee"; login: "hr" | "employee" | null }[];
}

/** Builds the demo company as of `now`: a pure function, the same for the same day. */
export function buildDemoCompany(now: Date = new Date()): DemoCompany {
  const rng = mulberry32(COMPANY.prngSeed);
  const today = isoDate(now.getFullYear(), now.getMonth(), now.getDate());
  const { year: thisYear, month0: thisMonth, day: thisDay } = parts(today);
  const reference = COMPANY.referenceDate;
  const referenceYear = parts(reference).year;

  const count = DEMO_PEOPLE.length;
  const banks = coverThenWeighted(
    rng,
    Object.fromEntries(Object.entries(BANKS).map(([name, bank]) => [name, bank.weight])) as Record<keyof typeof BANKS, number>,
    count,
  );
  const accountTypes = coverThenWeighted(rng, ACCOUNT_TYPE_WEIGHTS, count);

  // Birthdays tied to today: the k-th person asking for a slot gets the k-th day.
  const otherDaysThisMonth = [
    thisDay + 3,
    thisDay + 6,
    thisDay - 4,
    ...Array.from({ length: 31 }, (_, i) => i + 1).sort((a, b) => Math.abs(a - thisDay) - Math.abs(b - thisDay)),
  ].filter((day, i, all) => day !== thisDay && day >= 1 && day <= daysInMonth(thisYear, thisMonth) && all.indexOf(day) === i);
  const tiedSlots = {
    today: [{ month0: thisMonth, day: thisDay }],
    "this month": otherDaysThisMonth.map((day) => ({ month0: thisMonth, day })),
    soon: [9, 23].map((days) => parts(addDays(today, days))),
  };
  const tiedTaken = { today: 0, "this month": 0, soon: 0 };
  let untied = 0;

  // Department managers: the position marked head; the managing director heads Management.
  const headOf = new Map<string, string>();
  DEMO_PEOPLE.forEach((person, index) => {
    const profile: PositionProfile = POSITIONS[person.position];
    if (!profile.head) return;
    if (headOf.has(profile.department)) throw new Error(`Demo data: two heads of ${profile.department}`);
    headOf.set(profile.department, employeeNumber(index));
  });
  const managingDirector = headOf.get("Management");
  for (const department of DEPARTMENTS) if (!headOf.has(department)) throw new Error(`Demo data: no head of ${department}`);

  const employees = DEMO_PEOPLE.map((person, index): DemoCompany["employees"][number] => {
    const profile: PositionProfile = POSITIONS[person.position];
    const site = WORKSITES[person.at];
    const terms = TERMS[person.terms ?? "permanent"];
    const employeeId = employeeNumber(index);

    // Every draw happens for every person, in this order, whatever the data says,
    // so changing one person's details never reshuffles the others.
    const salarySteps = int(rng, 0, Math.floor((profile.salary[1] - profile.salary[0]) / 50));
    const tenureDays = profile.head ? int(rng, 1800, 4300) : int(rng, 220, 4300);
    const ageDraw = int(rng, 0, 1000);
    const birthDay = int(rng, 1, 28);
    const idSuffix = digits(rng, 5);
    const mobile = phone(rng);
    const relativeGender = pick(rng, ["Female", "Male"] as const);
    const relation = pick(rng, RELATIONS[relativeGender]);
    const relativeName = pick(rng, GIVEN_NAMES[person.tradition ?? TRADITION_BY_ETHNIC_GROUP[person.ethnic]][relativeGender]);
    const relativePhone = phone(rng);
    const houseNumber = int(rng, 1, 240);
    const street = site.streets.length ? pick(rng, site.streets) : "";
    const erf = int(rng, 120, 2400);
    const taxNumber = `${int(rng, 1, 9)}${digits(rng, 7)}`;
    const socialSecurityNumber = `${int(rng, 1, 9)}${digits(rng, 7)}`;
    const bank = BANKS[banks[index]];
    const accountNumber = bank.accountPrefix + digits(rng, bank.accountDigits - bank.accountPrefix.length);
    const vacationDraw = rng();
    const sickDays = int(rng, 8, 30);
    const holdsCarLicence = rng() < 0.55;
    const overtime = [int(rng, 8, 96), int(rng, 8, 96)];
    const communicationEmail = personalEmail(rng, person);
    const [startDraw, expiryDraw] = [rng(), rng()];
    const renewal = int(rng, 1, 3);

    // Employment dates.
    let startDate: string;
    let contractExpiryDate: string | null = null;
    let renewalPhase: string | null = null;
    switch (person.terms ?? "permanent") {
      case "probation":
        startDate = addDays(today, -(20 + Math.floor(startDraw * 130)));
        break;
      case "intern":
        startDate = addDays(today, -(30 + Math.floor(startDraw * 210)));
        contractExpiryDate = addDays(startDate, 365);
        renewalPhase = "1st agreement";
        break;
      case "fixed-term":
        startDate = addDays(today, -(90 + Math.floor(startDraw * 800)));
        contractExpiryDate =
          person.status === "terminated"
            ? addDays(today, -(30 + Math.floor(expiryDraw * 90)))
            : addDays(today, 25 + Math.floor(expiryDraw * 515));
        renewalPhase = ["1st agreement", "2nd agreement", "3rd agreement"][renewal - 1];
        break;
      default:
        startDate = addDays(reference, -tenureDays);
    }

    // Birthday: age fits the role, and everyone was at least 21 when they started.
    const [minAge, maxAge] = profile.head
      ? [42, 58]
      : person.terms === "intern"
        ? [21, 24]
        : person.terms === "probation"
          ? [23, 34]
          : [24, 52];
    const yearsServed = referenceYear - parts(startDate).year;
    const age = Math.max(minAge + Math.floor((ageDraw / 1001) * (maxAge - minAge + 1)), yearsServed + 21);
    const birthYear = referenceYear - age;
    let birthday: string;
    if (person.birthday) {
      const slot = tiedSlots[person.birthday][tiedTaken[person.birthday]++];
      if (!slot) throw new Error(`Demo data: too many "${person.birthday}" birthdays`);
      birthday = birthDate(birthYear, slot.month0, slot.day);
    } else {
      // Untied birthdays walk through the months (7 is coprime to 12), so every month has some.
      const month0 = (untied++ * 7) % 12;
      let day = birthDay;
      // The employee demo login must not have a birthday today (its dashboard would change by the day).
      if (person.account === "employee" && month0 === thisMonth && day === thisDay) day = day === 1 ? 2 : day - 1;
      birthday = birthDate(birthYear, month0, day);
    }
    const nationalId = birthday.slice(2, 4) + birthday.slice(5, 7) + birthday.slice(8, 10) + idSuffix;

    const shortService = person.terms === "probation" || person.terms === "intern";
    const driverStatus = person.driver ?? profile.driver ?? "Non-Driver";
    const licenseCode = profile.licence ?? (driverStatus !== "Non-Driver" || holdsCarLicence ? "B" : null);

    return {
      managerEmployeeId: employeeId === managingDirector ? null : profile.head ? managingDirector! : headOf.get(profile.department)!,
      account: person.account,
      row: {
        employeeId,
        nationalId,
        firstName: person.firstName,
        lastName: person.lastName,
        fullName: `${person.firstName} ${person.lastName}`,
        email: workEmail(person),
        communicationEmail,
        phone: mobile,
        gender: person.gender,
        ethnic: person.ethnic,
        region: person.region,
        employedFrom: person.from,
        department: profile.department,
        position: person.position,
        designation: profile.grade,
        workstation: person.at,
        station: site.station,
        contractType: terms.contractType,
        driverStatus,
        licenseCode,
        startDate,
        contractExpiryDate,
        renewalPhase,
        employmentType: terms.employmentType,
        location: `${person.at}, ${regionLabel(site.region)}`,
        salary: money(profile.salary[0] + 50 * salarySteps),
        status: person.status ?? "active",
        leaveStatus: person.onLeave ? "on leave" : "at work",
        taxNumber,
        socialSecurityNumber,
        bankName: banks[index],
        accountNumber,
        accountType: accountTypes[index],
        branchCode: bank.branchCode,
        birthday,
        address: street ? `${houseNumber} ${street}, ${person.at}` : `Erf ${erf}, ${person.at}`,
        emergencyContact: `${relativeName} ${person.lastName} (${relation})`,
        emergencyPhone: relativePhone,
        profilePicture: null,
        vacationDays: shortService ? 2 + Math.floor(vacationDraw * 7) : 6 + Math.floor(vacationDraw * 25),
        sickDays,
        notes: person.notes ?? null,
        namibianCitizen: person.citizen ?? true,
        disabilityStatus: person.disability ?? "none",
        raceCategory: person.race ?? RACE_BY_ETHNIC_GROUP[person.ethnic],
        octOvertimeHours: profile.overtime ? hours(overtime[0]) : null,
        novOvertimeHours: profile.overtime ? hours(overtime[1]) : null,
        decOvertimeHours: null,
      },
    };
  });

  const users = DEMO_PEOPLE.flatMap((person): DemoCompany["users"] => {
    if (!person.account) return [];
    const login = person.account === "invited" ? null : person.account;
    return [
      {
        email: login ? DEMO_LOGINS[login].email : workEmail(person),
        firstName: person.firstName,
        lastName: person.lastName,
        role: login ? DEMO_LOGINS[login].role : "employee",
        login,
      },
    ];
  });

  assertCoverage(employees.map((employee) => employee.row));
  return { employees, users };
}

/** The demo must show every value of every enumeration, and birthdays in every month. */
function assertCoverage(rows: EmployeeRow[]) {
  const enumerations = {
    gender: GENDERS,
    ethnic: ETHNIC_GROUPS,
    region: REGIONS,
    department: DEPARTMENTS,
    contractType: CONTRACT_TYPES,
    driverStatus: DRIVER_STATUSES,
    employmentType: EMPLOYMENT_TYPES,
    status: EMPLOYEE_STATUSES,
    leaveStatus: LEAVE_STATUSES,
    bankName: BANK_NAMES,
    accountType: ACCOUNT_TYPES,
    disabilityStatus: DISABILITY_STATUSES,
    raceCategory: RACE_CATEGORIES,
  } as const;
  for (const [field, values] of Object.entries(enumerations) as [keyof typeof enumerations, readonly string[]][]) {
    const used = new Set(rows.map((row) => row[field]));
    const missing = values.filter((value) => !used.has(value));
    if (missing.length) throw new Error(`Demo data: ${field} never uses ${missing.join(", ")}`);
  }
  const months = new Set(rows.map((row) => row.birthday?.slice(5, 7)));
  if (months.size !== 12) throw new Error("Demo data: some month has no birthday");
  const emails = rows.map((row) => row.email);
  if (new Set(emails).size !== emails.length) throw new Error("Demo data: two employees share a work e-mail");
}

/** Every user e-mail the seed creates, for `down`. */
function demoUserEmails() {
  return DEMO_PEOPLE.filter((person) => person.account).map((person) =>
    person.account === "hr" || person.account === "employee" ? DEMO_LOGINS[person.account].email : workEmail(person),
  );
}

function assertModelsBound(sequelize: Sequelize) {
  if (Employee.sequelize !== sequelize || User.sequelize !== sequelize) {
    throw new Error("Seeds need the models bound to their Sequelize instance: call initModels(sequelize) first");
  }
}

// ---------------------------------------------------------------------------
// The seed
// ---------------------------------------------------------------------------

export const up: Seed = async ({ context: sequelize }) => {
  assertModelsBound(sequelize);
  const company = buildDemoCompany(new Date());
  // Only the two demo logins get a password; the other accounts set theirs on first sign-in.
  const [hrHash, employeeHash] = await Promise.all([hashPassword(DEMO_LOGINS.hr.password), hashPassword(DEMO_LOGINS.employee.password)]);

  await sequelize.transaction(async (transaction) => {
    const users = await User.bulkCreate(
      company.users.map(({ login, ...user }) => ({
        ...user,
        passwordSet: login !== null,
        passwordHash: login === "hr" ? hrHash : login === "employee" ? employeeHash : null,
      })),
      { transaction, returning: true },
    );
    const userIdByEmail = new Map(users.map((user) => [user.email, user.id]));

    await Employee.bulkCreate(
      company.employees.map(({ row, account }) => ({
        ...row,
        userId: account ? (userIdByEmail.get(row.email!) ?? null) : null,
      })),
      { transaction },
    );

    // Reporting lines: set after the insert, once every employee has an id.
    const reports = new Map<string, string[]>();
    for (const { row, managerEmployeeId } of company.employees) {
      if (managerEmployeeId) reports.set(managerEmployeeId, [...(reports.get(managerEmployeeId) ?? []), row.employeeId]);
    }
    const managers = await Employee.findAll({
      attributes: ["id", "employeeId"],
      where: { employeeId: [...reports.keys()] },
      transaction,
    });
    for (const manager of managers) {
      await Employee.update(
        { managerId: manager.id },
        { where: { employeeId: { [Op.in]: reports.get(manager.employeeId)! } }, transaction },
      );
    }
  });
};

export const down: Seed = async ({ context: sequelize }) => {
  assertModelsBound(sequelize);
  await sequelize.transaction(async (transaction) => {
    const demoEmployees = { employeeId: { [Op.like]: `${COMPANY.employeeIdPrefix}%` } };
    const linked = await Employee.findAll({ attributes: ["userId"], where: demoEmployees, transaction });
    const linkedUserIds = linked.map((employee) => employee.userId).filter((id): id is number => id != null);
    await Employee.destroy({ where: demoEmployees, transaction });
    await User.destroy({
      where: { [Op.or]: [{ email: { [Op.in]: demoUserEmails() } }, { id: { [Op.in]: linkedUserIds } }] },
      transaction,
    });
  });
};
