import type { Migration } from "../migrator";
import * as coreIdentity from "./2026-11-22T08-00-core-identity";
import * as remainingTables from "./2026-11-22T08-10-remaining-tables";
import * as employeeSearch from "./2026-11-22T11-00-employee-search";
import * as employeeSearchText from "./2026-11-22T14-00-employee-search-text";
import * as importOutcomes from "./2026-11-23T12-00-import-outcomes";

/** Every migration, in order. Add new ones at the end; never edit one that has landed. */
export const migrations: { name: string; up: Migration; down: Migration }[] = [
  { name: "2026-11-22T08-00-core-identity", ...coreIdentity },
  { name: "2026-11-22T08-10-remaining-tables", ...remainingTables },
  { name: "2026-11-22T11-00-employee-search", ...employeeSearch },
  { name: "2026-11-22T14-00-employee-search-text", ...employeeSearchText },
  { name: "2026-11-23T12-00-import-outcomes", ...importOutcomes },
];
