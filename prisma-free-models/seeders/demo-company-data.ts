/**
 * The people, positions and places of the demo company "Namib Copper Mining".
 * Pure data: the seed (2026-11-22T08-00-demo-company.ts) turns it into rows, drawing
 * the remaining details (phones, accounts, salaries within a band, dates) from a
 * seeded PRNG so every run builds the same company.
 */
import type {
  ACCOUNT_TYPES,
  BANK_NAMES,
  DEPARTMENTS,
  DISABILITY_STATUSES,
  DRIVER_STATUSES,
  ETHNIC_GROUPS,
  GENDERS,
  RACE_CATEGORIES,
  REGIONS,
} from "~/constants";

type AccountType = (typeof ACCOUNT_TYPES)[number];
type BankName = (typeof BANK_NAMES)[number];
type Department = (typeof DEPARTMENTS)[number];
type DriverStatus = (typeof DRIVER_STATUSES)[number];
type EthnicGroup = (typeof ETHNIC_GROUPS)[number];
type Gender = (typeof GENDERS)[number];
type RaceCategory = (typeof RACE_CATEGORIES)[number];
type Region = (typeof REGIONS)[number];
type Disability = Exclude<(typeof DISABILITY_STATUSES)[number], "none">;

export const COMPANY = {
  name: "Namib Copper Mining",
  /** Work e-mail domain: firstname.lastname@namibcopper.com.na */
  emailDomain: "namibcopper.com.na",
  /** Employee IDs are NCM-0001 ... in the order of DEMO_PEOPLE; `down` deletes by this prefix. */
  employeeIdPrefix: "NCM-",
  /** Personal (communication) addresses use reserved example domains only. */
  personalEmailDomains: ["example.com.na", "example.org"],
  /** Fixed date the permanent staff's start dates and birth years are reckoned from. */
  referenceDate: "2026-11-22",
  prngSeed: 0x4e434d26,
} as const;

// ---------------------------------------------------------------------------
// Positions: department, Paterson grade (stored as designation), monthly salary
// band in NAD, and what the job needs behind the wheel.
// ---------------------------------------------------------------------------
export interface PositionProfile {
  department: Department;
  grade: string;
  salary: readonly [min: number, max: number];
  /** The department's manager: everyone else in the department reports to this position. */
  head?: true;
  driver?: DriverStatus;
  licence?: string;
  /** Shift and site work that earns overtime. */
  overtime?: true;
}

