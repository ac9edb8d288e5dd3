// The outbox (docs/decisions/0006-outgoing-mail.md): an e-mail is a row first, written in
// the same transaction as the data it is about, and only then sent by deliverDueEmails.
// If the transaction rolls back there is no e-mail; if the provider is down the row waits.
import { randomUUID } from "node:crypto";
import { outgoingEmails, type EmailAttachmentRef } from "../db/schema.ts";
import type { DbOrTx } from "../db/types.ts";
import { assertHeaderSafe } from "./headers.ts";

/** A database or a transaction opened on it (`db.transaction(async (tx) => ...)`). */
export type { DbOrTx };

export interface EmailInput {
  to: string;
  subject: string;
  textBody: string;
  htmlBody?: string;
  /** Which message this is, e.g. "password-reset"; sent to Postmark as the Tag. */
  template: string;
  /** Documents drawn and attached when it is sent (attachments.ts). */
  attachments?: EmailAttachmentRef[];
}

/**
 * Refuses an e-mail whose recipient, subject or template holds a line break or another
 * control character before it is stored: such a value would become header lines of its own
 * (headers.ts). The fields people type that reach a subject are single-line and refused at
 * the door with a message; this is the last stop for a template that forgets it.
 */
function checkHeaders(input: EmailInput): void {
  assertHeaderSafe({ to: input.to, subject: input.subject, template: input.template });
}

/** Inserts a pending e-mail, due at once; returns its id for `mailer.deliver([id])`. */
export async function enqueueEmail(db: DbOrTx, input: EmailInput): Promise<string> {
  const [row] = await db
    .insert(outgoingEmails)
    .values(outboxRows([input]))
    .returning({ id: outgoingEmails.id });
  if (!row) throw new Error("The outgoing e-mail was not stored");
  return row.id;
}

/**
 * The outbox rows of these e-mails, ids included, for an insert that goes with the data they
 * are about in one statement (a data-modifying WITH): one round trip instead of a transaction
 * of several, and still all or nothing.
 */
export function outboxRows(
  inputs: readonly EmailInput[],
): (typeof outgoingEmails.$inferInsert & { id: string })[] {
  inputs.forEach(checkHeaders);
  return inputs.map((input) => ({
    id: randomUUID(),
    to: input.to,
    subject: input.subject,
    textBody: input.textBody,
    htmlBody: input.htmlBody ?? null,
    template: input.template,
    attachments: input.attachments ?? [],
  }));
}
