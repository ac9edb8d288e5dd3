// E-mails the provider refused for good (docs/operations.md "Mail"): an inactive or invalid
// recipient ends as "failed" with Postmark's reason instead of being retried for ever; the admin
// panel lists them and can send one again (after the address has been corrected or reactivated).
import { and, count, desc, eq } from "drizzle-orm";
import type { FailedEmail } from "../../schemas/admin.ts";
import { EMAIL_NOT_FOUND } from "../../schemas/api/params.ts";
import { outgoingEmails } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { conflict, notFound } from "../errors.ts";
import { offsetOf, type PageWindow } from "./admin-lists.ts";

export { EMAIL_NOT_FOUND };
export const EMAIL_NOT_FAILED = "Only an e-mail that failed can be sent again.";

export async function listFailedEmails(
  db: Database,
  window: PageWindow,
): Promise<{ emails: FailedEmail[]; total: number }> {
  const failed = eq(outgoingEmails.status, "failed");
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(outgoingEmails)
      .where(failed)
      .orderBy(desc(outgoingEmails.createdAt), desc(outgoingEmails.id))
      .limit(window.limit)
      .offset(offsetOf(window)),
    db.select({ total: count() }).from(outgoingEmails).where(failed),
  ]);
  return {
    emails: rows.map((row) => ({
      _id: row.id,
      to: row.to,
      subject: row.subject,
      template: row.template,
      attempts: row.attempts,
      lastError: row.lastError ?? "",
      createdAt: row.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}

/** Puts a failed e-mail back in the outbox, due now; its id, to send at once. */
export async function resendEmail(db: Database, emailId: string): Promise<string> {
  const [row] = await db
    .update(outgoingEmails)
    .set({ status: "pending", nextAttemptAt: new Date(), lastError: null })
    .where(and(eq(outgoingEmails.id, emailId), eq(outgoingEmails.status, "failed")))
    .returning({ id: outgoingEmails.id });
  if (row) return row.id;
  const [exists] = await db
    .select({ id: outgoingEmails.id })
    .from(outgoingEmails)
    .where(eq(outgoingEmails.id, emailId));
  throw exists ? conflict(EMAIL_NOT_FAILED) : notFound(EMAIL_NOT_FOUND);
}
