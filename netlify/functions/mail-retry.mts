// Netlify scheduled function: every minute, send the outbox's e-mails and WhatsApp messages
// that the API could not send at once (provider down, instance stopped mid-send), and after an
// outage the whole backlog, batch after batch, within the run's time (decision 0006). It only
// wires src/server: production configuration, the network database (never PGlite), the mailer
// and the WhatsApp sender.
import { scheduledFunction, type ScheduledJob } from "../../src/server/netlify-function.ts";
import { createSenders } from "../../src/server/senders.ts";

/** The run itself, exported for the tests, which give it a test configuration. */
export const job: ScheduledJob = async ({ db, env, log }) => {
  const senders = createSenders({ db, env, log });
  // WhatsApp first: a message that fails for good queues its fallback e-mail, which the
  // mail drain then sends in the same run.
  const whatsapp = await senders.whatsapp.drain();
  log.info("WhatsApp retry finished", whatsapp);
  const { mailer } = senders;
  // The whole backlog, batch after batch, for as long as the run may last.
  const result = await mailer.drain();
  log.info("mail retry finished", result);
};

export default scheduledFunction("mail-retry", job);

/**
 * Every minute: a run that finds nothing due costs one statement, and a reset link queued
 * during an outage goes within about a minute of the provider's return (decision 0006).
 */
export const config = { schedule: "* * * * *" };
