// The invoice e-mail (spec: accounts-payments-invoices section 4, step 5): asked for by the
// browser after a payment (POST /payment/sendSubscriptionEmail), and queued by the webhook or
// the reconciler when they make the invoice (the browser may never come back). One text, and
// one e-mail per invoice: whoever asks first queues it, the others find it queued.
import { formatLongDate } from "../../lib/dates.ts";
import { formatRupees } from "../../lib/money.ts";
import { formatInvoiceNumber } from "../../schemas/invoice.ts";
import { and, eq, isNull, sql } from "drizzle-orm";
import { invoices } from "../db/schema.ts";
import type { DbOrTx } from "../db/types.ts";
import { enqueueEmail } from "../mail/outbox.ts";
import type { InvoiceView } from "./payments.ts";

export const INVOICE_EMAIL_TEMPLATE = "membership-invoice";

/**
 * Queues the invoice's e-mail to its owner once; returns the outbox row's id, or null when
 * an earlier call queued it.
 */
export async function queueInvoiceEmail(
  db: DbOrTx,
  invoice: InvoiceView,
  siteUrl: string,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(invoices)
      .set({ emailQueuedAt: sql`now()` })
      .where(and(eq(invoices.id, invoice._id), isNull(invoices.emailQueuedAt)))
      .returning({ id: invoices.id });
    return claimed ? enqueueInvoiceEmail(tx, invoice, siteUrl) : null;
  });
}

function enqueueInvoiceEmail(db: DbOrTx, invoice: InvoiceView, siteUrl: string): Promise<string> {
  const number = formatInvoiceNumber(invoice.number);
  const link = new URL("/invoice", siteUrl);
  link.searchParams.set("id", invoice._id);
  return enqueueEmail(db, {
    to: invoice.userId.email,
    subject: `Your Nova Experience ${invoice.subscriptionId.name} membership: invoice ${number}`,
    template: INVOICE_EMAIL_TEMPLATE,
    textBody: [
      `Hello ${invoice.userId.name},`,
      "",
      `Thank you for becoming a ${invoice.subscriptionId.name} member.`,
      `Invoice ${number}: ${formatRupees(invoice.amountPaise)}, billed yearly.`,
      `Payment reference: ${invoice.paymentId}`,
      `Purchased: ${formatLongDate(invoice.purchaseDate)}. Next billing date: ${formatLongDate(invoice.nextBillingDate)}.`,
      "",
      `Your invoice, ready to print: ${link.toString()}`,
    ].join("\n"),
  });
}
