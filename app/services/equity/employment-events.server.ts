import type { Transaction } from "sequelize";
import { EmploymentEvent } from "#models";
import { OCCUPATIONAL_LEVELS } from "~/constants";
import type { EmploymentEventType } from "~/schemas/equity";

/**
 * Employment events (issue 23): appointments, promotions, level changes, terminations and
 * reinstatements, written in the transaction of the change that makes them (the employee
 * form and API through services/employees/records.server.ts, the employee import through
 * services/employee-import/apply.server.ts). The affirmative action report's movement counts
 * these rows (movement.server.ts), never the wording of the activity history.
 *
 * A termination that is reversed (the status changed back from terminated) writes a
 * reinstatement; the report counts an employee as terminated in a period only when their
 * last termination or reinstatement in it is a termination.
 */

export interface EmploymentEventEntry {
  employeeId: number;
  type: EmploymentEventType;
  eventDate: string;
  fromLevel?: string | null;
  toLevel?: string | null;
  reason?: string | null;
  createdBy: number | null;
}

/** The rank of a level from the top (0 = executive directors); -1 for none or an unknown value. */
export function levelRank(level: string | null | undefined) {
  return OCCUPATIONAL_LEVELS.indexOf((level ?? "") as (typeof OCCUPATIONAL_LEVELS)[number]);
}

/** A move to a higher level than a known one is a promotion; any other level change is a level change. */
export function levelChangeType(from: string | null | undefined, to: string | null | undefined): EmploymentEventType {
  const before = levelRank(from);
  const after = levelRank(to);
  return before >= 0 && after >= 0 && after < before ? "promotion" : "level_change";
}

function known(level: unknown) {
  return typeof level === "string" && levelRank(level) >= 0 ? level : null;
}

/**
 * The events of one change to an employee's record: a status change to terminated (a
 * termination) or away from it (a reinstatement), and an occupational level change. The
 * record holds neither the date of a termination nor of a regrading, so they are dated the
 * day the change is recorded.
 */
export function eventsOfChange(
  employeeId: number,
  before: { status?: unknown; occupationalLevel?: unknown },
  after: { status?: unknown; occupationalLevel?: unknown },
  { date, createdBy, reason = null }: { date: string; createdBy: number | null; reason?: string | null },
): EmploymentEventEntry[] {
  const events: EmploymentEventEntry[] = [];
  const statusBefore = String(before.status ?? "");
  const statusAfter = String(after.status ?? "");
  if (statusBefore !== statusAfter) {
    if (statusAfter === "terminated") events.push({ employeeId, type: "termination", eventDate: date, reason, createdBy });
    else if (statusBefore === "terminated") events.push({ employeeId, type: "reinstatement", eventDate: date, reason, createdBy });
  }
  const levelBefore = known(before.occupationalLevel);
  const levelAfter = known(after.occupationalLevel);
  if (levelBefore !== levelAfter) {
    events.push({
      employeeId,
      type: levelChangeType(levelBefore, levelAfter),
      eventDate: date,
      fromLevel: levelBefore,
      toLevel: levelAfter,
      reason,
      createdBy,
    });
  }
  return events;
}

/** An appointment: the employee's start date, at the level they start on. */
export function appointmentEvent(
  employeeId: number,
  { startDate, occupationalLevel }: { startDate: string; occupationalLevel?: unknown },
  { createdBy, reason = null }: { createdBy: number | null; reason?: string | null },
): EmploymentEventEntry {
  return { employeeId, type: "appointment", eventDate: startDate, toLevel: known(occupationalLevel), reason, createdBy };
}

export async function recordEmploymentEvents(events: EmploymentEventEntry[], transaction?: Transaction) {
  if (!events.length) return;
  await EmploymentEvent.bulkCreate(
    events.map((event) => ({
      employeeId: event.employeeId,
      type: event.type,
      eventDate: event.eventDate,
      fromLevel: event.fromLevel ?? null,
      toLevel: event.toLevel ?? null,
      reason: event.reason ?? null,
      createdBy: event.createdBy,
    })),
    { transaction },
  );
}

/** A corrected start date moves the employee's appointment with it (the appointment is the start date). */
export async function moveAppointment(employeeId: number, startDate: string, transaction?: Transaction) {
  await EmploymentEvent.update({ eventDate: startDate }, { where: { employeeId, type: "appointment" }, transaction });
}
