import { Op, literal, type WhereOptions } from "sequelize";
import { EeCommitteeMember, EeMeetingMinutes, EeRequest, Employee, User } from "#models";
import type { CurrentUser } from "~/auth.server";
import { getDb } from "~/db.server";
import {
  EE_MESSAGES,
  EE_REQUESTS_PAGE_SIZE,
  type EeMemberInput,
  type EeRequestDecision,
  type EeRequestInput,
  type EeRequestStatus,
} from "~/schemas/equity";
import { ServiceError } from "~/services/errors.server";
import { todayIso } from "~/utils/dates";
import { pageWindow } from "~/utils/paging";

/**
 * The employment-equity committee's workspace (spec 2 "Equity committee"): members and EE
 * requests. Everyone signed in sees the members and submits requests; an employee sees their
 * own requests, HR and active committee members see them all and move them on. HR adds and
 * removes members; removing ends the membership (end date, inactive) and keeps its history.
 */

type Viewer = Pick<CurrentUser, "id" | "role" | "employee">;

export interface CommitteeMemberView {
  id: number;
  employeeId: number;
  employeeName: string;
  employeeNumber: string;
  position: string;
  department: string | null;
  employeeDepartment: string | null;
  startDate: string;
  endDate: string | null;
  isActive: boolean;
}

function memberView(row: EeCommitteeMember): CommitteeMemberView {
  const employee = row.employee;
  return {
    id: row.id,
    employeeId: row.employeeId,
    employeeName: employee ? `${employee.firstName} ${employee.lastName}` : "",
    employeeNumber: employee?.employeeId ?? "",
    position: row.position,
    department: row.department ?? null,
    employeeDepartment: employee?.department ?? null,
    startDate: row.startDate,
    endDate: row.endDate ?? null,
    isActive: row.isActive,
  };
}

/** Active members first (by start date), then past memberships with their end dates when `withHistory`. */
export async function listCommitteeMembers({ withHistory = false } = {}) {
  const rows = await EeCommitteeMember.findAll({
    where: withHistory ? {} : { isActive: true },
    include: [{ model: Employee, as: "employee", attributes: ["firstName", "lastName", "employeeId", "department"], paranoid: false }],
    order: [
      ["isActive", "DESC"],
      ["startDate", "ASC"],
      ["id", "ASC"],
    ],
  });
  return rows.map(memberView);
}

