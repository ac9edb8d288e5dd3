// `npm run db:migrate`: applies drizzle/ to the database of DATABASE_URL (Netlify runs it at
// deploy time) or, without one, to the embedded database; then seeds the plan catalogue.
import { connectDatabase } from "../src/server/db/connect.ts";
import { seedPlans } from "../src/server/db/seed.ts";
import { loadEnv } from "../src/server/env.ts";

const env = loadEnv();
const database = await connectDatabase(env);
try {
  await database.migrate();
  await seedPlans(database.db);
  process.stdout.write(`Migrated the ${database.driver} database and seeded the plans.\n`);
} finally {
  await database.close();
}
