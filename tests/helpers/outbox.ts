// The e-mails the outbox holds for one address, in the order they were queued. Without an order
// a table scan returns rows in whatever order the database keeps them, and a row the mail worker
// has updated (sent, retried) may move behind a later one.
import { asc, eq } from "drizzle-orm";
import { outgoingEmails } from "../../src/server/db/schema.ts";
import type { Database } from "../../src/server/db/types.ts";

export function emailsTo(db: Database, to: string) {
  return db
    .select()
    .from(outgoingEmails)
    .where(eq(outgoingEmails.to, to))
    .orderBy(asc(outgoingEmails.createdAt), asc(outgoingEmails.id));
}
