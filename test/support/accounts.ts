import "./database";
import { MailOutbox } from "#models";
import { createTestUser, unique } from "./factories";
import { settleAccountRequests } from "./jobs";
import { api } from "./session";

/** An employee (Selma) whose forgotten-password request waits for HR, mailed to an address of her own. */
export async function employeeWithPendingRequest(reason: string) {
  const ownMailbox = `${unique("selma")}@example.org`;
  const staff = await createTestUser({ firstName: "Selma", communicationEmail: ownMailbox });
  const response = await api("/api/auth/request-password-reset", { method: "POST", body: { userId: staff.email, reason } });
  if (response.status !== 200) throw new Error(`The reset request answered ${response.status}`);
  await settleAccountRequests();
  return { ...staff, ownMailbox, name: `Selma ${staff.user.lastName}` };
}

/** The invitation link mailed to an address, read from the portal's outbox. */
export async function invitationLinkFor(address: string) {
  await settleAccountRequests();
  const mail = await MailOutbox.findOne({
    where: { toAddresses: address, subject: "Your HR portal account is ready" },
    order: [["id", "DESC"]],
  });
  const match = /https?:\/\/\S+invitation=[A-Za-z0-9_-]+/.exec(mail?.textBody ?? "");
  if (!match) throw new Error(`no invitation mailed to ${address}`);
  return new URL(match[0]);
}
