import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Employee } from "#models";
import { requireUser } from "~/auth.server";
import { getDb } from "~/db.server";
import { ApiCommunicationEmailSchema } from "~/schemas/auth";
import { setCommunicationEmail } from "~/services/account.server";
import { methodNotAllowed, parseId, parseJsonBody } from "~/utils/api.server";

export async function loader(_args: LoaderFunctionArgs) {
  methodNotAllowed(["PUT"]);
}

/**
 * PUT with {communicationEmail}: an employee sets their own; HR may set anyone's.
 * Another employee's record answers 404, as if it did not exist.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request, { allowIncompleteSetup: true });
  if (request.method !== "PUT") methodNotAllowed(["PUT"]);
  const id = parseId(params.id);
  const isOwn = user.employee?.id === id;
  if (!isOwn && user.role !== "hr") return json({ message: "Not found" }, { status: 404 });
  getDb();
  const exists = await Employee.count({ where: { id, deletedAt: null } });
  if (!exists) return json({ message: "Not found" }, { status: 404 });
  const { communicationEmail } = await parseJsonBody(request, ApiCommunicationEmailSchema);
  await setCommunicationEmail(id, communicationEmail);
  return json({ id, communicationEmail });
}
