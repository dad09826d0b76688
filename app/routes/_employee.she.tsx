import type { LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { requireUser } from "~/auth.server";
import { formatFileSize } from "~/utils/file-size";
import { SHE_CATEGORIES, SHE_CATEGORY_LABELS, SHE_SAMPLE_ALERTS, type SheCategory } from "~/schemas/she";
import { listActiveSheDocuments } from "~/services/documents/she-documents.server";
import { formatDateNa } from "~/utils/format";
import { FilterForm } from "~/components/ui/filter-form";

/**
 * SHE (spec 1): the sample alerts, then Standard Operating Procedures (active documents
 * only, search and category filter, as a GET form so it works without JavaScript),
 * Training Materials and Compliance (available soon, as the spec says).
 */
export const handle: RouteHandle = { tab: "she" };

const SECTIONS = [
  { id: "sop", label: "Standard Operating Procedures" },
  { id: "training", label: "Training Materials" },
  { id: "compliance", label: "Compliance" },
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const params = new URL(request.url).searchParams;
  const section = SECTIONS.find((s) => s.id === params.get("section"))?.id ?? "sop";
  const search = (params.get("search") ?? "").slice(0, 200);
  const category = SHE_CATEGORIES.find((c) => c === params.get("category")) ?? "";
  const documents = section === "sop" ? await listActiveSheDocuments({ search, category }) : [];
  return json({ section, search, category, documents }, { headers: { "Cache-Control": "no-store" } });
}

const ALERT_STYLES = { warning: "border-amber-300 bg-amber-50", info: "border-sky-300 bg-sky-50", emergency: "border-red-300 bg-red-50" };

export default function SheTab() {
  const { section, search, category, documents } = useLoaderData<typeof loader>();
  return (
    <section className="space-y-4" aria-labelledby="she-title">
      <h2 id="she-title" className="text-lg font-semibold">
        Safety, Health &amp; Environment
      </h2>
      <SheAlerts />
      <SheSectionNav section={section} />
      {section === "sop" ? (
        <SopDocuments search={search} category={category} documents={documents} />
      ) : (
        <p className="card text-stone-600">
          {section === "training" ? "Training materials will be available soon." : "Compliance documents will be available soon."}
        </p>
      )}
    </section>
  );
}

type SheDocument = SerializeFrom<typeof loader>["documents"][number];

/** The active sample alerts, coloured by their type. */
function SheAlerts() {
  return (
    <ul className="grid gap-2 sm:grid-cols-3" aria-label="SHE alerts">
      {SHE_SAMPLE_ALERTS.filter((alert) => alert.isActive).map((alert) => (
        <li key={alert.title} className={`rounded border p-3 text-sm ${ALERT_STYLES[alert.type]}`}>
          <p className="font-semibold">{alert.title}</p>
          <p className="text-xs uppercase tracking-wide text-stone-600">
            {alert.type} · {formatDateNa(alert.dateIssued)}
          </p>
          <p>{alert.message}</p>
        </li>
      ))}
    </ul>
  );
}

/** The links to the three sections, the open one marked as the current page. */
function SheSectionNav({ section }: { section: string }) {
  return (
    <nav aria-label="SHE sections" className="flex flex-wrap gap-2">
      {SECTIONS.map((item) => (
        <Link
          key={item.id}
          to={`/she?section=${item.id}`}
          aria-current={section === item.id ? "page" : undefined}
          className={`rounded px-3 py-1.5 text-sm font-medium no-underline max-md:py-3 ${section === item.id ? "bg-stone-800 text-white" : "bg-stone-100 text-stone-800"}`}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}

/** Standard Operating Procedures: the search and category filter, then the matching documents. */
function SopDocuments({ search, category, documents }: { search: string; category: string; documents: SheDocument[] }) {
  return (
    <>
      <FilterForm
        keep={{ section: "sop" }}
        search={{ id: "search", label: "Search procedures", defaultValue: search }}
        choices={[
          {
            id: "category",
            name: "category",
            label: "Category",
            defaultValue: category,
            all: { value: "", label: "All categories" },
            options: SHE_CATEGORIES.map((value) => ({ value, label: SHE_CATEGORY_LABELS[value as SheCategory] })),
          },
        ]}
      />
      {documents.length === 0 ? (
        <p className="card text-stone-600">No procedures match.</p>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white" aria-label="Standard operating procedures">
          {documents.map((document) => (
            <SopDocumentRow key={document.id} document={document} />
          ))}
        </ul>
      )}
    </>
  );
}

/** One procedure: its title, category, priority, version, size and date, with Preview and Download. */
function SopDocumentRow({ document }: { document: SheDocument }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 px-4 py-3 text-sm">
      <div className="min-w-0">
        <p className="font-medium">{document.title}</p>
        <p className="text-stone-600">
          {SHE_CATEGORY_LABELS[document.category as SheCategory] ?? document.category} · {document.priority} priority
          {document.version ? ` · v${document.version}` : ""} · {document.department} · {formatFileSize(document.fileSize)} · updated{" "}
          {formatDateNa(document.updatedAt)}
        </p>
        {document.description ? <p className="text-stone-600">{document.description}</p> : null}
      </div>
      <div className="flex gap-2">
        <a className="btn-secondary px-3 py-1" href={`/api/she/documents/${document.id}/preview`} target="_blank" rel="noopener">
          Preview<span className="sr-only"> {document.title}</span>
        </a>
        <a className="btn-secondary px-3 py-1" href={`/api/she/documents/${document.id}/download`} target="_blank" rel="noopener">
          Download<span className="sr-only"> {document.title}</span>
        </a>
      </div>
    </li>
  );
}

export const meta: MetaFunction = () => [{ title: "SHE | HR Portal" }];