export const POSITIONS = {
  // Management
  "Managing Director": { department: "Management", grade: "F1", salary: [95000, 95000], head: true, licence: "B" },
  "General Manager: Operations": { department: "Management", grade: "E3", salary: [86000, 92000], driver: "Driver", licence: "B" },
  "HR Manager": { department: "Management", grade: "E1", salary: [62000, 68000] },
  "Company Secretary": { department: "Management", grade: "D4", salary: [52000, 58000] },
  "HR Officer": { department: "Management", grade: "C4", salary: [24000, 28000] },
  // Finance
  "Finance Manager": { department: "Finance", grade: "E1", salary: [65000, 72000], head: true },
  "Senior Accountant": { department: "Finance", grade: "D2", salary: [42000, 48000] },
  "Financial Analyst": { department: "Finance", grade: "D1", salary: [34000, 38000] },
  "Payroll Officer": { department: "Finance", grade: "C4", salary: [26000, 30000] },
  "Accounts Payable Clerk": { department: "Finance", grade: "B4", salary: [18500, 21000] },
  "Finance Intern": { department: "Finance", grade: "B1", salary: [18500, 18500] },
  // Logistics and Transport
  "Logistics Manager": {
    department: "Logistics and Transport",
    grade: "E1",
    salary: [62000, 68000],
    head: true,
    driver: "Driver",
    licence: "B",
  },
  "Fleet Coordinator": { department: "Logistics and Transport", grade: "C5", salary: [32000, 36000], driver: "Driver", licence: "C1" },
  "Haul Truck Operator": {
    department: "Logistics and Transport",
    grade: "B5",
    salary: [21000, 25000],
    driver: "Driver",
    licence: "C",
    overtime: true,
  },
  "Long-distance Truck Driver": {
    department: "Logistics and Transport",
    grade: "B5",
    salary: [22000, 26000],
    driver: "Driver - Long distance",
    licence: "CE",
    overtime: true,
  },
  "Diesel Mechanic": {
    department: "Logistics and Transport",
    grade: "C3",
    salary: [28000, 32000],
    driver: "Driver",
    licence: "C1",
    overtime: true,
  },
  "Procurement Officer": { department: "Logistics and Transport", grade: "C4", salary: [27000, 31000] },
  "Warehouse Assistant": { department: "Logistics and Transport", grade: "B3", salary: [18500, 20000], overtime: true },
  // Geology
  "Chief Geologist": { department: "Geology", grade: "E2", salary: [78000, 85000], head: true, driver: "Driver", licence: "B" },
  "Senior Geologist": { department: "Geology", grade: "D3", salary: [55000, 62000] },
  "Resource Geologist": { department: "Geology", grade: "D2", salary: [45000, 50000] },
  "Exploration Geologist": { department: "Geology", grade: "D1", salary: [38000, 45000] },
  "Core Shed Technician": { department: "Geology", grade: "B4", salary: [19500, 23000], overtime: true },
  "Geology Intern": { department: "Geology", grade: "B1", salary: [18500, 18500] },
  // Sustainability
  "Sustainability Manager": { department: "Sustainability", grade: "E1", salary: [62000, 68000], head: true },
  "Environmental Officer": { department: "Sustainability", grade: "C5", salary: [30000, 35000] },
  "Community Relations Officer": { department: "Sustainability", grade: "C4", salary: [28000, 32000], driver: "Driver", licence: "B" },
  "Social Investment Coordinator": { department: "Sustainability", grade: "C4", salary: [27000, 30000] },
  // Safety Health and Environment
  "SHE Manager": { department: "Safety Health and Environment", grade: "E1", salary: [65000, 70000], head: true },
  "Safety Officer": { department: "Safety Health and Environment", grade: "C4", salary: [29000, 34000], overtime: true },
  "Occupational Health Nurse": { department: "Safety Health and Environment", grade: "C4", salary: [26000, 30000] },
  "Environmental Technician": { department: "Safety Health and Environment", grade: "C2", salary: [23000, 26000] },
  "Emergency Response Coordinator": {
    department: "Safety Health and Environment",
    grade: "C5",
    salary: [30000, 34000],
    driver: "Driver",
    licence: "C1",
    overtime: true,
  },
  // Data Technicians
  "Data Services Lead": { department: "Data Technicians", grade: "D4", salary: [55000, 60000], head: true },
  "Database Administrator": { department: "Data Technicians", grade: "D1", salary: [38000, 43000] },
  "GIS Technician": { department: "Data Technicians", grade: "C2", salary: [26000, 30000] },
  "Data Technician": { department: "Data Technicians", grade: "C1", salary: [22000, 26000] },
  // Office Administrator
  "Office Manager": { department: "Office Administrator", grade: "D1", salary: [38000, 42000], head: true },
  "Travel Coordinator": { department: "Office Administrator", grade: "B5", salary: [21000, 24000] },
  "Administrative Assistant": { department: "Office Administrator", grade: "B4", salary: [19000, 22000] },
  "Records Clerk": { department: "Office Administrator", grade: "B3", salary: [18500, 21000] },
  Receptionist: { department: "Office Administrator", grade: "B3", salary: [18500, 20000] },
} as const satisfies Record<string, PositionProfile>;

export type PositionTitle = keyof typeof POSITIONS;

// ---------------------------------------------------------------------------
// Work sites: the town is the workstation; station names the site there.
// ---------------------------------------------------------------------------
export interface Worksite {
  region: Region;
  station: string;
  /** Street names for "12 Sam Nujoma Drive, Tsumeb"; none means "Erf 231, Khorixas". */
  streets: readonly string[];
}

