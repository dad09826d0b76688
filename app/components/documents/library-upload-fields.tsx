import type { UploadFieldSpec } from "~/components/documents/file-upload-form";
import { LIBRARY_MESSAGES, nextVersion, POLICY_CATEGORIES, SHE_PRIORITIES, type LibrarySection } from "~/schemas/library";
import { SHE_CATEGORIES, SHE_CATEGORY_LABELS } from "~/schemas/she";
import type { LibraryDocumentView } from "~/services/documents/library.server";

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The fields of the library's upload form, per section (names as the upload schemas read them). */
export function libraryUploadFields(section: LibrarySection): UploadFieldSpec[] {
  const common: UploadFieldSpec[] = [
    { name: "replacesId", label: "", type: "hidden" },
    { name: "title", label: "Title", required: LIBRARY_MESSAGES.titleRequired },
    { name: "description", label: "Description (optional)", type: "textarea" },
  ];
  if (section === "policies") {
    return [
      ...common,
      {
        name: "category",
        label: "Category",
        type: "select",
        options: [["", "No category"], ...POLICY_CATEGORIES.map((value) => [value, value] as const)],
      },
      { name: "version", label: "Version", placeholder: "1.0" },
      { name: "effectiveDate", label: "Effective date (optional)", type: "date" },
      { name: "expiryDate", label: "Expiry date (optional)", type: "date" },
    ];
  }
  return [
    ...common,
    {
      name: "category",
      label: "Category",
      type: "select",
      options: SHE_CATEGORIES.map((value) => [value, SHE_CATEGORY_LABELS[value]] as const),
    },
    { name: "version", label: "Version", placeholder: "1.0" },
    { name: "department", label: "Department", placeholder: "All Departments" },
    { name: "priority", label: "Priority", type: "select", options: SHE_PRIORITIES.map((value) => [value, capitalised(value)] as const) },
    {
      name: "status",
      label: "Status",
      type: "select",
      options: [
        ["active", "Active (shown on the SHE page)"],
        ["draft", "Draft (HR only)"],
      ],
    },
  ];
}

/** What the form starts with: a first upload's defaults, or the replaced document's details with the next version number, in effect from today. */
export function libraryUploadDefaults(
  section: LibrarySection,
  replaces: LibraryDocumentView | null,
  today: string,
): Record<string, string> {
  if (!replaces)
    return section === "policies"
      ? { version: "1.0" }
      : { version: "1.0", department: "All Departments", priority: "medium", category: "safety" };
  return {
    replacesId: String(replaces.id),
    title: replaces.title,
    description: replaces.description ?? "",
    category: replaces.category ?? "",
    version: nextVersion(replaces.version),
    ...(section === "policies"
      ? { effectiveDate: today, expiryDate: replaces.expiryDate ?? "" }
      : { department: replaces.department ?? "All Departments", priority: replaces.priority ?? "medium" }),
  };
}
