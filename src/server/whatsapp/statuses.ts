// The delivery statuses WhatsApp reports on the messages we sent (sent, delivered, read,
// failed), recorded on each message without ever going back; a failure falls back to e-mail
// once (fallback.ts). The webhook may report a status before the sender has stored the
// message's Cloud API id (Meta answers the send, then reports, while the sender still writes a
// whole batch's outcomes): such a status is kept, and applied as soon as the id is stored.
// Both sides write first and look second, so whichever comes last finds the other's work.
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import {
  outgoingWhatsapp,
  whatsappUnmatchedStatuses,
  type WHATSAPP_REPORTED_STATUSES,
  type WHATSAPP_STATUSES,
} from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { failWithFallback } from "./fallback.ts";

export type ReportedStatus = (typeof WHATSAPP_REPORTED_STATUSES)[number];
type Status = (typeof WHATSAPP_STATUSES)[number];

/** The order statuses move in: a later report of an earlier status changes nothing. Delivered beats failed. */
const STATUS_ORDER: readonly Status[] = ["pending", "sent", "failed", "delivered", "read"];

/** How long a status that names no message of ours is kept (then swept by the daily jobs). */
export const UNMATCHED_STATUS_DAYS = 7;

export interface StatusReport {
  /** The Cloud API's message id (wamid...). */
  messageId: string;
  status: ReportedStatus;
  at: Date;
  /** A failure's description, as recorded on the message. */
  lastError?: string | null;
}

/**
 * Applies one status to the message with that Cloud API id, if it moves it forward. Returns
 * null when no message has the id (yet); else the fallback e-mail it queued, or "" for none.
 */
async function applyStatus(db: Database, report: StatusReport): Promise<string | null> {
  const [row] = await db
    .select({ id: outgoingWhatsapp.id })
    .from(outgoingWhatsapp)
    .where(eq(outgoingWhatsapp.providerMessageId, report.messageId));
  if (!row) return null;
  if (report.status === "failed") {
    const emailId = await db.transaction((tx) =>
      failWithFallback(tx, row.id, {
        lastError: report.lastError ?? "Reported failed by WhatsApp",
        at: report.at,
      }),
    );
    return emailId ?? "";
  }
  const order = sql.param(STATUS_ORDER);
  await db
    .update(outgoingWhatsapp)
    .set({ status: report.status, statusAt: report.at })
    .where(
      and(
        eq(outgoingWhatsapp.id, row.id),
        sql`array_position(${order}::text[], ${outgoingWhatsapp.status}) < array_position(${order}::text[], ${report.status})`,
      ),
    );
  return "";
}

/**
 * Records a status the webhook reported: on its message, or kept until the message's id is
 * stored. Returns the ids of the fallback e-mails it queued.
 */
export async function recordStatus(db: Database, report: StatusReport): Promise<string[]> {
  const applied = await applyStatus(db, report);
  if (applied !== null) return applied ? [applied] : [];
  await db
    .insert(whatsappUnmatchedStatuses)
    .values({
      providerMessageId: report.messageId,
      status: report.status,
      at: report.at,
      lastError: report.lastError ?? null,
    })
    .onConflictDoNothing();
  // The sender may have stored the id since we looked: then it is applied now, by us.
  return applyKeptStatuses(db, [report.messageId]);
}

/**
 * Applies the kept statuses of these messages (their Cloud API ids, just stored by the sender,
 * or just kept by the webhook), in the order statuses move, and forgets each one applied.
 * Returns the ids of the fallback e-mails it queued.
 */
export async function applyKeptStatuses(db: Database, messageIds: readonly string[]): Promise<string[]> {
  if (messageIds.length === 0) return [];
  const kept = await db
    .select()
    .from(whatsappUnmatchedStatuses)
    .where(inArray(whatsappUnmatchedStatuses.providerMessageId, [...messageIds]));
  kept.sort((a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status));
  const emailIds: string[] = [];
  for (const status of kept) {
    const applied = await applyStatus(db, {
      messageId: status.providerMessageId,
      status: status.status,
      at: status.at,
      lastError: status.lastError,
    });
    if (applied === null) continue;
    if (applied) emailIds.push(applied);
    await db
      .delete(whatsappUnmatchedStatuses)
      .where(
        and(
          eq(whatsappUnmatchedStatuses.providerMessageId, status.providerMessageId),
          eq(whatsappUnmatchedStatuses.status, status.status),
        ),
      );
  }
  return emailIds;
}

/** Forgets kept statuses that found no message in UNMATCHED_STATUS_DAYS (another app's messages). */
export async function sweepUnmatchedStatuses(db: Database, now = new Date()): Promise<number> {
  const swept = await db
    .delete(whatsappUnmatchedStatuses)
    .where(
      lt(
        whatsappUnmatchedStatuses.receivedAt,
        new Date(now.getTime() - UNMATCHED_STATUS_DAYS * 24 * 60 * 60_000),
      ),
    )
    .returning({ id: whatsappUnmatchedStatuses.providerMessageId });
  return swept.length;
}