export const WORKSITES = {
  Tsumeb: {
    region: "Oshikoto",
    station: "Tsumeb Mine and Smelter",
    streets: ["Sam Nujoma Drive", "Hage Geingob Street", "Omeg Allee", "Jordan Street", "Hospital Street"],
  },
  Windhoek: {
    region: "Khomas",
    station: "Head Office",
    streets: [
      "Independence Avenue",
      "Robert Mugabe Avenue",
      "Nelson Mandela Avenue",
      "Hosea Kutako Drive",
      "Jan Jonker Road",
      "Sam Nujoma Drive",
    ],
  },
  Otjiwarongo: {
    region: "Otjozondjupa",
    station: "Otjiwarongo Regional Office",
    streets: ["Hage Geingob Street", "Dr Libertina Amathila Avenue", "Hindenburg Street"],
  },
  "Walvis Bay": {
    region: "Erongo",
    station: "Walvis Bay Concentrate Depot",
    streets: ["Theo-Ben Gurirab Street", "Sam Nujoma Avenue", "13th Road", "Nangolo Mbumba Drive"],
  },
  Swakopmund: {
    region: "Erongo",
    station: "Coastal Environmental Office",
    streets: ["Sam Nujoma Avenue", "Tobias Hainyeko Street", "Libertina Amathila Avenue", "Moses Garoeb Street"],
  },
  "Rosh Pinah": { region: "//Karas", station: "Rosh Pinah Project Office", streets: [] },
  Oranjemund: {
    region: "//Karas",
    station: "Oranjemund Exploration Office",
    streets: ["Eighth Avenue", "Eleventh Avenue", "Sperrgebiet Road"],
  },
  Grootfontein: {
    region: "Otjozondjupa",
    station: "Grootfontein Fleet Workshop",
    streets: ["Okavango Road", "Hidipo Hamutenya Street", "Rathbone Street"],
  },
  Khorixas: { region: "Kunene", station: "Khorixas Exploration Camp", streets: [] },
  Opuwo: { region: "Kunene", station: "Opuwo Exploration Camp", streets: [] },
} as const satisfies Record<string, Worksite>;

export type WorksiteTown = keyof typeof WORKSITES;

// ---------------------------------------------------------------------------
// Given names for relatives (emergency contacts), by naming tradition.
// ---------------------------------------------------------------------------
export const GIVEN_NAMES = {
  oshiwambo: {
    Female: ["Ndinelao", "Taimi", "Hileni", "Aina", "Loide", "Saara", "Ndamona", "Frieda"],
    Male: ["Johannes", "Lukas", "Simeon", "Andreas", "Natangwe", "Mateus", "Elia", "Tomas"],
  },
  otjiherero: { Female: ["Vemunavi", "Uatjiua", "Kaera", "Ripuree"], Male: ["Uazuva", "Tjiuai", "Vekuii", "Hiskia"] },
  khoekhoegowab: { Female: ["Dorothea", "Anna", "Sophia", "Paulina"], Male: ["Gabriel", "Hendrik", "Abraham", "Nikodemus"] },
  rukwangali: { Female: ["Rosalia", "Theresia", "Felicitas", "Ndara"], Male: ["Ambrosius", "Kudumo", "Sebastian", "Mbambo"] },
  silozi: { Female: ["Inonge", "Mutinta", "Namasiku", "Liseli"], Male: ["Likando", "Sitali", "Mwiya", "Muyambango"] },
  juhoan: { Female: ["N≠isa", "Di//xao"], Male: ["Kxao", "/Ui"] },
  setswana: { Female: ["Boitumelo", "Lerato", "Naledi"], Male: ["Thabo", "Tebogo", "Kgosi"] },
  afrikaans: { Female: ["Marietjie", "Elna", "Susanna", "Annatjie"], Male: ["Johan", "Willem", "Hendrik", "Frikkie"] },
  german: { Female: ["Ingrid", "Ursula", "Heike", "Gisela"], Male: ["Klaus", "Dieter", "Jürgen", "Wolfgang"] },
  english: { Female: ["Sarah", "Margaret", "Claire"], Male: ["David", "Peter", "Michael"] },
  portuguese: { Female: ["Ana", "Fernanda"], Male: ["Manuel", "António"] },
  shona: { Female: ["Rutendo", "Chipo", "Tsitsi"], Male: ["Farai", "Tatenda", "Kudzai"] },
  chinese: { Female: ["Hua", "Xiu"], Male: ["Wei", "Jun"] },
} as const satisfies Record<string, Record<Gender, readonly string[]>>;

export type NamingTradition = keyof typeof GIVEN_NAMES;

/** Naming tradition of relatives when a person does not name one. */
export const TRADITION_BY_ETHNIC_GROUP: Record<EthnicGroup, NamingTradition> = {
  Ovambo: "oshiwambo",
  Kavango: "rukwangali",
  Herero: "otjiherero",
  Damara: "khoekhoegowab",
  Nama: "khoekhoegowab",
  Caprivian: "silozi",
  Bushmen: "juhoan",
  Baster: "afrikaans",
  Tswana: "setswana",
  White: "afrikaans",
  Coloured: "afrikaans",
  Other: "english",
};

