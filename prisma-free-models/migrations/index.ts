import type { Migration } from "../migrator";
import * as coreIdentity from "./2026-11-22T08-00-core-identity";
import * as remainingTables from "./2026-11-22T08-10-remaining-tables";
import * as employeeSearch from "./2026-11-22T11-00-employee-search";
import * as employeeSearchText from "./2026-11-22T14-00-employee-search-text";
import * as mailOutboxJobs from "./2026-11-23T09-00-mail-outbox-jobs";
import * as importOutcomes from "./2026-11-23T12-00-import-outcomes";
import * as payrollDrafts from "./2026-11-23T13-00-payroll-drafts";
import * as keepPayAndLeaveRecords from "./2026-11-23T14-00-keep-pay-and-leave-records";
import * as accountInvitations from "./2026-11-23T16-00-account-invitations";
import * as activityMonitor from "./2026-11-23T18-00-activity-monitor";
import * as activityRollups from "./2026-11-23T19-00-activity-rollups";
import * as recordPageVisit from "./2026-11-23T20-00-record-page-visit";
import * as rateLimits from "./2026-11-23T21-00-rate-limits";
import * as calendarFeeds from "./2026-11-24T01-00-calendar-feeds";
import * as profilePictures from "./2026-11-24T02-00-profile-pictures";
import * as liveUpdates from "./2026-11-24T03-00-live-updates";
import * as grievanceReceipts from "./2026-11-24T04-00-grievance-receipts";
import * as documentStorage from "./2026-11-24T05-00-document-storage";
import * as leaveLaw from "./2026-11-24T06-00-leave-law";
import * as occupationalLevels from "./2026-11-24T07-00-occupational-levels";
import * as eeCommitteeFiles from "./2026-11-24T07-10-ee-committee-files";
import * as documentVersions from "./2026-11-24T08-00-document-versions";
import * as affirmativeActionReport from "./2026-11-27T01-00-affirmative-action-report";
import * as proclaimedHolidays2024 from "./2026-11-27T02-00-proclaimed-holidays-2024";
import * as maternityBirthDate from "./2026-11-27T02-10-maternity-birth-date";
import * as leaveAct from "./2026-11-27T03-00-leave-act";
import * as leaveDecisionNote from "./2026-11-27T21-00-leave-decision-note";
import * as proclaimedHolidays2025 from "./2026-11-27T03-10-proclaimed-holidays-2025";
import * as employeesCreatedByImport from "./2026-11-28T01-00-employees-created-by-import";
import * as liveUpdateActor from "./2026-11-28T02-00-live-update-actor";
import * as deviceLinks from "./2026-11-28T13-00-device-links";
import * as knownDevicesSince from "./2026-11-28T13-10-known-devices-since";
import * as jobWorkerHeartbeats from "./2026-11-28T14-00-job-worker-heartbeats";
import * as invitationCodeAttempts from "./2026-11-28T15-00-invitation-code-attempts";
import * as importJobs from "./2026-11-28T17-40-import-jobs";

/** Every migration, in order. Add new ones at the end; never edit one that has landed. */
export const migrations: { name: string; up: Migration; down: Migration }[] = [
  { name: "2026-11-22T08-00-core-identity", ...coreIdentity },
  { name: "2026-11-22T08-10-remaining-tables", ...remainingTables },
  { name: "2026-11-22T11-00-employee-search", ...employeeSearch },
  { name: "2026-11-22T14-00-employee-search-text", ...employeeSearchText },
  { name: "2026-11-23T09-00-mail-outbox-jobs", ...mailOutboxJobs },
  { name: "2026-11-23T12-00-import-outcomes", ...importOutcomes },
  { name: "2026-11-23T13-00-payroll-drafts", ...payrollDrafts },
  { name: "2026-11-23T14-00-keep-pay-and-leave-records", ...keepPayAndLeaveRecords },
  { name: "2026-11-23T16-00-account-invitations", ...accountInvitations },
  { name: "2026-11-23T18-00-activity-monitor", ...activityMonitor },
  { name: "2026-11-23T19-00-activity-rollups", ...activityRollups },
  { name: "2026-11-23T20-00-record-page-visit", ...recordPageVisit },
  { name: "2026-11-23T21-00-rate-limits", ...rateLimits },
  { name: "2026-11-24T01-00-calendar-feeds", ...calendarFeeds },
  { name: "2026-11-24T02-00-profile-pictures", ...profilePictures },
  { name: "2026-11-24T03-00-live-updates", ...liveUpdates },
  { name: "2026-11-24T04-00-grievance-receipts", ...grievanceReceipts },
  { name: "2026-11-24T05-00-document-storage", ...documentStorage },
  { name: "2026-11-24T06-00-leave-law", ...leaveLaw },
  { name: "2026-11-24T07-00-occupational-levels", ...occupationalLevels },
  { name: "2026-11-24T07-10-ee-committee-files", ...eeCommitteeFiles },
  { name: "2026-11-24T08-00-document-versions", ...documentVersions },
  { name: "2026-11-27T01-00-affirmative-action-report", ...affirmativeActionReport },
  { name: "2026-11-27T02-00-proclaimed-holidays-2024", ...proclaimedHolidays2024 },
  { name: "2026-11-27T02-10-maternity-birth-date", ...maternityBirthDate },
  { name: "2026-11-27T03-00-leave-act", ...leaveAct },
  { name: "2026-11-27T03-10-proclaimed-holidays-2025", ...proclaimedHolidays2025 },
  { name: "2026-11-27T21-00-leave-decision-note", ...leaveDecisionNote },
  { name: "2026-11-28T01-00-employees-created-by-import", ...employeesCreatedByImport },
  { name: "2026-11-28T02-00-live-update-actor", ...liveUpdateActor },
  { name: "2026-11-28T13-00-device-links", ...deviceLinks },
  { name: "2026-11-28T13-10-known-devices-since", ...knownDevicesSince },
  { name: "2026-11-28T14-00-job-worker-heartbeats", ...jobWorkerHeartbeats },
  { name: "2026-11-28T15-00-invitation-code-attempts", ...invitationCodeAttempts },
  { name: "2026-11-28T17-40-import-jobs", ...importJobs },
];
