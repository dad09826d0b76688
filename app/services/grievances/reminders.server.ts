import { Op, QueryTypes } from "sequelize";
import { Grievance, User } from "#models";
import { getDb } from "~/db.server";
import { enqueueMail } from "~/services/mail.server";
import { todayIso } from "~/utils/dates";
import { answerDeadline, holidaySet, isOverdue, yearsBetween } from "./common.server";
import { grievanceReminderMail, newGrievanceMail } from "./mail.server";

/**
 * The grievance digest (graphile-worker cron, background.server.ts), a few times a working
 * day:
 *
 * 1. HR is mailed about each anonymous grievance it has not yet been told of. Named ones
 *    are mailed in their own request; anonymous ones wait for this job, so neither the
 *    outbox row nor its delivery job has a time that points at the submitter's session.
 * 2. A grievance unanswered (still submitted or open, no public reply) after 2 Namibian
 *    working days is mailed to HR once (reminder_sent_at). The list flags it meanwhile.
 *
 * Each mail is written in the transaction that marks its grievance, guarded by the column
 * still being empty, so two runs never send one twice.
 */
export async function runGrievanceDigest(now = new Date()) {
  const notified = await notifyAnonymous();
  const reminded = await remindUnanswered(now);
  return { notified, reminded };
}

async function notifyAnonymous() {
  const rows = await Grievance.findAll({
    where: { isAnonymous: true, hrNotifiedAt: null, deletedAt: null },
    attributes: ["id", "title", "category", "priority"],
    order: [["id", "ASC"]],
    limit: 500,
  });
  let sent = 0;
  for (const row of rows) {
    const claimed = await getDb().transaction(async (transaction) => {
      const [count] = await Grievance.update({ hrNotifiedAt: new Date() }, { where: { id: row.id, hrNotifiedAt: null }, transaction });
      if (count === 0) return false;
      await enqueueMail(newGrievanceMail({ ...row.get({ plain: true }), submitter: null }), transaction);
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}

async function remindUnanswered(now: Date) {
  // At least two calendar days old, unanswered, not reminded yet; the working-day rule is checked below.
  const candidates = await Grievance.findAll({
    where: {
      deletedAt: null,
      reminderSentAt: null,
      status: ["submitted", "open"],
      createdAt: { [Op.lt]: new Date(now.getTime() - 2 * 24 * 3600 * 1000) },
    },
    attributes: ["id", "title", "category", "priority", "status", "createdAt", "isAnonymous", "submittedBy"],
    order: [["id", "ASC"]],
    limit: 500,
  });
  if (candidates.length === 0) return 0;
  // Raw SQL: which of them have a public reply, in one query.
  const answered = new Set(
    (
      await getDb().query<{ id: number }>(
        `SELECT DISTINCT grievance_id AS id FROM grievance_comments WHERE NOT is_internal AND grievance_id IN (:ids)`,
        { replacements: { ids: candidates.map((row) => row.id) }, type: QueryTypes.SELECT },
      )
    ).map((row) => row.id),
  );
  const oldest = candidates[0]!.createdAt;
  const holidays = await holidaySet(yearsBetween(oldest, now));
  let sent = 0;
  for (const row of candidates) {
    if (!isOverdue({ status: row.status, createdAt: row.createdAt, answered: answered.has(row.id) }, holidays, now)) continue;
    const submitter =
      row.isAnonymous || !row.submittedBy ? null : await User.findByPk(row.submittedBy, { attributes: ["firstName", "lastName"] });
    const claimed = await getDb().transaction(async (transaction) => {
      const [count] = await Grievance.update({ reminderSentAt: new Date() }, { where: { id: row.id, reminderSentAt: null }, transaction });
      if (count === 0) return false;
      const facts = {
        id: row.id,
        title: row.title,
        category: row.category,
        priority: row.priority,
        submitter: row.isAnonymous ? null : `${submitter?.firstName ?? ""} ${submitter?.lastName ?? ""}`.trim() || "Former employee",
      };
      await enqueueMail(grievanceReminderMail(facts, answerDeadline(todayIso(row.createdAt), holidays)), transaction);
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}
