// Netlify scheduled function: every fifteen minutes, ask Razorpay about orders left unpaid
// (the browser closed between the checkout and the verification, the webhook lost) and
// invoice the ones it says are paid, through the same code as verification (D2). It only
// wires src/server: configuration, the network database (never PGlite), payments and mail.
import { connectRemote } from "../../src/server/db/remote.ts";
import { loadEnv } from "../../src/server/env.ts";
import { createLogger } from "../../src/server/log.ts";
import { createMailer } from "../../src/server/mail/mailer.ts";
import { createPayments } from "../../src/server/payments/provider.ts";
import { reconcileUnpaidOrders } from "../../src/server/services/reconcile.ts";

export default async function handler(): Promise<void> {
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL, { fn: "payment-reconcile" });
  if (env.databaseDriver === "pglite" || !env.DATABASE_URL) {
    log.error("DATABASE_URL must point at Neon or Postgres in the payment reconcile function");
    return;
  }
  const database = connectRemote({ url: env.DATABASE_URL, driver: env.databaseDriver, maxConnections: 3 });
  try {
    const result = await reconcileUnpaidOrders(database.db, createPayments(env, database.db), {
      // SITE_URL is required in production; the fallback serves local trials of the function.
      siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT}`,
      log,
      mailer: createMailer({ db: database.db, env, log }),
    });
    log.info("payment reconcile finished", { ...result });
  } finally {
    await database.close();
  }
}

export const config = { schedule: "*/15 * * * *" };
