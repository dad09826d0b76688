import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { disabilityLabel, OCCUPATIONAL_LEVEL_LABELS, regionLabel, type OccupationalLevel } from "~/constants";
import { formatFileSize } from "~/utils/file-size";
import { BalanceTable } from "~/components/leave/balance-table";
import { employeeDetailWithBalances } from "~/services/employees/records.server";
import { refusalAsPage } from "~/errors.server";
import { employeeIdParam } from "~/utils/employee-params.server";
import { formatDateNa, formatDateTimeNa } from "~/utils/format";
import { decimalToCents, formatMoney } from "~/utils/pay";
import { describePattern } from "~/utils/leave-law";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const id = employeeIdParam(params.id);
  return json(await refusalAsPage(() => employeeDetailWithBalances(id)));
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-stone-500">{title}</h3>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-stone-500">{label}</dt>
      <dd className="font-medium">{value === null || value === undefined || value === "" ? "—" : value}</dd>
    </div>
  );
}

const date = (value: string | null) => (value ? formatDateNa(value) : null);

type EmployeeDetailData = ReturnType<typeof useLoaderData<typeof loader>>;
type EmployeeView = EmployeeDetailData["employee"];

export default function EmployeeDetail() {
  const { employee: e, activity, leave } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <RouteDialog title={`${e.firstName} ${e.lastName}`} closeTo={`/admin/employees${search}`} wide>
      <div className="space-y-6">
        <EmployeeSummary employee={e} />
        <PersonalSection employee={e} />
        <BalanceTable balances={leave.balances} workDaysPerWeek={leave.workDaysPerWeek} forHr />
        <p className="text-sm">
          <Link to={`/admin/employees/${e.id}/leave${search}`}>Leave record: grant deadlines and balances brought forward</Link>
        </p>
        <EmploymentSection employee={e} workDaysPerWeek={leave.workDaysPerWeek} />
        <FinancialSection employee={e} />
        <DocumentsSection employee={e} />
        <AdditionalSection employee={e} />
        <ChangeHistory activity={activity} />
        <DetailActions employeeId={e.id} search={search} />
      </div>
    </RouteDialog>
  );
}

/** The line under the title: employee ID, position and the birthday badge. */
function EmployeeSummary({ employee: e }: { employee: EmployeeView }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
      <span>{e.employeeId}</span>
      {e.position ? <span>· {e.position}</span> : null}
      {e.birthdayBadge ? (
        <span className="rounded-full bg-copper-100 px-2 py-0.5 text-xs font-semibold text-copper-900" data-testid="birthday-badge">
          Birthday: {e.birthdayBadge.label}
        </span>
      ) : null}
    </div>
  );
}

/** Who the employee is: identity, contact and equity details. */
function PersonalSection({ employee: e }: { employee: EmployeeView }) {
  return (
    <Section title="Personal Information">
      <Item label="National ID" value={e.nationalId} />
      <Item label="Email" value={e.email} />
      <Item label="Communication Email" value={e.communicationEmail} />
      <Item label="Phone" value={e.phone} />
      <Item label="Birthday" value={date(e.birthday)} />
      <Item label="Gender" value={e.gender} />
      <Item label="Ethnic Group" value={e.ethnic} />
      <Item label="Region" value={regionLabel(e.region)} />
      <Item label="Employed From" value={e.employedFrom} />
      <Item label="Namibian Citizen" value={e.namibianCitizen === null ? null : e.namibianCitizen ? "Yes" : "No"} />
      <Item label="Disability Status" value={e.disabilityStatus ? disabilityLabel(e.disabilityStatus) : null} />
      <Item label="Race Category" value={e.raceCategory} />
      <Item label="Address" value={e.address} />
      <Item label="Emergency Contact" value={[e.emergencyContact, e.emergencyPhone].filter(Boolean).join(", ")} />
    </Section>
  );
}

/** The job: department, position, work pattern, contract and manager. */
function EmploymentSection({
  employee: e,
  workDaysPerWeek,
}: {
  employee: EmployeeView;
  workDaysPerWeek: EmployeeDetailData["leave"]["workDaysPerWeek"];
}) {
  return (
    <Section title="Employment Details">
      <Item label="Department" value={e.department} />
      <Item label="Position" value={e.position} />
      <Item label="Designation" value={e.designation} />
      <Item
        label="Occupational Level"
        value={e.occupationalLevel ? OCCUPATIONAL_LEVEL_LABELS[e.occupationalLevel as OccupationalLevel] : null}
      />
      <Item label="Workstation" value={e.workstation} />
      <Item label="Station" value={e.station} />
      <Item label="Location" value={e.location} />
      <Item label="Work Pattern" value={describePattern(workDaysPerWeek)} />
      <Item label="Start Date" value={date(e.startDate)} />
      <Item label="Employment Type" value={e.employmentType} />
      <Item label="Status" value={e.status} />
      <Item label="Leave Status" value={e.leaveStatus} />
      <Item label="Contract Type" value={e.contractType} />
      <Item label="Contract Expiry Date" value={date(e.contractExpiryDate)} />
      <Item label="Renewal Phase" value={e.renewalPhase} />
      <Item label="Driver Status" value={e.driverStatus} />
      <Item label="License Code" value={e.licenseCode} />
      <Item label="Manager" value={e.managerName} />
    </Section>
  );
}

