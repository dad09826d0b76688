import type { Seed } from "./seeder";
import * as demoCompany from "./2026-11-22T08-00-demo-company";
import * as demoLeave from "./2026-11-22T09-00-demo-leave";
import * as demoPayroll from "./2026-11-22T10-00-demo-payroll";
import * as demoLeaveFitsPeople from "./2026-11-23T14-00-demo-leave-fits-people";
import * as demoEvents from "./2026-11-24T01-00-demo-events";
import * as demoProfileHistory from "./2026-11-24T02-00-demo-profile-history";
import * as demoGrievancesSuggestions from "./2026-11-24T04-00-demo-grievances-suggestions";
import * as demoDocuments from "./2026-11-24T05-00-demo-documents";
import * as demoLeaveLaw from "./2026-11-24T06-00-demo-leave-law";
import * as demoEquity from "./2026-11-24T07-00-demo-equity";
import * as demoEmploymentEvents from "./2026-11-27T01-00-demo-employment-events";
import * as demoGoLive from "./2026-11-27T03-00-demo-go-live";

/** Every seed, in order. Add new ones at the end; `down` reverts them in reverse order. */
export const seeds: { name: string; up: Seed; down: Seed }[] = [
  { name: "2026-11-22T08-00-demo-company", up: demoCompany.up, down: demoCompany.down },
  { name: "2026-11-22T09-00-demo-leave", up: demoLeave.up, down: demoLeave.down },
  { name: "2026-11-22T10-00-demo-payroll", up: demoPayroll.up, down: demoPayroll.down },
  { name: "2026-11-23T14-00-demo-leave-fits-people", up: demoLeaveFitsPeople.up, down: demoLeaveFitsPeople.down },
  { name: "2026-11-24T01-00-demo-events", up: demoEvents.up, down: demoEvents.down },
  { name: "2026-11-24T02-00-demo-profile-history", up: demoProfileHistory.up, down: demoProfileHistory.down },
  { name: "2026-11-24T04-00-demo-grievances-suggestions", up: demoGrievancesSuggestions.up, down: demoGrievancesSuggestions.down },
  { name: "2026-11-24T05-00-demo-documents", up: demoDocuments.up, down: demoDocuments.down },
  { name: "2026-11-24T06-00-demo-leave-law", up: demoLeaveLaw.up, down: demoLeaveLaw.down },
  { name: "2026-11-24T07-00-demo-equity", up: demoEquity.up, down: demoEquity.down },
  { name: "2026-11-27T01-00-demo-employment-events", up: demoEmploymentEvents.up, down: demoEmploymentEvents.down },
  { name: "2026-11-27T03-00-demo-go-live", up: demoGoLive.up, down: demoGoLive.down },
];
