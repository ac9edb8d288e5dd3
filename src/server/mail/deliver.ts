// Sends the outbox's due e-mails. Safe with any number of instances at once (API functions,
// the scheduled retry, the local timer): each row is claimed by one of them with a lease
// (docs/decisions/0006-outgoing-mail.md). Delivery is at least once: a crash between
// Postmark's answer and the row's update sends that message again when the lease ends.
import { and, asc, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import { outgoingEmails, type EmailAttachmentRef } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import type { Logger } from "../log.ts";
import { claimDue, clockOf, recordRetries, recordSent } from "../outbox/lease.ts";
import { type Attachment, failureOutcome, type MailTransport, type SendOutcome } from "./transport.ts";

/** Draws the documents an e-mail carries (mail/attachments.ts); throws when it cannot. */
export type AttachmentResolver = (refs: readonly EmailAttachmentRef[]) => Promise<Attachment[]>;

/**
 * How long a claimed row is left to the instance that claimed it. It must outlast one round
 * (ROUND_BUDGET_MS to start its slices, then the last slice: its documents drawn and one call
 * to the provider, bounded by the transport's 10 s timeout), or a slow send would be claimed
 * and sent again by another instance. It is also the horizon beyond which a row's
 * next_attempt_at can only be a backoff, never a lease (releaseBackoff).
 */
export const CLAIM_LEASE_SECONDS = 2 * 60;
export const FIRST_RETRY_SECONDS = 30;
export const MAX_RETRY_SECONDS = 60 * 60;
/**
 * Messages that are worthless late, and the longest wait between their attempts: a reset link
 * works for 30 minutes (services/password-reset.ts), so it is tried every minute at most
 * while the provider is down, and goes out within a minute of its return (decision 0006).
 */
export const EXPIRING_TEMPLATE_MAX_RETRY_SECONDS: Readonly<Record<string, number>> = {
  "password-reset": 60,
};
/**
 * Rows claimed by one call when no ids are given; those without attachments go to the
 * provider in one call (Postmark's batch endpoint takes 500).
 */
export const DEFAULT_BATCH_SIZE = 500;
/**
 * E-mails with attachments sent per call to the provider. Their PDFs are drawn just before
 * the call and are all in memory until it returns (base64 in one JSON body), so a round of
 * 500 invoices never holds 500 PDFs at once, and drawing them never runs for long in one go.
 */
export const ATTACHED_SLICE_SIZE = 20;
/**
 * E-mails whose documents are drawn at once. Reading a document is a database round trip that
 * can overlap others; drawing it is CPU on the thread that also serves requests, one document
 * at a time whatever this number, with a turn for the requests after each. Four keeps a few
 * reads in flight without taking more than a few of the pool's connections from requests.
 */
export const ATTACHMENT_CONCURRENCY = 4;
/**
 * How long one round may go on starting slices. What is not started by then is handed back
 * due at once, for the next round or run, instead of waiting out its lease.
 */
export const ROUND_BUDGET_MS = 15_000;
/** Rows in backoff made due at once when the provider answers again (releaseBackoff). */
export const RELEASE_LIMIT = 5_000;
const MAX_ERROR_LENGTH = 500;

/**
 * Seconds to wait after the attempts-th failed attempt: 30 s, 1 min, 2 min ... at most 1 h,
 * or less for a message that expires (EXPIRING_TEMPLATE_MAX_RETRY_SECONDS).
 */
export function retryDelaySeconds(attempts: number, template?: string): number {
  const cap = (template && EXPIRING_TEMPLATE_MAX_RETRY_SECONDS[template]) || MAX_RETRY_SECONDS;
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(attempts - 1, 0), cap);
}

/** Lets the requests waiting on this thread run before the next piece of CPU work. */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export interface DeliverOptions {
  from: string;
  log: Logger;
  /** The clock to use (tests); by default the database's, the one that stamped the rows. */
  now?: Date;
  limit?: number;
  /** Only these e-mails (e.g. the ones just enqueued), if they are due; all of them claimed. */
  ids?: string[];
  /** Draws the attachments of the e-mails that have some. */
  attachments?: AttachmentResolver;
  /** Date.now() after which no slice is started (default: ROUND_BUDGET_MS from the start). */
  deadline?: number;
  /**
   * When an e-mail that had failed before is sent (the provider answers again), make the
   * others waiting in backoff due now (releaseBackoff): the backlog's runs, not requests.
   */
  releaseOnRecovery?: boolean;
}

type OutboxRow = typeof outgoingEmails.$inferSelect;

/**
 * Makes pending rows that wait out a backoff due now, oldest first, at most `limit`. Only rows
 * whose next attempt lies beyond the lease's horizon: a row claimed by a sender is never due
 * later than that, so a message being sent right now is never released to be sent twice. Rows
 * due sooner come due on their own within CLAIM_LEASE_SECONDS. Returns how many were released.
 */
