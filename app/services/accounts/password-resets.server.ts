import { fn, col, Op, type Transaction, type WhereOptions } from "sequelize";
import { Employee, PasswordResetRequest, User } from "#models";
import type { CurrentUser } from "~/auth.server";
import { ADMIN_LIST_PAGE_SIZE, DEFAULT_RESET_REASON, PASSWORD_RESET_STATUSES, PASSWORD_RESET_TOKEN_HOURS } from "~/constants";
import { getDb } from "~/db.server";
import { enqueueJob } from "~/jobs.server";
import type { PasswordResetTab } from "~/schemas/password-resets";
import { resetApprovedMail, resetRejectedMail, resetRequestedMail } from "~/services/accounts/mail.server";
import { notifyPasswordChanged, RESET_LINK_INVALID } from "~/services/accounts/account.server";
import { hashToken, newToken } from "~/services/tokens.server";
import { recordAudit, type AuditOrigin } from "~/services/audit.server";
import { revokeStandingAccess } from "~/services/accounts/standing-access.server";
import { endSessionsOfUser, isLeaverStatus } from "~/services/employees/records.server";
import { ServiceError } from "~/services/errors.server";
import { findActiveUserByEmail } from "~/services/accounts/login.server";
import { enqueueMail } from "~/services/mail.server";
import { hashPassword } from "~/services/accounts/password.server";
import { pageWindow, readPageParam, type PageWindow } from "~/utils/paging";

/**
 * Forgotten passwords (issue 11 part 2, docs/decisions.md "Password resets"): "Forgot your
 * password?" files a request and tells HR; HR approves (the employee is mailed a one-time
 * link, 24 hours, stored as a SHA-256 hash) or rejects (the employee is mailed the note);
 * the link sets a new password once, ends every session of the account and completes the
 * request.
 */

/** One request as HR's list and the API show it (spec 2, "Password reset request"). */
export interface PasswordResetView {
  id: number;
  employeeName: string;
  employeeEmail: string;
  employeeIdRef: string | null;
  reason: string;
  requestedAt: string;
  status: string;
  reviewedAt: string | null;
  reviewerName: string | null;
  reviewNote: string | null;
  /** Approved, but the link was not used in time (or a newer link replaced it). */
  linkExpired: boolean;
}

const personName = (person: { firstName: string | null; lastName: string | null } | null | undefined) =>
  `${person?.firstName ?? ""} ${person?.lastName ?? ""}`.trim();

function toView(row: PasswordResetRequest, now = new Date()): PasswordResetView {
  return {
    id: row.id,
    employeeName: personName(row.employee) || personName(row.user) || "Former employee",
    employeeEmail: row.user?.email ?? "",
    employeeIdRef: row.employee?.employeeId ?? null,
    reason: row.reason,
    requestedAt: row.createdAt.toISOString(),
    status: row.status,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewerName: personName(row.reviewer) || null,
    reviewNote: row.reviewNote ?? null,
    linkExpired: row.status === "approved" && (!row.tokenExpiry || row.tokenExpiry <= now),
  };
}

const WHO = [
  { model: User, as: "user", attributes: ["email", "firstName", "lastName"] },
  { model: Employee, as: "employee", attributes: ["employeeId", "firstName", "lastName"] },
  { model: User, as: "reviewer", attributes: ["firstName", "lastName"] },
];

/** Where the employee is mailed: their own address if HR has one, else the login address. */
function mailAddress(user: User, employee: Employee | null) {
  return employee?.communicationEmail || user.email;
}

/** Login addresses of the HR administrators who can sign in, to tell them a request is waiting. */
async function activeHrAddresses(transaction: Transaction) {
  const hr = await User.findAll({
    where: { role: "hr", passwordSet: true },
    attributes: ["email"],
    include: [{ model: Employee, as: "employee", required: false, attributes: ["deletedAt", "status"] }],
    transaction,
  });
  return hr
    .filter((user) => !user.employee || (!user.employee.deletedAt && !isLeaverStatus(user.employee.status)))
    .map((user) => user.email);
}

/**
 * "Forgot your password?" as the caller sees it: one job added, whatever the address, so
 * the answer takes the same time for an employee's address and a stranger's (issue 12,
 * "Equal timing"); the lookup and the mail to HR happen in the job. Repeats of one
 * address while its job waits replace it (the key is a hash: no address in a job key).
 */
export async function requestPasswordReset(email: string, reason: string | undefined) {
  await enqueueJob(
    "file_password_reset_request",
    { email, reason: reason ?? null },
    { jobKey: `forgot-password:${hashToken(email.trim().toLowerCase())}`, maxAttempts: 5 },
  );
}

