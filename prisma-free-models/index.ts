import type { Sequelize } from "sequelize";
import { defineAssociations } from "./associations";
import { ActiveSession } from "./active-session";
import { AffirmativeActionGoal } from "./affirmative-action-goal";
import { ApiToken } from "./api-token";
import { CsvImport } from "./csv-import";
import { DataProtectionAudit } from "./data-protection-audit";
import { DeletedDocument } from "./deleted-document";
import { DocumentAccessLog } from "./document-access-log";
import { DocumentBackup } from "./document-backup";
import { DocumentDeletionRequest } from "./document-deletion-request";
import { DocumentQuery } from "./document-query";
import { EeCommitteeMember } from "./ee-committee-member";
import { EeDocument } from "./ee-document";
import { EeMeetingMinutes } from "./ee-meeting-minutes";
import { EePolicy } from "./ee-policy";
import { EeRequest } from "./ee-request";
import { Employee } from "./employee";
import { EmployeeActivity } from "./employee-activity";
import { EmployeeDocument } from "./employee-document";
import { EmployeeDocumentFolder } from "./employee-document-folder";
import { Event } from "./event";
import { EventComment } from "./event-comment";
import { EventRsvp } from "./event-rsvp";
import { Grievance } from "./grievance";
import { GrievanceComment } from "./grievance-comment";
import { HrDocument } from "./hr-document";
import { LeaveRequest } from "./leave-request";
import { LeaveRequestDocument } from "./leave-request-document";
import { MailOutbox } from "./mail-outbox";
import { PageVisit } from "./page-visit";
import { PasswordResetRequest } from "./password-reset-request";
import { PayrollPeriod } from "./payroll-period";
import { Payslip } from "./payslip";
import { Session } from "./session";
import { SheDocument } from "./she-document";
import { Suggestion } from "./suggestion";
import { User } from "./user";
import { UserSession } from "./user-session";

export {
  ActiveSession,
  AffirmativeActionGoal,
  ApiToken,
  CsvImport,
  DataProtectionAudit,
  DeletedDocument,
  DocumentAccessLog,
  DocumentBackup,
  DocumentDeletionRequest,
  DocumentQuery,
  EeCommitteeMember,
  EeDocument,
  EeMeetingMinutes,
  EePolicy,
  EeRequest,
  Employee,
  EmployeeActivity,
  EmployeeDocument,
  EmployeeDocumentFolder,
  Event,
  EventComment,
  EventRsvp,
  Grievance,
  GrievanceComment,
  HrDocument,
  LeaveRequest,
  LeaveRequestDocument,
  MailOutbox,
  PageVisit,
  PasswordResetRequest,
  PayrollPeriod,
  Payslip,
  Session,
  SheDocument,
  Suggestion,
  User,
  UserSession,
};

const models = [
  ActiveSession,
  AffirmativeActionGoal,
  ApiToken,
  CsvImport,
  DataProtectionAudit,
  DeletedDocument,
  DocumentAccessLog,
  DocumentBackup,
  DocumentDeletionRequest,
  DocumentQuery,
  EeCommitteeMember,
  EeDocument,
  EeMeetingMinutes,
  EePolicy,
  EeRequest,
  Employee,
  EmployeeActivity,
  EmployeeDocument,
  EmployeeDocumentFolder,
  Event,
  EventComment,
  EventRsvp,
  Grievance,
  GrievanceComment,
  HrDocument,
  LeaveRequest,
  LeaveRequestDocument,
  MailOutbox,
  PageVisit,
  PasswordResetRequest,
  PayrollPeriod,
  Payslip,
  Session,
  SheDocument,
  Suggestion,
  User,
  UserSession,
];

let initialisedFor: Sequelize | undefined;

/** Binds every model to one Sequelize instance; safe to call again with the same one. */
export function initModels(sequelize: Sequelize) {
  if (initialisedFor === sequelize) return;
  for (const model of models) model.initModel(sequelize);
  defineAssociations();
  initialisedFor = sequelize;
}
