import { Grievance } from "#models";
import type { CurrentUser } from "~/auth.server";
import { getDb } from "~/db.server";
import { getEnv } from "~/env.server";
import { GRIEVANCE_MESSAGES, type GrievanceInput } from "~/schemas/grievances";
import { ServiceError } from "~/services/errors.server";
import { publishLiveUpdate } from "~/services/live-updates.server";
import { enqueueMail } from "~/services/mail.server";
import { newReceiptCode, publicRepliesOf, receiptHash, toPublicView, type PublicGrievanceView } from "./common.server";
import { newGrievanceMail } from "./mail.server";

/**
 * The employee's side of grievances (spec 1 "Grievance tab", issue 14): submit one, named or
 * anonymous; list one's own named grievances with HR's public replies; follow an anonymous
 * one by its receipt code without signing in.
 *
 * An anonymous grievance is written with nothing of its submitter: no employee, no user, no
 * mail or live update in the request (the scheduled digest tells HR), no audit row, no log
 * line; the database keeps its times at day precision (trigger of migration
 * 2026-11-24T04-00). What remains is listed in docs/decisions.md "Issue 14".
 */

export interface SubmittedGrievance {
  grievance: PublicGrievanceView;
  /** Anonymous only: shown once to the submitter; only its hash is stored. */
  receiptCode: string | null;
}

export async function submitGrievance(user: Pick<CurrentUser, "id" | "firstName" | "lastName" | "employee">, input: GrievanceInput) {
  const db = getDb();
  const fields = { title: input.title, description: input.description, category: input.category, priority: input.priority };
  if (input.isAnonymous) {
    const receiptCode = newReceiptCode();
    const row = await Grievance.create({
      ...fields,
      isAnonymous: true,
      employeeId: null,
      submittedBy: null,
      status: "submitted",
      receiptHash: receiptHash(receiptCode),
    });
    await row.reload({ attributes: ["id", "title", "description", "category", "priority", "status", "isAnonymous", "createdAt"] });
    return { grievance: toPublicView(row, []), receiptCode } satisfies SubmittedGrievance;
  }
  return db.transaction(async (transaction) => {
    const row = await Grievance.create(
      {
        ...fields,
        isAnonymous: false,
        employeeId: user.employee?.id ?? null,
        submittedBy: user.id,
        status: "submitted",
        hrNotifiedAt: new Date(),
      },
      { transaction },
    );
    const name = `${user.firstName} ${user.lastName}`.trim();
    const submitter = user.employee ? `${name} (${user.employee.employeeId})` : name;
    await enqueueMail(newGrievanceMail({ ...fields, id: row.id, submitter }), transaction);
    await publishLiveUpdate("grievance_updated", { actorId: user.id, hr: "A new grievance was submitted." }, { transaction });
    return { grievance: toPublicView(row, []), receiptCode: null } satisfies SubmittedGrievance;
  });
}

/** The signed-in person's own named grievances, newest first, with HR's public replies only. */
export async function listOwnGrievances(user: Pick<CurrentUser, "id">) {
  const rows = await Grievance.findAll({
    where: { submittedBy: user.id, isAnonymous: false, deletedAt: null },
    order: [
      ["createdAt", "DESC"],
      ["id", "DESC"],
    ],
    limit: 100,
  });
  const replies = await publicRepliesOf(rows.map((row) => row.id));
  return rows.map((row) => toPublicView(row, replies.get(row.id) ?? []));
}

/** One own named grievance; anyone else's, or any anonymous one, is "not found". */
export async function getOwnGrievance(user: Pick<CurrentUser, "id">, id: number) {
  const row = await Grievance.findOne({ where: { id, submittedBy: user.id, isAnonymous: false, deletedAt: null } });
  if (!row) throw new ServiceError(404, GRIEVANCE_MESSAGES.notFound);
  const replies = await publicRepliesOf([row.id]);
  return toPublicView(row, replies.get(row.id) ?? []);
}

/** The anonymous status page: the grievance of a receipt code, with HR's public replies only. */
export async function grievanceByReceipt(code: string) {
  const row = await Grievance.findOne({ where: { receiptHash: receiptHash(code), isAnonymous: true, deletedAt: null } });
  if (!row) throw new ServiceError(404, GRIEVANCE_MESSAGES.receiptUnknown, { receiptCode: [GRIEVANCE_MESSAGES.receiptUnknown] });
  const replies = await publicRepliesOf([row.id]);
  return toPublicView(row, replies.get(row.id) ?? []);
}

/** The Grievance tab: the person's own named grievances and HR's contact (configuration: HR_CONTACT_EMAIL, HR_CONTACT_PHONE). */
export async function grievanceTab(user: Pick<CurrentUser, "id">) {
  const env = getEnv();
  return { grievances: await listOwnGrievances(user), contact: { email: env.HR_CONTACT_EMAIL, phone: env.HR_CONTACT_PHONE } };
}
