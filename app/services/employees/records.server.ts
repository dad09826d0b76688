import { Op, Sequelize as S, UniqueConstraintError, type Transaction } from "sequelize";
import { Employee, EmployeeDocument, User } from "#models";
import { getDb } from "~/db.server";
import { endSessions } from "~/services/activity/sessions.server";
import { EMPLOYEE_FIELDS, EMPLOYEE_MESSAGES, type EmployeeInput } from "~/schemas/employee";
import { describeRoster } from "~/utils/leave-law";
import { balancesOfEmployee } from "~/services/leave/balances.server";
import { refreshOverdueOfId } from "~/services/leave/overdue.server";
import { editActivities, listEmployeeActivity, recordEmployeeActivity } from "~/services/activity/employee-changes.server";
import { ServiceError } from "~/services/errors.server";
import { appointmentEvent, eventsOfChange, moveAppointment, recordEmploymentEvents } from "~/services/equity/employment-events.server";
import { todayIso } from "~/utils/dates";
import { birthdayBadge } from "~/utils/employee-dates";
import { recountLeaveOfEmployees } from "~/services/leave/recount.server";

/** One employee's record: read, create and edit (HR). */

export type EmployeeRecord = EmployeeInput & {
  id: number;
  fullName: string | null;
  userId: number | null;
  managerName: string | null;
  documents: { id: number; originalName: string; documentType: string | null; createdAt: string; fileSize: number | null }[];
  birthdayBadge: { days: number; label: string } | null;
  createdAt: string;
  updatedAt: string;
};

function toRecord(row: Employee, today = todayIso()): EmployeeRecord {
  const values = Object.fromEntries(EMPLOYEE_FIELDS.map((field) => [field, row.get(field) ?? null])) as EmployeeInput;
  return {
    ...values,
    id: row.id,
    fullName: row.fullName ?? null,
    userId: row.userId ?? null,
    managerName: row.manager ? `${row.manager.firstName} ${row.manager.lastName}` : null,
    // Filled by getEmployeeDetail (the only screen that shows them).
    documents: [],
    birthdayBadge: birthdayBadge(row.birthday, today),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findLive(id: number) {
  const row = await Employee.findOne({
    where: { id, deletedAt: null },
    include: [{ model: Employee, as: "manager", required: false, attributes: ["id", "firstName", "lastName"], where: { deletedAt: null } }],
  });
  if (!row) throw new ServiceError(404, "Employee not found");
  return row;
}

export async function getEmployee(id: number): Promise<EmployeeRecord> {
  return toRecord(await findLive(id));
}

/** HR's detail page: the record and its change history, newest first. */
export async function getEmployeeDetail(id: number) {
  const employee = await getEmployee(id);
  const documents = await EmployeeDocument.findAll({
    where: { employeeId: id },
    attributes: ["id", "originalName", "documentType", "createdAt", "fileSize"],
    order: [["createdAt", "DESC"]],
  });
  employee.documents = documents.map((row) => ({
    id: row.id,
    originalName: row.originalName,
    documentType: row.documentType,
    createdAt: row.createdAt.toISOString(),
    fileSize: row.fileSize,
  }));
  return { employee, activity: await listEmployeeActivity(id) };
}

/** HR's employee detail with the employee's leave balances (employees use leave, never the reverse). */
export async function employeeDetailWithBalances(id: number) {
  // The record first: an unknown id answers with the detail's own "Employee not found".
  const detail = await getEmployeeDetail(id);
  return { ...detail, leave: await balancesOfEmployee(id) };
}

function duplicateId(trashed = false): never {
  const message = trashed ? `${EMPLOYEE_MESSAGES.duplicateEmployeeId} (in the trash)` : EMPLOYEE_MESSAGES.duplicateEmployeeId;
  throw new ServiceError(409, message, { employeeId: [message] });
}

async function assertEmployeeIdFree(employeeId: string, exceptId?: number) {
  const clash = await Employee.findOne({
    where: { employeeId, ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}) },
    attributes: ["id", "deletedAt"],
  });
  if (clash) duplicateId(Boolean(clash.deletedAt));
}

/**
 * A work email names one person: it may not be another employee's work email (trashed
 * ones included, they may come back) nor another person's login. The employee's own
 * login may of course carry it.
 */
async function assertWorkEmailFree(email: string | null | undefined, exceptId?: number, ownUserId?: number | null) {
  if (!email) return;
  const address = email.trim().toLowerCase();
  const [employee, login] = await Promise.all([
    Employee.findOne({
      where: { [Op.and]: [S.where(S.fn("lower", S.col("email")), address), ...(exceptId ? [{ id: { [Op.ne]: exceptId } }] : [])] },
      attributes: ["id"],
    }),
    User.findOne({
      where: { [Op.and]: [S.where(S.fn("lower", S.col("email")), address), ...(ownUserId ? [{ id: { [Op.ne]: ownUserId } }] : [])] },
      attributes: ["id"],
    }),
  ]);
  if (employee || login) {
    throw new ServiceError(409, EMPLOYEE_MESSAGES.duplicateEmail, { email: [EMPLOYEE_MESSAGES.duplicateEmail] });
  }
}

/** Statuses whose holder may not use the portal: leavers. */
export const LEAVER_STATUSES = ["inactive", "terminated"] as const;

export function isLeaverStatus(status: string | null | undefined) {
  return (LEAVER_STATUSES as readonly string[]).includes(status ?? "");
}

