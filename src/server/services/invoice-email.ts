// The invoice e-mail (spec: accounts-payments-invoices section 4, step 5): asked for by the
// browser after a payment (POST /payment/sendSubscriptionEmail), and queued by the reconciler
// for an invoice it recovered while the browser was away. One text for both.
import { formatLongDate } from "../../lib/dates.ts";
import { formatRupees } from "../../lib/money.ts";
import { formatInvoiceNumber } from "../../schemas/invoice.ts";
import type { DbOrTx } from "../db/types.ts";
import { enqueueEmail } from "../mail/outbox.ts";
import type { InvoiceView } from "./payments.ts";

export const INVOICE_EMAIL_TEMPLATE = "membership-invoice";

/** Queues the invoice's e-mail to its owner; returns the outbox row's id. */
export async function queueInvoiceEmail(db: DbOrTx, invoice: InvoiceView, siteUrl: string): Promise<string> {
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
