import { Op, literal, where as sqlWhere, type WhereOptions } from "sequelize";
import { Event } from "#models";
import { EVENTS_PAGE_SIZE } from "~/schemas/events";
import { COMPANY_TIME_ZONE, todayIso } from "~/utils/dates";
import { pageWindow, type PageWindow } from "~/utils/paging";
import { EVENT_ATTRIBUTES, toEventView } from "./common.server";

/** The lists of events: upcoming or past by the start's date in Namibian time, one page at a time. */

/** The start's date in Namibian time, the way "upcoming" is decided (spec 1: at date level). */
const startDay = () => literal(`(("Event"."start_date" AT TIME ZONE '${COMPANY_TIME_ZONE}')::date)`);

function whenWhere(when: "upcoming" | "past", today: string): WhereOptions<Event> {
  return sqlWhere(startDay(), when === "upcoming" ? Op.gte : Op.lt, today) as WhereOptions<Event>;
}

export type EventsWhen = "upcoming" | "past" | "all";

/** One page of events: upcoming soonest first, past latest first, all by start. */
export async function listEvents(query: { when: EventsWhen; page: number; pageSize?: number }, now = new Date()) {
  const today = todayIso(now);
  const where = query.when === "all" ? {} : whenWhere(query.when, today);
  const total = await Event.count({ where });
  const window: PageWindow = pageWindow(total, query.pageSize ?? EVENTS_PAGE_SIZE, query.page);
  const direction = query.when === "past" ? "DESC" : "ASC";
  const rows =
    total === 0
      ? []
      : await Event.findAll({
          where,
          attributes: [...EVENT_ATTRIBUTES],
          order: [
            ["startDate", direction],
            ["id", direction],
          ],
          limit: window.pageSize,
          offset: window.offset,
        });
  return { events: rows.map((row) => toEventView(row, now)), window };
}

/** The events tab: one section's page (upcoming or past) and how many each section holds. */
export async function listEventTab(show: "upcoming" | "past", page: number, now = new Date()) {
  const other = show === "upcoming" ? "past" : "upcoming";
  const [list, otherCount] = await Promise.all([
    listEvents({ when: show, page }, now),
    Event.count({ where: whenWhere(other, todayIso(now)) }),
  ]);
  const counts =
    show === "upcoming" ? { upcoming: list.window.total, past: otherCount } : { upcoming: otherCount, past: list.window.total };
  return { ...list, counts };
}
