// `npm run seed:demo [-- --allow-remote]`: fills the configured database (the embedded one by
// default) with a realistic demo data set, so that a newcomer sees populated dashboards, and
// prints how to log in. Refuses production and, without --allow-remote, any database server
// that is not on this machine. A second run finds the demo admin and changes nothing.
import { parseArgs } from "node:util";
import { connectDatabase } from "../src/server/db/connect.ts";
import { DatabaseLockedError } from "../src/server/db/lock.ts";
import { seedPlans } from "../src/server/db/seed.ts";
import type { DatabaseHandle } from "../src/server/db/types.ts";
import { ConfigError, isProductionEnvironment, loadEnv, type Env } from "../src/server/env.ts";
import { demoSeedRefusal, PRODUCTION_REFUSAL, seedDemo } from "./lib/demo-seed.ts";

const out = (text: string) => process.stdout.write(`${text}\n`);
const fail = (text: string, code: number): never => {
  process.stderr.write(`${text}\n`);
  process.exit(code);
};

const { values } = parseArgs({ options: { "allow-remote": { type: "boolean", default: false } } });

// Before the configuration is checked: a production configuration may be incomplete here.
if (isProductionEnvironment()) fail(PRODUCTION_REFUSAL, 1);

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  env = fail(error.message, 2);
}
const refusal = demoSeedRefusal(env, { allowRemote: values["allow-remote"] });
if (refusal) fail(refusal, 1);

let database: DatabaseHandle;
try {
  database = await connectDatabase(env);
} catch (error) {
  if (!(error instanceof DatabaseLockedError)) throw error;
  database = fail(
    `The embedded database in ${env.DATA_DIR} is in use, most likely by the running server; stop it (Ctrl-C) and run this again.`,
    1,
  );
}
try {
  await database.migrate();
  await seedPlans(database.db);
  const result = await seedDemo(database.db);
  const where =
    database.driver === "pglite"
      ? `the embedded database in ${env.DATA_DIR}`
      : `the ${database.driver} database`;
  if (result.status === "already-seeded") {
    out(`The demo data is already in ${where} (${result.adminEmail} exists); nothing was changed.`);
    out(`Members still log in with the password "${result.memberPassword}".`);
    out(`For a new admin password: npm run admin:create -- --email ${result.adminEmail}`);
  } else {
    const counts = result.counts!;
    out(`Added demo data to ${where}:`);
    out(
      `  ${counts.members} members, ${counts.invoices} invoices, ${counts.inquiries} inquiries (${counts.statusChanges} status changes), ${counts.contactMessages} contact messages`,
    );
    out("");
    out(`Admin:   ${result.adminEmail}  password: ${result.adminPassword}   (shown once; /admin-dashboard)`);
    out(
      `Members: any demo member, e.g. ${result.sampleMemberEmail}  password: ${result.memberPassword}   (/dashboard)`,
    );
  }
} finally {
  await database.close();
}
