// A booking paid to the end (docs/product.md D22, D24; decision 0033). After the deposit, the
// balance by its due day: paid on the dashboard through the one checkout, or by a bank transfer
// an operator records with its UTR. Every payment on a booking is money received on it: an
// advance before the last gets a receipt voucher (CGST Rule 50), and the payment that completes
// the total gets the booking's tax invoice for its full value, the advances deducted (Rule 46).
// When an operator issued that invoice at delivery instead (booking-invoices.ts), a payment
// after it gets a payment receipt, no tax document: the invoice already taxed it.
import { fill } from "../../i18n/words.ts";
import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { BALANCE_REMINDER_DAYS } from "../../config/inquiry.ts";
import { bankTransferReceived, ISSUED_PHRASES } from "../../config/document-phrases.ts";
import { DOCUMENT_NOTES, DOCUMENT_SERIES, GST_SERVICES } from "../../config/gst.ts";
import { documentDate } from "../../lib/tax-document-facts.ts";
import { addIsoDays, formatIsoDay } from "../../lib/dates.ts";
import { formatRupeesExact } from "../../lib/money.ts";
import type { InquiryKind } from "../../schemas/admin.ts";
import type { OrderAnswer, PaymentDocumentKind } from "../../schemas/invoice.ts";
import {
  QUOTE_MESSAGES,
  type BankDetails,
  type BookingPayment,
  type BookingTaxInvoice,
  type InquiryBooking,
  type QuoteView,
} from "../../schemas/quote.ts";
import type { BankTransferInput } from "../../schemas/quote-requests.ts";
import {
  taxDocumentTotals,
  type TaxDocument,
  type TaxDocumentAdvance,
  type TaxDocumentBuyer,
  type TaxDocumentSeller,
} from "../../schemas/tax-document.ts";
import { DOCUMENT_WORDS } from "../../lib/tax-document-words.ts";
import {
  balanceReminders,
  bookingInvoices,
  creditNotes,
  inquiries,
  inquiryStatusChanges,
  invoices,
  paymentOrders,
  quotes,
} from "../db/schema.ts";
import type { Database, DbOrTx } from "../db/types.ts";
import { badRequest, conflict, forbidden, notFound } from "../errors.ts";
import { balanceDue, balancePaidAlert } from "../notify/notifications.ts";
import {
  membersById,
  notify,
  toMember,
  toOperators,
  type Channels,
  type OperatorContacts,
  type Queued,
} from "../notify/notifier.ts";
import type { PaymentSetup } from "../payments/provider.ts";
import { INQUIRY_NOT_FOUND } from "../../schemas/api/params.ts";
import { cancellationOf } from "./cancellations.ts";
import { subjectOf } from "./inquiries.ts";
import { askProviderForOrder, billingColumnsOf, billingFor } from "./orders.ts";
import type { PaymentContext, Settled } from "./payments.ts";
import { invoiceTaxDocument } from "./invoices.ts";
import {
  advanceOf,
  bookingInvoiceDocument,
  DocumentNotAddingUp,
  bookingPlaceOfSupply,
  invoiceDocument,
  paymentReceiptDocument,
  type DocumentSeries,
} from "./tax-documents.ts";
import { inquiryOwner, openOrderOnQuote, quotesOfInquiry, quoteState } from "./quotes.ts";
import { referenceRecorded } from "./transfer-references.ts";

type OrderRow = typeof paymentOrders.$inferSelect;

/** One payment recorded on an inquiry's quotes, with its document. */
interface PaymentRow {
  id: string;
  serial: string;
  documentKind: PaymentDocumentKind;
  amountPaise: number;
  purchasedAt: Date;
  /** When the money was received (a bank transfer: the day it arrived). */
  paidAt: Date | null;
  status: "paid" | "refunded";
  refundedPaise: number;
  /** What a credit note gave back of it (0 without one, or when a refund voucher did). */
  creditedPaise: number;
  document: TaxDocument | null;
  provider: OrderRow["provider"];
  /** The credit notes and refund vouchers that gave money back of it, the oldest first. */
  reversals: { serial: string; kind: string; amountPaise: number }[];
}

/** What credit notes (not refund vouchers) gave back of the invoice `invoiceId` names, in paise. */
const creditedOf = (invoiceId: AnyPgColumn) => sql<number>`(
  select coalesce(sum(${creditNotes.amountPaise}), 0)
  from ${creditNotes}
  where ${creditNotes.invoiceId} = ${invoiceId} and ${creditNotes.document}->>'kind' = 'credit-note'
)`;

