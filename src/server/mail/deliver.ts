// Sends the outbox's due e-mails. Safe with any number of instances at once (API functions,
// the scheduled retry, the local timer): each row is claimed by one of them with a lease
// (docs/decisions/0006-outgoing-mail.md). Delivery is at least once: a crash between
// Postmark's answer and the row's update sends that message again when the lease ends.
import { and, asc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import { outgoingEmails, type EmailAttachmentRef } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import type { Logger } from "../log.ts";
import { type Attachment, failureOutcome, type MailTransport, type SendOutcome } from "./transport.ts";

/** Draws the documents an e-mail carries (mail/attachments.ts); throws when it cannot. */
export type AttachmentResolver = (refs: readonly EmailAttachmentRef[]) => Promise<Attachment[]>;

/**
 * How long a claimed row is left to the instance that claimed it. It must outlast one
 * batch (one call to Postmark per 500 messages, each bounded by the transport's timeout) or a
 * slow send would be claimed and sent again by another instance.
 */
export const CLAIM_LEASE_SECONDS = 5 * 60;
export const FIRST_RETRY_SECONDS = 30;
export const MAX_RETRY_SECONDS = 60 * 60;
/**
 * Rows claimed by one call when no ids are given; they go to the provider in one call
 * (Postmark's batch endpoint takes 500).
 */
export const DEFAULT_BATCH_SIZE = 500;
const MAX_ERROR_LENGTH = 500;

/** Seconds to wait after the attempts-th failed attempt: 30 s, 1 min, 2 min ... at most 1 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_SECONDS);
}

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
}

export async function deliverDueEmails(
  db: Database,
  transport: MailTransport,
  options: DeliverOptions,
): Promise<{ sent: number; failed: number }> {
  if (options.ids?.length === 0) return { sent: 0, failed: 0 };
  const { log } = options;
  const clock: SQL = options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`now()`;
  const after = (seconds: number) => sql`${clock} + make_interval(secs => ${seconds})`;

  // One statement claims the rows: rows another instance holds locked are skipped, and the
  // lease moves next_attempt_at past `now` so nobody else finds them due until it ends.
  const due = db
    .select({ id: outgoingEmails.id })
    .from(outgoingEmails)
    .where(
      and(
        eq(outgoingEmails.status, "pending"),
        lte(outgoingEmails.nextAttemptAt, clock),
        // One parameter for any number of ids: the statement's text stays the same.
        options.ids ? sql`${outgoingEmails.id} = any(${sql.param(options.ids)}::uuid[])` : undefined,
      ),
    )
    .orderBy(asc(outgoingEmails.createdAt))
    .limit(options.limit ?? options.ids?.length ?? DEFAULT_BATCH_SIZE)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(outgoingEmails)
    .set({ nextAttemptAt: after(CLAIM_LEASE_SECONDS) })
    .where(inArray(outgoingEmails.id, due))
    .returning();
  if (claimed.length === 0) return { sent: 0, failed: 0 };

  // The documents they carry, drawn now; an e-mail whose documents cannot be drawn waits.
  const files = await Promise.all(
    claimed.map(async (row): Promise<Attachment[] | SendOutcome> => {
      if (row.attachments.length === 0) return [];
      if (!options.attachments) return { error: "No way to draw this e-mail's attachments here" };
      return options.attachments(row.attachments).catch(failureOutcome);
    }),
  );
  const ready = claimed.filter((_, index) => Array.isArray(files[index]));

  // All of them in one call where the provider takes batches (Postmark: 500 a call).
  let sentOutcomes: SendOutcome[] = [];
  try {
    sentOutcomes = await transport.sendBatch(
      ready.map((row) => ({
        from: options.from,
        to: row.to,
        subject: row.subject,
        textBody: row.textBody,
        htmlBody: row.htmlBody ?? undefined,
        tag: row.template,
        attachments: files[claimed.indexOf(row)] as Attachment[],
      })),
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    sentOutcomes = ready.map(() => ({ error: message }));
  }
  let next = 0;
  const outcomes = files.map((file) => (Array.isArray(file) ? sentOutcomes[next++] : file));

  const sent: { id: string; messageId: string }[] = [];
  const failed: { id: string; attempts: number; lastError: string; retryInSeconds: number }[] = [];
  const refused: { id: string; attempts: number; lastError: string }[] = [];
  claimed.forEach((row, index) => {
    const outcome = outcomes[index] ?? { error: "The transport gave no outcome for this e-mail" };
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
    const retryInSeconds = retryDelaySeconds(attempts);
    log.warn("e-mail not sent; it will be retried", {
      ...fields,
      attempts,
      retryInSeconds,
      error: lastError,
    });
    failed.push({ id: row.id, attempts, lastError, retryInSeconds });
  });

  // The outcomes, one statement each for the sent and the failed, whatever their number.
  const ids = (rows: { id: string }[]) => sql.param(rows.map((row) => row.id));
  const pending = (column: SQL) => and(eq(outgoingEmails.id, column), eq(outgoingEmails.status, "pending"));
  if (sent.length > 0) {
    const messageIds = sql.param(sent.map((row) => row.messageId));
    await record(log, { emailIds: sent.map((row) => row.id), outcome: "sent" }, () =>
      db
        .update(outgoingEmails)
        .set({
          status: "sent",
          sentAt: clock,
          providerMessageId: sql`done.message_id`,
          attempts: sql`${outgoingEmails.attempts} + 1`,
        })
        .from(sql`unnest(${ids(sent)}::uuid[], ${messageIds}::text[]) as done(id, message_id)`)
        .where(pending(sql`done.id`)),
    );
  }
  if (failed.length > 0) {
    const attempts = sql.param(failed.map((row) => row.attempts));
    const errors = sql.param(failed.map((row) => row.lastError));
    const delays = sql.param(failed.map((row) => row.retryInSeconds));
    await record(log, { emailIds: failed.map((row) => row.id), outcome: "failed" }, () =>
      db
        .update(outgoingEmails)
        .set({
          attempts: sql`failure.attempts`,
          lastError: sql`failure.last_error`,
          nextAttemptAt: sql`${clock} + make_interval(secs => failure.delay)`,
        })
        .from(
          sql`unnest(${ids(failed)}::uuid[], ${attempts}::int[], ${errors}::text[], ${delays}::int[]) as failure(id, attempts, last_error, delay)`,
        )
        .where(pending(sql`failure.id`)),
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
