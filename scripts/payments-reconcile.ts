// `npm run payments:reconcile [-- --min-age-minutes 10 --max-age-days 7]`: asks the payment
// provider about the orders left unpaid (by default 10 minutes to 7 days old) and invoices
// those it says are paid, as the local server does every 15 minutes and the scheduled
// function does on Netlify. Exits 1 when an order could not be checked.
import { parseArgs } from "node:util";
import { loadEnv } from "../src/server/env.ts";
import { createLogger } from "../src/server/log.ts";
import { createPayments } from "../src/server/payments/provider.ts";
import { createSenders } from "../src/server/senders.ts";
import {
  RECONCILE_MAX_AGE_MS,
  RECONCILE_MIN_AGE_MS,
  reconcileUnpaidOrders,
} from "../src/server/services/reconcile.ts";
import { paymentContext } from "../src/server/services/payments.ts";
import { openForCommand } from "./lib/open-database.ts";

const DAY_MS = 24 * 60 * 60_000;

const { values } = parseArgs({
  options: { "min-age-minutes": { type: "string" }, "max-age-days": { type: "string" } },
});
const minAgeMinutes = Number(values["min-age-minutes"] ?? RECONCILE_MIN_AGE_MS / 60_000);
const maxAgeDays = Number(values["max-age-days"] ?? RECONCILE_MAX_AGE_MS / DAY_MS);
if (!Number.isFinite(minAgeMinutes) || minAgeMinutes < 0 || !Number.isFinite(maxAgeDays) || maxAgeDays <= 0) {
  process.stderr.write("--min-age-minutes must be 0 or more and --max-age-days more than 0\n");
  process.exit(2);
}

const env = loadEnv();
const log = createLogger(env.LOG_LEVEL);
const database = await openForCommand(env, "already reconciles payments every 15 minutes");
try {
  const { mailer, whatsapp } = createSenders({ db: database.db, env, log });
  const result = await reconcileUnpaidOrders(database.db, createPayments(env, database.db), {
    context: paymentContext(env),
    minAgeMs: minAgeMinutes * 60_000,
    maxAgeMs: maxAgeDays * DAY_MS,
    log,
    mailer,
    whatsappSender: whatsapp,
  });
  process.stdout.write(
    `Checked ${result.checked} unpaid orders (${env.providers.payments} provider): ` +
      `${result.recovered} recovered and invoiced, ${result.failed} with failed payments only, ` +
      `${result.errors} could not be checked.\n`,
  );
  if (result.errors > 0) process.exitCode = 1;
} finally {
  await database.close();
}