/** Every payment on an inquiry's quotes (a late one on a replaced quote too), the oldest first. */
export async function paymentsOnInquiry(tx: DbOrTx, inquiryId: string): Promise<PaymentRow[]> {
  const rows = await tx
    .select({
      id: invoices.id,
      serial: invoices.serial,
      documentKind: invoices.documentKind,
      amountPaise: invoices.amountPaise,
      purchasedAt: invoices.purchasedAt,
      paidAt: paymentOrders.paidAt,
      status: invoices.status,
      refundedPaise: invoices.refundedPaise,
      creditedPaise: creditedOf(invoices.id).mapWith(Number),
      document: invoices.document,
      provider: paymentOrders.provider,
    })
    .from(invoices)
    .innerJoin(paymentOrders, eq(paymentOrders.id, invoices.orderId))
    .innerJoin(quotes, eq(quotes.id, paymentOrders.quoteId))
    .where(eq(quotes.inquiryId, inquiryId))
    .orderBy(asc(invoices.number));
  const notes =
    rows.length === 0
      ? []
      : await tx
          .select({
            invoiceId: creditNotes.invoiceId,
            serial: creditNotes.serial,
            kind: sql<string>`${creditNotes.document}->>'kind'`,
            amountPaise: creditNotes.amountPaise,
          })
          .from(creditNotes)
          .where(
            inArray(
              creditNotes.invoiceId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(creditNotes.createdAt), asc(creditNotes.serial));
  return rows.map((row) => ({
    ...row,
    reversals: notes
      .filter((note) => note.invoiceId === row.id)
      .map(({ serial, kind, amountPaise }) => ({ serial, kind, amountPaise })),
  }));
}

/**
 * What remains to pay of a booking's total (D22, D24), the one rule for it: the total less the
 * money that stands, and less what credit notes gave back. A credit note lowers the value of the
 * supply by what it refunds (CGST Act s.34), so that money is not asked for again; a refund
 * voucher returns an advance for a service not supplied, which is.
 */
export function remainingOf(
  totalPaise: number,
  payments: Pick<PaymentRow, "status" | "amountPaise" | "refundedPaise" | "creditedPaise">[],
): number {
  return totalPaise - receivedPaise(payments) - payments.reduce((sum, p) => sum + p.creditedPaise, 0);
}

/**
 * remainingOf's "money that counts toward the total" in SQL, for the lists that filter on it:
 * over the payments on the inquiry `inquiryId` names (a column of the outer query), what stands
 * plus what credit notes gave back.
 */
export const countedTowardTotal = (inquiryId: AnyPgColumn) => sql<string>`(
  select coalesce(sum(case when ${invoices.status} = 'paid' then ${invoices.amountPaise} - ${invoices.refundedPaise} else 0 end), 0)
    + coalesce(sum(${creditedOf(invoices.id)}), 0)
  from ${invoices}
  join ${paymentOrders} on ${paymentOrders.id} = ${invoices.orderId}
  join ${quotes} paid_on on paid_on.id = ${paymentOrders.quoteId}
  where paid_on.inquiry_id = ${inquiryId}
)`;

/** What the payments that stand add up to: refunded ones, and parts refunded, excluded. */
export function receivedPaise(
  payments: Pick<PaymentRow, "status" | "amountPaise" | "refundedPaise">[],
): number {
  return payments
    .filter((p) => p.status === "paid")
    .reduce((sum, p) => sum + p.amountPaise - p.refundedPaise, 0);
}

/** How a payment came, as its document says: the provider's reference, or the bank transfer's. */
export function paymentMethodOf(order: Pick<OrderRow, "provider">, paidAt: Date): string | undefined {
  return order.provider === "bank" ? bankTransferReceived(documentDate(paidAt.toISOString())) : undefined;
}

/** The inquiry a quote belongs to, locked until the transaction ends: one booking's money at a time. */
export async function lockBookingOfQuote(tx: DbOrTx, quoteId: string): Promise<void> {
  await tx
    .select({ id: inquiries.id })
    .from(inquiries)
    .innerJoin(quotes, eq(quotes.inquiryId, inquiries.id))
    .where(eq(quotes.id, quoteId))
    .for("update", { of: inquiries });
}

/**
 * The GST document a payment on a booking gets, inside the transaction that records it: the
 * booking's tax invoice when it completes the total of a quote that stands (the quote paid, or
 * open and payable on the day), with every earlier payment deducted as an advance; otherwise a
 * receipt voucher for an advance. Extra money (more than the total) stays an advance that the
 * operators are told about. Once an operator issued the booking's tax invoice at delivery, a
 * payment gets a payment receipt against it instead: the invoice taxed the whole value.
 */
export async function bookingDocument(
  tx: DbOrTx,
  seller: TaxDocumentSeller,
  order: OrderRow,
  input: { buyer: TaxDocumentBuyer; paidAt: Date; payment: { reference: string; method?: string } },
): Promise<{
  documentKind: PaymentDocumentKind;
  series: DocumentSeries;
  build: (serial: string, issuedAt: Date) => TaxDocument;
}> {
  // Decided under the booking's lock: an invoice issued at delivery meanwhile waits, or is seen.
  await lockBookingOfQuote(tx, order.quoteId!);
  const [row] = await tx
    .select({ quote: quotes, inquiry: inquiries })
    .from(quotes)
    .innerJoin(inquiries, eq(inquiries.id, quotes.inquiryId))
    .where(eq(quotes.id, order.quoteId!));
  const { quote, inquiry } = row!;
  const kind = inquiry.kind as InquiryKind;
  const service = GST_SERVICES[kind];
  const subject = subjectOf(kind, inquiry.details);
  const delivered = await deliveryInvoiceOf(tx, inquiry.id);
  if (delivered) {
    return {
      documentKind: "payment-receipt",
      series: DOCUMENT_SERIES.paymentReceipt,
      build: (serial, issuedAt) =>
        paymentReceiptDocument({
          serial,
          issuedAt,
          invoice: delivered.document,
          buyer: input.buyer,
          description: fill(ISSUED_PHRASES.payment, { reference: inquiry.reference, subject }),
          pricePaise: order.amountPaise,
          payment: input.payment,
        }),
    };
  }
  const receiptVoucher = (serial: string, issuedAt: Date) =>
    invoiceDocument({
      kind: "receipt-voucher",
      serial,
      issuedAt,
      seller,
      buyer: input.buyer,
      service,
      description: fill(ISSUED_PHRASES.advance, {
        service: service.label,
        reference: inquiry.reference,
        version: quote.version,
        subject,
      }),
      pricePaise: order.amountPaise,
      payment: input.payment,
      placeOfSupply: bookingPlaceOfSupply(quote, input.buyer),
      deliveryAddress: quote.venue,
    });
  const advance = {
    documentKind: "receipt-voucher" as const,
    series: DOCUMENT_SERIES.receiptVoucher,
    build: receiptVoucher,
  };

  const standing =
    inquiry.status !== "lost" &&
    (quote.status === "paid" ||
      (quoteState(quote, formatIsoDay(input.paidAt)) === "open" && inquiry.status !== "confirmed"));
  const earlier = (await paymentsOnInquiry(tx, inquiry.id)).filter((p) => p.status === "paid");
  if (!standing || receivedPaise(earlier) + order.amountPaise !== quote.totalPaise) return advance;
  // Each advance less what a part refund of it gave back, as at delivery (standingAdvances).
  const advances = await standingAdvances(tx, earlier);
  const finalInvoice = (serial: string, issuedAt: Date) =>
    bookingInvoiceDocument({
      serial,
      issuedAt,
      seller,
      buyer: input.buyer,
      service,
      lines: linesAfterDiscount(quote),
      advances,
      payment: input.payment,
      notes: bookingInvoiceNotes(inquiry, quote, subject),
      placeOfSupply: bookingPlaceOfSupply(quote, input.buyer),
      deliveryAddress: quote.venue,
    });
  // Figures that cannot add up (an advance taxed at another place of supply, say) never block
  // the payment: it is then recorded as an advance, and the operators issue the invoice. The
  // builder refuses such a document by throwing (checked, tax-documents.ts).
  try {
    finalInvoice("NE/00-00/000000", input.paidAt);
  } catch (error) {
    if (error instanceof DocumentNotAddingUp) return advance;
    throw error;
  }
  return { documentKind: "invoice", series: DOCUMENT_SERIES.invoice, build: finalInvoice };
}

/** The notes under a booking's tax invoice: the business's, the booking, the member's discount. */
export function bookingInvoiceNotes(
  inquiry: Pick<typeof inquiries.$inferSelect, "reference">,
  quote: Pick<
    typeof quotes.$inferSelect,
    "version" | "discountPlan" | "discountPercent" | "discountPaise" | "totalPaise"
  >,
  subject: string,
): string[] {
  return [
    ...DOCUMENT_NOTES,
    fill(ISSUED_PHRASES.booking, { reference: inquiry.reference, version: quote.version, subject }),
    ...(quote.discountPlan && quote.discountPaise > 0
      ? [
          fill(ISSUED_PHRASES.discount, {
            plan: quote.discountPlan,
            percent: quote.discountPercent,
            amount: formatRupeesExact(quote.discountPaise),
            quoted: formatRupeesExact(quote.totalPaise + quote.discountPaise),
          }),
        ]
      : []),
  ];
}

/**
 * The quote's lines as invoiced: a member's discount is part of the price agreed, so each line
 * carries its share (GST is on the value after it, CGST Act s.15(3)(a)); the last line takes
 * the paise that rounding leaves, so that the lines add up to the total exactly.
 */
export function linesAfterDiscount(
  quote: Pick<typeof quotes.$inferSelect, "lines" | "totalPaise" | "discountPaise" | "discountPercent">,
): { description: string; amountPaise: number }[] {
  if (quote.discountPaise <= 0) return quote.lines;
  const subtotal = quote.totalPaise + quote.discountPaise;
  let left = quote.totalPaise;
  return quote.lines.map((line, index) => {
    const amountPaise =
      index === quote.lines.length - 1 ? left : Math.round((line.amountPaise * quote.totalPaise) / subtotal);
    left -= amountPaise;
    return {
      description: fill(ISSUED_PHRASES.less, { line: line.description, percent: quote.discountPercent }),
      amountPaise,
    };
  });
}

/**
 * A payment on a confirmed booking recorded (the balance, or a bank transfer after the
 * deposit), inside its transaction: the inquiry's history names the document, and the
 * operators are told what was paid and what remains. Returns the operators' e-mails queued.
 */
export async function recordBalancePaid(
  tx: DbOrTx,
  order: OrderRow,
  document: { serial: string; kind: PaymentDocumentKind; customer: string },
  options: OperatorContacts & { siteUrl: string },
): Promise<Queued> {
  const [row] = await tx
    .select({ quote: quotes, inquiry: inquiries })
    .from(quotes)
    .innerJoin(inquiries, eq(inquiries.id, quotes.inquiryId))
    .where(eq(quotes.id, order.quoteId!));
  const { quote, inquiry } = row!;
  const current = await paidQuoteOf(tx, inquiry.id);
  const remainingPaise = remainingOf(
    current?.totalPaise ?? quote.totalPaise,
    await paymentsOnInquiry(tx, inquiry.id),
  );
  const words = DOCUMENT_WORDS[document.kind].name;
  await tx.insert(inquiryStatusChanges).values({
    inquiryId: inquiry.id,
    fromStatus: inquiry.status,
    toStatus: inquiry.status,
    note: `Payment of ${formatRupeesExact(order.amountPaise)} received: ${words} ${document.serial}.`,
    // The operator who recorded a bank transfer, else the customer who paid online.
    changedById: order.recordedById ?? order.userId,
  });
  return notify(
    tx,
    toOperators(
      options,
      balancePaidAlert(
        {
          reference: inquiry.reference,
          subject: subjectOf(inquiry.kind, inquiry.details),
          customer: document.customer,
          confirmed: inquiry.status === "confirmed",
        },
        {
          serial: document.serial,
          kind: document.kind,
          amountPaise: order.amountPaise,
          remainingPaise,
          bankTransfer: order.provider === "bank",
        },
        options.siteUrl,
      ),
    ),
  );
}

/** The bank account and from what amount it is shown (env: BANK_*, BANK_TRANSFER_FROM_RUPEES). */
export interface BankSetup {
  details: BankDetails | null;
  fromPaise: number;
}

/** Where the bank details apply: the amount to pay is at least the threshold and an account is set. */
export function bankTransferFor(
  bank: BankSetup,
  reference: string,
  amountPaise: number | null,
): InquiryBooking["bankTransfer"] {
  if (!bank.details || amountPaise === null || amountPaise < bank.fromPaise) return null;
  return { ...bank.details, reference, amountPaise };
}

/**
 * Where a member's inquiry stands (GET /inquiry/{id}/booking): its timeline (statuses and
 * dates, never the operators' notes), the quote to show (the paid one, else the latest that
 * was not replaced), every payment with its document, what remains and by when, and the bank
 * details when the next amount is large.
 */
export async function inquiryBooking(
  db: DbOrTx,
  inquiryId: string,
  bank: BankSetup,
  now = new Date(),
): Promise<InquiryBooking> {
  const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.id, inquiryId));
  if (!inquiry) throw notFound(INQUIRY_NOT_FOUND);
  const today = formatIsoDay(now);
  const changes = await db
    .select({ toStatus: inquiryStatusChanges.toStatus, createdAt: inquiryStatusChanges.createdAt })
    .from(inquiryStatusChanges)
    .where(eq(inquiryStatusChanges.inquiryId, inquiryId))
    .orderBy(asc(inquiryStatusChanges.createdAt), asc(inquiryStatusChanges.id));
  const timeline: InquiryBooking["timeline"] = [{ status: "new", at: inquiry.createdAt.toISOString() }];
  for (const change of changes) {
    if (!timeline.some((step) => step.status === change.toStatus)) {
      timeline.push({ status: change.toStatus, at: change.createdAt.toISOString() });
    }
  }
  const all = await quotesOfInquiry(db, inquiryId, now);
  const quote: QuoteView | null =
    all.find((candidate) => candidate.state === "paid") ?? all.find((c) => c.state !== "superseded") ?? null;
  const rows = await paymentsOnInquiry(db, inquiryId);
  const payments: BookingPayment[] = rows.map((row) => ({
    documentId: row.id,
    serial: row.serial,
    documentKind: row.documentKind,
    amountPaise: row.amountPaise,
    paidAt: row.purchasedAt.toISOString(),
    method: row.provider === "bank" ? "bank-transfer" : "online",
    refunded: row.status === "refunded",
    refundedPaise: row.status === "refunded" ? row.amountPaise : row.refundedPaise,
    reversals: row.reversals.map((reversal) => ({
      serial: reversal.serial,
      documentKind: reversal.kind === "refund-voucher" ? "refund-voucher" : "credit-note",
      amountPaise: reversal.amountPaise,
    })),
  }));
  const first =
    quote?.state === "paid" ? payments.find((p) => p.documentId === quote.invoice?._id) : undefined;
  const confirmed = quote?.state === "paid" && inquiry.status === "confirmed";
  const remainingPaise = confirmed ? Math.max(0, remainingOf(quote.totalPaise, rows)) : null;
  const overpaidPaise = confirmed ? Math.max(0, -remainingOf(quote.totalPaise, rows)) : null;
  const balance: InquiryBooking["balance"] = confirmed
    ? {
        amountPaise: remainingPaise!,
        dueOn: quote.balanceDueOn,
        state:
          remainingPaise === 0
            ? "paid"
            : quote.balanceDueOn !== null && quote.balanceDueOn < today
              ? "overdue"
              : "due",
      }
    : null;
  const nextAmount = confirmed
    ? remainingPaise || null
    : quote?.state === "open" && inquiry.status !== "lost"
      ? quote.depositPaise
      : null;
  return {
    _id: inquiry.id,
    reference: inquiry.reference,
    kind: inquiry.kind as InquiryKind,
    status: inquiry.status,
    createdAt: inquiry.createdAt.toISOString(),
    timeline,
    quote,
    paid: first
      ? {
          invoiceId: first.documentId,
          serial: first.serial,
          amountPaise: first.amountPaise,
          paidAt: first.paidAt,
        }
      : null,
    remainingPaise,
    overpaidPaise,
    payments,
    balance,
    bankTransfer: bankTransferFor(bank, inquiry.reference, nextAmount),
    cancellation: await cancellationOf(db, inquiryId),
    taxInvoice: await bookingTaxInvoiceView(db, inquiryId),
  };
}

