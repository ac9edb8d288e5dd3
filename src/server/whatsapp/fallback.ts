// A WhatsApp message that fails (refused for good, never accepted after MAX_ATTEMPTS, reported
// failed by the webhook, or to a number that sent STOP) becomes "failed" and its fallback
// e-mail is queued in the same transaction, once: the e-mail's id is kept on the row, and a row
// that has one never falls back again (docs/product.md D26, decision 0038).
import { eq, sql } from "drizzle-orm";
import { outgoingWhatsapp } from "../db/schema.ts";
import type { DbOrTx } from "../db/types.ts";
import { enqueueEmail } from "../mail/outbox.ts";

/** The statuses a failure may follow; a delivered or read message stays so (statuses never go back). */
const FAILABLE = new Set(["pending", "sent"]);

export interface Failure {
  lastError: string;
  /** When the failure happened (the webhook's timestamp); the database's clock otherwise. */
  at?: Date;
  /** The attempts the row has made, when this failure is one of them (delivery). */
  attempts?: number;
}

/**
 * Marks the message failed and queues its fallback e-mail, in `tx` (a transaction the caller
 * opened). Returns the id of the e-mail it queued, for delivery after the commit; null when it
 * queued none (no fallback, one already queued, or the message is past failing).
 */
export async function failWithFallback(tx: DbOrTx, id: string, failure: Failure): Promise<string | null> {
  const [row] = await tx
    .select({
      status: outgoingWhatsapp.status,
      fallbackEmail: outgoingWhatsapp.fallbackEmail,
      fallbackEmailId: outgoingWhatsapp.fallbackEmailId,
    })
    .from(outgoingWhatsapp)
    .where(eq(outgoingWhatsapp.id, id))
    .for("update");
  if (!row || !FAILABLE.has(row.status)) return null;
  const emailId =
    row.fallbackEmail && !row.fallbackEmailId ? await enqueueEmail(tx, row.fallbackEmail) : null;
  await tx
    .update(outgoingWhatsapp)
    .set({
      status: "failed",
      lastError: failure.lastError,
      statusAt: failure.at ?? sql`now()`,
      ...(emailId ? { fallbackEmailId: emailId } : {}),
      ...(failure.attempts === undefined ? {} : { attempts: failure.attempts }),
    })
    .where(eq(outgoingWhatsapp.id, id));
  return emailId;
}