/** Salary, tax and bank details; shown only when at least one of them is recorded. */
function FinancialSection({ employee: e }: { employee: EmployeeView }) {
  const financial = [e.salary, e.taxNumber, e.socialSecurityNumber, e.bankName, e.accountNumber, e.accountType, e.branchCode].some(
    (value) => value !== null && value !== "",
  );
  if (!financial) return null;
  return (
    <Section title="Financial and Banking">
      <Item label="Salary" value={e.salary ? formatMoney(decimalToCents(e.salary)) : null} />
      <Item label="Tax Number" value={e.taxNumber} />
      <Item label="Social Security Number" value={e.socialSecurityNumber} />
      <Item label="Bank Name" value={e.bankName} />
      <Item label="Account Number" value={e.accountNumber} />
      <Item label="Account Type" value={e.accountType} />
      <Item label="Branch Code" value={e.branchCode} />
    </Section>
  );
}

/** The employee's uploaded documents, each opening its preview, and a link to their folder. */
function DocumentsSection({ employee: e }: { employee: EmployeeView }) {
  return (
    <section className="space-y-2">
      <div className="flex items-center justify-between">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-stone-500">Documents</h3>
        <Link to={`/admin/documents?employee=${e.id}`} className="btn-secondary px-2 py-1 text-xs">
          Open Folder
        </Link>
      </div>
      {e.documents.length === 0 ? (
        <p className="text-sm text-stone-500">No documents uploaded yet</p>
      ) : (
        <ul className="divide-y divide-stone-100 text-sm" aria-label="Documents">
          {e.documents.map((document) => (
            <li key={document.id} className="flex flex-wrap justify-between gap-2 py-1.5">
              <a
                href={`/api/admin/employees/${e.id}/documents/${document.id}/preview`}
                target="_blank"
                rel="noopener"
                className="underline"
              >
                {document.originalName}
              </a>
              <span className="text-stone-500">
                {document.documentType} · {formatFileSize(document.fileSize)} · {formatDateNa(document.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Vacation and sick days, year-end overtime and notes. */
function AdditionalSection({ employee: e }: { employee: EmployeeView }) {
  return (
    <Section title="Additional Information">
      <Item label="Vacation Days" value={e.vacationDays} />
      <Item label="Sick Days" value={e.sickDays} />
      <Item
        label="Overtime Hours (Oct / Nov / Dec)"
        value={[e.octOvertimeHours, e.novOvertimeHours, e.decOvertimeHours].map((v) => v ?? "0").join(" / ")}
      />
      <Item label="Notes" value={e.notes} />
    </Section>
  );
}

/** The record's change history: what changed, when and by whom. */
function ChangeHistory({ activity }: { activity: EmployeeDetailData["activity"] }) {
  return (
    <section className="space-y-2" aria-labelledby="history-title">
      <h3 id="history-title" className="text-sm font-semibold uppercase tracking-wide text-stone-500">
        Change History
      </h3>
      {activity.length === 0 ? (
        <p className="text-sm text-stone-500">No changes recorded yet</p>
      ) : (
        <ol className="divide-y divide-stone-100 text-sm" aria-label="Change history">
          {activity.map((entry) => (
            <li key={entry.id} className="py-1.5">
              <p className="font-medium">{entry.title}</p>
              {entry.description ? <p className="text-stone-600">{entry.description}</p> : null}
              <p className="text-xs text-stone-500">
                {formatDateTimeNa(entry.createdAt)}
                {entry.performedByName ? ` · by ${entry.performedByName}` : ""}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Close, Portal Access and Edit Employee; each keeps the directory's query. */
function DetailActions({ employeeId, search }: { employeeId: number; search: string }) {
  return (
    <div className="flex justify-end gap-2">
      <Link to={`/admin/employees${search}`} className="btn-secondary">
        Close
      </Link>
      <Link to={`/admin/employees/${employeeId}/invitation${search}`} className="btn-secondary" preventScrollReset>
        Portal Access
      </Link>
      <Link to={`/admin/employees/${employeeId}/edit${search}`} className="btn-primary" preventScrollReset>
        Edit Employee
      </Link>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Employee | HR Admin" }];
