import "./database";
import { Readable } from "node:stream";
import { DeletedDocument, DocumentQuery, EmployeeDocument, HrDocument, SheDocument, type Employee } from "#models";
import { getStorage } from "~/services/storage/index.server";
import { makePdf } from "./documents";

/** Stores a small PDF and records it as a document of `employee`, uploaded by `uploadedBy`. */
export async function createStoredDocument(employeeId: number, uploadedBy: number, name = "contract.pdf", documentType = "certificate") {
  const bytes = await makePdf(`Document ${name}`);
  const key = `employees/${employeeId}/test-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const stored = await getStorage().put(Readable.from([bytes]), { key, maxBytes: bytes.length });
  return EmployeeDocument.create({
    employeeId,
    originalName: name,
    fileName: key.split("/").pop()!,
    fileType: "application/pdf",
    fileSize: stored.size,
    storagePath: key,
    documentType,
    description: name,
    uploadedBy,
    sha256: stored.sha256,
    scanStatus: "unscanned",
  });
}

/** One document the employee uploaded, and one HR deleted (with its backup), for the authorization table. */
export async function createTestDocuments(person: { employee: Employee | null; user: { id: number } }, hrUserId: number) {
  const employeeId = person.employee!.id;
  const own = await createStoredDocument(employeeId, person.user.id, "own-certificate.pdf");
  const deleted = await DeletedDocument.create({
    originalDocumentId: 999_999,
    employeeId,
    originalName: "old-contract.pdf",
    fileType: "application/pdf",
    documentType: "contract",
    deletedBy: hrUserId,
  });
  const queried = await DeletedDocument.create({
    originalDocumentId: 999_998,
    employeeId,
    originalName: "old-bank-letter.pdf",
    documentType: "bank-confirmation-letter",
    deletedBy: hrUserId,
  });
  const query = await DocumentQuery.create({ deletedDocumentId: queried.id, employeeId, reason: "I still need it" });
  const [activeSop, draftSop, policy, retiredPolicy] = await Promise.all([
    createSheDocument("Authorization SOP", "safety", "active"),
    createSheDocument("Draft SOP", "health", "draft"),
    createPolicy("Authorization policy", true),
    createPolicy("Retired policy", false),
  ]);
  return {
    documentId: own.id,
    deletedDocumentId: deleted.id,
    documentQueryId: query.id,
    sheDocumentId: activeSop.id,
    draftSheDocumentId: draftSop.id,
    policyId: policy.id,
    retiredPolicyId: retiredPolicy.id,
  };
}

/** A SHE document with a small stored PDF. */
export async function createSheDocument(title: string, category: string, status: "active" | "draft" | "archived", description = "") {
  // The first database call of a test file that makes nothing else first: the models need their connection.
  const bytes = await makePdf(title);
  const key = `she/test-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const stored = await getStorage().put(Readable.from([bytes]), { key, maxBytes: bytes.length });
  return SheDocument.create({
    title,
    description,
    category,
    fileName: key.split("/").pop()!,
    originalName: `${title}.pdf`,
    fileType: "application/pdf",
    fileSize: stored.size,
    storagePath: key,
    status,
  });
}

/** A policy (hr_documents) with a small stored PDF, in force or retired. */
export async function createPolicy(title: string, isActive: boolean) {
  const bytes = await makePdf(title);
  const key = `policies/test-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const stored = await getStorage().put(Readable.from([bytes]), { key, maxBytes: bytes.length });
  return HrDocument.create({
    title,
    fileName: key.split("/").pop()!,
    originalName: `${title}.pdf`,
    fileType: "application/pdf",
    fileSize: stored.size,
    storagePath: key,
    isActive,
  });
}
