// The operators' daily digest (docs/product.md D21; decision 0028): inquiries still "new" past the response
// promise (stale leads) and open quotes about to expire, in one e-mail a day, whoever runs
// the daily job first; nothing when there is nothing to say.
import { overdueBalances } from "./bookings.ts";
import { and, asc, eq, lt } from "drizzle-orm";
import { QUOTE_EXPIRY_WARNING_DAYS, RESPONSE_PROMISE_WORKING_DAYS } from "../../config/inquiry.ts";
import { formatIsoDay } from "../../lib/dates.ts";
import { inquiries, operatorDigests } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { operatorDigest } from "../notify/notifications.ts";
import { notify, toOperators, type OperatorContacts, type Queued } from "../notify/notifier.ts";
import { subjectOf } from "./inquiries.ts";
import { quotesExpiringSoon } from "./quotes.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The moment before which a new inquiry has waited longer than the promise: `workingDays`
 * working days (Monday to Saturday in India; Sunday is not one) before `now`.
 */
export function promiseCutoff(now: Date, workingDays = RESPONSE_PROMISE_WORKING_DAYS): Date {
  let cutoff = now.getTime();
  let left = workingDays;
  while (left > 0) {
    cutoff -= DAY_MS;
    // The weekday of that moment in India.
    const weekday = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "Asia/Kolkata" }).format(
      new Date(cutoff),
    );
    if (weekday !== "Sun") left -= 1;
  }
  return new Date(cutoff);
}

export async function sendOperatorDigest(
  db: Database,
  options: OperatorContacts & { asOf: Date; siteUrl: string },
): Promise<Queued | null> {
  if (!options.operatorEmail && (options.operatorWhatsApp ?? []).length === 0) return null;
  const day = formatIsoDay(options.asOf);
  return db.transaction(async (tx) => {
    // One digest a day: the first run claims the day, later ones (and a concurrent one) see it.
    const claimed = await tx.insert(operatorDigests).values({ day }).onConflictDoNothing().returning();
    if (claimed.length === 0) return null;
    const stale = await tx
      .select({
        reference: inquiries.reference,
        kind: inquiries.kind,
        details: inquiries.details,
        receivedAt: inquiries.createdAt,
      })
      .from(inquiries)
      .where(and(eq(inquiries.status, "new"), lt(inquiries.createdAt, promiseCutoff(options.asOf))))
      .orderBy(asc(inquiries.createdAt))
      .limit(200);
    const expiring = await quotesExpiringSoon(tx, day, QUOTE_EXPIRY_WARNING_DAYS);
    const overdue = await overdueBalances(tx, day);
    if (stale.length === 0 && expiring.length === 0 && overdue.length === 0) return null;
    return notify(
      tx,
      toOperators(
        options,
        operatorDigest(
          day,
          stale.map((row) => ({
            reference: row.reference,
            subject: subjectOf(row.kind, row.details),
            receivedAt: row.receivedAt,
          })),
          expiring,
          overdue,
          options.siteUrl,
        ),
      ),
    );
  });
}