/** Race category (employment-equity reporting) by ethnic group; a person can override it. */
export const RACE_BY_ETHNIC_GROUP: Record<EthnicGroup, RaceCategory> = {
  Ovambo: "Black",
  Kavango: "Black",
  Herero: "Black",
  Damara: "Black",
  Nama: "Black",
  Caprivian: "Black",
  Bushmen: "Black",
  Baster: "Coloured",
  Tswana: "Black",
  White: "White",
  Coloured: "Coloured",
  Other: "Other",
};

// ---------------------------------------------------------------------------
// Banks: weight (share of staff) and branch code. The two state banks and
// "Other" are rare but present, so every value of the enumeration shows up.
// ---------------------------------------------------------------------------
export const BANKS = {
  "Bank Windhoek": { weight: 34, branchCode: "483872", accountDigits: 10, accountPrefix: "80" },
  "First National Bank": { weight: 30, branchCode: "280172", accountDigits: 11, accountPrefix: "62" },
  "Standard Bank": { weight: 18, branchCode: "087373", accountDigits: 11, accountPrefix: "04" },
  Nedbank: { weight: 12, branchCode: "461038", accountDigits: 11, accountPrefix: "11" },
  "Development Bank of Namibia": { weight: 1, branchCode: "350172", accountDigits: 10, accountPrefix: "50" },
  "Bank of Namibia": { weight: 1, branchCode: "980172", accountDigits: 9, accountPrefix: "10" },
  Other: { weight: 4, branchCode: "282672", accountDigits: 10, accountPrefix: "30" },
} as const satisfies Record<BankName, { weight: number; branchCode: string; accountDigits: number; accountPrefix: string }>;

export const ACCOUNT_TYPE_WEIGHTS = {
  Savings: 45,
  Current: 35,
  Checking: 15,
  "Fixed Deposit": 5,
} as const satisfies Record<AccountType, number>;

export const RELATIONS = {
  Female: ["mother", "sister", "spouse", "aunt"],
  Male: ["father", "brother", "spouse", "uncle"],
} as const;

// ---------------------------------------------------------------------------
// The 48 people, in employee-ID order (NCM-0001 first).
// Anything a person does not say is the common case: permanent full-time, active,
// at work, no disability, Namibian citizen, race from the ethnic group.
// ---------------------------------------------------------------------------
export type Terms = "permanent" | "part-time" | "probation" | "fixed-term" | "intern";