/**
 * A leaver's sessions end the moment the status changes: their rows go (the cookie no
 * longer signs anyone in) and the sign-in records close. Their API tokens stop working
 * because every token lookup checks the employee's status (auth.server.ts). A password
 * change keeps the session that made it (`keepSessionId`) and ends the others.
 */
export async function endSessionsOfUser(userId: number, transaction?: Transaction, keepSessionId?: string) {
  await endSessions({ userId, exceptSessionId: keepSessionId }, { transaction });
}

async function assertManager(managerId: number | null, selfId?: number) {
  if (managerId === null) return;
  if (managerId === selfId)
    throw new ServiceError(400, "An employee cannot be their own manager", { managerId: ["An employee cannot be their own manager"] });
  const exists = await Employee.count({ where: { id: managerId, deletedAt: null } });
  if (!exists) throw new ServiceError(400, "Manager must be an employee", { managerId: ["Manager must be an employee"] });
}

function columns(input: EmployeeInput) {
  return { ...input, fullName: `${input.firstName} ${input.lastName}` } as const;
}

/** Who made a change, for the history (null: the system). */
export interface Actor {
  id: number;
}

export async function createEmployee(input: EmployeeInput, actor: Actor | null = null) {
  const sequelize = getDb();
  await assertEmployeeIdFree(input.employeeId!);
  await assertWorkEmailFree(input.email);
  await assertManager(input.managerId);
  try {
    const row = await sequelize.transaction(async (transaction) => {
      const created = await Employee.create(
        {
          ...columns(input),
          employeeId: input.employeeId!,
          firstName: input.firstName!,
          lastName: input.lastName!,
          status: input.status ?? "active",
          employmentType: input.employmentType ?? "full-time",
          startDate: input.startDate ?? todayIso(),
          leaveStatus: input.leaveStatus ?? "at work",
        },
        { transaction },
      );
      await recordEmployeeActivity(
        {
          employeeId: created.id,
          type: "created",
          title: "Employee created",
          description: `Created ${created.firstName} ${created.lastName} (${created.employeeId}) with status ${created.status}`,
          performedBy: actor?.id ?? null,
        },
        transaction,
      );
      await recordEmploymentEvents(
        [
          appointmentEvent(
            created.id,
            { startDate: created.startDate ?? todayIso(), occupationalLevel: created.occupationalLevel },
            { createdBy: actor?.id ?? null },
          ),
        ],
        transaction,
      );
      return created;
    });
    return getEmployee(row.id);
  } catch (error) {
    // Two requests with one new employee ID at the same moment: the unique index decides.
    if (error instanceof UniqueConstraintError) duplicateId();
    throw error;
  }
}

/**
 * HR's edit. Writes the history (fields changed, and the status change on its own row),
 * and when the employee becomes a leaver (inactive or terminated) ends their sessions in
 * the same transaction.
 */
export async function updateEmployee(id: number, input: EmployeeInput, actor: Actor | null = null) {
  const row = await findLive(id);
  await assertEmployeeIdFree(input.employeeId!, id);
  await assertWorkEmailFree(input.email, id, row.userId);
  await assertManager(input.managerId, id);
  const before = row.get({ plain: true }) as Record<string, unknown>;
  const wasLeaver = isLeaverStatus(row.status);
  try {
    await getDb().transaction(async (transaction) => {
      await row.update(
        {
          ...(columns(input) as Partial<Employee>),
          status: input.status ?? row.status,
          employmentType: input.employmentType ?? row.employmentType,
          leaveStatus: input.leaveStatus ?? row.leaveStatus,
        },
        { transaction },
      );
      const after = row.get({ plain: true }) as Record<string, unknown>;
      await recordEmployeeActivity(editActivities(id, before, after, EMPLOYEE_FIELDS, actor?.id ?? null), transaction);
      // Terminations, reinstatements and level changes as employment events (the affirmative action report counts them).
      await recordEmploymentEvents(eventsOfChange(id, before, after, { date: todayIso(), createdBy: actor?.id ?? null }), transaction);
      if (after.startDate && String(before.startDate ?? "") !== String(after.startDate))
        await moveAppointment(id, String(after.startDate), transaction);
      if (!wasLeaver && isLeaverStatus(row.status) && row.userId) await endSessionsOfUser(row.userId, transaction);
      if (
        Number(before.workDaysPerWeek ?? 5) !== Number(row.workDaysPerWeek ?? 5) ||
        (before.rosterDays ?? null) !== (row.rosterDays ?? null) ||
        String(before.rosterStart ?? "") !== String(row.rosterStart ?? "")
      )
        await recountLeaveOfEmployees([id], transaction, todayIso());
      // A start date, roster or status change moves the employee on or off HR's overdue list.
      await refreshOverdueOfId(id, transaction);
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError) duplicateId();
    throw error;
  }
  return getEmployee(id);
}

/** The stored form values of a live employee: what a PUT with some fields merges over. */
export async function getEmployeeFormValues(id: number): Promise<EmployeeInput> {
  const {
    id: _id,
    fullName: _f,
    userId: _u,
    managerName: _m,
    documents: _d,
    birthdayBadge: _b,
    createdAt: _c,
    updatedAt: _up,
    ...values
  } = await getEmployee(id);
  // The roster as HR types it ("4 on, 4 off"), which the form and a PUT read back the same.
  return { ...values, rosterDays: values.rosterDays ? describeRoster(values.rosterDays) : null };
}