/** The booking's tax invoice as the booking view shows it (its document left out). */
async function bookingTaxInvoiceView(db: DbOrTx, inquiryId: string): Promise<BookingTaxInvoice | null> {
  const found = await bookingTaxInvoiceOf(db, inquiryId);
  if (!found) return null;
  const { document: _document, ...view } = found;
  return view;
}

/** The quote a booking was confirmed on (its latest paid quote), if any. */
export async function paidQuoteOf(tx: DbOrTx, inquiryId: string) {
  const [quote] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.inquiryId, inquiryId), eq(quotes.status, "paid")))
    .orderBy(desc(quotes.version))
    .limit(1);
  return quote;
}

/**
 * The booking's tax invoice issued apart from any payment (booking-invoices.ts), if any: by an
 * operator at delivery, or for what a cancellation kept (its `deliveredOn` null).
 */
export async function issuedBookingInvoiceOf(tx: DbOrTx, inquiryId: string) {
  const [row] = await tx.select().from(bookingInvoices).where(eq(bookingInvoices.inquiryId, inquiryId));
  return row;
}

/** The booking's tax invoice issued by an operator at delivery (booking-invoices.ts), if any. */
export async function deliveryInvoiceOf(tx: DbOrTx, inquiryId: string) {
  const row = await issuedBookingInvoiceOf(tx, inquiryId);
  return row?.deliveredOn ? row : undefined;
}