export interface DemoPerson {
  firstName: string;
  lastName: string;
  gender: Gender;
  ethnic: EthnicGroup;
  /** Home region. */
  region: Region;
  /** Town the person was recruited from (employedFrom). */
  from: string;
  position: PositionTitle;
  /** Workstation town. */
  at: WorksiteTown;
  terms?: Terms;
  status?: "inactive" | "terminated";
  onLeave?: true;
  disability?: Disability;
  citizen?: false;
  race?: RaceCategory;
  tradition?: NamingTradition;
  /** Overrides the position's driver status. */
  driver?: DriverStatus;
  /** Birthday placed relative to the seed date, so the dashboards always have some to show. */
  birthday?: "today" | "this month" | "soon";
  /** A login: the two demo logins, or an account created but with no password set yet. */
  account?: "hr" | "employee" | "invited";
  /** A fixed personal address, or null for none; otherwise one is made up. */
  personalEmail?: string | null;
  notes?: string;
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  // Management
  {
    firstName: "Petrus",
    lastName: "Amutenya",
    gender: "Male",
    ethnic: "Ovambo",
    region: "Oshana",
    from: "Ondangwa",
    position: "Managing Director",
    at: "Windhoek",
    account: "invited",
  },
  {
    firstName: "Selma",
    lastName: "Nakale",
    gender: "Female",
    ethnic: "Ovambo",
    region: "Oshana",
    from: "Oshakati",
    position: "HR Manager",
    at: "Windhoek",
    account: "hr",
  },
  {
    firstName: "Karl-Heinz",
    lastName: "Schneider",
    gender: "Male",
    ethnic: "White",
    region: "Erongo",
    from: "Swakopmund",
    position: "General Manager: Operations",
    at: "Tsumeb",
    tradition: "german",
  },
  {
    firstName: "Uaundja",
    lastName: "Kazombiaze",
    gender: "Female",
    ethnic: "Herero",
    region: "Otjozondjupa",
    from: "Okahandja",
    position: "Company Secretary",
    at: "Windhoek",
    birthday: "soon",
  },
  {
    firstName: "Ndeshipanda",
    lastName: "Iipumbu",
    gender: "Female",
    ethnic: "Ovambo",
    region: "Omusati",
    from: "Outapi",
    position: "HR Officer",
    at: "Tsumeb",
    terms: "probation",
    account: "invited",
  },
  // Finance
  {
    firstName: "Elizabeth",
    lastName: "Beukes",
    gender: "Female",
    ethnic: "Baster",
    region: "Hardap",
    from: "Rehoboth",
    position: "Finance Manager",
    at: "Windhoek",
    account: "invited",
  },
  {
    firstName: "Ricardo",
    lastName: "Adams",
    gender: "Male",
    ethnic: "Coloured",
    region: "Khomas",
    from: "Windhoek",
    position: "Senior Accountant",
    at: "Windhoek",
    tradition: "english",
  },
  {
    firstName: "Tangeni",
    lastName: "Shikongo",
    gender: "Female",
    ethnic: "Ovambo",
    region: "Ohangwena",
    from: "Eenhana",
    position: "Payroll Officer",
    at: "Windhoek",
    birthday: "today",
  },
  {
    firstName: "Mei-Ling",
    lastName: "Chen",
    gender: "Female",
    ethnic: "Other",
    race: "Asian",
    region: "Khomas",
    from: "Windhoek",
    position: "Financial Analyst",
    at: "Windhoek",
    tradition: "chinese",
  },
  {
    firstName: "Kagiso",
    lastName: "Mosweu",
    gender: "Male",
    ethnic: "Tswana",
    region: "Omaheke",
    from: "Aminuis",
    position: "Accounts Payable Clerk",
    at: "Windhoek",
    disability: "physical",
  },
  {
    firstName: "Pendapala",
    lastName: "Nangolo",
    gender: "Female",
    ethnic: "Ovambo",
    region: "Omusati",
    from: "Okahao",
    position: "Finance Intern",
    at: "Windhoek",
    terms: "intern",
    personalEmail: null,
  },
  // Logistics and Transport
  {
    firstName: "Frans",
    lastName: "Haingura",
    gender: "Male",
    ethnic: "Kavango",
    region: "Kavango East",
    from: "Rundu",
    position: "Logistics Manager",
    at: "Tsumeb",
    birthday: "this month",
    account: "invited",
  },
  {
    firstName: "Gerhard",
    lastName: "Pretorius",
    gender: "Male",
    ethnic: "White",
    region: "//Karas",
    from: "Keetmanshoop",
    position: "Fleet Coordinator",
    at: "Tsumeb",
  },
  {
    firstName: "Tuhafeni",
    lastName: "Shaanika",
    gender: "Male",
    ethnic: "Ovambo",
    region: "Oshikoto",
    from: "Omuthiya",
    position: "Haul Truck Operator",
    at: "Tsumeb",
    personalEmail: null,
  },
  {
    firstName: "Josef",
    lastName: "Hausiku",
    gender: "Male",
    ethnic: "Kavango",
    region: "Kavango West",
    from: "Nkurenkuru",
    position: "Haul Truck Operator",
    at: "Tsumeb",
    terms: "fixed-term",
    status: "terminated",
    notes: "Fixed-term contract ended and was not renewed; exit interview done, final pay settled.",
  },
  {
    firstName: "Lukas",
    lastName: "Ganeb",
    gender: "Male",
    ethnic: "Damara",
    region: "Erongo",
    from: "Usakos",
    position: "Long-distance Truck Driver",
    at: "Walvis Bay",
  },
  {
    firstName: "Mubita",
    lastName: "Sibeya",
    gender: "Male",
    ethnic: "Caprivian",
    region: "Zambezi",
    from: "Katima Mulilo",
    position: "Long-distance Truck Driver",
    at: "Walvis Bay",
  },
  {
    firstName: "Efraim",
    lastName: "Nghipondoka",
    gender: "Male",
    ethnic: "Ovambo",
    region: "Ohangwena",
    from: "Helao Nafidi",
    position: "Diesel Mechanic",
    at: "Grootfontein",
  },
  {
    firstName: "Chantelle",
    lastName: "Isaacs",
    gender: "Female",
    ethnic: "Coloured",
    region: "Erongo",
    from: "Walvis Bay",
    position: "Procurement Officer",
    at: "Walvis Bay",
    status: "inactive",
    notes: "On unpaid study leave until further notice.",
  },
  {
    firstName: "Tsamkxao",
    lastName: "≠Oma",
    gender: "Male",
    ethnic: "Bushmen",
    region: "Otjozondjupa",
    from: "Tsumkwe",
    position: "Warehouse Assistant",
    at: "Grootfontein",
    terms: "fixed-term",
    personalEmail: null,
  },
  // Geology
  {
    firstName: "Hilma",
    lastName: "Angula",
    gender: "Female",
    ethnic: "Ovambo",
    region: "Oshikoto",
    from: "Tsumeb",
    position: "Chief Geologist",
    at: "Tsumeb",
    account: "invited",
  },
  {
    firstName: "Tendai",
    lastName: "Moyo",
    gender: "Male",
    ethnic: "Other",
    race: "Black",
    citizen: false,
    region: "Oshikoto",
    from: "Tsumeb",
    position: "Senior Geologist",
    at: "Tsumeb",
    tradition: "shona",
    notes: "Zimbabwean national; work permit renewed annually.",
  },
  {
    firstName: "Ndapewa",
    lastName: "Shilongo",
    gender: "Female",
    ethnic: "Ovambo",
    region: "Oshana",
    from: "Ongwediva",
    position: "Exploration Geologist",
    at: "Tsumeb",
    account: "employee",
    personalEmail: "ndapewa.s@example.com.na",
  },
  {
    firstName: "Vetaruhe",
    lastName: "Kandjii",
    gender: "Male",
    ethnic: "Herero",
    region: "Kunene",
    from: "Opuwo",
    position: "Exploration Geologist",
    at: "Opuwo",
    driver: "Driver",
    birthday: "this month",
    account: "invited",
  },
  {
    firstName: "Dawid",
    lastName: "Witbooi",
    gender: "Male",
    ethnic: "Nama",
    region: "Hardap",
    from: "Mariental",
    position: "Resource Geologist",
    at: "Rosh Pinah",
    onLeave: true,
    birthday: "soon",
  },
  {
    firstName: "Martha",
    lastName: "Hoebes",
    gender: "Female",
    ethnic: "Damara",
    region: "Kunene",
    from: "Khorixas",
    position: "Core Shed Technician",
    at: "Khorixas",
    personalEmail: null,
  },
  {
    firstName: "Simasiku",
    lastName: "Mwilima",
    gender: "Male",
    ethnic: "Caprivian",
    region: "Zambezi",
    from: "Bukalo",
    position: "Core Shed Technician",
    at: "Tsumeb",
    terms: "fixed-term",
  },
  {
    firstName: "Nangula",
    lastName: "Kamati",
    gender: "Female",
    ethnic: "Ovambo",
    region: "Omusati",
    from: "Oshikuku",
    position: "Geology Intern",
    at: "Tsumeb",
    terms: "intern",
  },
  // Sustainability
  {
    firstName: "Immanuel",
    lastName: "Kaura",
    gender: "Male",
    ethnic: "Herero",
    region: "Omaheke",
    from: "Gobabis",
    position: "Sustainability Manager",
    at: "Windhoek",
    account: "invited",
  },
  {
    firstName: "Rosalia",
    lastName: "Goagoses",
    gender: "Female",
    ethnic: "Damara",
    region: "Erongo",
    from: "Omaruru",
    position: "Community Relations Officer",
    at: "Tsumeb",
  },
  {
    firstName: "Jennifer",
    lastName: "Ashworth",
    gender: "Female",
    ethnic: "White",
    region: "Erongo",
    from: "Swakopmund",
    position: "Environmental Officer",
    at: "Swakopmund",
    tradition: "english",
  },
  {
    firstName: "Maria",
    lastName: "Kapinga",
    gender: "Female",
    ethnic: "Kavango",
    region: "Kavango East",
    from: "Divundu",
    position: "Social Investment Coordinator",
    at: "Tsumeb",
  },
  // Safety Health and Environment
  {
    firstName: "Gottlieb",
    lastName: "Uirab",
    gender: "Male",
    ethnic: "Damara",
    region: "Kunene",
    from: "Outjo",
    position: "SHE Manager",
    at: "Tsumeb",
    account: "invited",
  },
  {
    firstName: "Ndahafa",
    lastName: "Hamutenya",
    gender: "Female",
    ethnic: "Ovambo",
    region: "Oshana",
    from: "Ondangwa",
    position: "Safety Officer",
    at: "Tsumeb",
    onLeave: true,
  },
  {
    firstName: "Lisho",
    lastName: "Mutelo",
    gender: "Male",
    ethnic: "Caprivian",
    region: "Zambezi",
    from: "Katima Mulilo",
    position: "Safety Officer",
    at: "Oranjemund",
    terms: "fixed-term",
  },
  {
    firstName: "Helvi",
    lastName: "Nghidinwa",
    gender: "Female",
    ethnic: "Ovambo",
    region: "Ohangwena",
    from: "Okongo",
    position: "Occupational Health Nurse",
    at: "Tsumeb",
    terms: "part-time",
  },
  {
    firstName: "Jacobus",
    lastName: "van Wyk",
    gender: "Male",
    ethnic: "Baster",
    region: "Hardap",
    from: "Rehoboth",
    position: "Environmental Technician",
    at: "Rosh Pinah",
  },
  {
    firstName: "Erastus",
    lastName: "Ithete",
    gender: "Male",
    ethnic: "Ovambo",
    region: "Oshikoto",
    from: "Tsumeb",
    position: "Emergency Response Coordinator",
    at: "Tsumeb",
  },
  // Data Technicians
  {
    firstName: "Panduleni",
    lastName: "Namupala",
    gender: "Male",
    ethnic: "Ovambo",
    region: "Oshana",
    from: "Ongwediva",
    position: "Data Services Lead",
    at: "Windhoek",
    account: "invited",
  },
  {
    firstName: "Petra",
    lastName: "Mberema",
    gender: "Female",
    ethnic: "Kavango",
    region: "Kavango West",
    from: "Nkurenkuru",
    position: "Data Technician",
    at: "Tsumeb",
    status: "inactive",
    notes: "Extended sick leave; return-to-work assessment scheduled.",
  },
  {
    firstName: "João",
    lastName: "Ferreira",
    gender: "Male",
    ethnic: "Other",
    citizen: false,
    region: "Khomas",
    from: "Windhoek",
    position: "GIS Technician",
    at: "Windhoek",
    tradition: "portuguese",
    notes: "Angolan national; permanent residence application pending.",
  },
  {
    firstName: "Toivo",
    lastName: "Amukoto",
    gender: "Male",
    ethnic: "Ovambo",
    region: "Omusati",
    from: "Outapi",
    position: "Data Technician",
    at: "Tsumeb",
    terms: "probation",
  },
  {
    firstName: "Anke",
    lastName: "Hoffmann",
    gender: "Female",
    ethnic: "White",
    region: "Khomas",
    from: "Windhoek",
    position: "Database Administrator",
    at: "Windhoek",
    tradition: "german",
    disability: "mental",
  },
  // Office Administrator
  {
    firstName: "Magdalena",
    lastName: "Swartbooi",
    gender: "Female",
    ethnic: "Nama",
    region: "//Karas",
    from: "Keetmanshoop",
    position: "Office Manager",
    at: "Windhoek",
    birthday: "this month",
    account: "invited",
  },
  {
    firstName: "Iyaloo",
    lastName: "Hango",
    gender: "Female",
    ethnic: "Ovambo",
    region: "Oshana",
    from: "Oshakati",
    position: "Receptionist",
    at: "Tsumeb",
    terms: "part-time",
    disability: "both",
  },
  {
    firstName: "Kauna",
    lastName: "Ndeitunga",
    gender: "Female",
    ethnic: "Ovambo",
    region: "Ohangwena",
    from: "Eenhana",
    position: "Administrative Assistant",
    at: "Tsumeb",
    personalEmail: null,
  },
  {
    firstName: "Ueriuka",
    lastName: "Tjipueja",
    gender: "Female",
    ethnic: "Herero",
    region: "Otjozondjupa",
    from: "Otjiwarongo",
    position: "Records Clerk",
    at: "Otjiwarongo",
    onLeave: true,
    disability: "physical",
  },
  {
    firstName: "Christiaan",
    lastName: "Rooi",
    gender: "Male",
    ethnic: "Nama",
    region: "//Karas",
    from: "Lüderitz",
    position: "Travel Coordinator",
    at: "Oranjemund",
  },
];