/** Employees HR can add (search by name, employee id or department), not already active members. */
export async function memberCandidates(search: string) {
  const term = search.trim().slice(0, 100);
  if (!term) return [];
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await Employee.findAll({
    where: {
      deletedAt: null,
      status: { [Op.ne]: "terminated" },
      [Op.or]: [
        { firstName: { [Op.iLike]: like } },
        { lastName: { [Op.iLike]: like } },
        { employeeId: { [Op.iLike]: like } },
        { department: { [Op.iLike]: like } },
      ],
      id: { [Op.notIn]: literal("(SELECT employee_id FROM ee_committee_members WHERE is_active)") },
    },
    attributes: ["id", "firstName", "lastName", "employeeId", "department"],
    order: [
      ["lastName", "ASC"],
      ["firstName", "ASC"],
    ],
    limit: 20,
  });
  return rows.map((row) => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`,
    employeeNumber: row.employeeId,
    department: row.department ?? null,
  }));
}

/** HR adds a member: the department is the employee's own (spec: read-only), the start date today. */
export async function addCommitteeMember(input: EeMemberInput) {
  const employee = await Employee.findOne({ where: { id: input.employeeId, deletedAt: null } });
  if (!employee) throw new ServiceError(404, EE_MESSAGES.employeeNotFound, { employeeId: [EE_MESSAGES.employeeNotFound] });
  if (employee.status === "terminated") {
    throw new ServiceError(409, EE_MESSAGES.terminatedMember, { employeeId: [EE_MESSAGES.terminatedMember] });
  }
  return getDb().transaction(async (transaction) => {
    // The partial unique index also refuses a second active membership; this gives the message.
    const active = await EeCommitteeMember.findOne({ where: { employeeId: employee.id, isActive: true }, transaction, lock: true });
    if (active) throw new ServiceError(409, EE_MESSAGES.alreadyMember, { employeeId: [EE_MESSAGES.alreadyMember] });
    const row = await EeCommitteeMember.create(
      { employeeId: employee.id, position: input.position, department: employee.department ?? null, startDate: todayIso(), isActive: true },
      { transaction },
    );
    row.employee = employee;
    return memberView(row);
  });
}

/** HR removes a member: the membership ends today and stays in the history. */
export async function removeCommitteeMember(id: number) {
  const row = await EeCommitteeMember.findOne({ where: { id, isActive: true } });
  if (!row) throw new ServiceError(404, EE_MESSAGES.memberNotFound);
  const today = todayIso();
  // The end date is never before the start (a CHECK): a membership added for a later date ends on it.
  await row.update({ isActive: false, endDate: today < row.startDate ? row.startDate : today });
}

/** Whether this user may see every request and move them on: HR, or an active committee member. */
export async function canDecideEeRequests(viewer: Viewer) {
  if (viewer.role === "hr") return true;
  if (!viewer.employee) return false;
  // A member who has since been terminated or put in the trash decides nothing.
  const member = await EeCommitteeMember.count({
    where: { employeeId: viewer.employee.id, isActive: true },
    include: [{ model: Employee, as: "employee", required: true, where: { deletedAt: null, status: { [Op.ne]: "terminated" } } }],
  });
  return member > 0;
}

export interface EeRequestView {
  id: number;
  subject: string;
  description: string;
  category: string;
  priority: string;
  status: EeRequestStatus;
  submittedAt: string;
  resolution: string | null;
  submittedByName: string | null;
  reviewedByName: string | null;
  reviewedAt: string | null;
  meetingMinutesId: number | null;
  meetingMinutesTitle: string | null;
  own: boolean;
}

function fullName(user: User | undefined | null) {
  return user ? `${user.firstName} ${user.lastName}` : null;
}

function requestView(row: EeRequest, viewer: Viewer): EeRequestView {
  return {
    id: row.id,
    subject: row.subject,
    description: row.description,
    category: row.category,
    priority: row.priority,
    status: row.status,
    submittedAt: row.createdAt.toISOString(),
    resolution: row.resolution ?? null,
    submittedByName: fullName(row.submitter),
    reviewedByName: fullName(row.reviewer),
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    meetingMinutesId: row.meetingMinutesId ?? null,
    meetingMinutesTitle: row.meetingMinutes?.title ?? null,
    own: row.submittedBy === viewer.id,
  };
}

const REQUEST_INCLUDES = [
  { model: User, as: "submitter", attributes: ["firstName", "lastName"] },
  { model: User, as: "reviewer", attributes: ["firstName", "lastName"] },
  { model: EeMeetingMinutes, as: "meetingMinutes", attributes: ["id", "title"] },
];

/** The requests this viewer may see, newest first, a page at a time: their own, or all for HR and the committee. */
export async function listEeRequests(viewer: Viewer, { page = 1, status }: { page?: number; status?: EeRequestStatus | null } = {}) {
  const all = await canDecideEeRequests(viewer);
  const where: WhereOptions<EeRequest> = {
    ...(all ? {} : { submittedBy: viewer.id }),
    ...(status ? { status } : {}),
  };
  const total = await EeRequest.count({ where });
  const window = pageWindow(total, EE_REQUESTS_PAGE_SIZE, page);
  const rows = await EeRequest.findAll({
    where,
    include: REQUEST_INCLUDES,
    order: [
      ["createdAt", "DESC"],
      ["id", "DESC"],
    ],
    limit: EE_REQUESTS_PAGE_SIZE,
    offset: (window.page - 1) * EE_REQUESTS_PAGE_SIZE,
  });
  return { requests: rows.map((row) => requestView(row, viewer)), window, canDecide: all };
}

/** One request, for a viewer allowed to see it (its submitter, HR or the committee); 404 otherwise. */
export async function getEeRequest(viewer: Viewer, id: number) {
  const all = await canDecideEeRequests(viewer);
  const row = await EeRequest.findOne({ where: { id, ...(all ? {} : { submittedBy: viewer.id }) }, include: REQUEST_INCLUDES });
  if (!row) throw new ServiceError(404, EE_MESSAGES.requestNotFound);
  return requestView(row, viewer);
}

/** Any signed-in person submits a request; it starts pending. */
export async function submitEeRequest(viewer: Viewer, input: EeRequestInput) {
  const row = await EeRequest.create({
    employeeId: viewer.employee?.id ?? null,
    submittedBy: viewer.id,
    subject: input.subject,
    description: input.description,
    category: input.category,
    priority: input.priority,
    status: "pending",
  });
  return requestView(row, viewer);
}

/** HR or a committee member records a decision: status, resolution and the minutes that discussed it. */
export async function decideEeRequest(viewer: Viewer, id: number, decision: EeRequestDecision) {
  if (!(await canDecideEeRequests(viewer))) throw new ServiceError(403, EE_MESSAGES.notAllowedToDecide);
  const row = await EeRequest.findByPk(id);
  if (!row) throw new ServiceError(404, EE_MESSAGES.requestNotFound);
  // A member deciding their own request would be judge in their own cause; HR may.
  if (viewer.role !== "hr" && row.submittedBy === viewer.id) throw new ServiceError(403, EE_MESSAGES.ownRequest);
  // A field left out keeps what was recorded (the form always sends both; an empty one clears it).
  const minutesId =
    decision.meetingMinutesId === undefined
      ? (row.meetingMinutesId ?? null)
      : decision.meetingMinutesId
        ? Number(decision.meetingMinutesId)
        : null;
  if (minutesId !== null && minutesId !== row.meetingMinutesId && !(await EeMeetingMinutes.findByPk(minutesId, { attributes: ["id"] }))) {
    throw new ServiceError(400, EE_MESSAGES.minutesNotFound, { meetingMinutesId: [EE_MESSAGES.minutesNotFound] });
  }
  await row.update({
    status: decision.status,
    resolution: decision.resolution === undefined ? (row.resolution ?? null) : decision.resolution || null,
    meetingMinutesId: minutesId,
    reviewedBy: viewer.id,
    reviewedAt: new Date(),
  });
  return getEeRequest(viewer, id);
}

/** The minutes a request can be linked to, newest meeting first. */
export async function minutesChoices() {
  const rows = await EeMeetingMinutes.findAll({ attributes: ["id", "title", "meetingDate"], order: [["meetingDate", "DESC"]], limit: 100 });
  return rows.map((row) => ({ id: row.id, title: row.title, meetingDate: row.meetingDate }));
}