/**
 * The booking's tax invoice (D24), the one definition of it: for its full value, issued by an
 * operator at delivery or with the payment that completed the total (that payment's document: a
 * tax invoice for the paid quote's whole value; a deposit invoiced before decision 0033 was for
 * its own amount only); or for what a cancellation kept (decision 0048). Null while the booking
 * has only advances.
 */
export async function bookingTaxInvoiceOf(
  tx: DbOrTx,
  inquiryId: string,
): Promise<(BookingTaxInvoice & { document: TaxDocument }) | null> {
  const issued = await issuedBookingInvoiceOf(tx, inquiryId);
  if (issued) {
    return {
      serial: issued.serial,
      issuedAt: issued.issuedAt.toISOString(),
      deliveredOn: issued.deliveredOn,
      forCancellation: issued.deliveredOn === null,
      amountPaise: issued.amountPaise,
      duePaise: issued.duePaise,
      documentId: null,
      document: issued.document,
    };
  }
  const quote = await paidQuoteOf(tx, inquiryId);
  if (!quote) return null;
  const last = (await paymentsOnInquiry(tx, inquiryId)).find(
    (p) => p.documentKind === "invoice" && p.document?.totals.totalPaise === quote.totalPaise,
  );
  if (!last?.document) return null;
  return {
    serial: last.serial,
    issuedAt: last.purchasedAt.toISOString(),
    deliveredOn: null,
    forCancellation: false,
    amountPaise: last.document.totals.totalPaise,
    duePaise: 0,
    documentId: last.id,
    document: last.document,
  };
}

