import { AaConsultation } from "./aa-consultation";
import { AaUnderstudy } from "./aa-understudy";
import { AccountInvitation } from "./account-invitation";
import { ActiveSession } from "./active-session";
import { ApiToken } from "./api-token";
import { CalendarFeed } from "./calendar-feed";
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
import { CsvImport } from "./csv-import";
import { Employee } from "./employee";
import { EmployeeActivity } from "./employee-activity";
import { EmployeeProfilePicture } from "./employee-profile-picture";
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
import { PageVisit } from "./page-visit";
import { PasswordResetRequest } from "./password-reset-request";
import { PayrollPeriod } from "./payroll-period";
import { Payslip } from "./payslip";
import { SheDocument } from "./she-document";
import { Suggestion } from "./suggestion";
import { User } from "./user";
import { UserSession } from "./user-session";

/** Every association, in one place. `as` names are camelCase; foreign keys are the camelCase attributes. */
export function defineAssociations() {
  User.hasOne(Employee, { foreignKey: "userId", as: "employee" });
  Employee.belongsTo(User, { foreignKey: "userId", as: "user" });
  Employee.belongsTo(Employee, { foreignKey: "managerId", as: "manager" });
  Employee.belongsTo(User, { foreignKey: "deletedBy", as: "deleter" });

  // Sign-in and activity monitor
  User.hasMany(ActiveSession, { foreignKey: "userId", as: "activeSessions" });
  ActiveSession.belongsTo(User, { foreignKey: "userId", as: "user" });
  User.hasMany(UserSession, { foreignKey: "userId", as: "userSessions" });
  UserSession.belongsTo(User, { foreignKey: "userId", as: "user" });
  UserSession.belongsTo(Employee, { foreignKey: "employeeId", as: "employee" });
  PageVisit.belongsTo(User, { foreignKey: "userId", as: "user" });
  PageVisit.belongsTo(Employee, { foreignKey: "employeeId", as: "employee" });
  AccountInvitation.belongsTo(Employee, { foreignKey: "employeeId", as: "employee" });
  PasswordResetRequest.belongsTo(User, { foreignKey: "userId", as: "user" });
  PasswordResetRequest.belongsTo(Employee, { foreignKey: "employeeId", as: "employee" });
  PasswordResetRequest.belongsTo(User, { foreignKey: "reviewedBy", as: "reviewer" });
  User.hasMany(ApiToken, { foreignKey: "userId", as: "apiTokens" });
  ApiToken.belongsTo(User, { foreignKey: "userId", as: "user" });
  CalendarFeed.belongsTo(User, { foreignKey: "userId", as: "user" });

  // Import and activity feed
  CsvImport.belongsTo(User, { foreignKey: "uploadedBy", as: "uploader" });
  Employee.hasMany(EmployeeActivity, { foreignKey: "employeeId", as: "activities" });
  EmployeeProfilePicture.belongsTo(Employee, { foreignKey: "employeeId", as: "employee" });
  EmployeeActivity.belongsTo(Employee, { foreignKey: "employeeId", as: "employee" });
  EmployeeActivity.belongsTo(User, { foreignKey: "performedBy", as: "performer" });

  // Employee documents, trash, queries, backups
  Employee.hasOne(EmployeeDocumentFolder, { foreignKey: "employeeId", as: "documentFolder" });
  EmployeeDocumentFolder.belongsTo(Employee, { foreignKey: "employeeId", as: "employee" });
  Employee.hasMany(EmployeeDocument, { foreignKey: "employeeId", as: "documents" });
  EmployeeDocument.belongsTo(Employee, { foreignKey: "employeeId", as: "employee" });
  EmployeeDocument.belongsTo(User, { foreignKey: "uploadedBy", as: "uploader" });
  Employee.hasMany(DeletedDocument, { foreignKey: "employeeId", as: "deletedDocuments" });
  DeletedDocument.belongsTo(Employee, { foreignKey: "employeeId", as: "employee" });
  DeletedDocument.belongsTo(User, { foreignKey: "deletedBy", as: "deleter" });
  DeletedDocument.hasMany(DocumentQuery, { foreignKey: "deletedDocumentId", as: "queries" });
  DocumentQuery.belongsTo(DeletedDocument, { foreignKey: "deletedDocumentId", as: "deletedDocument" });
  DocumentQuery.belongsTo(Employee, { foreignKey: "employeeId", as: "employee" });
  DocumentQuery.belongsTo(User, { foreignKey: "reviewedBy", as: "reviewer" });
  DocumentDeletionRequest.belongsTo(User, { foreignKey: "requestedBy", as: "requester" });
  DocumentDeletionRequest.belongsTo(User, { foreignKey: "approvedBy", as: "approver" });
  DocumentBackup.belongsTo(Employee, { foreignKey: "employeeId", as: "employee" });
  DocumentBackup.belongsTo(User, { foreignKey: "createdBy", as: "creator" });

  // Leave
  Employee.hasMany(LeaveRequest, { foreignKey: "employeeId", as: "leaveRequests" });
  LeaveRequest.belongsTo(Employee, { foreignKey: "employeeId", as: "employee" });
  LeaveRequest.belongsTo(User, { foreignKey: "approvedBy", as: "approver" });
  LeaveRequest.hasMany(LeaveRequestDocument, { foreignKey: "leaveRequestId", as: "documents" });
  LeaveRequestDocument.belongsTo(LeaveRequest, { foreignKey: "leaveRequestId", as: "leaveRequest" });

  // Payroll
  PayrollPeriod.hasMany(Payslip, { foreignKey: "payrollPeriodId", as: "payslips" });
  PayrollPeriod.belongsTo(User, { foreignKey: "uploadedBy", as: "uploader" });
  Payslip.belongsTo(PayrollPeriod, { foreignKey: "payrollPeriodId", as: "payrollPeriod" });
  Payslip.belongsTo(Employee, { foreignKey: "employeeId", as: "employee" });
  Employee.hasMany(Payslip, { foreignKey: "employeeId", as: "payslips" });

  // Events
  Event.hasMany(EventRsvp, { foreignKey: "eventId", as: "rsvps" });
  Event.hasMany(EventComment, { foreignKey: "eventId", as: "comments" });
  Event.belongsTo(User, { foreignKey: "createdBy", as: "creator" });
  EventRsvp.belongsTo(Event, { foreignKey: "eventId", as: "event" });
  EventRsvp.belongsTo(Employee, { foreignKey: "employeeId", as: "employee" });
  EventComment.belongsTo(Event, { foreignKey: "eventId", as: "event" });
  EventComment.belongsTo(Employee, { foreignKey: "employeeId", as: "employee" });

  // HR documents
  HrDocument.hasMany(DocumentAccessLog, { foreignKey: "documentId", as: "accessLogs", constraints: false });
  HrDocument.belongsTo(User, { foreignKey: "uploadedBy", as: "uploader" });
  DocumentAccessLog.belongsTo(HrDocument, { foreignKey: "documentId", as: "document", constraints: false });
  DocumentAccessLog.belongsTo(Employee, { foreignKey: "employeeId", as: "employee" });

  // Grievances and suggestions
  Employee.hasMany(Grievance, { foreignKey: "employeeId", as: "grievances" });
  Grievance.belongsTo(Employee, { foreignKey: "employeeId", as: "employee" });
  Grievance.belongsTo(User, { foreignKey: "submittedBy", as: "submitter" });
  Grievance.belongsTo(User, { foreignKey: "assignedTo", as: "assignee" });
  Grievance.belongsTo(User, { foreignKey: "resolvedBy", as: "resolver" });
  Grievance.hasMany(GrievanceComment, { foreignKey: "grievanceId", as: "comments" });
  GrievanceComment.belongsTo(Grievance, { foreignKey: "grievanceId", as: "grievance" });
  GrievanceComment.belongsTo(User, { foreignKey: "commentBy", as: "author" });
  Employee.hasMany(Suggestion, { foreignKey: "employeeId", as: "suggestions" });
  Suggestion.belongsTo(Employee, { foreignKey: "employeeId", as: "employee" });
  Suggestion.belongsTo(User, { foreignKey: "submittedBy", as: "submitter" });
  Suggestion.belongsTo(User, { foreignKey: "reviewedBy", as: "reviewer" });

  // Employment-equity committee
  Employee.hasMany(EeCommitteeMember, { foreignKey: "employeeId", as: "committeeMemberships" });
  EeCommitteeMember.belongsTo(Employee, { foreignKey: "employeeId", as: "employee" });
  Employee.hasMany(EeRequest, { foreignKey: "employeeId", as: "eeRequests" });
  EeRequest.belongsTo(Employee, { foreignKey: "employeeId", as: "employee" });
  EeRequest.belongsTo(User, { foreignKey: "submittedBy", as: "submitter" });
  EeRequest.belongsTo(User, { foreignKey: "reviewedBy", as: "reviewer" });
  EeRequest.belongsTo(EeMeetingMinutes, { foreignKey: "meetingMinutesId", as: "meetingMinutes" });
  EeMeetingMinutes.hasMany(EeRequest, { foreignKey: "meetingMinutesId", as: "requests" });
  EeMeetingMinutes.belongsTo(User, { foreignKey: "uploadedBy", as: "uploader" });
  EePolicy.belongsTo(User, { foreignKey: "uploadedBy", as: "uploader" });
  EeDocument.belongsTo(User, { foreignKey: "uploadedBy", as: "uploader" });

  // The affirmative action report's sections (issue 23)
  AaConsultation.belongsTo(EeMeetingMinutes, { foreignKey: "minutesId", as: "minutes" });
  AaUnderstudy.belongsTo(Employee, { foreignKey: "understudyEmployeeId", as: "understudy" });

  // Safety, health and environment
  SheDocument.belongsTo(User, { foreignKey: "uploadedBy", as: "uploader" });
}
