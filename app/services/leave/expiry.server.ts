import { Op, QueryTypes } from "sequelize";
import { Employee, MailOutbox } from "#models";
import { getDb } from "~/db.server";
import { getEnv } from "~/env.server";
import type { OutgoingMail } from "~/services/mail.server";
import { enqueueMail } from "~/services/mail.server";
import { computeBalances } from "~/services/leave/balances.server";
import { todayIso } from "~/utils/dates";
import { formatDateNa } from "~/utils/format";
import { escapeHtml } from "~/utils/html";
import { LEAVE_LAW, addMonths } from "~/utils/leave-law";

/**
 * Annual leave of a finished cycle expires four months after the cycle ends (Labour Act s. 23).
 * Daily: every active employee whose carried days expire within a month is told, and so is HR,
 * once per expiry date (the outbox row, related to the employee, is the record that it was sent).
 */
export async function warnExpiringLeave(today = todayIso()) {
  const sequelize = getDb();
  const horizon = addMonths(today, LEAVE_LAW.annualExpiryWarningMonths);
  const employees = await Employee.findAll({
    where: { deletedAt: null, status: "active", startDate: { [Op.ne]: null } },
  });
  const hrAddresses = (
    await sequelize.query<{ email: string }>(`SELECT lower(email) AS email FROM users WHERE role = 'hr' ORDER BY id`, {
      type: QueryTypes.SELECT,
    })
  ).map((row) => row.email);
  let warned = 0;
  for (const employee of employees) {
    const annual = (await computeBalances(employee, today)).balances.find((balance) => balance.kind === "annual");
    const expiring = annual?.expiring;
    if (!expiring || expiring.expiresOn > horizon) continue;
    const tag = `[${expiring.expiresOn}]`;
    const sent = await MailOutbox.count({
      where: { relatedType: "leave_expiry", relatedId: employee.id, subject: { [Op.like]: `%${tag}%` } },
    });
    if (sent) continue;
    const name = `${employee.firstName} ${employee.lastName}`;
    const address = (employee.communicationEmail || employee.email || "").toLowerCase();
    await sequelize.transaction(async (transaction) => {
      if (address) await enqueueMail(expiryMail(name, [address], expiring, tag, employee.id, true), transaction);
      if (hrAddresses.length) await enqueueMail(expiryMail(name, hrAddresses, expiring, tag, employee.id, false), transaction);
    });
    warned += 1;
  }
  return warned;
}

function expiryMail(
  name: string,
  to: string[],
  expiring: { days: number; expiresOn: string },
  tag: string,
  employeeId: number,
  toEmployee: boolean,
): OutgoingMail {
  const when = formatDateNa(expiring.expiresOn);
  const line = toEmployee
    ? `Dear ${name}, ${expiring.days} days of annual leave from your last leave cycle must be taken by ${when}; after that they expire (Labour Act 11 of 2007, s. 23).`
    : `${name} has ${expiring.days} days of annual leave from the last leave cycle that expire on ${when}. Please plan the leave with the employee.`;
  const url = `${getEnv().PUBLIC_URL}${toEmployee ? "/leave" : "/admin/leave-requests"}`;
  return {
    to,
    subject: `Annual leave expiring on ${when} ${tag}`,
    text: `${line}\n\n${url}`,
    html: `<p>${escapeHtml(line)}</p><p><a href="${url}">${escapeHtml(url)}</a></p>`,
    relatedType: "leave_expiry",
    relatedId: employeeId,
  };
}
