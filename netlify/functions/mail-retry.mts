// Netlify scheduled function: every five minutes, send the outbox's e-mails that the API
// could not send at once (provider down, instance stopped mid-send). It only wires
// src/server: production configuration, the network database (never PGlite) and the mailer.
import { createMailer } from "../../src/server/mail/mailer.ts";
import { scheduledFunction, type ScheduledJob } from "../../src/server/netlify-function.ts";

/** The run itself, exported for the tests, which give it a test configuration. */
export const job: ScheduledJob = async ({ db, env, log }) => {
  // The whole backlog, batch after batch, for as long as the run may last.
  const result = await createMailer({ db, env, log }).drain();
  log.info("mail retry finished", result);
};

export default scheduledFunction("mail-retry", job);

export const config = { schedule: "*/5 * * * *" };