/**
 * What a refund of a payment reverses (D24, the one rule for it): once the booking's tax invoice
 * is issued, money it invoiced (an advance it deducted, a payment received against it) comes
 * back with a credit note against that invoice, for the amount refunded (`againstInvoice`);
 * otherwise the payment's own document is reversed: a receipt voucher by a refund voucher (Rule
 * 51), a tax invoice by a credit note (Rule 53).
 */
export async function refundBasisOf(
  tx: DbOrTx,
  invoiceId: string,
  seller: TaxDocumentSeller,
): Promise<{ document: TaxDocument; againstInvoice: boolean }> {
  const own = (await invoiceTaxDocument(tx, invoiceId, seller))!;
  const [booking] = await tx
    .select({ inquiryId: quotes.inquiryId })
    .from(invoices)
    .innerJoin(paymentOrders, eq(paymentOrders.id, invoices.orderId))
    .innerJoin(quotes, eq(quotes.id, paymentOrders.quoteId))
    .where(eq(invoices.id, invoiceId));
  const invoice = booking ? await bookingTaxInvoiceOf(tx, booking.inquiryId) : null;
  if (!invoice || invoice.serial === own.number) return { document: own, againstInvoice: false };
  const invoiced =
    invoice.deliveredOn !== null ||
    own.receivedAgainst?.invoiceNumber === invoice.serial ||
    (invoice.document.advances ?? []).some((advance) => advance.number === own.number);
  return invoiced
    ? { document: invoice.document, againstInvoice: true }
    : { document: own, againstInvoice: false };
}