export async function releaseBackoff(
  db: Database,
  options: { limit?: number; now?: Date; plainFirst?: boolean } = {},
): Promise<number> {
  const clock = clockOf(options.now);
  const waiting = db
    .select({ id: outgoingEmails.id })
    .from(outgoingEmails)
    .where(
      and(
        eq(outgoingEmails.status, "pending"),
        gt(outgoingEmails.attempts, 0),
        gt(outgoingEmails.nextAttemptAt, sql`${clock} + make_interval(secs => ${CLAIM_LEASE_SECONDS})`),
      ),
    )
    .orderBy(
      ...(options.plainFirst ? [sql`jsonb_array_length(${outgoingEmails.attachments}) > 0`] : []),
      asc(outgoingEmails.createdAt),
    )
    .limit(options.limit ?? RELEASE_LIMIT)
    .for("update", { skipLocked: true });
  const released = await db
    .update(outgoingEmails)
    .set({ nextAttemptAt: clock })
    .where(inArray(outgoingEmails.id, waiting))
    .returning({ id: outgoingEmails.id });
  return released.length;
}

/** The rows in the order they are sent: those without attachments, then slices of the others. */
function slicesOf(rows: OutboxRow[]): OutboxRow[][] {
  const plain = rows.filter((row) => row.attachments.length === 0);
  const attached = rows.filter((row) => row.attachments.length > 0);
  const slices = plain.length > 0 ? [plain] : [];
  for (let start = 0; start < attached.length; start += ATTACHED_SLICE_SIZE) {
    slices.push(attached.slice(start, start + ATTACHED_SLICE_SIZE));
  }
  return slices;
}

/**
 * The documents of these e-mails, ATTACHMENT_CONCURRENCY e-mails at a time, with a turn for
 * the event loop after each: an e-mail whose documents cannot be drawn gets a failure instead.
 */
async function drawAttachments(
  rows: readonly OutboxRow[],
  resolver: AttachmentResolver | undefined,
): Promise<(Attachment[] | SendOutcome)[]> {
  const files: (Attachment[] | SendOutcome)[] = new Array(rows.length);
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const index = next++;
      const row = rows[index]!;
      if (row.attachments.length === 0) files[index] = [];
      else if (!resolver) files[index] = { error: "No way to draw this e-mail's attachments here" };
      else {
        files[index] = await resolver(row.attachments).catch(failureOutcome);
        await yieldToEventLoop();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(ATTACHMENT_CONCURRENCY, rows.length) }, worker));
  return files;
}

