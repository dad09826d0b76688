import { Op, QueryTypes } from "sequelize";
import { Employee, MailOutbox } from "#models";
import { getDb } from "~/db.server";
import { getEnv } from "~/env.server";
import type { OutgoingMail } from "~/services/mail.server";
import { enqueueMail } from "~/services/mail.server";
import { computeBalancesOfMany, type GrantDeadline } from "~/services/leave/balances.server";
import { todayIso } from "~/utils/dates";
import { formatDateNa } from "~/utils/format";
import { escapeHtml } from "~/utils/html";
import { mailPage } from "~/services/mail-html.server";
import { LEAVE_LAW, addMonths } from "~/utils/leave-law";

/**
 * The employer must grant a finished cycle's annual leave within four months of its end (six by
 * written agreement; Labour Act s. 23). The days never expire: this job reminds, daily,
 * - HR and the employee a month before the deadline of carried days not yet taken or booked
 *   ("to be granted by"), once per deadline;
 * - HR once the deadline has passed ("overdue"), once per deadline.
 * The outbox row, related to the employee and tagged with the deadline, is the record that it was sent.
 */
export async function remindAnnualLeaveDue(today = todayIso()) {
  const sequelize = getDb();
  const horizon = addMonths(today, LEAVE_LAW.annualGrantReminderMonths);
  const employees = await Employee.findAll({
    where: { deletedAt: null, status: "active", startDate: { [Op.ne]: null } },
  });
  const hrAddresses = (
    await sequelize.query<{ email: string }>(`SELECT lower(email) AS email FROM users WHERE role = 'hr' ORDER BY id`, {
      type: QueryTypes.SELECT,
    })
  ).map((row) => row.email);
  // Everyone's balances in one pass (four queries in all), not four queries per employee.
  const balances = await computeBalancesOfMany(employees, today);
  let reminded = 0;
  for (const employee of employees) {
    const annual = balances.get(employee.id)!.balances.find((balance) => balance.kind === "annual");
    const due = annual?.grantDue && annual.grantDue.grantBy <= horizon ? annual.grantDue : null;
    const notices = [
      ...(due ? [{ kind: "due" as const, deadline: due }] : []),
      ...(annual?.overdue ? [{ kind: "overdue" as const, deadline: annual.overdue }] : []),
    ];
    for (const { kind, deadline } of notices) {
      const tag = `[${kind === "due" ? "" : "overdue "}${deadline.grantBy}]`;
      const sent = await MailOutbox.count({
        where: { relatedType: "annual_leave_due", relatedId: employee.id, subject: { [Op.like]: `%${tag}%` } },
      });
      if (sent) continue;
      const name = `${employee.firstName} ${employee.lastName}`;
      const address = (employee.communicationEmail || employee.email || "").toLowerCase();
      await sequelize.transaction(async (transaction) => {
        if (kind === "due" && address) await enqueueMail(employeeMail(name, address, deadline, tag, employee.id), transaction);
        if (hrAddresses.length) await enqueueMail(hrMail(kind, name, hrAddresses, deadline, tag, employee.id), transaction);
      });
      reminded += 1;
    }
  }
  return reminded;
}

function mail(to: string[], subject: string, line: string, path: string, employeeId: number): OutgoingMail {
  const url = `${getEnv().PUBLIC_URL}${path}`;
  return {
    to,
    subject,
    text: `${line}\n\n${url}`,
    html: mailPage(`<p>${escapeHtml(line)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`),
    relatedType: "annual_leave_due",
    relatedId: employeeId,
  };
}

function employeeMail(name: string, address: string, deadline: GrantDeadline, tag: string, employeeId: number) {
  const when = formatDateNa(deadline.grantBy);
  const days = deadline.days === 1 ? "1 day" : `${deadline.days} days`;
  return mail(
    [address],
    `Annual leave to plan by ${when} ${tag}`,
    `Dear ${name}, you still have ${days} of annual leave from your last leave cycle. The company is to grant this leave by ${when} (Labour Act 11 of 2007, s. 23): please agree dates with your manager and request them in the portal. The days remain yours until you take them.`,
    "/leave",
    employeeId,
  );
}

function hrMail(kind: "due" | "overdue", name: string, to: string[], deadline: GrantDeadline, tag: string, employeeId: number) {
  const when = formatDateNa(deadline.grantBy);
  const days = deadline.days === 1 ? "1 day" : `${deadline.days} days`;
  const line =
    kind === "due"
      ? `${name} has ${days} of annual leave from an earlier leave cycle that the company must grant by ${when} (Labour Act 11 of 2007, s. 23; six months after the cycle if agreed in writing). Please plan the leave with the employee, or record the written agreement on the employee's record.`
      : `${name} has ${days} of annual leave from an earlier leave cycle that should have been granted by ${when} (Labour Act 11 of 2007, s. 23). The days remain owed to the employee: please grant them, and record any written agreement on the employee's record.`;
  return mail(
    to,
    kind === "due" ? `Annual leave to grant by ${when} ${tag}` : `Annual leave overdue since ${when} ${tag}`,
    line,
    `/admin/employees/${employeeId}`,
    employeeId,
  );
}
