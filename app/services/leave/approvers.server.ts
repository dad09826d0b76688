import { QueryTypes, type Transaction } from "sequelize";
import { Employee, User } from "#models";
import { getDb } from "~/db.server";
import { getEnv } from "~/env.server";

/** Who is sent a request's approval link, and which addresses may confirm a decision with it. */

/**
 * Who decides: the manager, else LEAVE_APPROVER_EMAILS. `mailTo` is where the link is
 * sent (the manager's communication email, else their login email). `allowed` is every
 * address the approver may confirm with: those same addresses, of which only the
 * company-domain ones can pass the domain check, so a manager whose link goes to a
 * personal address confirms with their company login email.
 */
export async function resolveApprovers(employee: Employee, transaction?: Transaction) {
  const own = new Set(await ownAddresses(employee, transaction));
  const notOwn = (addresses: readonly string[]) => addresses.filter((address) => !own.has(address.toLowerCase()));
  if (employee.managerId) {
    const manager = await Employee.findOne({
      where: { id: employee.managerId, deletedAt: null },
      include: [{ model: User, as: "user", required: false, attributes: ["email"] }],
      transaction,
    });
    const addresses = notOwn(
      [manager?.communicationEmail, manager?.email, manager?.user?.email]
        .filter((address): address is string => Boolean(address))
        .map((address) => address.toLowerCase()),
    );
    if (addresses.length) return { mailTo: [addresses[0]], allowed: [...new Set(addresses)] };
  }
  const fallback = notOwn(getEnv().LEAVE_APPROVER_EMAILS);
  if (fallback.length) return { mailTo: fallback, allowed: fallback };
  // An approver may not decide their own leave: with no manager and no other listed
  // approver, the other HR administrators decide.
  const others = notOwn(await otherHrAddresses(employee.userId ?? null, transaction));
  return { mailTo: others, allowed: others };
}

/** Every address the employee could confirm with: theirs never approves their own leave. */
async function ownAddresses(employee: Employee, transaction?: Transaction) {
  const login = employee.userId ? await User.findByPk(employee.userId, { attributes: ["email"], transaction }) : null;
  return [employee.communicationEmail, employee.email, login?.email]
    .filter((address): address is string => Boolean(address))
    .map((address) => address.toLowerCase());
}

/** Login emails of the HR administrators other than `userId` who can still sign in. */
export async function otherHrAddresses(userId: number | null, transaction?: Transaction) {
  const rows = await getDb().query<{ email: string }>(
    `SELECT lower(u.email) AS email FROM users u LEFT JOIN employees e ON e.user_id = u.id
      WHERE u.role = 'hr' AND u.id IS DISTINCT FROM $1
        AND (e.id IS NULL OR (e.deleted_at IS NULL AND e.status = 'active'))
      ORDER BY u.id`,
    { bind: [userId], type: QueryTypes.SELECT, transaction },
  );
  return rows.map((row) => row.email);
}
