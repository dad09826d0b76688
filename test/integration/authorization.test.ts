import path from "node:path";
import { pathToFileURL } from "node:url";
import { matchRoutes } from "@remix-run/react";
import { beforeAll, describe, expect, it } from "vitest";
import { Event, Grievance, LeaveRequest, Suggestion } from "#models";
import remixConfig from "../../remix.config.js";
import { createTestUser } from "../support/factories";
import { createTestDocuments } from "../support/documents-db";
import { createTestPayslip } from "../support/payslips";
import { api, sessionCookieFor } from "../support/session";

/**
 * The authorization table (DESIGN.md, Security): every route that exists, for an
 * anonymous visitor, an employee, another employee (routes about one employee's
 * records), and HR, with the status each must get. Later issues add their routes.
 *
 * A status of 302 may name where it must lead (`302 /login`).
 */
type Who = "anonymous" | "employee" | "otherEmployee" | "hr";

interface Context {
  employeeRecordId: number;
  /** A pending leave request of "employee". */
  leaveRequestId: number;
  /** A payslip of "employee". */
  payslipId: number;
  /** An upcoming company event. */
  eventId: number;
  /** A stored file "employee" uploaded. */
  documentId: number;
  /** A document of "employee" that HR deleted (deleted_documents id). */
  deletedDocumentId: number;
  /** A pending query of "employee" about another deleted document. */
  documentQueryId: number;
  /** A named grievance of "employee". */
  grievanceId: number;
  /** An anonymous grievance (of nobody). */
  anonymousGrievanceId: number;
  /** A suggestion of "employee". */
  suggestionId: number;
  /** An active SHE document, and a draft one. */
  sheDocumentId: number;
  draftSheDocumentId: number;
  /** A policy in force, and a retired one. */
  policyId: number;
  retiredPolicyId: number;
}

const ZERO: Context = {
  employeeRecordId: 0,
  leaveRequestId: 0,
  payslipId: 0,
  eventId: 0,
  documentId: 0,
  deletedDocumentId: 0,
  documentQueryId: 0,
  grievanceId: 0,
  anonymousGrievanceId: 0,
  suggestionId: 0,
  sheDocumentId: 0,
  draftSheDocumentId: 0,
  policyId: 0,
  retiredPolicyId: 0,
};

interface Row {
  method: string;
  path: string | ((ctx: Context) => string);
  body?: unknown;
  expect: Partial<Record<Who, string>>;
}

const signedOutPage = "302 /login";

