// The work done once a day (docs/product.md D20, D21, D22, D26): membership and balance reminders,
// renewal offers to members who asked for offers, the
// operators' digest of stale inquiries, expiring quotes and overdue balances, sweeping the rate limits' old counters,
// erasing what legal holds kept once they end and visitors' spent data requests (D27). A scheduled function runs it on Netlify (netlify/functions/daily.mts), the
// running server locally (every hour: each piece does nothing twice), and
// `npm run jobs:daily -- --as-of YYYY-MM-DD` once, as of a day.
import { deliverAll, startLoop, type Deliveries } from "../background.ts";
import type { Database } from "../db/types.ts";
import { createLogger, type Logger } from "../log.ts";
import { sweepRateLimits } from "../rate-limit/limiter.ts";
import { formatIsoDay } from "../../lib/dates.ts";
import { sendBalanceReminders } from "./bookings.ts";
import { sweepDataRequests } from "./data-requests.ts";
import { releaseEndedHolds } from "./erasure.ts";
import { sendMembershipOffers, sendMembershipReminders } from "./memberships.ts";
import { queuedTogether, type OperatorContacts } from "../notify/notifier.ts";
import { sweepUnmatchedStatuses } from "../whatsapp/statuses.ts";
import { sendOperatorDigest } from "./operator-digest.ts";

export const DAILY_CHECK_INTERVAL_MS = 60 * 60_000;

/**
 * The operators' contacts receive the daily digest (OPERATOR_EMAIL, OPERATOR_WHATSAPP; none is
 * made without them), and the channels say whether WhatsApp is on (operatorsOf).
 */
export interface DailyOptions extends OperatorContacts {
  /** The day it runs as of (the business's calendar day of this moment). */
  asOf: Date;
  siteUrl: string;
  /** Sends the e-mails it queued at once; else the outbox's retry does. */
  mailer?: Deliveries["mailer"];
  /** Sends the WhatsApp messages it queued at once (with the mailer); else the retry does. */
  whatsappSender?: Deliveries["whatsapp"];
  log?: Logger;
}

export interface DailyResult {
  reminders: number;
  /** Balance reminders sent to customers (D22). */
  balanceReminders: number;
  /** Renewal offers sent to members whose membership ended, with their offers consent (D26). */
  offers: number;
  /** 1 when this run sent the day's digest. */
  digests: number;
  sweptRateLimits: number;
  /** Legal holds that ended, and what they kept erased (D27; decision 0039). */
  releasedHolds: number;
  /** Visitors' data requests spent or past their day, deleted with the address they kept. */
  sweptDataRequests: number;
}

export async function runDailyJobs(db: Database, options: DailyOptions): Promise<DailyResult> {
  const log = (options.log ?? createLogger("silent")).child({ module: "daily" });
  const { asOf, siteUrl, whatsapp } = options;
  const reminders = await sendMembershipReminders(db, { asOf, siteUrl, whatsapp });
  const balanceReminders = await sendBalanceReminders(db, siteUrl, formatIsoDay(asOf), { whatsapp });
  const offers = await sendMembershipOffers(db, { asOf, siteUrl, whatsapp });
  const digest = await sendOperatorDigest(db, options);
  // Old counters by the real clock, whatever day the reminders are sent as of.
  const sweptRateLimits = await sweepRateLimits(db);
  const sweptStatuses = await sweepUnmatchedStatuses(db);
  // What the law kept is erased by the real calendar too: a run as of a later day never ends a
  // hold early.
  const releasedHolds = await releaseEndedHolds(db, formatIsoDay(new Date()));
  const sweptDataRequests = await sweepDataRequests(db);
  // What it queued goes at once when it was given the deliveries; else the outboxes' retry sends it.
  if (options.mailer) {
    await deliverAll(
      { mailer: options.mailer, whatsapp: options.whatsappSender },
      queuedTogether(reminders, balanceReminders, offers, digest),
    );
  }
  const result = {
    reminders: reminders.sent,
    balanceReminders: balanceReminders.sent,
    offers: offers.sent,
    digests: digest ? 1 : 0,
    sweptRateLimits,
    releasedHolds,
    sweptDataRequests,
  };
  log.info("daily jobs finished", { ...result, sweptStatuses });
  return result;
}

/**
 * Runs the daily jobs now and every hour in the local server; never two runs at once. The
 * returned function stops the timer and waits for a run in progress.
 */
export function startDailyLoop(
  db: Database,
  options: Omit<DailyOptions, "asOf"> & { intervalMs?: number },
): () => Promise<void> {
  return startLoop(() => runDailyJobs(db, { ...options, asOf: new Date() }), {
    intervalMs: options.intervalMs ?? DAILY_CHECK_INTERVAL_MS,
    log: options.log ?? createLogger("silent"),
    failure: "daily jobs failed; they run again within the hour",
  });
}
