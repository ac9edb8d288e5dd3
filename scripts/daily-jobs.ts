// `npm run jobs:daily [-- --as-of YYYY-MM-DD]`: the daily jobs once (membership reminders, renewal offers,
// the operators' digest of stale inquiries and expiring quotes, the rate limits' old counters), as the scheduled function runs them on Netlify and the
// running server every hour. `npm run memberships:remind` runs the reminders alone.
import { parseArgs } from "node:util";
import { loadEnv } from "../src/server/env.ts";
import { createLogger } from "../src/server/log.ts";
import { deliverAll } from "../src/server/background.ts";
import { channelsOf, operatorsOf } from "../src/server/notify/notifier.ts";
import { createSenders } from "../src/server/senders.ts";
import { runDailyJobs } from "../src/server/services/daily.ts";
import { sendMembershipReminders } from "../src/server/services/memberships.ts";
import { parseAsOf } from "./lib/as-of.ts";
import { openForCommand } from "./lib/open-database.ts";

const { values } = parseArgs({
  options: { "as-of": { type: "string" }, "reminders-only": { type: "boolean", default: false } },
});
const asOf = parseAsOf(values["as-of"]);
const env = loadEnv();
const log = createLogger(env.LOG_LEVEL);
const database = await openForCommand(env, "runs the daily jobs every hour");
try {
  const { mailer, whatsapp } = createSenders({ db: database.db, env, log });
  if (values["reminders-only"]) {
    const { emailIds, whatsappIds, sent } = await sendMembershipReminders(database.db, {
      asOf,
      siteUrl: env.siteUrl,
      ...channelsOf(env),
    });
    await deliverAll({ mailer, whatsapp }, { emailIds, whatsappIds });
    process.stdout.write(`Membership reminders as of ${values["as-of"] ?? "today"}: ${sent} sent.\n`);
  } else {
    const result = await runDailyJobs(database.db, {
      asOf,
      siteUrl: env.siteUrl,
      ...operatorsOf(env),
      mailer,
      whatsappSender: whatsapp,
      log,
    });
    process.stdout.write(
      `Daily jobs as of ${values["as-of"] ?? "today"}: ${result.reminders} membership reminders sent, ` +
        `${result.offers} renewal offers sent, ` +
        `${result.digests ? "the operators' digest sent" : "no operators' digest"}, ` +
        `${result.sweptRateLimits} old rate-limit counters swept.\n`,
    );
  }
} finally {
  await database.close();
}