const TABLE: Row[] = [
  // Public pages
  { method: "GET", path: "/", expect: { anonymous: "200", employee: "200", hr: "200" } },
  { method: "GET", path: "/login", expect: { anonymous: "200", employee: "302 /", hr: "302 /" } },
  { method: "GET", path: "/login?type=admin&view=forgot", expect: { anonymous: "200", employee: "302 /", hr: "302 /" } },
  { method: "GET", path: "/terms?type=employee", expect: { anonymous: "200", employee: "302 /", hr: "302 /" } },
  { method: "GET", path: "/reset-password?token=abc", expect: { anonymous: "200", employee: "200", hr: "200" } },
  { method: "GET", path: "/device-link?token=abc", expect: { anonymous: "200", employee: "200", hr: "200" } },
  { method: "GET", path: "/management-team", expect: { anonymous: "200", employee: "200", hr: "200" } },
  { method: "GET", path: "/logout-success", expect: { anonymous: "200", employee: "200", hr: "200" } },
  { method: "GET", path: "/no-such-page", expect: { anonymous: "404", employee: "404", hr: "404" } },
  { method: "GET", path: "/healthz", expect: { anonymous: "200", employee: "200", hr: "200" } },
  { method: "GET", path: "/readyz", expect: { anonymous: "200", employee: "200", hr: "200" } },
  { method: "GET", path: "/metrics", expect: { anonymous: "404", employee: "404", hr: "404" } },
  { method: "GET", path: "/api/no-such-endpoint", expect: { anonymous: "404", employee: "404", hr: "404" } },
  { method: "DELETE", path: "/api/stats", expect: { anonymous: "405", employee: "405", hr: "405" } },
  { method: "GET", path: "/api/login", expect: { anonymous: "302 /login", employee: "302 /login", hr: "302 /login" } },
  { method: "GET", path: "/logout", expect: { anonymous: "302 /", employee: "302 /", hr: "302 /" } },
  { method: "POST", path: "/logout", expect: { anonymous: "302 /logout-success" } },

  // Employee self-service
  { method: "GET", path: "/profile", expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },
  { method: "GET", path: "/leadership", expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },
  { method: "GET", path: "/leave-calendar", expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },
  { method: "GET", path: "/setup/password", expect: { anonymous: signedOutPage, employee: "302 /", hr: "302 /" } },
  { method: "GET", path: "/setup/communication-email", expect: { anonymous: signedOutPage, employee: "302 /", hr: "302 /" } },

  // My Documents (issue 15): nobody reads another employee's document by id, through any route.
  { method: "GET", path: "/documents", expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },
  { method: "GET", path: "/documents/upload", expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },
  { method: "POST", path: "/documents/upload", expect: { anonymous: signedOutPage, employee: "400", hr: "400" } },
  {
    method: "GET",
    path: (ctx) => `/documents/${ctx.documentId}/delete`,
    expect: { anonymous: signedOutPage, employee: "200", otherEmployee: "404", hr: "404" },
  },
  {
    method: "POST",
    path: (ctx) => `/documents/${ctx.documentId}/delete`,
    expect: { anonymous: signedOutPage, otherEmployee: "302 /documents" },
  },
  {
    method: "GET",
    path: (ctx) => `/documents/deleted/${ctx.deletedDocumentId}/query`,
    expect: { anonymous: signedOutPage, employee: "200", otherEmployee: "404", hr: "404" },
  },
  {
    method: "POST",
    path: (ctx) => `/documents/deleted/${ctx.deletedDocumentId}/query`,
    expect: { anonymous: signedOutPage, otherEmployee: "404", hr: "404" },
  },
  { method: "GET", path: "/api/employees/my-documents", expect: { anonymous: "401", employee: "200", hr: "200" } },
  { method: "POST", path: "/api/employees/my-documents/upload", expect: { anonymous: "401", employee: "400", hr: "400" } },
  { method: "GET", path: "/api/employees/my-documents/upload", expect: { anonymous: "401", employee: "405", hr: "405" } },
  {
    method: "DELETE",
    path: (ctx) => `/api/employees/my-documents/${ctx.documentId}`,
    expect: { anonymous: "401", otherEmployee: "404", hr: "404" },
  },
  {
    method: "GET",
    path: (ctx) => `/api/employees/documents/${ctx.documentId}/preview`,
    expect: { anonymous: "401", employee: "200", otherEmployee: "404", hr: "200" },
  },
  {
    method: "GET",
    path: (ctx) => `/api/employees/documents/${ctx.documentId}/download`,
    expect: { anonymous: "401", employee: "200", otherEmployee: "404", hr: "200" },
  },

  { method: "GET", path: "/she", expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },
  { method: "GET", path: "/she?section=sop&category=health&search=heat", expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },
  { method: "GET", path: "/api/she/documents", expect: { anonymous: "401", employee: "200", hr: "200" } },
  {
    method: "GET",
    path: (ctx) => `/api/she/documents/${ctx.sheDocumentId}/preview`,
    expect: { anonymous: "401", employee: "200", hr: "200" },
  },
  {
    method: "GET",
    path: (ctx) => `/api/she/documents/${ctx.sheDocumentId}/download`,
    expect: { anonymous: "401", employee: "200", hr: "200" },
  },
  {
    method: "GET",
    path: (ctx) => `/api/she/documents/${ctx.draftSheDocumentId}/preview`,
    expect: { anonymous: "401", employee: "404", hr: "200" },
  },

  // HR Documents & Policies and HR's library (issue 15): everyone reads what is in force; HR manages
  { method: "GET", path: "/hr-policies", expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },
  { method: "GET", path: "/api/hr-documents", expect: { anonymous: "401", employee: "200", hr: "200" } },
  { method: "GET", path: (ctx) => `/api/hr-documents/${ctx.policyId}/preview`, expect: { anonymous: "401", employee: "200", hr: "200" } },
  { method: "GET", path: (ctx) => `/api/hr-documents/${ctx.policyId}/download`, expect: { anonymous: "401", employee: "200", hr: "200" } },
  {
    method: "GET",
    path: (ctx) => `/api/hr-documents/${ctx.retiredPolicyId}/download`,
    expect: { anonymous: "401", employee: "404", hr: "200" },
  },
  {
    method: "GET",
    path: "/admin/hr-documents",
    expect: { anonymous: signedOutPage, employee: "403", hr: "302 /admin/hr-documents/policies" },
  },
  { method: "GET", path: "/admin/hr-documents/policies", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "GET", path: "/admin/hr-documents/she?status=draft", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "GET", path: "/admin/hr-documents/other", expect: { anonymous: signedOutPage, employee: "403", hr: "404" } },
  { method: "GET", path: "/admin/hr-documents/policies/upload", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  {
    method: "GET",
    path: (ctx) => `/admin/hr-documents/policies/upload?replaces=${ctx.policyId}`,
    expect: { anonymous: signedOutPage, employee: "403", hr: "200" },
  },
  {
    method: "GET",
    path: "/admin/hr-documents/she/upload?replaces=999999999",
    expect: { anonymous: signedOutPage, employee: "403", hr: "404" },
  },
  { method: "POST", path: "/admin/hr-documents/she/upload", expect: { anonymous: signedOutPage, employee: "403", hr: "400" } },
  {
    method: "POST",
    path: "/admin/hr-documents/policies/999999999/status",
    expect: { anonymous: signedOutPage, employee: "403", hr: "400" },
  },
  { method: "GET", path: "/api/admin/hr-documents", expect: { anonymous: "401", employee: "403", hr: "200" } },
  { method: "POST", path: "/api/admin/hr-documents", body: {}, expect: { anonymous: "401", employee: "403", hr: "400" } },
  {
    method: "PATCH",
    path: "/api/admin/hr-documents/999999999",
    body: { status: "active" },
    expect: { anonymous: "401", employee: "403", hr: "404" },
  },
  { method: "GET", path: "/api/admin/she-documents", expect: { anonymous: "401", employee: "403", hr: "200" } },
  { method: "POST", path: "/api/admin/she-documents", body: {}, expect: { anonymous: "401", employee: "403", hr: "400" } },
  {
    method: "PATCH",
    path: "/api/admin/she-documents/999999999",
    body: { status: "draft" },
    expect: { anonymous: "401", employee: "403", hr: "404" },
  },
  { method: "GET", path: "/test-preview", expect: { anonymous: "200", employee: "200", hr: "200" } },
  { method: "GET", path: (ctx) => `/test-preview?id=${ctx.documentId}`, expect: { anonymous: "200", otherEmployee: "200", hr: "200" } },
  {
    method: "GET",
    path: (ctx) => `/api/documents/${ctx.documentId}/stream`,
    expect: { anonymous: "401", employee: "200", otherEmployee: "404", hr: "200" },
  },

  // Admin Documents (issue 15): HR only.
  { method: "GET", path: "/admin/documents", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "GET", path: "/admin/documents?view=queries&status=pending", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  {
    method: "GET",
    path: (ctx) => `/admin/documents?employee=${ctx.employeeRecordId}`,
    expect: { anonymous: signedOutPage, employee: "403", hr: "200" },
  },
  { method: "POST", path: "/admin/documents", expect: { anonymous: signedOutPage, employee: "403", hr: "400" } },
  {
    method: "GET",
    path: (ctx) => `/admin/documents/upload?employee=${ctx.employeeRecordId}`,
    expect: { anonymous: signedOutPage, employee: "403", hr: "200" },
  },
  {
    method: "POST",
    path: (ctx) => `/admin/documents/upload?employee=${ctx.employeeRecordId}`,
    expect: { anonymous: signedOutPage, employee: "403", hr: "400" },
  },
  {
    method: "GET",
    path: (ctx) => `/api/admin/employees/${ctx.employeeRecordId}/documents`,
    expect: { anonymous: "401", employee: "403", hr: "200" },
  },
  {
    method: "POST",
    path: (ctx) => `/api/admin/employees/${ctx.employeeRecordId}/documents`,
    expect: { anonymous: "401", employee: "403", hr: "400" },
  },
  {
    method: "GET",
    path: (ctx) => `/api/admin/employees/${ctx.employeeRecordId}/documents/${ctx.documentId}/preview`,
    expect: { anonymous: "401", employee: "403", otherEmployee: "403", hr: "200" },
  },
  {
    method: "GET",
    path: (ctx) => `/api/admin/employees/${ctx.employeeRecordId}/documents/${ctx.documentId}/download`,
    expect: { anonymous: "401", employee: "403", otherEmployee: "403", hr: "200" },
  },
  {
    method: "DELETE",
    path: (ctx) => `/api/admin/employees/${ctx.employeeRecordId}/documents/${ctx.documentId}`,
    expect: { anonymous: "401", employee: "403", otherEmployee: "403" },
  },
  { method: "GET", path: "/api/admin/employee-documents/all", expect: { anonymous: "401", employee: "403", hr: "200" } },
  { method: "GET", path: "/api/admin/document-folders", expect: { anonymous: "401", employee: "403", hr: "200" } },
  { method: "GET", path: "/api/admin/document-queries?status=pending", expect: { anonymous: "401", employee: "403", hr: "200" } },
  { method: "GET", path: "/api/admin/documents/trash", expect: { anonymous: "401", employee: "403", hr: "200" } },
  {
    method: "POST",
    path: "/api/admin/documents/trash/999999999/restore",
    expect: { anonymous: "401", employee: "403", hr: "404" },
  },
  {
    method: "PATCH",
    path: (ctx) => `/api/admin/document-queries/${ctx.documentQueryId}`,
    body: { status: "denied" },
    expect: { anonymous: "401", employee: "403", otherEmployee: "403", hr: "400" },
  },

  // HR administration
  { method: "GET", path: "/admin", expect: { anonymous: signedOutPage, employee: "403", hr: "302 /admin/overview" } },
  { method: "GET", path: "/admin/overview", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "GET", path: "/admin/statistics", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "GET", path: "/api/stats", expect: { anonymous: "401", employee: "403", hr: "200" } },
  { method: "GET", path: "/stats", expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },

  // Leave
  { method: "GET", path: "/leave", expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },
  { method: "GET", path: "/leave/new", expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },
  { method: "POST", path: "/leave/new", expect: { anonymous: signedOutPage, employee: "400", hr: "400" } },
  {
    method: "GET",
    path: (ctx) => `/leave/${ctx.leaveRequestId}/edit`,
    expect: { anonymous: signedOutPage, employee: "200", otherEmployee: "404", hr: "404" },
  },
  {
    method: "POST",
    path: (ctx) => `/leave/${ctx.leaveRequestId}/edit`,
    expect: { anonymous: signedOutPage, employee: "400", otherEmployee: "404", hr: "404" },
  },
  { method: "GET", path: "/leave-approval/not-a-token/approve", expect: { anonymous: "410", employee: "410", hr: "410" } },
  { method: "GET", path: "/leave-approval/not-a-token/maybe", expect: { anonymous: "404", employee: "404", hr: "404" } },
  { method: "POST", path: "/leave-approval/not-a-token/approve", expect: { anonymous: "400", employee: "400", hr: "400" } },
  { method: "GET", path: "/leave-approval/not-a-token", expect: { anonymous: "404", employee: "404", hr: "404" } },
  { method: "GET", path: "/admin/leave-requests", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "POST", path: "/admin/leave-requests", expect: { anonymous: signedOutPage, employee: "403", hr: "400" } },
  { method: "GET", path: "/admin/leave-requests/999999999/birth", expect: { anonymous: signedOutPage, employee: "403", hr: "404" } },
  { method: "POST", path: "/admin/leave-requests/999999999/birth", expect: { anonymous: signedOutPage, employee: "403", hr: "400" } },
  {
    method: "GET",
    path: "/admin/leave-requests/999999999/decide/reject",
    expect: { anonymous: signedOutPage, employee: "403", hr: "404" },
  },
  {
    method: "POST",
    path: "/admin/leave-requests/999999999/decide/exception",
    expect: { anonymous: signedOutPage, employee: "403", hr: "400" },
  },
  { method: "GET", path: "/admin/outbox", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "GET", path: "/api/leave-requests", expect: { anonymous: "401", employee: "200", hr: "200" } },
  { method: "POST", path: "/api/leave-requests", body: {}, expect: { anonymous: "401", employee: "400", hr: "400" } },
  {
    method: "GET",
    path: (ctx) => `/api/leave-requests/${ctx.leaveRequestId}`,
    expect: { anonymous: "401", employee: "200", otherEmployee: "404", hr: "404" },
  },
  {
    method: "PUT",
    path: (ctx) => `/api/leave-requests/${ctx.leaveRequestId}`,
    body: {},
    expect: { anonymous: "401", employee: "400", otherEmployee: "400", hr: "400" },
  },
  {
    method: "PATCH",
    path: (ctx) => `/api/leave-requests/${ctx.leaveRequestId}`,
    body: { status: "maybe" },
    expect: { anonymous: "401", employee: "403", otherEmployee: "403", hr: "400" },
  },
  {
    method: "POST",
    path: "/api/leave-approvals/not-a-token",
    body: { action: "approve", email: "x@namibcopper.com.na" },
    expect: { anonymous: "410", employee: "410", hr: "410" },
  },
  { method: "GET", path: "/api/leave-reports/csv", expect: { anonymous: "401", employee: "403", hr: "200" } },

  // Payroll upload
  { method: "GET", path: "/admin/payroll", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "POST", path: "/admin/payroll", expect: { anonymous: signedOutPage, employee: "403", hr: "400" } },
  // Process asks first (issue 24): the confirmation page and its POST (without the reviewed version: 400).
  { method: "GET", path: "/admin/payroll/2147483000/process", expect: { anonymous: signedOutPage, employee: "403", hr: "404" } },
  { method: "POST", path: "/admin/payroll/2147483000/process", expect: { anonymous: signedOutPage, employee: "403", hr: "400" } },
  { method: "POST", path: "/api/payroll/upload", body: {}, expect: { anonymous: "401", employee: "403", hr: "400" } },
  { method: "GET", path: "/api/payroll/upload", expect: { anonymous: "401", employee: "403", hr: "405" } },
  { method: "GET", path: "/api/payroll/periods", expect: { anonymous: "401", employee: "403", hr: "200" } },
  { method: "GET", path: "/api/payroll/periods/2147483000", expect: { anonymous: "401", employee: "403", hr: "404" } },
  { method: "DELETE", path: "/api/payroll/periods/2147483000", expect: { anonymous: "401", employee: "403", hr: "404" } },
  { method: "POST", path: "/api/payroll/periods/2147483000/process", expect: { anonymous: "401", employee: "403", hr: "404" } },
  { method: "GET", path: "/api/payroll/periods/2147483000/process", expect: { anonymous: "401", employee: "403", hr: "405" } },

  // Employee import and API tokens (issue 4)
  { method: "GET", path: "/admin/import", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "POST", path: "/admin/import", expect: { anonymous: signedOutPage, employee: "403", hr: "400" } },
  { method: "POST", path: "/api/csv-import", expect: { anonymous: "401", employee: "403", hr: "400" } },
  { method: "GET", path: "/api/csv-import", expect: { anonymous: "401", employee: "403", hr: "405" } },
  { method: "GET", path: "/api/csv-import/template", expect: { anonymous: "401", employee: "403", hr: "200" } },
  { method: "GET", path: "/api/csv-imports", expect: { anonymous: "401", employee: "403", hr: "200" } },
  { method: "POST", path: "/api/csv-imports", body: {}, expect: { anonymous: "401", employee: "403", hr: "400" } },
  { method: "GET", path: "/api/csv-imports/999999999", expect: { anonymous: "401", employee: "403", hr: "404" } },
  { method: "GET", path: "/admin/api-tokens", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "POST", path: "/admin/api-tokens", expect: { anonymous: signedOutPage, employee: "403", hr: "400" } },

  // Payslips: employees their own (HR too, for its own record); HR any employee's through /admin and /api/admin
  { method: "GET", path: "/payslips", expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },
  { method: "GET", path: "/api/payslips", expect: { anonymous: "401", employee: "200", hr: "200" } },
  { method: "GET", path: "/api/employee/payslips", expect: { anonymous: "401", employee: "200", hr: "200" } },
  {
    method: "GET",
    path: (ctx) => `/api/payslips/${ctx.payslipId}/pdf-view`,
    expect: { anonymous: "401", employee: "200", otherEmployee: "404", hr: "404" },
  },
  { method: "GET", path: "/admin/payslips", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  {
    method: "GET",
    path: (ctx) => `/admin/payslips?employee=${ctx.employeeRecordId}`,
    expect: { anonymous: signedOutPage, employee: "403", hr: "200" },
  },
  { method: "GET", path: "/api/admin/payslips", expect: { anonymous: "401", employee: "403", hr: "200" } },
  {
    method: "GET",
    path: (ctx) => `/api/admin/payslips/${ctx.employeeRecordId}`,
    expect: { anonymous: "401", employee: "403", otherEmployee: "403", hr: "200" },
  },
  {
    method: "GET",
    path: (ctx) => `/api/admin/payslips/${ctx.employeeRecordId}/${ctx.payslipId}/download`,
    expect: { anonymous: "401", employee: "403", otherEmployee: "403", hr: "200" },
  },
  {
    method: "GET",
    path: (ctx) => `/api/admin/payslips/${ctx.employeeRecordId}/${ctx.payslipId}/pdf-view`,
    expect: { anonymous: "401", employee: "403", otherEmployee: "403", hr: "200" },
  },

  // JSON API
  { method: "GET", path: "/api/auth/user/details", expect: { anonymous: "401", employee: "200", hr: "200" } },
  { method: "GET", path: "/api/auth/user", expect: { anonymous: "401", employee: "200", hr: "200" } },
  { method: "GET", path: "/api/leave-calendar/approved", expect: { anonymous: "401", employee: "200", hr: "200" } },
  { method: "POST", path: "/api/session/keepalive", expect: { anonymous: "401", employee: "200", hr: "200" } },
  { method: "POST", path: "/api/auth/set-password", body: {}, expect: { anonymous: "401", employee: "409", hr: "409" } },
  { method: "POST", path: "/setup/password", expect: { anonymous: signedOutPage, employee: "302 /", hr: "302 /" } },
  { method: "POST", path: "/setup/communication-email", expect: { anonymous: signedOutPage, employee: "400", hr: "400" } },
  { method: "POST", path: "/login", expect: { anonymous: "400", employee: "400", hr: "400" } },
  { method: "POST", path: "/terms", expect: { anonymous: "400", employee: "400", hr: "400" } },
  { method: "POST", path: "/reset-password", expect: { anonymous: "400", employee: "400", hr: "400" } },
  { method: "POST", path: "/device-link", expect: { anonymous: "400", employee: "400", hr: "400" } },
  { method: "POST", path: "/api/local/login", body: {}, expect: { anonymous: "400", employee: "400", hr: "400" } },
  { method: "POST", path: "/api/local-register", body: {}, expect: { anonymous: "400", employee: "400", hr: "400" } },
  {
    method: "POST",
    path: "/api/local-register",
    body: { email: "nobody@namibcopper.com.na" },
    expect: { anonymous: "202", employee: "202", hr: "202" },
  },
  { method: "POST", path: "/api/auth/request-password-reset", body: {}, expect: { anonymous: "400", employee: "400", hr: "400" } },
  { method: "POST", path: "/api/auth/reset-password-with-token", body: {}, expect: { anonymous: "400", employee: "400", hr: "400" } },
  {
    method: "PUT",
    path: (ctx) => `/api/employees/${ctx.employeeRecordId}`,
    body: { communicationEmail: "owner.set@example.org" },
    expect: { anonymous: "401", employee: "200", otherEmployee: "404", hr: "200" },
  },
  { method: "POST", path: "/api/local/logout", expect: { anonymous: "200", employee: "200", hr: "200" } },
  // Signed in it ends the caller's sessions (the shared ones of these rows): sessions.test.ts covers that.
  { method: "POST", path: "/api/auth/logout-everywhere", expect: { anonymous: "401" } },
  { method: "GET", path: "/api/auth/logout-everywhere", expect: { anonymous: "405", employee: "405", hr: "405" } },

  // Employee directory, records, trash and export (HR); the staff directory (everyone signed in)
  { method: "GET", path: "/admin/employees", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  {
    method: "GET",
    path: "/admin/employees?search=x&department=Geology&status=active&sortBy=salary&sortOrder=desc&page=2",
    expect: { anonymous: signedOutPage, employee: "403", hr: "200" },
  },
  { method: "GET", path: "/api/admin/manager-choices?q=an", expect: { anonymous: "401", employee: "403", hr: "200" } },
  { method: "GET", path: "/admin/employees/new", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "POST", path: "/admin/employees/new", expect: { anonymous: signedOutPage, employee: "403", hr: "400" } },
  {
    method: "GET",
    path: (ctx) => `/admin/employees/${ctx.employeeRecordId}`,
    expect: { anonymous: signedOutPage, employee: "403", otherEmployee: "403", hr: "200" },
  },
  { method: "GET", path: "/admin/employees/999999999", expect: { anonymous: signedOutPage, employee: "403", hr: "404" } },
  {
    method: "GET",
    path: (ctx) => `/admin/employees/${ctx.employeeRecordId}/edit`,
    expect: { anonymous: signedOutPage, employee: "403", otherEmployee: "403", hr: "200" },
  },
  {
    method: "POST",
    path: (ctx) => `/admin/employees/${ctx.employeeRecordId}/edit`,
    expect: { anonymous: signedOutPage, employee: "403", otherEmployee: "403", hr: "400" },
  },
  {
    method: "GET",
    path: (ctx) => `/admin/employees/${ctx.employeeRecordId}/invitation`,
    expect: { anonymous: signedOutPage, employee: "403", otherEmployee: "403", hr: "200" },
  },
  {
    method: "POST",
    path: (ctx) => `/admin/employees/${ctx.employeeRecordId}/invitation`,
    expect: { anonymous: signedOutPage, employee: "403", otherEmployee: "403", hr: "400" },
  },
  // An employee's leave record for HR (issue 23): grant deadlines, written agreements, balances brought forward.
  {
    method: "GET",
    path: (ctx) => `/admin/employees/${ctx.employeeRecordId}/leave`,
    expect: { anonymous: signedOutPage, employee: "403", otherEmployee: "403", hr: "200" },
  },
  {
    method: "POST",
    path: (ctx) => `/admin/employees/${ctx.employeeRecordId}/leave`,
    expect: { anonymous: signedOutPage, employee: "403", otherEmployee: "403", hr: "400" },
  },
  { method: "GET", path: "/admin/employees/999999999/leave", expect: { anonymous: signedOutPage, employee: "403", hr: "404" } },
  {
    method: "GET",
    path: (ctx) => `/api/employees/${ctx.employeeRecordId}/leave-adjustments`,
    expect: { anonymous: "401", employee: "403", otherEmployee: "403", hr: "200" },
  },
  {
    method: "POST",
    path: (ctx) => `/api/employees/${ctx.employeeRecordId}/leave-adjustments`,
    body: {},
    expect: { anonymous: "401", employee: "403", otherEmployee: "403", hr: "400" },
  },
  {
    method: "POST",
    path: "/api/employees/999999999/leave-adjustments",
    body: { kind: "extension", agreedOn: "2020-01-01", note: "x" },
    expect: { anonymous: "401", employee: "403", hr: "404" },
  },
  {
    method: "GET",
    path: (ctx) => `/admin/employees/${ctx.employeeRecordId}/delete`,
    expect: { anonymous: signedOutPage, employee: "403", otherEmployee: "403", hr: "200" },
  },
  { method: "POST", path: "/admin/employees/999999999/delete", expect: { anonymous: signedOutPage, employee: "403", hr: "404" } },
  { method: "GET", path: "/admin/trash", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "POST", path: "/admin/trash", expect: { anonymous: signedOutPage, employee: "403", hr: "400" } },
  // Cleanup Expired asks first, naming how many (issue 24).
  { method: "GET", path: "/admin/trash/cleanup", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "POST", path: "/admin/trash/cleanup", expect: { anonymous: signedOutPage, employee: "403", hr: "302 /admin/trash" } },
  { method: "GET", path: "/admin/trash/999999999/delete", expect: { anonymous: signedOutPage, employee: "403", hr: "404" } },
  { method: "POST", path: "/admin/trash/999999999/delete", expect: { anonymous: signedOutPage, employee: "403", hr: "404" } },
  { method: "GET", path: "/directory", expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },
  { method: "GET", path: "/api/employees", expect: { anonymous: "401", employee: "200", hr: "200" } },
  { method: "POST", path: "/api/employees", body: {}, expect: { anonymous: "401", employee: "403", hr: "400" } },
  {
    method: "GET",
    path: (ctx) => `/api/employees/${ctx.employeeRecordId}`,
    expect: { anonymous: "401", employee: "403", otherEmployee: "403", hr: "200" },
  },
  {
    method: "PUT",
    path: (ctx) => `/api/employees/${ctx.employeeRecordId}`,
    body: { status: "retired" },
    expect: { anonymous: "401", otherEmployee: "404", hr: "400" },
  },
  { method: "DELETE", path: "/api/employees/999999999", expect: { anonymous: "401", employee: "403", hr: "404" } },
  { method: "GET", path: "/api/employees/export", expect: { anonymous: "401", employee: "403", hr: "200" } },
  { method: "GET", path: "/api/employees/trash", expect: { anonymous: "401", employee: "403", hr: "200" } },
  { method: "POST", path: "/api/employees/999999999/restore", expect: { anonymous: "401", employee: "403", hr: "404" } },
  { method: "DELETE", path: "/api/employees/999999999/permanent", expect: { anonymous: "401", employee: "403", hr: "404" } },
  { method: "POST", path: "/api/employees/cleanup-expired", expect: { anonymous: "401", employee: "403", hr: "200" } },
  // Bulk invitations (issue 24): HR only; the summary page is read back by its batch.
  {
    method: "GET",
    path: "/admin/employees/invitations",
    expect: { anonymous: signedOutPage, employee: "403", hr: "302 /admin/employees" },
  },
  { method: "GET", path: "/admin/employees/invitations?batch=999999999", expect: { anonymous: signedOutPage, employee: "403", hr: "404" } },
  { method: "POST", path: "/admin/employees/invitations", expect: { anonymous: signedOutPage, employee: "403", hr: "400" } },
  { method: "GET", path: "/api/employees/invitations", expect: { anonymous: "401", employee: "403", hr: "405" } },
  { method: "POST", path: "/api/employees/invitations", body: {}, expect: { anonymous: "401", employee: "403", hr: "400" } },
  // The employee's own space (issue 13): Edit Profile, the picture, the Activity tab
  { method: "GET", path: "/profile/edit", expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },
  { method: "POST", path: "/profile/edit", expect: { anonymous: signedOutPage, employee: "400", hr: "400" } },
  { method: "GET", path: "/profile/picture", expect: { anonymous: signedOutPage, employee: "302 /profile", hr: "302 /profile" } },
  { method: "POST", path: "/profile/picture", expect: { anonymous: signedOutPage, employee: "400", hr: "400" } },
  { method: "GET", path: "/activity", expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },
  { method: "GET", path: "/dashboard/news", expect: { anonymous: signedOutPage, employee: "302 /", hr: "302 /" } },
  { method: "POST", path: "/dashboard/news", expect: { anonymous: signedOutPage, employee: "400", hr: "400" } },
  { method: "GET", path: "/?date=2999-01-01&month=2999-01", expect: { anonymous: "200", employee: "200", hr: "200" } },
  { method: "PATCH", path: "/api/profile", body: {}, expect: { anonymous: "401", employee: "200", hr: "200" } },
  {
    method: "PATCH",
    path: "/api/profile",
    body: { email: "someone.else@namibcopper.com.na" },
    expect: { anonymous: "401", employee: "400" },
  },
  { method: "GET", path: "/api/profile", expect: { anonymous: "405", employee: "405", hr: "405" } },
  {
    method: "GET",
    path: (ctx) => `/api/employees/${ctx.employeeRecordId}/activity`,
    expect: { anonymous: "401", employee: "200", otherEmployee: "403", hr: "200" },
  },
  {
    method: "POST",
    path: (ctx) => `/api/employees/${ctx.employeeRecordId}/profile-picture`,
    body: { profilePictureUrl: "data:image/png;base64,aGVsbG8=" },
    expect: { anonymous: "401", employee: "400", otherEmployee: "403", hr: "400" },
  },
  {
    method: "GET",
    path: (ctx) => `/api/employees/${ctx.employeeRecordId}/profile-picture`,
    expect: { anonymous: "401", employee: "404", otherEmployee: "404", hr: "404" },
  },
  // Activity monitor and session control (issue 11). Force Logout All as HR would end the
  // sessions the other rows use: activity-monitor.test.ts covers it.
  { method: "GET", path: "/admin/activity", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "GET", path: "/admin/activity?tab=control", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "POST", path: "/admin/activity", expect: { anonymous: signedOutPage, employee: "403", hr: "400" } },
  { method: "GET", path: "/api/admin/user-sessions", expect: { anonymous: "401", employee: "403", hr: "200" } },
  { method: "GET", path: "/api/admin/page-visits", expect: { anonymous: "401", employee: "403", hr: "200" } },
  { method: "GET", path: "/api/admin/activity-stats", expect: { anonymous: "401", employee: "403", hr: "200" } },
  { method: "GET", path: "/api/admin/active-sessions", expect: { anonymous: "401", employee: "403", hr: "200" } },
  { method: "POST", path: "/api/admin/force-logout-all", expect: { anonymous: "401", employee: "403" } },
  { method: "GET", path: "/api/admin/force-logout-all", expect: { anonymous: "405", employee: "405", hr: "405" } },
  { method: "DELETE", path: "/api/admin/user-sessions/999999999", expect: { anonymous: "401", employee: "403", hr: "404" } },
  { method: "POST", path: "/api/admin/users/999999999/force-logout", expect: { anonymous: "401", employee: "403", hr: "404" } },
  { method: "POST", path: "/api/page-visits/leave", body: "/leave", expect: { anonymous: "401", employee: "204", hr: "204" } },

  // Password resets (issue 11 part 2): HR's review, the in-portal change of one's own password
  { method: "GET", path: "/admin/password-resets", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  {
    method: "GET",
    path: "/admin/password-resets?status=reviewed&page=2",
    expect: { anonymous: signedOutPage, employee: "403", hr: "200" },
  },
  { method: "GET", path: "/admin/password-resets/999999999", expect: { anonymous: signedOutPage, employee: "403", hr: "404" } },
  { method: "POST", path: "/admin/password-resets/999999999", expect: { anonymous: signedOutPage, employee: "403", hr: "400" } },
  { method: "GET", path: "/api/admin/password-reset-requests", expect: { anonymous: "401", employee: "403", hr: "200" } },
  { method: "GET", path: "/api/admin/password-reset-requests?status=maybe", expect: { anonymous: "401", employee: "403", hr: "400" } },
  {
    method: "PATCH",
    path: "/api/admin/password-reset-requests/999999999",
    body: { status: "approved" },
    expect: { anonymous: "401", employee: "403", hr: "404" },
  },
  {
    method: "PATCH",
    path: "/api/admin/password-reset-requests/999999999",
    body: { status: "completed" },
    expect: { anonymous: "401", employee: "403", hr: "400" },
  },
  { method: "GET", path: "/api/admin/password-reset-requests/1", expect: { anonymous: "405", employee: "405", hr: "405" } },
  { method: "GET", path: "/profile/password", expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },
  { method: "POST", path: "/profile/password", expect: { anonymous: signedOutPage, employee: "400", hr: "400" } },
  { method: "POST", path: "/api/reset-password", body: {}, expect: { anonymous: "401", employee: "400", hr: "400" } },
  { method: "GET", path: "/api/reset-password", expect: { anonymous: "405", employee: "405", hr: "405" } },
  { method: "GET", path: "/bench/bare", expect: { anonymous: "404", employee: "404", hr: "404" } },
  { method: "GET", path: "/bench/page", expect: { anonymous: "404", employee: "404", hr: "404" } },
  { method: "GET", path: "/bench/visit/a", expect: { anonymous: "404", employee: "404", hr: "404" } },

  // Events (issue 13): everyone signed in lists, views, RSVPs and comments; HR manages; the
  // JSON API shows events and RSVP/comment counts to signed-out visitors; the feed is by token.
  { method: "GET", path: "/events?show=past&page=2", expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },
  { method: "POST", path: "/events", expect: { anonymous: signedOutPage, employee: "400", hr: "400" } },
  { method: "GET", path: (ctx) => `/events/${ctx.eventId}`, expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },
  { method: "GET", path: "/events/999999999", expect: { anonymous: signedOutPage, employee: "404", hr: "404" } },
  { method: "POST", path: (ctx) => `/events/${ctx.eventId}`, expect: { anonymous: signedOutPage, employee: "400", hr: "400" } },
  // Public holidays (issue 17)
  { method: "GET", path: "/public-holidays", expect: { anonymous: "200", employee: "200", hr: "200" } },
  { method: "GET", path: "/public-holidays?year=2025", expect: { anonymous: "200", employee: "200", hr: "200" } },
  { method: "GET", path: "/admin/public-holidays", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "GET", path: "/admin/public-holidays?year=2027", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "GET", path: "/admin/public-holidays/new", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "POST", path: "/admin/public-holidays/new", expect: { anonymous: signedOutPage, employee: "403", hr: "400" } },
  { method: "GET", path: "/admin/public-holidays/999999999/edit", expect: { anonymous: signedOutPage, employee: "403", hr: "404" } },
  { method: "POST", path: "/admin/public-holidays/999999999/edit", expect: { anonymous: signedOutPage, employee: "403", hr: "400" } },
  { method: "GET", path: "/admin/public-holidays/999999999/delete", expect: { anonymous: signedOutPage, employee: "403", hr: "404" } },
  { method: "POST", path: "/admin/public-holidays/999999999/delete", expect: { anonymous: signedOutPage, employee: "403", hr: "404" } },
  // Medical certificates (issue 17)
  {
    method: "GET",
    path: (ctx) => `/leave/${ctx.leaveRequestId}/certificate`,
    expect: { anonymous: signedOutPage, employee: "200", otherEmployee: "404", hr: "404" },
  },
  {
    method: "POST",
    path: (ctx) => `/leave/${ctx.leaveRequestId}/certificate`,
    expect: { anonymous: signedOutPage, employee: "400", otherEmployee: "400", hr: "400" },
  },
  {
    method: "GET",
    path: (ctx) => `/api/leave-requests/${ctx.leaveRequestId}/certificate`,
    expect: { anonymous: "401", employee: "404", otherEmployee: "404", hr: "404" },
  },
  { method: "GET", path: "/api/leave-reports/balances", expect: { anonymous: "401", employee: "403", hr: "200" } },
  // Leave balances (issue 17)
  { method: "GET", path: "/api/leave-balances", expect: { anonymous: "401", employee: "200" } },
  {
    method: "GET",
    path: (ctx) => `/api/leave-balances?employeeId=${ctx.employeeRecordId}`,
    expect: { anonymous: "401", employee: "200", otherEmployee: "403", hr: "200" },
  },
  { method: "GET", path: "/api/leave-balances?employeeId=abc", expect: { anonymous: "401", employee: "400", hr: "400" } },
  { method: "GET", path: "/api/leave-balances?employeeId=999999999", expect: { anonymous: "401", employee: "403", hr: "404" } },
  { method: "GET", path: "/admin/events?show=past", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "GET", path: "/admin/events/new", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "POST", path: "/admin/events/new", expect: { anonymous: signedOutPage, employee: "403", hr: "400" } },
  { method: "GET", path: (ctx) => `/admin/events/${ctx.eventId}`, expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "GET", path: "/admin/events/999999999", expect: { anonymous: signedOutPage, employee: "403", hr: "404" } },
  { method: "POST", path: (ctx) => `/admin/events/${ctx.eventId}`, expect: { anonymous: signedOutPage, employee: "403", hr: "400" } },
  { method: "GET", path: (ctx) => `/admin/events/${ctx.eventId}/edit`, expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "POST", path: (ctx) => `/admin/events/${ctx.eventId}/edit`, expect: { anonymous: signedOutPage, employee: "403", hr: "400" } },
  { method: "GET", path: (ctx) => `/admin/events/${ctx.eventId}/delete`, expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "POST", path: "/admin/events/999999999/delete", expect: { anonymous: signedOutPage, employee: "403", hr: "404" } },
  { method: "GET", path: "/api/events?when=upcoming", expect: { anonymous: "200", employee: "200", hr: "200" } },
  { method: "POST", path: "/api/events", body: {}, expect: { anonymous: "401", employee: "403", hr: "400" } },
  { method: "GET", path: (ctx) => `/api/events/${ctx.eventId}`, expect: { anonymous: "200", employee: "200", hr: "200" } },
  { method: "PUT", path: (ctx) => `/api/events/${ctx.eventId}`, body: {}, expect: { anonymous: "401", employee: "403", hr: "400" } },
  { method: "DELETE", path: "/api/events/999999999", expect: { anonymous: "401", employee: "403", hr: "404" } },
  { method: "GET", path: (ctx) => `/api/events/${ctx.eventId}/rsvps`, expect: { anonymous: "200", employee: "200", hr: "200" } },
  { method: "GET", path: (ctx) => `/api/events/${ctx.eventId}/my-rsvp`, expect: { anonymous: "401", employee: "200", hr: "200" } },
  {
    method: "POST",
    path: (ctx) => `/api/events/${ctx.eventId}/rsvp`,
    body: { status: "yes" },
    expect: { anonymous: "401", employee: "400", hr: "400" },
  },
  { method: "GET", path: (ctx) => `/api/events/${ctx.eventId}/comments`, expect: { anonymous: "200", employee: "200", hr: "200" } },
  {
    method: "POST",
    path: (ctx) => `/api/events/${ctx.eventId}/comments`,
    body: { comment: " " },
    expect: { anonymous: "401", employee: "400", hr: "400" },
  },
  {
    method: "DELETE",
    path: (ctx) => `/api/events/${ctx.eventId}/comments/999999999`,
    expect: { anonymous: "401", employee: "404", hr: "404" },
  },
  { method: "GET", path: (ctx) => `/api/events/${ctx.eventId}/ics`, expect: { anonymous: "401", employee: "200", hr: "200" } },
  { method: "GET", path: "/calendar/not-a-token", expect: { anonymous: "404", employee: "404", hr: "404" } },
  // Grievances (issue 14): an employee reads only their own named grievances, never an anonymous one.
  { method: "GET", path: "/grievance", expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },
  { method: "GET", path: "/grievance/new", expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },
  { method: "POST", path: "/grievance/new", expect: { anonymous: signedOutPage, employee: "400", hr: "400" } },
  { method: "GET", path: "/grievance/anonymous/new", expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },
  { method: "POST", path: "/grievance/anonymous/new", expect: { anonymous: signedOutPage, employee: "400", hr: "400" } },
  {
    method: "GET",
    path: "/grievance/anonymous/receipt",
    expect: { anonymous: signedOutPage, employee: "302 /grievance", hr: "302 /grievance" },
  },
  { method: "GET", path: "/grievance/anonymous/status", expect: { anonymous: "200", employee: "200", hr: "200" } },
  { method: "POST", path: "/grievance/anonymous/status", expect: { anonymous: "400", employee: "400", hr: "400" } },
  { method: "GET", path: "/api/grievances", expect: { anonymous: "401", employee: "200", hr: "200" } },
  { method: "POST", path: "/api/grievances", body: {}, expect: { anonymous: "401", employee: "400", hr: "400" } },
  {
    method: "GET",
    path: (ctx) => `/api/grievances/${ctx.grievanceId}`,
    expect: { anonymous: "401", employee: "200", otherEmployee: "404", hr: "404" },
  },
  {
    method: "GET",
    path: (ctx) => `/api/grievances/${ctx.anonymousGrievanceId}`,
    expect: { anonymous: "401", employee: "404", otherEmployee: "404", hr: "404" },
  },
  { method: "GET", path: "/admin/grievances?view=bin", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "POST", path: "/admin/grievances", expect: { anonymous: signedOutPage, employee: "403", hr: "400" } },
  {
    method: "GET",
    path: (ctx) => `/admin/grievances/${ctx.grievanceId}`,
    expect: { anonymous: signedOutPage, employee: "403", hr: "200" },
  },
  { method: "GET", path: "/admin/grievances/999999999", expect: { anonymous: signedOutPage, employee: "403", hr: "404" } },
  {
    method: "POST",
    path: (ctx) => `/admin/grievances/${ctx.grievanceId}`,
    expect: { anonymous: signedOutPage, employee: "403", hr: "400" },
  },
  {
    method: "GET",
    path: (ctx) => `/admin/grievances/${ctx.grievanceId}/permanent`,
    expect: { anonymous: signedOutPage, employee: "403", hr: "404" },
  },
  { method: "POST", path: "/admin/grievances/999999999/permanent", expect: { anonymous: signedOutPage, employee: "403", hr: "404" } },
  { method: "GET", path: "/admin/grievances/empty-bin", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  // HR's POST would empty the run's bin; the refusals are what matter here.
  { method: "POST", path: "/admin/grievances/empty-bin", expect: { anonymous: signedOutPage, employee: "403" } },
  { method: "GET", path: "/api/admin/grievances", expect: { anonymous: "401", employee: "403", hr: "200" } },
  { method: "GET", path: "/api/admin/grievances/recycle-bin", expect: { anonymous: "401", employee: "403", hr: "200" } },
  {
    method: "GET",
    path: (ctx) => `/api/admin/grievances/${ctx.anonymousGrievanceId}`,
    expect: { anonymous: "401", employee: "403", otherEmployee: "403", hr: "200" },
  },
  {
    method: "PUT",
    path: (ctx) => `/api/admin/grievances/${ctx.grievanceId}`,
    body: {},
    expect: { anonymous: "401", employee: "403", hr: "400" },
  },
  { method: "DELETE", path: "/api/admin/grievances/999999999", expect: { anonymous: "401", employee: "403", hr: "404" } },
  { method: "PUT", path: "/api/admin/grievances/999999999/restore", expect: { anonymous: "401", employee: "403", hr: "404" } },
  { method: "DELETE", path: "/api/admin/grievances/999999999/permanent", expect: { anonymous: "401", employee: "403", hr: "404" } },
  {
    method: "POST",
    path: (ctx) => `/api/admin/grievances/${ctx.grievanceId}/comments`,
    body: {},
    expect: { anonymous: "401", employee: "403", hr: "400" },
  },
  { method: "DELETE", path: "/api/admin/grievances/recycle-bin/empty", expect: { anonymous: "401", employee: "403" } },

  // Suggestions (issue 14)
  { method: "GET", path: "/suggestions", expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },
  { method: "GET", path: "/suggestions/new", expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },
  { method: "POST", path: "/suggestions/new", expect: { anonymous: signedOutPage, employee: "400", hr: "400" } },
  { method: "GET", path: "/admin/suggestions?status=pending", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  {
    method: "GET",
    path: (ctx) => `/admin/suggestions/${ctx.suggestionId}`,
    expect: { anonymous: signedOutPage, employee: "403", hr: "200" },
  },
  { method: "GET", path: "/admin/suggestions/999999999", expect: { anonymous: signedOutPage, employee: "403", hr: "404" } },
  {
    method: "GET",
    path: (ctx) => `/admin/suggestions/${ctx.suggestionId}/update`,
    expect: { anonymous: signedOutPage, employee: "403", hr: "200" },
  },
  {
    method: "POST",
    path: (ctx) => `/admin/suggestions/${ctx.suggestionId}/update`,
    expect: { anonymous: signedOutPage, employee: "403", hr: "400" },
  },
  {
    method: "GET",
    path: (ctx) => `/admin/suggestions/${ctx.suggestionId}/delete`,
    expect: { anonymous: signedOutPage, employee: "403", hr: "200" },
  },
  { method: "POST", path: "/admin/suggestions/999999999/delete", expect: { anonymous: signedOutPage, employee: "403", hr: "404" } },
  { method: "GET", path: "/api/suggestions", expect: { anonymous: "401", employee: "200", hr: "200" } },
  { method: "POST", path: "/api/suggestions", body: {}, expect: { anonymous: "401", employee: "400", hr: "400" } },
  { method: "GET", path: "/api/admin/suggestions", expect: { anonymous: "401", employee: "403", hr: "200" } },
  { method: "GET", path: (ctx) => `/api/admin/suggestions/${ctx.suggestionId}`, expect: { anonymous: "401", employee: "403", hr: "200" } },
  {
    method: "PUT",
    path: (ctx) => `/api/admin/suggestions/${ctx.suggestionId}`,
    body: {},
    expect: { anonymous: "401", employee: "403", hr: "400" },
  },
  { method: "DELETE", path: "/api/admin/suggestions/999999999", expect: { anonymous: "401", employee: "403", hr: "404" } },

  // EE committee (issue 16): the workspace for everyone, HR's buttons for HR
  {
    method: "GET",
    path: "/ee-committee",
    expect: { anonymous: signedOutPage, employee: "302 /ee-committee/members", hr: "302 /ee-committee/members" },
  },
  { method: "GET", path: "/ee-committee/members", expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },
  { method: "GET", path: "/ee-committee/members/new", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "POST", path: "/ee-committee/members/new", expect: { anonymous: signedOutPage, employee: "403", hr: "400" } },
  { method: "GET", path: "/ee-committee/members/999999999/remove", expect: { anonymous: signedOutPage, employee: "403", hr: "404" } },
  { method: "POST", path: "/ee-committee/members/999999999/remove", expect: { anonymous: signedOutPage, employee: "403", hr: "404" } },
  { method: "GET", path: "/ee-committee/requests", expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },
  { method: "GET", path: "/ee-committee/requests/new", expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },
  { method: "POST", path: "/ee-committee/requests/new", expect: { anonymous: signedOutPage, employee: "400", hr: "400" } },
  { method: "GET", path: "/ee-committee/requests/999999999", expect: { anonymous: signedOutPage, employee: "403", hr: "404" } },
  { method: "POST", path: "/ee-committee/requests/999999999", expect: { anonymous: signedOutPage, employee: "403", hr: "400" } },
  { method: "GET", path: "/api/ee-committee/members", expect: { anonymous: "401", employee: "200", hr: "200" } },
  { method: "POST", path: "/api/ee-committee/members", body: {}, expect: { anonymous: "401", employee: "403", hr: "400" } },
  { method: "DELETE", path: "/api/ee-committee/members/999999999", expect: { anonymous: "401", employee: "403", hr: "404" } },
  { method: "GET", path: "/api/ee-requests", expect: { anonymous: "401", employee: "200", hr: "200" } },
  { method: "POST", path: "/api/ee-requests", body: {}, expect: { anonymous: "401", employee: "400", hr: "400" } },
  { method: "GET", path: "/api/ee-requests/999999999", expect: { anonymous: "401", employee: "404", hr: "404" } },
  {
    method: "PUT",
    path: "/api/ee-requests/999999999",
    body: { status: "reviewed" },
    expect: { anonymous: "401", employee: "403", hr: "404" },
  },

  // EE committee files (issue 16): everyone reads, HR uploads and deletes
  { method: "GET", path: "/ee-committee/minutes", expect: { anonymous: signedOutPage, employee: "200", hr: "200" } },
  { method: "GET", path: "/ee-committee/no-such-section", expect: { anonymous: signedOutPage, employee: "404", hr: "404" } },
  { method: "GET", path: "/ee-committee/policies/upload", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "POST", path: "/ee-committee/docs/upload", expect: { anonymous: signedOutPage, employee: "403", hr: "400" } },
  { method: "GET", path: "/ee-committee/minutes/999999999/delete", expect: { anonymous: signedOutPage, employee: "403", hr: "404" } },
  { method: "POST", path: "/ee-committee/minutes/999999999/delete", expect: { anonymous: signedOutPage, employee: "403", hr: "404" } },
  { method: "GET", path: "/api/ee-committee/meeting-minutes", expect: { anonymous: "401", employee: "200", hr: "200" } },
  { method: "GET", path: "/api/ee-committee/no-such-kind", expect: { anonymous: "401", employee: "404", hr: "404" } },
  { method: "POST", path: "/api/ee-committee/policies", body: {}, expect: { anonymous: "401", employee: "403", hr: "400" } },
  { method: "DELETE", path: "/api/ee-committee/documents/999999999", expect: { anonymous: "401", employee: "403", hr: "404" } },
  { method: "GET", path: "/api/ee-committee/documents/999999999/preview", expect: { anonymous: "401", employee: "404", hr: "404" } },
  { method: "GET", path: "/api/ee-committee/meeting-minutes/999999999/download", expect: { anonymous: "401", employee: "404", hr: "404" } },

  // Employment equity report (issue 16): HR only
  { method: "GET", path: "/admin/employment-equity", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "GET", path: "/admin/employment-equity/goals/new", expect: { anonymous: signedOutPage, employee: "403", hr: "200" } },
  { method: "POST", path: "/admin/employment-equity/goals/new", expect: { anonymous: signedOutPage, employee: "403", hr: "400" } },
  {
    method: "GET",
    path: "/admin/employment-equity/goals/999999999/edit",
    expect: { anonymous: signedOutPage, employee: "403", hr: "404" },
  },
  {
    method: "POST",
    path: "/admin/employment-equity/goals/999999999/edit",
    expect: { anonymous: signedOutPage, employee: "403", hr: "400" },
  },
  {
    method: "GET",
    path: "/admin/employment-equity/goals/999999999/delete",
    expect: { anonymous: signedOutPage, employee: "403", hr: "404" },
  },
  {
    method: "POST",
    path: "/admin/employment-equity/goals/999999999/delete",
    expect: { anonymous: signedOutPage, employee: "403", hr: "404" },
  },
  { method: "GET", path: "/api/admin/employment-equity", expect: { anonymous: "401", employee: "403", hr: "200" } },
  { method: "GET", path: "/api/admin/employment-equity/report?format=pdf", expect: { anonymous: "401", employee: "403", hr: "200" } },
  { method: "GET", path: "/api/admin/employment-equity/goals", expect: { anonymous: "401", employee: "403", hr: "200" } },
  { method: "POST", path: "/api/admin/employment-equity/goals", body: {}, expect: { anonymous: "401", employee: "403", hr: "400" } },
  {
    method: "PUT",
    path: "/api/admin/employment-equity/goals/999999999",
    body: {},
    expect: { anonymous: "401", employee: "403", hr: "400" },
  },
  { method: "DELETE", path: "/api/admin/employment-equity/goals/999999999", expect: { anonymous: "401", employee: "403", hr: "404" } },
  // The report's written sections (issue 23): HR only
  ...(
    [
      ["GET", "/admin/employment-equity/plan", "200"],
      ["POST", "/admin/employment-equity/plan", "400"],
      ["GET", "/admin/employment-equity/declaration", "200"],
      ["POST", "/admin/employment-equity/declaration", "400"],
      ["GET", "/admin/employment-equity/consultations/new", "200"],
      ["POST", "/admin/employment-equity/consultations/new", "400"],
      ["GET", "/admin/employment-equity/consultations/999999999/edit", "404"],
      ["POST", "/admin/employment-equity/consultations/999999999/edit", "400"],
      ["GET", "/admin/employment-equity/consultations/999999999/delete", "404"],
      ["POST", "/admin/employment-equity/consultations/999999999/delete", "404"],
      ["GET", "/admin/employment-equity/understudies/999999999", "404"],
      ["POST", "/admin/employment-equity/understudies/999999999", "400"],
    ] as const
  ).map(([method, path, hr]) => ({ method, path, expect: { anonymous: signedOutPage, employee: "403", hr } })),
  ...(
    [
      ["GET", "/api/admin/employment-equity/sections", undefined, "200"],
      ["PUT", "/api/admin/employment-equity/sections/2026/plan", { barriers: 5 }, "400"],
      ["PUT", "/api/admin/employment-equity/sections/2026/declaration", {}, "400"],
      ["GET", "/api/admin/employment-equity/sections/2026/consultations", undefined, "200"],
      ["POST", "/api/admin/employment-equity/sections/2026/consultations", {}, "400"],
      ["PUT", "/api/admin/employment-equity/consultations/999999999", {}, "400"],
      ["DELETE", "/api/admin/employment-equity/consultations/999999999", undefined, "404"],
      ["PUT", "/api/admin/employment-equity/sections/2026/understudies/999999999", {}, "400"],
      ["DELETE", "/api/admin/employment-equity/sections/2026/understudies/999999999", undefined, "404"],
    ] as const
  ).map(([method, path, body, hr]) => ({ method, path, body, expect: { anonymous: "401", employee: "403", hr } })),

  // Live updates (the signed-in stream itself is read in live-updates.test.ts: it never ends)
  { method: "GET", path: "/api/live-updates", expect: { anonymous: "401" } },
  { method: "POST", path: "/api/live-updates", expect: { anonymous: "405", employee: "405", hr: "405" } },
];

/** A route of the server build's manifest (what `remix build` derived from app/routes). */
interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/** A route with its full URL pattern, nested as Remix nests them, for react-router's matcher. */
type PatternRoute = Parameters<typeof matchRoutes>[0][number] & { pattern: string; children?: PatternRoute[] };

/**
 * The routes of the build the portal under test serves (remix.config.js serverBuildPath,
 * which honours PORTAL_BUILD_DIR), nested by parent, each with its full URL pattern:
 * its ancestors' paths joined ("/admin/employees/:id/edit"). Pathless layouts
 * (`_employee`) add nothing to the pattern; an index route has its parent's pattern.
 */
async function buildRoutes() {
  const buildFile = path.resolve(remixConfig.serverBuildPath ?? "build/index.js");
  const build = (await import(/* @vite-ignore */ pathToFileURL(buildFile).href)) as { routes: Record<string, ManifestRoute> };
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(build.routes)) {
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  }
  const all: { route: ManifestRoute; pattern: string }[] = [];
  const nest = (parentId: string | undefined, parentSegments: string[]): PatternRoute[] =>
    (byParent.get(parentId) ?? []).map((route) => {
      const segments = route.path ? [...parentSegments, route.path] : parentSegments;
      const pattern = `/${segments.join("/")}`;
      all.push({ route, pattern });
      const children = nest(route.id, segments);
      return route.index
        ? { index: true, id: route.id, path: route.path, caseSensitive: false, pattern }
        : { id: route.id, path: route.path, caseSensitive: false, children, pattern };
    });
  const tree = nest(undefined, []);
  return { tree, all };
}

/** The URL of a row with made-up record IDs, for matching against route patterns. */
function exampleUrl(row: Row) {
  return typeof row.path === "string"
    ? row.path
    : row.path({
        ...ZERO,
        employeeRecordId: 1,
        leaveRequestId: 1,
        payslipId: 1,
        eventId: 1,
        documentId: 1,
        deletedDocumentId: 1,
        documentQueryId: 1,
        grievanceId: 1,
        anonymousGrievanceId: 1,
        suggestionId: 1,
      });
}

describe("authorization table coverage", () => {
  it("has a row for every route of the build (by URL pattern)", async () => {
    const { tree, all } = await buildRoutes();
    // Each route that has a URL of its own, or an index route (its parent's URL); not the root
    // and not pathless layouts, which no URL reaches on their own.
    const required = new Set(
      all
        .filter(({ route }) => route.parentId !== undefined && (route.path || route.index))
        .map(({ pattern }) => pattern)
        // Benchmark-only routes are leaving the production build (issue 9); until then the
        // rows below pin them to 404 outside benchmarks, but they need no coverage here.
        .filter((pattern) => !pattern.startsWith("/bench/")),
    );
    expect(required.size).toBeGreaterThan(50);

    // A row covers the route Remix would answer it with (react-router's ranking: a
    // static segment beats a param, a param beats a splat), not every pattern it fits.
    const covered = new Set<string>();
    for (const row of TABLE) {
      const pathname = new URL(exampleUrl(row), "http://x").pathname;
      const matches = matchRoutes(tree, pathname) as { route: PatternRoute }[] | null;
      const leaf = matches?.at(-1);
      if (leaf) covered.add(leaf.route.pattern);
    }

    const uncovered = [...required].filter((pattern) => !covered.has(pattern)).sort();
    expect(uncovered, "routes without a row in the authorization table").toEqual([]);
  });
});

describe("authorization table", () => {
  const cookies: Partial<Record<Who, string>> = {};
  const ctx: Context = { ...ZERO };

  beforeAll(async () => {
    const employee = await createTestUser();
    const other = await createTestUser();
    const hr = await createTestUser({ role: "hr" });
    ctx.employeeRecordId = employee.employee!.id;
    const leave = await LeaveRequest.create({
      employeeId: employee.employee!.id,
      leaveType: "vacation",
      startDate: "2032-01-10",
      endDate: "2032-01-12",
      days: 3,
    });
    ctx.leaveRequestId = leave.id;
    ctx.payslipId = (await createTestPayslip(employee.employee!)).id;
    ctx.eventId = (
      await Event.create({ title: "Authorization table event", eventType: "meeting", startDate: new Date(Date.now() + 7 * 86_400_000) })
    ).id;
    const documents = await createTestDocuments(employee, hr.user.id);
    ctx.documentId = documents.documentId;
    ctx.deletedDocumentId = documents.deletedDocumentId;
    ctx.documentQueryId = documents.documentQueryId;
    ctx.grievanceId = (
      await Grievance.create({
        title: "Authorization table grievance",
        description: "A named grievance of the table's employee.",
        category: "other",
        employeeId: employee.employee!.id,
        submittedBy: employee.user.id,
      })
    ).id;
    ctx.anonymousGrievanceId = (
      await Grievance.create({
        title: "Authorization table anonymous",
        description: "An anonymous grievance.",
        category: "other",
        isAnonymous: true,
      })
    ).id;
    ctx.suggestionId = (
      await Suggestion.create({
        title: "Authorization table suggestion",
        description: "A suggestion of the table's employee.",
        employeeId: employee.employee!.id,
        submittedBy: employee.user.id,
      })
    ).id;
    ctx.sheDocumentId = documents.sheDocumentId;
    ctx.draftSheDocumentId = documents.draftSheDocumentId;
    ctx.policyId = documents.policyId;
    ctx.retiredPolicyId = documents.retiredPolicyId;
    cookies.employee = await sessionCookieFor(employee.user.id);
    cookies.otherEmployee = await sessionCookieFor(other.user.id);
    cookies.hr = await sessionCookieFor(hr.user.id);
  });

  const cases = TABLE.flatMap((row) => (Object.entries(row.expect) as [Who, string][]).map(([who, expected]) => ({ row, who, expected })));

  it.each(
    cases.map((c) => [
      `${c.row.method} ${typeof c.row.path === "string" ? c.row.path : c.row.path(ZERO).replace("/0", "/{id}")} as ${c.who} -> ${c.expected}`,
      c,
    ]),
  )("%s", async (_name, { row, who, expected }) => {
    const path = typeof row.path === "string" ? row.path : row.path(ctx);
    // Logging out would end the shared sessions used by the other rows.
    const cookie = ["/api/local/logout", "/logout"].includes(path) ? undefined : cookies[who];
    const response = await api(path, { method: row.method, cookie, body: row.body });
    const [status, location] = expected.split(" ");
    expect(response.status).toBe(Number(status));
    if (location) {
      const actual = new URL(response.headers.get("location") ?? "", "http://x").pathname;
      expect(actual).toBe(location);
    }
  });

  it("sends a signed-in user without a password to the set-password step first", async () => {
    const { user } = await createTestUser({ passwordSet: false });
    const cookie = await sessionCookieFor(user.id);
    for (const path of ["/", "/profile", "/leadership"]) {
      const response = await api(path, { cookie });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/setup/password");
    }
    expect((await api("/setup/password", { cookie })).status).toBe(200);
  });

  it("sends an employee without a communication email to that step", async () => {
    const { user } = await createTestUser({ communicationEmail: null });
    const cookie = await sessionCookieFor(user.id);
    const response = await api("/profile", { cookie });
    expect(response.headers.get("location")).toBe("/setup/communication-email");
    expect((await api("/setup/communication-email", { cookie })).status).toBe(200);
  });

  it("treats a session of a trashed employee as signed out", async () => {
    const { user, employee } = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    await employee!.update({ deletedAt: new Date() });
    expect((await api("/api/auth/user/details", { cookie })).status).toBe(401);
  });
});