/**
 * The advances a booking's tax invoice deducts: each standing payment's document, less what
 * its refund voucher (or credit note) gave back of a part refunded, tax by tax.
 */
export async function standingAdvances(tx: DbOrTx, payments: PaymentRow[]): Promise<TaxDocumentAdvance[]> {
  const advances: TaxDocumentAdvance[] = [];
  for (const payment of payments) {
    if (payment.status !== "paid" || !payment.document) continue;
    const advance = advanceOf(payment.document);
    if (payment.refundedPaise === 0) {
      advances.push(advance);
      continue;
    }
    // Every refund of it, each with its note: what they gave back, tax by tax.
    const reversals = await tx
      .select({ document: creditNotes.document })
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, payment.id));
    const back = taxDocumentTotals(
      reversals.map((reversal) => ({ ...reversal.document.totals, description: "", sac: "" })),
    );
    advances.push({
      ...advance,
      taxablePaise: advance.taxablePaise - back.taxablePaise,
      taxes: advance.taxes.map((tax) => ({
        ...tax,
        amountPaise:
          tax.amountPaise -
          (back.taxes.find((t) => t.name === tax.name && t.ratePercent === tax.ratePercent)?.amountPaise ??
            0),
      })),
      totalPaise: advance.totalPaise - back.totalPaise,
      refundedBy: reversals.map((reversal) => reversal.document.number),
    });
  }
  return advances;
}

/** The quote a confirmed booking was paid on, locked, with what remains of it. */
async function confirmedQuote(tx: DbOrTx, inquiryId: string) {
  const [inquiry] = await tx
    .select({ id: inquiries.id, status: inquiries.status })
    .from(inquiries)
    .where(eq(inquiries.id, inquiryId))
    .for("update");
  if (!inquiry) throw notFound(INQUIRY_NOT_FOUND);
  if (inquiry.status !== "confirmed") throw conflict(QUOTE_MESSAGES.notConfirmed);
  const quote = await paidQuoteOf(tx, inquiryId);
  if (!quote) throw conflict(QUOTE_MESSAGES.notConfirmed);
  const payments = await paymentsOnInquiry(tx, inquiryId);
  return { quote, payments, remainingPaise: remainingOf(quote.totalPaise, payments) };
}

/** Whether two orders' billing columns name the same buyer, as their documents would print them. */
type BillingColumns = { [K in keyof ReturnType<typeof billingColumnsOf>]: string | null };

function sameBuyer(a: BillingColumns, b: BillingColumns): boolean {
  return (
    a.billingName === b.billingName &&
    a.billingStateCode === b.billingStateCode &&
    a.billingGstin === b.billingGstin &&
    a.billingAddress === b.billingAddress
  );
}

/** The billing of the booking's first payment, so that every document names the same buyer. */
export async function bookingBilling(tx: DbOrTx, inquiryId: string) {
  const [first] = await tx
    .select({
      billingName: paymentOrders.billingName,
      billingStateCode: paymentOrders.billingStateCode,
      billingGstin: paymentOrders.billingGstin,
      billingAddress: paymentOrders.billingAddress,
    })
    .from(paymentOrders)
    .innerJoin(quotes, eq(quotes.id, paymentOrders.quoteId))
    .where(
      and(
        eq(quotes.inquiryId, inquiryId),
        eq(paymentOrders.status, "paid"),
        isNotNull(paymentOrders.billingName),
      ),
    )
    .orderBy(asc(paymentOrders.paidAt))
    .limit(1);
  return first;
}

/**
 * The member's order for the balance of a confirmed booking (POST /inquiry/{id}/balance): the
 * inquiry's owner only, at what remains (the server's amount), billed as the deposit was. One
 * open order per amount: a second click or tab gets the same one; a payment recorded meanwhile
 * (a bank transfer) makes the next order for what then remains.
 */
