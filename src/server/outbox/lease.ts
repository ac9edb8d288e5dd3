// What the e-mail and WhatsApp outboxes share (docs/decisions/0006-outgoing-mail.md, 0038): a
// sender claims due rows with a lease, so that any number of senders at once (API functions,
// the scheduled retry, the local timer) never send one message twice, and writes the outcomes
// of a whole batch in one statement each. Each channel keeps what differs: how it sends, how
// long it waits between attempts, and when it gives up.
import { and, asc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { outgoingEmails, outgoingWhatsapp } from "../db/schema.ts";
import type { Database } from "../db/types.ts";

/** An outbox table: both have the columns a lease and an outcome are written in. */
export type OutboxTable = typeof outgoingEmails | typeof outgoingWhatsapp;

/** The clock of a statement: the given one (tests) or the database's, the one that stamped the rows. */
export const clockOf = (now?: Date): SQL => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);

/**
 * Claims the due pending rows (only `ids` when given, all of them if due), oldest first, at most
 * `limit`, in one statement: rows another sender holds locked are skipped, and the lease moves
 * next_attempt_at `leaseSeconds` past the clock so that nobody else finds them due until it ends.
 */
export async function claimDue<T extends OutboxTable>(
  db: Database,
  table: T,
  options: { clock: SQL; leaseSeconds: number; limit: number; ids?: string[] },
): Promise<T["$inferSelect"][]> {
  const outbox = table as typeof outgoingEmails;
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, "pending"),
        lte(outbox.nextAttemptAt, options.clock),
        // One parameter for any number of ids: the statement's text stays the same.
        options.ids ? sql`${outbox.id} = any(${sql.param(options.ids)}::uuid[])` : undefined,
      ),
    )
    .orderBy(asc(outbox.createdAt))
    .limit(options.limit)
    .for("update", { skipLocked: true });
  return (await db
    .update(outbox)
    .set({ nextAttemptAt: sql`${options.clock} + make_interval(secs => ${options.leaseSeconds})` })
    .where(inArray(outbox.id, due))
    .returning()) as T["$inferSelect"][];
}

/** Marks these rows sent with the provider's ids, in one statement (pending rows only). */
export function recordSent(
  db: Database,
  table: OutboxTable,
  clock: SQL,
  sent: readonly { id: string; messageId: string }[],
) {
  const outbox = table as typeof outgoingEmails;
  return db
    .update(outbox)
    .set({
      status: "sent",
      sentAt: clock,
      providerMessageId: sql`done.message_id`,
      attempts: sql`${outbox.attempts} + 1`,
    })
    .from(
      sql`unnest(${sql.param(sent.map((row) => row.id))}::uuid[], ${sql.param(sent.map((row) => row.messageId))}::text[]) as done(id, message_id)`,
    )
    .where(and(eq(outbox.id, sql`done.id`), eq(outbox.status, "pending")));
}

/** Records a failed attempt on each row and when to try it again, in one statement (pending rows only). */
export function recordRetries(
  db: Database,
  table: OutboxTable,
  clock: SQL,
  failed: readonly { id: string; attempts: number; lastError: string; delaySeconds: number }[],
) {
  const outbox = table as typeof outgoingEmails;
  const column = <K extends keyof (typeof failed)[number]>(key: K) =>
    sql.param(failed.map((row) => row[key]));
  return db
    .update(outbox)
    .set({
      attempts: sql`failure.attempts`,
      lastError: sql`failure.last_error`,
      nextAttemptAt: sql`${clock} + make_interval(secs => failure.delay)`,
    })
    .from(
      sql`unnest(${column("id")}::uuid[], ${column("attempts")}::int[], ${column("lastError")}::text[], ${column("delaySeconds")}::int[]) as failure(id, attempts, last_error, delay)`,
    )
    .where(and(eq(outbox.id, sql`failure.id`), eq(outbox.status, "pending")));
}
