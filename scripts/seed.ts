import { DEMO_LOGINS } from "~/demo-logins";
import { seedDemoCompany } from "~/runtime.server";
import { runCli } from "./lib/cli";

/** `npm run seed`: loads the demo company once (tracked in seed_runs). */
await runCli(async () => {
  const applied = await seedDemoCompany();
  console.log(applied.length ? `Seeded: ${applied.join(", ")}` : "The demo data is already loaded.");
  console.log(`HR administrator: ${DEMO_LOGINS.hr.email} / ${DEMO_LOGINS.hr.password}`);
  console.log(`Employee:         ${DEMO_LOGINS.employee.email} / ${DEMO_LOGINS.employee.password}`);
});
