import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { ProfileTable } from "~/components/equity/profile-table";
import { DataTable } from "~/components/ui/data-table";
import { requireRole } from "~/auth.server";
import { aaPeriodSchema, MOVEMENT_COLUMNS, MOVEMENT_ROWS } from "~/schemas/equity";
import type { GoalMeasure } from "~/services/equity/goals.server";
import { buildAaReport } from "~/services/equity/report.server";
import { todayIso } from "~/utils/dates";
import { formatDateNa } from "~/utils/format";

/**
 * Employment Equity (HR only; issues 16 and 23, beyond the spec): the affirmative action report
 * the company files with the Employment Equity Commission, in the report's order: the
 * workforce profile by occupational level and department, movement in the period, the
 * analysis of barriers and the plan (measures, numerical goals against the actual figures,
 * timetable, monitoring), the consultations, the non-Namibian employees and their
 * understudies, and the declaration; HR edits each written section in a dialog (a page
 * without JavaScript). The report as .xlsx and PDF. The committee's workspace is /ee-committee.
 */
export const handle: RouteHandle = { tab: "employment-equity" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  // A period that cannot be reported shows this year's report with the reason under the dates.
  const schema = aaPeriodSchema(todayIso());
  const asked = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const { from, to } = asked.success ? asked.data : schema.parse({});
  const periodError = asked.success ? null : (asked.error.issues[0]?.message ?? null);
  const report = await buildAaReport(from, to);
  return json({ ...report, producedAt: report.producedAt.toISOString(), periodError }, { headers: { "Cache-Control": "no-store" } });
}

function Measure({ measure, workforce }: { measure: GoalMeasure | null; workforce: number }) {
  if (!measure) return <span className="text-stone-400">—</span>;
  if (workforce === 0) return <span className="text-stone-600">{measure.targetPercent}% (no employees in this group)</span>;
  // The comparison is exact (goals.server.ts): 2.95% is below a 3% target and shows as 2.95%.
  return (
    <span>
      {measure.actualPercent}% of {measure.targetPercent}%{" "}
      <span className={measure.met ? "text-emerald-700" : "text-amber-800"}>{measure.met ? "(met)" : `(${measure.gap} short)`}</span>
    </span>
  );
}

/** A written section of the report, or "Not recorded". */
function SectionCard({ title, text }: { title: string; text: string | null }) {
  return (
    <div className="card space-y-1 p-4 text-sm">
      <h4 className="font-medium">{title}</h4>
      {text ? <p className="whitespace-pre-line">{text}</p> : <p className="text-stone-500">Not recorded.</p>}
    </div>
  );
}

