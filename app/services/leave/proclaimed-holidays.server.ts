import { Op, type Transaction } from "sequelize";
import { PublicHoliday as ProclaimedHoliday } from "#models";
import type { CurrentUser } from "~/auth.server";
import { getDb } from "~/db.server";
import type { PublicHolidayInput } from "~/schemas/public-holidays";
import { ServiceError } from "~/services/errors.server";
import { recountLeaveTouching } from "~/services/leave/recount.server";
import { addDays, todayIso } from "~/utils/dates";
import { statutoryHolidays, withSundayRule } from "~/utils/public-holidays";

/**
 * The days proclaimed one at a time (HR's Public Holidays screen). A change recounts the
 * working days of the leave it touches, in its own transaction: a leave operation, hence
 * here; reading the holidays is holidays/calendar.server.ts, which imports nothing of leave.
 */

export interface ProclaimedHolidayView {
  id: number;
  date: string;
  name: string;
  source: string;
}

export async function getProclaimedHoliday(id: number): Promise<ProclaimedHolidayView> {
  const row = await ProclaimedHoliday.findByPk(id);
  if (!row) throw new ServiceError(404, "Public holiday not found");
  return { id: row.id, date: row.date, name: row.name, source: row.source };
}

const DUPLICATE = "There is already a proclaimed public holiday on this date.";

async function assertFree(date: string, transaction: Transaction, exceptId?: number) {
  const clash = await ProclaimedHoliday.findOne({
    where: { date, ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}) },
    transaction,
  });
  if (clash) throw new ServiceError(409, DUPLICATE, { date: [DUPLICATE] });
  // A day the Act already makes a holiday needs no proclamation (and the list would show one day twice).
  const statutory = withSundayRule(statutoryHolidays(Number(date.slice(0, 4)))).find((holiday) => holiday.date === date);
  if (statutory) {
    const message = `${statutory.name} is already a public holiday on this date`;
    throw new ServiceError(409, message, { date: [message] });
  }
}

/** The dates whose holiday status a change can move: the day itself and the Monday after (Sunday rule). */
function touched(...dates: string[]) {
  return [...new Set(dates.flatMap((date) => [date, addDays(date, 1)]))];
}

export async function createProclaimedHoliday(hr: CurrentUser, input: PublicHolidayInput) {
  return getDb().transaction(async (transaction) => {
    await lockHolidays(transaction);
    await assertFree(input.date, transaction);
    const row = await ProclaimedHoliday.create({ ...input, createdBy: hr.id }, { transaction });
    const recounted = await recountLeaveTouching(touched(input.date), transaction, todayIso());
    return { id: row.id, recounted };
  });
}

export async function updateProclaimedHoliday(id: number, input: PublicHolidayInput) {
  return getDb().transaction(async (transaction) => {
    await lockHolidays(transaction);
    const row = await ProclaimedHoliday.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!row) throw new ServiceError(404, "Public holiday not found");
    await assertFree(input.date, transaction, id);
    const before = row.date;
    await row.update(input, { transaction });
    const recounted = await recountLeaveTouching(touched(before, input.date), transaction, todayIso());
    return { id, recounted };
  });
}

export async function deleteProclaimedHoliday(id: number) {
  return getDb().transaction(async (transaction) => {
    await lockHolidays(transaction);
    const row = await ProclaimedHoliday.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!row) throw new ServiceError(404, "Public holiday not found");
    await row.destroy({ transaction });
    const recounted = await recountLeaveTouching(touched(row.date), transaction, todayIso());
    return { recounted };
  });
}

/** Holiday changes one after the other, so two recounts never read each other's half-done lists. */
async function lockHolidays(transaction: Transaction) {
  await getDb().query("SELECT pg_advisory_xact_lock(hashtext('public_holidays'))", { transaction });
}