export async function createBalanceOrder(
  db: Database,
  payments: PaymentSetup,
  userId: string,
  input: { inquiryId: string; sellerStateCode: string },
  options: { beforeNew?: () => Promise<void>; now?: Date } = {},
): Promise<OrderAnswer & { quote: QuoteView }> {
  const now = options.now ?? new Date();
  const owner = await inquiryOwner(db, input.inquiryId);
  if (!owner) throw notFound(INQUIRY_NOT_FOUND);
  if (owner !== userId) throw forbidden();
  const fallback = await billingFor(db, userId, undefined, input.sellerStateCode);
  await options.beforeNew?.();
  const placed = await db.transaction(async (tx) => {
    const { quote, remainingPaise } = await confirmedQuote(tx, input.inquiryId);
    if (remainingPaise <= 0) throw conflict(QUOTE_MESSAGES.nothingRemains);
    const billing = await bookingBilling(tx, input.inquiryId);
    const open = await openOrderOnQuote(tx, {
      quoteId: quote.id,
      provider: payments.provider.name,
      purpose: "balance",
      amountPaise: remainingPaise,
      now,
      inProgress: QUOTE_MESSAGES.balanceInProgress,
    });
    if (open) return { quote, order: open, reused: true };
    const [order] = await tx
      .insert(paymentOrders)
      .values({
        userId,
        purpose: "balance",
        quoteId: quote.id,
        amountPaise: remainingPaise,
        billingFrequency: "balance",
        provider: payments.provider.name,
        currency: "INR",
        billingName: billing?.billingName ?? fallback.name,
        billingStateCode: billing?.billingStateCode ?? fallback.stateCode,
        billingGstin: billing ? billing.billingGstin : (fallback.gstin ?? null),
        billingAddress: billing ? billing.billingAddress : (fallback.address ?? null),
      })
      .returning();
    return { quote, order: order!, reused: false };
  });
  const providerOrderId = placed.reused
    ? placed.order.providerOrderId
    : await askProviderForOrder(db, payments, placed.order);
  const [view] = (await quotesOfInquiry(db, input.inquiryId, now)).filter((q) => q._id === placed.quote.id);
  return {
    order: { id: providerOrderId!, amount: placed.order.amountPaise, currency: "INR" },
    subscription: { _id: placed.quote.id, name: `Balance on quote ${placed.quote.version}`, slug: "balance" },
    keyId: payments.provider.keyId,
    checkout: payments.provider.name as OrderAnswer["checkout"],
    quote: view!,
  };
}

/** The longest ago a bank transfer may have been received to be recorded. */
export const BANK_TRANSFER_MAX_AGE_DAYS = 180;

/**
 * An operator records a bank transfer received on a booking (D22): the amount, the transfer's
 * UTR (recorded once: a second record of the same UTR is refused), and the day it arrived. It
 * goes through the one payment path as an order of the "bank" provider, paid at once: before
 * the booking is confirmed it must cover the deposit of the open quote (and confirms it, as a
 * deposit paid online would); after, it may be any part of what remains. Never more than remains.
 */
export async function recordBankTransfer(
  db: Database,
  context: PaymentContext,
  settle: (tx: DbOrTx, orderId: string, paymentId: string, paidAt: Date) => Promise<Settled>,
  input: { inquiryId: string; adminId: string; transfer: BankTransferInput },
  now = new Date(),
): Promise<Settled & { serial: string }> {
  const today = formatIsoDay(now);
  const { transfer } = input;
  if (transfer.receivedOn > today || transfer.receivedOn < addIsoDays(today, -BANK_TRANSFER_MAX_AGE_DAYS)) {
    throw badRequest(QUOTE_MESSAGES.receivedOn, [{ path: "receivedOn", message: QUOTE_MESSAGES.receivedOn }]);
  }
  return db.transaction(async (tx) => {
    const [inquiry] = await tx
      .select({ id: inquiries.id, status: inquiries.status, userId: inquiries.userId })
      .from(inquiries)
      .where(eq(inquiries.id, input.inquiryId))
      .for("update");
    if (!inquiry) throw notFound(INQUIRY_NOT_FOUND);
    let quote: typeof quotes.$inferSelect | undefined;
    let remainingPaise: number;
    let purpose: "deposit" | "balance";
    if (inquiry.status === "confirmed") {
      const booked = await confirmedQuote(tx, inquiry.id);
      quote = booked.quote;
      remainingPaise = booked.remainingPaise;
      purpose = "balance";
    } else {
      const [open] = await tx
        .select()
        .from(quotes)
        .where(and(eq(quotes.inquiryId, inquiry.id), eq(quotes.status, "open")))
        .orderBy(desc(quotes.version))
        .limit(1);
      // A closed inquiry (lost, or cancelled by the customer) takes no money, whatever its quote.
      if (inquiry.status === "lost") throw conflict(QUOTE_MESSAGES.closed);
      if (!open || quoteState(open, today) !== "open") throw conflict(QUOTE_MESSAGES.noPayableQuote);
      quote = open;
      remainingPaise = remainingOf(open.totalPaise, await paymentsOnInquiry(tx, inquiry.id));
      purpose = "deposit";
      if (transfer.amountPaise < open.depositPaise) {
        const message = QUOTE_MESSAGES.transferBelowDeposit(formatRupeesExact(open.depositPaise));
        throw badRequest(message, [{ path: "amountPaise", message }]);
      }
    }
    if (transfer.amountPaise > remainingPaise) {
      const message = QUOTE_MESSAGES.transferTooMuch(formatRupeesExact(Math.max(0, remainingPaise)));
      throw badRequest(message, [{ path: "amountPaise", message }]);
    }
    // A UTR proves one transfer, in or out: not one already recorded, nor a refund's.
    if (await referenceRecorded(tx, transfer.utr)) throw conflict(QUOTE_MESSAGES.utrTaken);
    // Billed as the booking's earlier payments were, else as the member's last purchase was (their
    // state decides the place of supply of a trip), else the account's name in the seller's state.
    // Billing details the operator typed apply to the booking's first payment only: its documents
    // all name one buyer.
    const earlier = await bookingBilling(tx, inquiry.id);
    const given = transfer.billing
      ? billingColumnsOf(
          await billingFor(
            tx,
            inquiry.userId,
            transfer.billing,
            context.seller.state.code,
            context.seller.gstin,
          ),
        )
      : undefined;
    if (earlier && given && !sameBuyer(earlier, given)) {
      throw conflict(QUOTE_MESSAGES.billedAlready(earlier.billingName!));
    }
    const billing =
      earlier ??
      given ??
      billingColumnsOf(await billingFor(tx, inquiry.userId, undefined, context.seller.state.code));
    const [order] = await tx
      .insert(paymentOrders)
      .values({
        userId: inquiry.userId,
        purpose,
        quoteId: quote.id,
        amountPaise: transfer.amountPaise,
        billingFrequency: purpose === "deposit" ? "advance" : "balance",
        provider: "bank",
        providerOrderId: transfer.utr,
        currency: "INR",
        ...billing,
        recordedById: input.adminId,
      })
      // The UTR is the bank order's id: one order per UTR, whatever repeats or races.
      .onConflictDoNothing({ target: [paymentOrders.provider, paymentOrders.providerOrderId] })
      .returning();
    if (!order) throw conflict(QUOTE_MESSAGES.utrTaken);
    // Dated the day it arrived (noon in India), or now when that is today.
    const paidAt = transfer.receivedOn === today ? now : new Date(`${transfer.receivedOn}T12:00:00+05:30`);
    const settled = await settle(tx, order.id, transfer.utr, paidAt);
    const [issued] = await tx
      .select({ serial: invoices.serial })
      .from(invoices)
      .where(eq(invoices.id, settled.invoiceId));
    return { ...settled, serial: issued!.serial };
  });
}