export default function EmploymentEquity() {
  const { from, to, year, profile, goals, movement, sections, periodError } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <section className="space-y-5" aria-labelledby="ee-report-title">
      <Outlet />
      <ReportPeriod from={from} to={to} periodError={periodError} />

      <ProfileTable
        caption="Workforce profile by occupational level"
        first="Occupational level"
        rows={profile.byLevel}
        total={profile.total}
      />
      <ProfileTable caption="Workforce profile by department" first="Department" rows={profile.byDepartment} total={profile.total} />

      <DataTable
        label="Movement in the period"
        columns={[{ label: "Movement" }, ...MOVEMENT_COLUMNS.map((column) => ({ label: column.heading }))]}
      >
        {MOVEMENT_ROWS.map((row) => (
          <tr key={row.key}>
            <td>{row.label}</td>
            {MOVEMENT_COLUMNS.map((column) => (
              <td key={column.key}>{movement[row.key][column.key]}</td>
            ))}
          </tr>
        ))}
      </DataTable>

      <SectionCard title={`Analysis of employment barriers, ${year}`} text={sections.barriers} />
      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold">Affirmative action plan for {year}</h3>
          <Link to={`/admin/employment-equity/plan${search}`} className="btn-secondary" preventScrollReset>
            Edit Barriers and Plan
          </Link>
        </div>
        <SectionCard title="Affirmative action measures" text={sections.measures} />
        <SectionCard title="Timetable" text={sections.timetable} />
        <SectionCard title="Monitoring and evaluation" text={sections.monitoring} />
      </div>
      <GoalsSection goals={goals} year={year} to={to} search={search} />

      <ConsultationsSection consultations={sections.consultations} year={year} search={search} />

      <UnderstudiesSection nonNamibians={sections.nonNamibians} year={year} search={search} />

      <DeclarationSection declaration={sections.declaration} year={year} search={search} />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Employment Equity | HR Admin" }];

type ReportData = ReturnType<typeof useLoaderData<typeof loader>>;

/** The title, the downloads of the period's report and the period shown. */
function ReportPeriod({ from, to, periodError }: Pick<ReportData, "from" | "to" | "periodError">) {
  const period = `from=${from}&to=${to}`;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="ee-report-title" className="text-lg font-semibold">
            Employment Equity
          </h2>
          <p className="text-sm text-stone-600">
            Affirmative action report for {formatDateNa(from)} to {formatDateNa(to)}.{" "}
            <Link to="/ee-committee" className="underline">
              Committee workspace
            </Link>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={`/api/admin/employment-equity/report?format=xlsx&${period}`} className="btn-secondary" download>
            Download .xlsx
          </a>
          <a href={`/api/admin/employment-equity/report?format=pdf&${period}`} className="btn-secondary" target="_blank" rel="noreferrer">
            Open PDF
          </a>
        </div>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="period-from" className="field-label">
            From
          </label>
          <input id="period-from" name="from" type="date" defaultValue={from} className="field-input" />
        </div>
        <div>
          <label htmlFor="period-to" className="field-label">
            To
          </label>
          <input id="period-to" name="to" type="date" defaultValue={to} className="field-input" />
        </div>
        <button type="submit" className="btn-secondary">
          Show period
        </button>
        {periodError ? (
          <p className="w-full text-sm text-red-700" role="alert">
            {periodError}. Showing {formatDateNa(from)} to {formatDateNa(to)}.
          </p>
        ) : null}
      </Form>
    </>
  );
}