/**
 * The job behind requestPasswordReset: files a request for HR and mails every HR
 * administrator the employee's name and reference. Unknown addresses file nothing.
 * While a request is pending a repeat only updates its reason: no second row, no second
 * mail to HR. The user's row is locked, so two requests at once still file one.
 */
export async function filePasswordResetRequest(email: string, reason: string | null | undefined) {
  const user = await findActiveUserByEmail(email);
  if (!user) return;
  const text = reason?.trim() || DEFAULT_RESET_REASON;
  await getDb().transaction(async (transaction) => {
    await User.findByPk(user.id, { attributes: ["id"], transaction, lock: transaction.LOCK.UPDATE });
    const pending = await PasswordResetRequest.findOne({ where: { userId: user.id, status: "pending" }, transaction });
    if (pending) {
      await pending.update({ reason: text }, { transaction });
      return;
    }
    const created = await PasswordResetRequest.create(
      { userId: user.id, employeeId: user.employee?.id ?? null, reason: text },
      { transaction },
    );
    const name = personName(user.employee) || personName(user);
    const mail = resetRequestedMail(
      { name, employeeRef: user.employee?.employeeId ?? null, requestId: created.id },
      await activeHrAddresses(transaction),
    );
    await enqueueMail(mail, transaction);
  });
}

export type PasswordResetFilter = PasswordResetTab | (typeof PASSWORD_RESET_STATUSES)[number] | "all";

const FILTERS: readonly string[] = ["all", "reviewed", ...PASSWORD_RESET_STATUSES];

/** The list's query (screen and API): `status` (a status, reviewed or all) and `page`; an unknown status is a 400. */
export function readPasswordResetQuery(params: URLSearchParams, fallback: PasswordResetFilter) {
  const status = params.get("status") || fallback;
  if (!FILTERS.includes(status)) {
    throw new ServiceError(400, "status must be pending, reviewed, approved, rejected, completed or all", {
      status: ["Unknown status"],
    });
  }
  return { status: status as PasswordResetFilter, page: readPageParam(params) };
}

function filterWhere(status: PasswordResetFilter): WhereOptions<PasswordResetRequest> {
  if (status === "all") return {};
  if (status === "reviewed") return { status: { [Op.ne]: "pending" } };
  return { status };
}

/**
 * One page of requests and the count of each tab. Pending ones oldest first (first come,
 * first served); decided ones latest decision first.
 */
export async function listPasswordResetRequests(query: { status: PasswordResetFilter; page: number }, now = new Date()) {
  const where = filterWhere(query.status);
  const [total, byStatus] = await Promise.all([
    PasswordResetRequest.count({ where }),
    PasswordResetRequest.findAll({
      attributes: ["status", [fn("count", col("id")), "count"]],
      group: ["status"],
      raw: true,
    }) as unknown as Promise<{ status: string; count: string }[]>,
  ]);
  const window: PageWindow = pageWindow(total, ADMIN_LIST_PAGE_SIZE, query.page);
  const order: [string, string][] =
    query.status === "pending"
      ? [
          ["createdAt", "ASC"],
          ["id", "ASC"],
        ]
      : [
          ["reviewedAt", "DESC NULLS FIRST"],
          ["id", "DESC"],
        ];
  const rows =
    total === 0 ? [] : await PasswordResetRequest.findAll({ where, include: WHO, order, limit: window.pageSize, offset: window.offset });
  const pending = Number(byStatus.find((entry) => entry.status === "pending")?.count ?? 0);
  const all = byStatus.reduce((sum, entry) => sum + Number(entry.count), 0);
  return { requests: rows.map((row) => toView(row, now)), window, counts: { pending, reviewed: all - pending } };
}

export async function getPasswordResetRequest(id: number) {
  const row = await PasswordResetRequest.findByPk(id, { include: WHO });
  if (!row) throw new ServiceError(404, "Password reset request not found");
  return toView(row);
}

/** The account a request is for, and whether it can still sign in (not trashed, not a leaver). */
async function accountOf(row: PasswordResetRequest, transaction: Transaction) {
  const user = row.userId ? await User.findByPk(row.userId, { transaction }) : null;
  const employee = user ? await Employee.findOne({ where: { userId: user.id }, transaction }) : null;
  const canSignIn = Boolean(user) && !employee?.deletedAt && !isLeaverStatus(employee?.status);
  return { user, employee, canSignIn };
}

/**
 * HR's decision on a pending request, with an optional note. Approve mails the employee a
 * one-time link (and retires any older link of theirs); reject mails the note. The status
 * change and the mail commit together (outbox). A request already decided is a 409.
 */