/**
 * The balance reminders due on `today` (D22): 7 days and 1 day before the due day, each once
 * per booking whoever runs the job, only while something remains to pay. Returns what it queued.
 */
export async function sendBalanceReminders(
  db: Database,
  siteUrl: string,
  today: string,
  channels: Channels = {},
): Promise<Queued & { sent: number }> {
  const days = new Map(BALANCE_REMINDER_DAYS.map((d) => [addIsoDays(today, d), String(d) as "7" | "1"]));
  const due = await db
    .select({
      quoteId: quotes.id,
      totalPaise: quotes.totalPaise,
      balanceDueOn: quotes.balanceDueOn,
      inquiryId: inquiries.id,
      reference: inquiries.reference,
      kind: inquiries.kind,
      details: inquiries.details,
      userId: inquiries.userId,
    })
    .from(quotes)
    .innerJoin(inquiries, eq(inquiries.id, quotes.inquiryId))
    .where(
      and(
        eq(quotes.status, "paid"),
        eq(inquiries.status, "confirmed"),
        inArray(quotes.balanceDueOn, [...days.keys()]),
      ),
    );
  const members = await membersById(
    db,
    due.map((row) => row.userId),
  );
  const result = { sent: 0, emailIds: [] as string[], whatsappIds: [] as string[] };
  for (const row of due) {
    const kind = days.get(row.balanceDueOn!)!;
    const member = members.get(row.userId);
    if (!member) continue;
    const queued = await db.transaction(async (tx) => {
      const remainingPaise = remainingOf(row.totalPaise, await paymentsOnInquiry(tx, row.inquiryId));
      if (remainingPaise <= 0) return null;
      const claimed = await tx
        .insert(balanceReminders)
        .values({ quoteId: row.quoteId, kind })
        .onConflictDoNothing()
        .returning({ quoteId: balanceReminders.quoteId });
      if (claimed.length === 0) return null;
      return notify(
        tx,
        toMember(
          member,
          balanceDue(member, row, { amountPaise: remainingPaise, dueOn: row.balanceDueOn!, kind }, siteUrl),
          channels,
        ),
      );
    });
    if (!queued) continue;
    result.sent += 1;
    result.emailIds.push(...queued.emailIds);
    result.whatsappIds.push(...queued.whatsappIds);
  }
  return result;
}

/** Balances past their due day with something still to pay, for the operators (digest, admin list). */
export async function overdueBalances(
  db: DbOrTx,
  today: string,
): Promise<{ inquiryId: string; reference: string; dueOn: string; remainingPaise: number }[]> {
  const rows = await db
    .select({
      inquiryId: inquiries.id,
      reference: inquiries.reference,
      dueOn: quotes.balanceDueOn,
      totalPaise: quotes.totalPaise,
      received: countedTowardTotal(inquiries.id),
    })
    .from(quotes)
    .innerJoin(inquiries, eq(inquiries.id, quotes.inquiryId))
    .where(
      and(
        eq(quotes.status, "paid"),
        eq(inquiries.status, "confirmed"),
        isNotNull(quotes.balanceDueOn),
        sql`${quotes.balanceDueOn} < ${today}`,
      ),
    )
    .orderBy(asc(quotes.balanceDueOn));
  return rows
    .map((row) => ({
      inquiryId: row.inquiryId,
      reference: row.reference,
      dueOn: row.dueOn!,
      remainingPaise: row.totalPaise - Number(row.received),
    }))
    .filter((row) => row.remainingPaise > 0);
}