/** Numerical goals of the year, each with Edit and Delete. */
function GoalsSection({ goals, year, to, search }: { goals: ReportData["goals"]; year: ReportData["year"]; to: string; search: string }) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">Numerical goals for {year}</h3>
        <Link to={`/admin/employment-equity/goals/new${search}`} className="btn-primary" preventScrollReset>
          Add Goal
        </Link>
      </div>
      {goals.length === 0 ? (
        <p className="card p-4 text-sm text-stone-600">No goals recorded for {to.slice(0, 4)}.</p>
      ) : (
        <DataTable
          label="Affirmative action goals"
          columns={[
            { label: "Department" },
            { label: "Level" },
            { label: "Workforce" },
            { label: "Women" },
            { label: "Persons with disabilities" },
            { label: "Racially disadvantaged" },
            { label: "Actions", hidden: true },
          ]}
        >
          {goals.map((goal) => (
            <tr key={goal.id}>
              <td>{goal.department}</td>
              <td>{goal.jobLevelLabel}</td>
              <td>{goal.workforce}</td>
              <td>
                <Measure measure={goal.women} workforce={goal.workforce} />
              </td>
              <td>
                <Measure measure={goal.disability} workforce={goal.workforce} />
              </td>
              <td>
                <Measure measure={goal.raciallyDisadvantaged} workforce={goal.workforce} />
              </td>
              <td className="space-x-2 whitespace-nowrap">
                <Link to={`/admin/employment-equity/goals/${goal.id}/edit${search}`} className="btn-secondary" preventScrollReset>
                  Edit
                </Link>
                <Link to={`/admin/employment-equity/goals/${goal.id}/delete${search}`} className="btn-secondary" preventScrollReset>
                  Delete
                </Link>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}

/** Consultations of the year, each with its committee minutes. */
function ConsultationsSection({
  consultations,
  year,
  search,
}: {
  consultations: ReportData["sections"]["consultations"];
  year: ReportData["year"];
  search: string;
}) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">Consultation with employees and the committee, {year}</h3>
        <Link to={`/admin/employment-equity/consultations/new${search}`} className="btn-primary" preventScrollReset>
          Add Consultation
        </Link>
      </div>
      {consultations.length === 0 ? (
        <p className="card p-4 text-sm text-stone-600">No consultations recorded for {year}.</p>
      ) : (
        <DataTable
          label="Consultations"
          columns={[
            { label: "Meeting date" },
            { label: "Consulted with" },
            { label: "Summary" },
            { label: "Committee minutes" },
            { label: "Actions", hidden: true },
          ]}
        >
          {consultations.map((entry) => (
            <tr key={entry.id}>
              <td className="whitespace-nowrap">{formatDateNa(entry.meetingDate)}</td>
              <td>{entry.consultedWith}</td>
              <td className="whitespace-pre-line">{entry.summary ?? ""}</td>
              <td>
                {entry.minutes ? (
                  <a
                    href={`/api/ee-committee/meeting-minutes/${entry.minutes.id}/preview`}
                    target="_blank"
                    rel="noreferrer"
                    className="underline"
                  >
                    {entry.minutes.title} ({formatDateNa(entry.minutes.meetingDate)})
                  </a>
                ) : (
                  <span className="text-stone-500">None linked</span>
                )}
              </td>
              <td className="space-x-2 whitespace-nowrap">
                <Link to={`/admin/employment-equity/consultations/${entry.id}/edit${search}`} className="btn-secondary" preventScrollReset>
                  Edit
                </Link>
                <Link
                  to={`/admin/employment-equity/consultations/${entry.id}/delete${search}`}
                  className="btn-secondary"
                  preventScrollReset
                >
                  Delete
                </Link>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}

/** Non-Namibian employees and their understudies. */
function UnderstudiesSection({
  nonNamibians,
  year,
  search,
}: {
  nonNamibians: ReportData["sections"]["nonNamibians"];
  year: ReportData["year"];
  search: string;
}) {
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">Non-Namibian employees and their understudies, {year}</h3>
      {nonNamibians.length === 0 ? (
        <p className="card p-4 text-sm text-stone-600">No active employee is recorded as a non-Namibian citizen.</p>
      ) : (
        <DataTable
          label="Non-Namibian employees"
          columns={[
            { label: "Employee" },
            { label: "Position" },
            { label: "Level" },
            { label: "Understudy" },
            { label: "Target date" },
            { label: "Actions", hidden: true },
          ]}
        >
          {nonNamibians.map((entry) => (
            <tr key={entry.id}>
              <td>
                {entry.name} ({entry.employeeNumber})
              </td>
              <td>{entry.position ?? ""}</td>
              <td>{entry.level}</td>
              <td>
                {entry.understudy ? (
                  `${entry.understudy.name} (${entry.understudy.employeeNumber})`
                ) : (
                  <span className="text-amber-800">None recorded</span>
                )}
              </td>
              <td className="whitespace-nowrap">{entry.targetDate ? formatDateNa(entry.targetDate) : ""}</td>
              <td>
                <Link
                  to={`/admin/employment-equity/understudies/${entry.id}${search}`}
                  className="btn-secondary"
                  preventScrollReset
                  aria-label={`Set understudy of ${entry.name}`}
                >
                  Set Understudy
                </Link>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}

/** The declaration by the responsible senior employee. */
function DeclarationSection({
  declaration,
  year,
  search,
}: {
  declaration: ReportData["sections"]["declaration"];
  year: ReportData["year"];
  search: string;
}) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">Declaration by the responsible senior employee, {year}</h3>
        <Link to={`/admin/employment-equity/declaration${search}`} className="btn-secondary" preventScrollReset>
          Edit Declaration
        </Link>
      </div>
      {declaration.name ? (
        <dl className="card grid gap-2 p-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-stone-500">Name</dt>
            <dd>{declaration.name}</dd>
          </div>
          <div>
            <dt className="text-stone-500">Position</dt>
            <dd>{declaration.position}</dd>
          </div>
          <div>
            <dt className="text-stone-500">Date</dt>
            <dd>{formatDateNa(declaration.date)}</dd>
          </div>
        </dl>
      ) : (
        <p className="card p-4 text-sm text-stone-600">Not recorded for {year}.</p>
      )}
    </div>
  );
}