export const OWN_RESET_REVIEW = "You cannot review your own password reset request. Another HR administrator must review it.";

export async function reviewPasswordResetRequest(
  hr: CurrentUser,
  id: number,
  decision: { status: "approved" | "rejected"; reviewNote?: string },
  origin: AuditOrigin | null,
  now = new Date(),
) {
  const note = decision.reviewNote?.trim() || null;
  const reviewed = await getDb().transaction(async (transaction) => {
    const row = await PasswordResetRequest.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!row) throw new ServiceError(404, "Password reset request not found");
    if (row.status !== "pending") throw new ServiceError(409, "This request has already been reviewed.");
    // Nobody approves a reset of their own password: another HR administrator reviews it (issue 24).
    if (row.userId === hr.id || (hr.employee && row.employeeId === hr.employee.id)) throw new ServiceError(403, OWN_RESET_REVIEW);
    const { user, employee, canSignIn } = await accountOf(row, transaction);
    const review = { status: decision.status, reviewedBy: hr.id, reviewedAt: now, reviewNote: note };
    const person = { firstName: employee?.firstName ?? user?.firstName ?? "", requestId: row.id };
    if (decision.status === "approved") {
      if (!user || !canSignIn) {
        throw new ServiceError(409, "This employee can no longer sign in, so no reset link can be sent. Reject the request instead.");
      }
      const token = newToken();
      // One live link per account: a newer approval retires the older one.
      await PasswordResetRequest.update(
        { token: null, tokenExpiry: now },
        { where: { userId: user.id, status: "approved", token: { [Op.ne]: null } }, transaction },
      );
      const tokenExpiry = new Date(now.getTime() + PASSWORD_RESET_TOKEN_HOURS * 3600 * 1000);
      await row.update({ ...review, token: hashToken(token), tokenExpiry }, { transaction });
      await enqueueMail(resetApprovedMail(person, mailAddress(user, employee), token, note), transaction);
    } else {
      await row.update(review, { transaction });
      if (user) await enqueueMail(resetRejectedMail(person, mailAddress(user, employee), note), transaction);
    }
    return { employeeId: employee?.id ?? null, accountUserId: user?.id ?? null };
  });
  await recordAudit(origin, {
    action: decision.status === "approved" ? "password_reset_approved" : "password_reset_rejected",
    userId: hr.id,
    employeeId: reviewed.employeeId,
    details: { requestId: id, accountUserId: reviewed.accountUserId },
  });
  return getPasswordResetRequest(id);
}

async function findLiveReset(token: string, now: Date, transaction?: Transaction) {
  return PasswordResetRequest.findOne({
    where: { token: hashToken(token), status: "approved", tokenExpiry: { [Op.gt]: now } },
    transaction,
    lock: transaction ? transaction.LOCK.UPDATE : undefined,
  });
}

/** Whether a mailed link still works, so the reset page can say so before anyone types a password. */
export async function isLiveResetToken(token: string, now = new Date()) {
  if (!token || token.length > 200) return false;
  return Boolean(await findLiveReset(token, now));
}

/**
 * Uses a mailed reset link once: the new password is set, failed-login counters cleared,
 * every session of the account ended (whoever held one is out), the request completed and
 * the employee mailed a notice.
 */
export async function resetPasswordWithToken(origin: AuditOrigin | null, token: string, password: string, now = new Date()): Promise<void> {
  const invalid = () => new ServiceError(400, RESET_LINK_INVALID);
  // Look the token up before hashing: a guessed token costs an indexed read, never a bcrypt hash.
  if (!(await isLiveResetToken(token, now))) throw invalid();
  const passwordHash = await hashPassword(password);
  const done = await getDb().transaction(async (transaction) => {
    const reset = await findLiveReset(token, now, transaction);
    if (!reset) return null;
    const { user, employee, canSignIn } = await accountOf(reset, transaction);
    if (!user || !canSignIn) return null;
    await user.update(
      { passwordHash, passwordSet: true, failedLoginAttempts: 0, lastFailedLoginAt: null, accountLockedUntil: null },
      { transaction },
    );
    await reset.update({ status: "completed", token: null, tokenExpiry: null }, { transaction });
    await endSessionsOfUser(user.id, transaction);
    await revokeStandingAccess(user.id, transaction);
    await notifyPasswordChanged(user.id, transaction);
    return { userId: user.id, employeeId: employee?.id ?? null, requestId: reset.id };
  });
  if (!done) throw invalid();
  await recordAudit(origin, {
    action: "password_reset_with_token",
    userId: done.userId,
    employeeId: done.employeeId,
    details: { requestId: done.requestId },
  });
}
