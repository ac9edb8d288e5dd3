// Netlify scheduled function: every five minutes, send the outbox's e-mails that the API
// could not send at once (provider down, instance stopped mid-send). It only wires
// src/server: configuration, the network database (never PGlite) and the mailer.
import { connectRemote } from "../../src/server/db/remote.ts";
import { loadEnv } from "../../src/server/env.ts";
import { createLogger } from "../../src/server/log.ts";
import { createMailer } from "../../src/server/mail/mailer.ts";

export default async function handler(): Promise<void> {
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL, { fn: "mail-retry" });
  if (env.databaseDriver === "pglite" || !env.DATABASE_URL) {
    log.error("DATABASE_URL must point at Neon or Postgres in the mail retry function");
    return;
  }
  const database = connectRemote({ url: env.DATABASE_URL, driver: env.databaseDriver, maxConnections: 3 });
  try {
    const result = await createMailer({ db: database.db, env, log }).deliver();
    log.info("mail retry finished", result);
  } finally {
    await database.close();
  }
}

export const config = { schedule: "*/5 * * * *" };
