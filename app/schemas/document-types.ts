/**
 * The types an employee labels their own documents with (spec 1 "My Documents"), now in
 * documents-messages.ts with the area's other words (a module of their own was one more request
 * on the upload page; issue 25); kept here for existing imports. documents.ts re-exports them.
 */
export { EMPLOYEE_DOCUMENT_TYPE_LABELS, EMPLOYEE_DOCUMENT_TYPES } from "./documents-messages";