export async function deliverDueEmails(
  db: Database,
  transport: MailTransport,
  options: DeliverOptions,
): Promise<{ sent: number; failed: number }> {
  if (options.ids?.length === 0) return { sent: 0, failed: 0 };
  const { log } = options;
  const clock = clockOf(options.now);
  const deadline = options.deadline ?? Date.now() + ROUND_BUDGET_MS;

  const claimed = await claimDue(db, outgoingEmails, {
    clock,
    leaseSeconds: CLAIM_LEASE_SECONDS,
    limit: options.limit ?? options.ids?.length ?? DEFAULT_BATCH_SIZE,
    ids: options.ids,
  });
  if (claimed.length === 0) return { sent: 0, failed: 0 };

  // Slice after slice: the e-mails without attachments in one call (Postmark: 500 a call),
  // then those with documents a slice at a time, each slice's documents drawn just before
  // its call, so that drawing never holds this thread or the memory for the whole round.
  const outcomes = new Map<string, SendOutcome>();
  const handedBack: OutboxRow[] = [];
  let providerDown: string | undefined;
  for (const slice of slicesOf(claimed)) {
    if (providerDown !== undefined) {
      // The provider took nothing of the last call: the rest would fail the same way, so
      // their documents are not drawn for nothing; they wait as if tried.
      for (const row of slice) outcomes.set(row.id, { error: providerDown });
      continue;
    }
    if (outcomes.size > 0 && Date.now() >= deadline) {
      handedBack.push(...slice);
      continue;
    }
    const files = await drawAttachments(slice, options.attachments);
    const ready = slice.flatMap((row, index) => {
      const drawn = files[index]!;
      return Array.isArray(drawn) ? [{ row, drawn }] : [];
    });
    let sentOutcomes: SendOutcome[] = [];
    if (ready.length > 0) {
      try {
        sentOutcomes = await transport.sendBatch(
          ready.map(({ row, drawn }) => ({
            from: options.from,
            to: row.to,
            subject: row.subject,
            textBody: row.textBody,
            htmlBody: row.htmlBody ?? undefined,
            tag: row.template,
            attachments: drawn,
          })),
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        sentOutcomes = ready.map(() => ({ error: message }));
      }
      // Not one message of the call went, none refused for good: the provider is down.
      const failures = sentOutcomes.filter((outcome) => "error" in outcome && !outcome.permanent);
      if (failures.length === ready.length) providerDown = (failures[0] as { error: string }).error;
    }
    let next = 0;
    slice.forEach((row, index) => {
      const drawn = files[index]!;
      const outcome = Array.isArray(drawn) ? sentOutcomes[next++] : drawn;
      outcomes.set(row.id, outcome ?? { error: "The transport gave no outcome for this e-mail" });
    });
  }

  const sent: { id: string; messageId: string }[] = [];
  const failed: { id: string; attempts: number; lastError: string; delaySeconds: number }[] = [];
  const refused: { id: string; attempts: number; lastError: string }[] = [];
  claimed.forEach((row) => {
    const outcome = outcomes.get(row.id);
    if (!outcome) return; // handed back, below
    const fields = { emailId: row.id, template: row.template, transport: transport.name };
    const attempts = row.attempts + 1;
    if ("messageId" in outcome) {
      log.info("e-mail sent", { ...fields, messageId: outcome.messageId, attempts });
      sent.push({ id: row.id, messageId: outcome.messageId });
      return;
    }
    const lastError = outcome.error.slice(0, MAX_ERROR_LENGTH);
    if (outcome.permanent) {
      // Refused for good (an inactive recipient): "failed", for an admin to see and resend.
      log.warn("e-mail refused for good; it will not be retried", { ...fields, attempts, error: lastError });
      refused.push({ id: row.id, attempts, lastError });
      return;
    }
    const delaySeconds = retryDelaySeconds(attempts, row.template);
    log.warn("e-mail not sent; it will be retried", {
      ...fields,
      attempts,
      retryInSeconds: delaySeconds,
      error: lastError,
    });
    failed.push({ id: row.id, attempts, lastError, delaySeconds });
  });

  // The outcomes, one statement each for the sent and the failed, whatever their number.
  const ids = (rows: { id: string }[]) => sql.param(rows.map((row) => row.id));
  const pending = (column: SQL) => and(eq(outgoingEmails.id, column), eq(outgoingEmails.status, "pending"));
  if (sent.length > 0) {
    await record(log, { emailIds: sent.map((row) => row.id), outcome: "sent" }, () =>
      recordSent(db, outgoingEmails, clock, sent),
    );
  }
  if (failed.length > 0) {
    await record(log, { emailIds: failed.map((row) => row.id), outcome: "failed" }, () =>
      recordRetries(db, outgoingEmails, clock, failed),
    );
  }
  if (refused.length > 0) {
    const attempts = sql.param(refused.map((row) => row.attempts));
    const errors = sql.param(refused.map((row) => row.lastError));
    await record(log, { emailIds: refused.map((row) => row.id), outcome: "refused" }, () =>
      db
        .update(outgoingEmails)
        .set({ status: "failed", attempts: sql`refusal.attempts`, lastError: sql`refusal.last_error` })
        .from(
          sql`unnest(${ids(refused)}::uuid[], ${attempts}::int[], ${errors}::text[]) as refusal(id, attempts, last_error)`,
        )
        .where(pending(sql`refusal.id`)),
    );
  }
  if (handedBack.length > 0) {
    // Not started in time: due again at once for the next round or run, lease or no lease.
    log.info("e-mails handed back for the next round", { count: handedBack.length });
    await record(log, { emailIds: handedBack.map((row) => row.id), outcome: "handed back" }, () =>
      db
        .update(outgoingEmails)
        .set({ nextAttemptAt: clock })
        .where(
          and(
            inArray(
              outgoingEmails.id,
              handedBack.map((row) => row.id),
            ),
            eq(outgoingEmails.status, "pending"),
          ),
        ),
    );
  }
  // An e-mail that had failed before went out: the provider answers again, and the others
  // waiting out a backoff (up to an hour) go now rather than when their wait ends.
  const attemptsBefore = new Map(claimed.map((row) => [row.id, row.attempts]));
  const recovered = sent.some((done) => (attemptsBefore.get(done.id) ?? 0) > 0);
  if (options.releaseOnRecovery && recovered) {
    try {
      const released = await releaseBackoff(db, { now: options.now });
      if (released > 0) log.info("the provider answers again; e-mails in backoff are due now", { released });
    } catch (error) {
      log.error("could not bring the e-mails in backoff forward; they wait out their backoff", { error });
    }
  }
  return { sent: sent.length, failed: failed.length + refused.length };
}

/** Writes an outcome; a failure is logged, never thrown (the lease brings the row back). */
async function record(log: Logger, fields: Record<string, unknown>, write: () => Promise<unknown>) {
  try {
    await write();
  } catch (error) {
    log.error("could not record an e-mail's outcome; it will be tried again when its lease ends", {
      ...fields,
      error,
    });
  }
}
