import { literal, Op, QueryTypes } from "sequelize";
import { Employee } from "#models";
import { getDb } from "~/db.server";
import { MANAGER_MESSAGES, managerLabel } from "~/schemas/employee";
import { ServiceError } from "~/services/errors.server";

/**
 * The employee form's Manager field (HR): a text field, not a list of every employee (at
 * 5,000 employees that list made the Add and Edit dialogs half a megabyte). HR types a
 * name or an Employee ID; with JavaScript the browser offers matches from
 * `searchManagerChoices` as they type. The server reads what was typed, whichever way it
 * was written: "Name (EMP-ID)" as the suggestions and the edit form write it, an Employee
 * ID, or a full name that only one employee has.
 */

export interface ManagerChoice {
  id: number;
  employeeId: string;
  name: string;
  department: string;
}

const MAX_CHOICES = 20;

function likePattern(search: string) {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Up to 20 employees in the directory whose name, Employee ID, position or department contain `query`. */
export async function searchManagerChoices(query: string, exceptId?: number): Promise<ManagerChoice[]> {
  const text = query.trim().slice(0, 100);
  if (text.length < 2) return [];
  const rows = await getDb().query<{ id: number; employee_id: string; first_name: string; last_name: string; department: string }>(
    `SELECT id, employee_id, first_name, last_name, department FROM employees
      WHERE deleted_at IS NULL AND search_text LIKE $1 AND ($2::int IS NULL OR id <> $2)
      ORDER BY lower(last_name), lower(first_name), id LIMIT ${MAX_CHOICES}`,
    { bind: [likePattern(text), exceptId ?? null], type: QueryTypes.SELECT },
  );
  return rows.map((row) => ({
    id: row.id,
    employeeId: row.employee_id,
    name: `${row.first_name} ${row.last_name}`,
    department: row.department,
  }));
}

function refuse(message: string): never {
  throw new ServiceError(400, message, { manager: [message] });
}

/**
 * The manager's id for what was typed in the Manager field (empty: no manager). Refusals
 * say what to type instead; an employee cannot be their own manager.
 */
export async function resolveManagerText(typed: string, selfId?: number): Promise<number | null> {
  const text = typed.trim();
  if (!text) return null;
  if (text.length > 300) refuse(MANAGER_MESSAGES.notFound);
  const bracketed = /\(([^()]+)\)\s*$/.exec(text)?.[1]?.trim();
  const byEmployeeId = await Employee.findOne({
    where: { employeeId: bracketed ?? text, deletedAt: null },
    attributes: ["id"],
  });
  let id = byEmployeeId?.id ?? null;
  if (id === null && !bracketed) {
    const named = await Employee.findAll({
      where: { deletedAt: null, [Op.and]: [literal(`lower(first_name || ' ' || last_name) = ${getDb().escape(text.toLowerCase())}`)] },
      attributes: ["id"],
      limit: 2,
    });
    if (named.length > 1) refuse(MANAGER_MESSAGES.ambiguous(text));
    id = named[0]?.id ?? null;
  }
  if (id === null) refuse(MANAGER_MESSAGES.notFound);
  if (id === selfId) refuse(MANAGER_MESSAGES.self);
  return id;
}

/** What the Manager field shows for a saved manager: "Name (EMP-ID)", or empty. */
export async function managerText(managerId: number | null | undefined): Promise<string> {
  if (!managerId) return "";
  const manager = await Employee.findOne({
    where: { id: managerId, deletedAt: null },
    attributes: ["firstName", "lastName", "employeeId"],
  });
  return manager ? managerLabel(`${manager.firstName} ${manager.lastName}`, manager.employeeId) : "";
}
