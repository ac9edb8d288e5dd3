// Netlify scheduled function: every day at 09:00 in India (03:30 UTC), the daily jobs:
// membership reminders, renewal offers, the operators' digest and the rate limits' old counters
// (src/server/services/daily.ts). It
// only wires src/server: production configuration, the network database (never PGlite) and
// the senders, so that what the jobs queue goes at once on e-mail and WhatsApp alike.
import { scheduledFunction, type ScheduledJob } from "../../src/server/netlify-function.ts";
import { operatorsOf } from "../../src/server/notify/notifier.ts";
import { createSenders } from "../../src/server/senders.ts";
import { runDailyJobs } from "../../src/server/services/daily.ts";

/** The run itself, exported for the tests, which give it a test configuration. */
export const job: ScheduledJob = async ({ db, env, log }) => {
  const { mailer, whatsapp } = createSenders({ db, env, log });
  await runDailyJobs(db, {
    asOf: new Date(),
    siteUrl: env.siteUrl,
    ...operatorsOf(env),
    log,
    mailer,
    whatsappSender: whatsapp,
  });
};

export default scheduledFunction("daily", job);

export const config = { schedule: "30 3 * * *" };
