import { parseArgs } from "node:util";
import * as z from "zod/mini";
import { emailField, passwordField, requiredText } from "~/utils/validation";
import { CliError, runCli } from "./lib/cli";

const USAGE =
  "Usage: npm run create-user -- --email E (--password P | --invite) --role hr|employee --first-name F --last-name L [--employee-id ID]";

const ArgsSchema = z.object({
  email: emailField("--email must be a valid email address", "--email is required"),
  password: z.optional(passwordField("--password must be at least 8 characters long")),
  invite: z.optional(z.boolean()),
  role: z.enum(["hr", "employee"], { error: "--role must be hr or employee" }),
  "first-name": requiredText("--first-name is required"),
  "last-name": requiredText("--last-name is required"),
  "employee-id": z.optional(
    z
      .string()
      .check(z.trim(), z.minLength(1, "--employee-id must not be empty"), z.maxLength(50, "--employee-id is at most 50 characters")),
  ),
});

function readArgs() {
  try {
    const { values } = parseArgs({
      options: {
        email: { type: "string" },
        password: { type: "string" },
        role: { type: "string" },
        "first-name": { type: "string" },
        "last-name": { type: "string" },
        "employee-id": { type: "string" },
        invite: { type: "boolean" },
      },
      strict: true,
    });
    const parsed = ArgsSchema.safeParse(values);
    if (!parsed.success) {
      throw new CliError(`${parsed.error.issues.map((issue) => issue.message).join("\n")}\n${USAGE}`);
    }
    if (!parsed.data.password && !parsed.data.invite) throw new CliError(`--password or --invite is required\n${USAGE}`);
    if (parsed.data.invite && !parsed.data["employee-id"])
      throw new CliError(`--invite needs --employee-id (the invitation belongs to an employee)\n${USAGE}`);
    return parsed.data;
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`${(error as Error).message}\n${USAGE}`);
  }
}

/** `npm run create-user`: creates or updates a login (and its employee record) for an operator. */
let args: z.infer<typeof ArgsSchema>;
try {
  args = readArgs();
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

await runCli(async () => {
  // Loaded once the arguments are good: a mistyped command answers at once, without loading the portal's services.
  const { createOrUpdateUser } = await import("~/services/accounts/account.server");
  const { createInvitationForOperator } = await import("~/services/accounts/invitations.server");
  const { user, employee, created } = await createOrUpdateUser({
    email: args.email,
    password: args.password,
    role: args.role,
    firstName: args["first-name"],
    lastName: args["last-name"],
    employeeId: args["employee-id"],
  });
  console.log(
    `${created ? "Created" : "Updated"} ${user.role} login ${user.email}` + (employee ? ` linked to employee ${employee.employeeId}` : ""),
  );
  if (args.invite && employee) {
    // For the operator to hand over: the link and code are shown here once, only their hashes are stored.
    const invitation = await createInvitationForOperator(employee.id);
    console.log(
      `Invitation (valid once, until ${invitation.expiresAt.toISOString()}):\n  link: ${invitation.url}\n  or employee ID ${employee.employeeId} with code ${invitation.code}`,
    );
  }
});
