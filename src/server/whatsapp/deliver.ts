// Sends the WhatsApp outbox's due messages, the way mail/deliver.ts sends e-mail
// (docs/decisions/0006-outgoing-mail.md): each row is claimed by one sender with a lease, so
// any number of instances (API functions, the scheduled retry, the local timer) may run at
// once; a crash between the Cloud API's answer and the row's update sends that message again
// when the lease ends (at least once). Unlike e-mail, a message does not wait forever: refused
// for good, or still unsent after MAX_ATTEMPTS, it falls back to e-mail (fallback.ts).
import { outgoingWhatsapp } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import type { Logger } from "../log.ts";
import { claimDue, clockOf, recordRetries, recordSent } from "../outbox/lease.ts";
import { failWithFallback } from "./fallback.ts";
import { applyKeptStatuses } from "./statuses.ts";
import type { WhatsAppOutcome, WhatsAppTransport } from "./transport.ts";

/** How long a claimed row is left to its sender: a batch takes at most a few timeouts (10 s each). */
export const CLAIM_LEASE_SECONDS = 5 * 60;
export const FIRST_RETRY_SECONDS = 30;
export const MAX_RETRY_SECONDS = 15 * 60;
/**
 * Attempts after which a message that was never accepted falls back to e-mail: about 45 minutes
 * of retries (30 s, 1, 2, 4, 8, 15, 15 min), past which news on WhatsApp is late news.
 */
export const MAX_ATTEMPTS = 8;
/** Rows one call claims when no ids are given (the Cloud API takes one message per call). */
export const DEFAULT_BATCH_SIZE = 50;
/** Calls to the Cloud API under way at once: 50 messages take about 7 rounds of its answer time. */
export const SEND_CONCURRENCY = 8;
const MAX_ERROR_LENGTH = 500;

/** Seconds to wait after the attempts-th failed attempt: 30 s, 1 min, 2 min ... at most 15 min. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_SECONDS);
}

export interface DeliverWhatsAppOptions {
  log: Logger;
  /** The clock to use (tests); by default the database's, the one that stamped the rows. */
  now?: Date;
  limit?: number;
  /** Only these messages (e.g. the ones just queued), if they are due. */
  ids?: string[];
}

export interface WhatsAppDelivery {
  sent: number;
  failed: number;
  /** Fallback e-mails queued for messages that failed for good, to be delivered now. */
  emailIds: string[];
}

export async function deliverDueWhatsApp(
  db: Database,
  transport: WhatsAppTransport,
  options: DeliverWhatsAppOptions,
): Promise<WhatsAppDelivery> {
  const none: WhatsAppDelivery = { sent: 0, failed: 0, emailIds: [] };
  if (options.ids?.length === 0) return none;
  const { log } = options;
  const clock = clockOf(options.now);
  // Claimed with a lease, as the e-mails are (outbox/lease.ts).
  const claimed = await claimDue(db, outgoingWhatsapp, {
    clock,
    leaseSeconds: CLAIM_LEASE_SECONDS,
    limit: options.limit ?? options.ids?.length ?? DEFAULT_BATCH_SIZE,
    ids: options.ids,
  });
  if (claimed.length === 0) return none;

  const outcomes = await mapBounded(claimed, SEND_CONCURRENCY, (row) =>
    transport.send(row.body).catch((error: unknown): WhatsAppOutcome => ({
      error: error instanceof Error ? error.message : String(error),
    })),
  );

  const sent: { id: string; messageId: string }[] = [];
  const retried: { id: string; attempts: number; lastError: string; delaySeconds: number }[] = [];
  const given: { id: string; attempts: number; lastError: string }[] = [];
  claimed.forEach((row, index) => {
    const outcome = outcomes[index]!;
    const attempts = row.attempts + 1;
    const fields = { whatsappId: row.id, template: row.template, transport: transport.name, attempts };
    if ("messageId" in outcome) {
      log.info("WhatsApp message sent", { ...fields, messageId: outcome.messageId });
      sent.push({ id: row.id, messageId: outcome.messageId });
      return;
    }
    const lastError = outcome.error.slice(0, MAX_ERROR_LENGTH);
    if (outcome.permanent || attempts >= MAX_ATTEMPTS) {
      log.warn("WhatsApp message failed; it falls back to e-mail", { ...fields, error: lastError });
      given.push({ id: row.id, attempts, lastError });
      return;
    }
    const delaySeconds = retryDelaySeconds(attempts);
    log.warn("WhatsApp message not sent; it will be retried", {
      ...fields,
      retryInSeconds: delaySeconds,
      error: lastError,
    });
    retried.push({ id: row.id, attempts, lastError, delaySeconds });
  });

  const emailIds: string[] = [];
  if (sent.length > 0) {
    await record(log, sent, async () => {
      await recordSent(db, outgoingWhatsapp, clock, sent);
      // Statuses the webhook reported before the ids were stored: applied now (statuses.ts).
      emailIds.push(
        ...(await applyKeptStatuses(
          db,
          sent.map((row) => row.messageId),
        )),
      );
    });
  }
  if (retried.length > 0) {
    await record(log, retried, () => recordRetries(db, outgoingWhatsapp, clock, retried));
  }
  for (const row of given) {
    await record(log, [row], async () => {
      const emailId = await db.transaction((tx) =>
        failWithFallback(tx, row.id, { lastError: row.lastError, attempts: row.attempts }),
      );
      if (emailId) emailIds.push(emailId);
    });
  }
  return { sent: sent.length, failed: retried.length + given.length, emailIds };
}

/** Writes an outcome; a failure is logged, never thrown (the lease brings the row back). */
async function record(log: Logger, rows: { id: string }[], write: () => Promise<unknown>) {
  try {
    await write();
  } catch (error) {
    log.error("could not record a WhatsApp message's outcome; it will be tried again when its lease ends", {
      whatsappIds: rows.map((row) => row.id),
      error,
    });
  }
}

/** `work` on every item, at most `limit` at once; the results in the items' order. */
async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
