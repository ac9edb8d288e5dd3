// A booking's tax invoice issued apart from any payment (docs/product.md D24): by an operator
// when the service is delivered (decision 0033), or for what a cancellation kept under the refund
// policy (decision 0048). The time of supply of a service is the earlier of the invoice and the
// payment, and the invoice is due within 30 days of the supply (CGST Rule 47): a customer who
// still owes part of the balance on the day cannot hold it back. At delivery the invoice is for
// the paid quote's full value, every advance's receipt voucher deducted with the tax it carried,
// and what is still due shown; for a cancellation, for what was kept, its advances deducted. It
// takes the next serial of the NE series, once per booking. Payments after a delivery invoice get
// payment receipts (bookings.ts bookingDocument), refunds credit notes against it (bookings.ts
// refundBasisOf), and the booking can no longer be cancelled (cancellations.ts).
import { fill } from "../../i18n/words.ts";
import { ISSUED_PHRASES } from "../../config/document-phrases.ts";
import { asc, eq, sql } from "drizzle-orm";
import { DOCUMENT_NOTES, DOCUMENT_SERIES, GST_SERVICES } from "../../config/gst.ts";
import { formatIsoDay } from "../../lib/dates.ts";
import { formatRupeesExact } from "../../lib/money.ts";
import { calendarDay } from "../../lib/tax-document-words.ts";
import type { InquiryKind } from "../../schemas/admin.ts";
import { TAX_INVOICE_MESSAGES, type BookingTaxInvoice } from "../../schemas/quote.ts";
import {
  taxDocumentProblems,
  type TaxDocument,
  type TaxDocumentAdvance,
} from "../../schemas/tax-document.ts";
import {
  bookingInvoices,
  type cancellations,
  creditNotes,
  inquiries,
  inquiryStatusChanges,
  users,
} from "../db/schema.ts";
import type { Database, DbOrTx } from "../db/types.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import { bookingInvoiceIssued } from "../notify/notifications.ts";
import { memberOf, notify, toMember, type Queued } from "../notify/notifier.ts";
import { INQUIRY_NOT_FOUND } from "./admin-inquiries.ts";
import {
  bookingBilling,
  bookingInvoiceNotes,
  bookingTaxInvoiceOf,
  linesAfterDiscount,
  paidQuoteOf,
  paymentsOnInquiry,
  receivedPaise,
  remainingOf,
  standingAdvances,
} from "./bookings.ts";
import { subjectOf } from "./inquiries.ts";
import { invoiceTaxDocument } from "./invoices.ts";
import type { PaymentContext } from "./payments.ts";
import { bookingInvoiceDocument, bookingPlaceOfSupply, buyerOf, takeSerial } from "./tax-documents.ts";

const deliveredOnRefused = () =>
  badRequest(TAX_INVOICE_MESSAGES.deliveredOn, [
    { path: "deliveredOn", message: TAX_INVOICE_MESSAGES.deliveredOn },
  ]);

/**
 * "Service delivered: issue the tax invoice" (POST /inquiry/admin/{id}/tax-invoice): on a
 * confirmed booking whose tax invoice is not yet issued, the day of delivery neither in the
 * future nor before the paid quote was made. Decided under the booking's lock, and the unique
 * index on the booking makes a second one impossible whatever races: one invoice, one serial.
 * The customer is e-mailed it with its PDF (and told on WhatsApp if they chose it); the
 * inquiry's history says so.
 */
export async function issueInvoiceAtDelivery(
  db: Database,
  context: PaymentContext,
  input: { inquiryId: string; adminId: string; deliveredOn: string },
  now = new Date(),
): Promise<{ taxInvoice: BookingTaxInvoice } & Queued> {
  if (input.deliveredOn > formatIsoDay(now)) throw deliveredOnRefused();
  return db.transaction(async (tx) => {
    // The lock every payment on the booking takes too (bookings.ts lockBookingOfQuote): a
    // payment recorded meanwhile is either deducted here or receipted against this invoice.
    const [inquiry] = await tx
      .select()
      .from(inquiries)
      .where(eq(inquiries.id, input.inquiryId))
      .for("update");
    if (!inquiry) throw notFound(INQUIRY_NOT_FOUND);
    if (inquiry.status !== "confirmed") throw conflict(TAX_INVOICE_MESSAGES.notConfirmed);
    const quote = await paidQuoteOf(tx, inquiry.id);
    if (!quote) throw conflict(TAX_INVOICE_MESSAGES.notConfirmed);
    const issued = await bookingTaxInvoiceOf(tx, inquiry.id);
    if (issued) throw conflict(TAX_INVOICE_MESSAGES.already(issued.serial));
    if (input.deliveredOn < formatIsoDay(quote.createdAt)) throw deliveredOnRefused();

    const payments = await paymentsOnInquiry(tx, inquiry.id);
    const duePaise = quote.totalPaise - receivedPaise(payments);
    // Money beyond the total is owed back, and no invoice can deduct it: said as such.
    const overpaid = -remainingOf(quote.totalPaise, payments);
    if (overpaid > 0) throw conflict(TAX_INVOICE_MESSAGES.overpaid(formatRupeesExact(overpaid)));
    const issuedNow = await issueBookingInvoice(tx, context, {
      inquiry,
      quote,
      lines: linesAfterDiscount(quote),
      advances: await standingAdvances(tx, payments),
      deliveredOn: input.deliveredOn,
      duePaise,
      adminId: input.adminId,
      now,
      history: (serial) =>
        `Service delivered on ${calendarDay(input.deliveredOn)}: tax invoice ${serial} issued for ${formatRupeesExact(quote.totalPaise)}, ${formatRupeesExact(quote.totalPaise - duePaise)} of advances deducted, ${formatRupeesExact(duePaise)} still due.`,
    });
    if (!issuedNow) throw conflict(TAX_INVOICE_MESSAGES.notAddingUp);
    const { serial, issuedAt, ...queued } = issuedNow;
    return {
      taxInvoice: {
        serial,
        issuedAt: issuedAt.toISOString(),
        deliveredOn: input.deliveredOn,
        forCancellation: false,
        amountPaise: quote.totalPaise,
        duePaise,
        documentId: null,
      },
      ...queued,
    };
  });
}

/**
 * What a cancellation kept under the refund policy is a supply too (the cancellation charge,
 * taxed as the service it cancels): once the cancellation is final (nothing to refund, or the
 * refund made), a booking no tax invoice covers gets one for what was kept (decision 0048). Its
 * one line is the charge; it deducts the advances paid before the cancellation, as their refunds
 * left them, which add up to it, so nothing is due and no tax is paid twice; GSTR-1 then moves
 * those advances to table 11B. Called inside the transaction that makes the cancellation final,
 * under the booking's lock; nothing is issued when a tax invoice exists or nothing was kept.
 */
export async function invoiceCancellationCharge(
  tx: DbOrTx,
  context: PaymentContext,
  input: {
    inquiryId: string;
    /** The cancellation as kept (cancellations.ts): when, how long before, the policy's words. */
    cancellation: Pick<typeof cancellations.$inferSelect, "createdAt" | "daysBefore" | "rule">;
    adminId: string | null;
    now?: Date;
  },
): Promise<Queued & { serial: string }> {
  const none = { emailIds: [], whatsappIds: [], serial: "" };
  const now = input.now ?? new Date();
  const [inquiry] = await tx.select().from(inquiries).where(eq(inquiries.id, input.inquiryId)).for("update");
  const quote = inquiry ? await paidQuoteOf(tx, inquiry.id) : undefined;
  if (!inquiry || !quote || (await bookingTaxInvoiceOf(tx, inquiry.id))) return none;
  // Paid after the cancellation (a checkout already open, a link paid late): owed back whole,
  // never part of the charge.
  const before = (await paymentsOnInquiry(tx, inquiry.id)).filter(
    (payment) => payment.purchasedAt.getTime() <= input.cancellation.createdAt.getTime(),
  );
  const advances = await standingAdvances(tx, before);
  const keptPaise = advances.reduce((sum, advance) => sum + advance.totalPaise, 0);
  if (keptPaise <= 0) return none;
  const subject = subjectOf(inquiry.kind as InquiryKind, inquiry.details);
  const issued = await issueBookingInvoice(tx, context, {
    inquiry,
    quote,
    lines: [
      {
        description: fill(ISSUED_PHRASES.charge, { reference: inquiry.reference, subject }),
        amountPaise: keptPaise,
      },
    ],
    advances,
    deliveredOn: null,
    notes: [
      ...DOCUMENT_NOTES,
      fill(ISSUED_PHRASES.cancelled, {
        reference: inquiry.reference,
        version: quote.version,
        subject,
        date: calendarDay(formatIsoDay(input.cancellation.createdAt)),
        days: input.cancellation.daysBefore,
        rule: input.cancellation.rule,
      }),
    ],
    duePaise: 0,
    adminId: input.adminId,
    now,
    history: (serial) =>
      `Cancellation charge invoiced: tax invoice ${serial} for the ${formatRupeesExact(keptPaise)} kept under the refund policy, the advances deducted, nothing due.`,
  });
  if (!issued) {
    // Advances taxed at different places of supply: the inquiry's history asks the operators to
    // issue it by hand (the cancellation stands; its refund, if any, is made).
    await tx.insert(inquiryStatusChanges).values({
      inquiryId: inquiry.id,
      fromStatus: inquiry.status,
      toStatus: inquiry.status,
      note: `The ${formatRupeesExact(keptPaise)} kept is not invoiced: ${TAX_INVOICE_MESSAGES.notAddingUp}`,
      changedById: input.adminId,
    });
    return none;
  }
  const { issuedAt: _issuedAt, ...queued } = issued;
  return queued;
}

/**
 * Issues a booking's tax invoice apart from any payment, at delivery or for a cancellation's
 * charge: billed as the deposit was (the same buyer and place of supply as the advances it
 * deducts), the next serial of the NE series, once per booking (a unique index: a second is
 * impossible whatever races), e-mailed with its PDF (and told on WhatsApp if chosen), and said
 * in the inquiry's history. Null, before a serial is taken, when its advances cannot be deducted
 * on one invoice (taxed at another place of supply) or it would not leave `duePaise` due.
 */
async function issueBookingInvoice(
  tx: DbOrTx,
  context: PaymentContext,
  input: {
    inquiry: typeof inquiries.$inferSelect;
    quote: NonNullable<Awaited<ReturnType<typeof paidQuoteOf>>>;
    lines: { description: string; amountPaise: number }[];
    advances: TaxDocumentAdvance[];
    /** The day of delivery; null for a cancellation's charge. */
    deliveredOn: string | null;
    /** The notes under it; else the booking's (bookingInvoiceNotes). */
    notes?: readonly string[];
    duePaise: number;
    adminId: string | null;
    now: Date;
    history: (serial: string) => string;
  },
): Promise<(Queued & { serial: string; issuedAt: Date }) | null> {
  const { inquiry, quote } = input;
  const [customer] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, inquiry.userId));
  const billing = await bookingBilling(tx, inquiry.id);
  const buyer = buyerOf(
    {
      name: billing?.billingName ?? customer!.name,
      email: customer!.email,
      stateCode: billing?.billingStateCode ?? null,
      gstin: billing?.billingGstin ?? null,
      address: billing?.billingAddress ?? null,
    },
    context.seller,
  );
  const kind = inquiry.kind as InquiryKind;
  const subject = subjectOf(kind, inquiry.details);
  const build = (serial: string, issuedAt: Date): TaxDocument =>
    bookingInvoiceDocument({
      serial,
      issuedAt,
      seller: context.seller,
      buyer,
      service: GST_SERVICES[kind],
      lines: input.lines,
      advances: input.advances,
      ...(input.deliveredOn ? { suppliedOn: input.deliveredOn } : {}),
      notes: input.notes ?? bookingInvoiceNotes(inquiry, quote, subject),
      placeOfSupply: bookingPlaceOfSupply(quote, buyer),
      deliveryAddress: quote.venue,
    });
  const trial = (() => {
    try {
      return build("NE/00-00/000000", input.now);
    } catch {
      return null;
    }
  })();
  if (!trial || taxDocumentProblems(trial).length > 0 || trial.due?.totalPaise !== input.duePaise) {
    return null;
  }

  // The serial last: other tax invoices of the moment wait for it until this one commits.
  const { serial, fiscalYear, issuedAt } = await takeSerial(tx, DOCUMENT_SERIES.invoice, input.now);
  const document = build(serial, issuedAt);
  const [row] = await tx
    .insert(bookingInvoices)
    .values({
      inquiryId: inquiry.id,
      quoteId: quote.id,
      userId: inquiry.userId,
      serial,
      fiscalYear,
      deliveredOn: input.deliveredOn,
      amountPaise: document.totals.totalPaise,
      duePaise: input.duePaise,
      document,
      issuedAt,
      issuedById: input.adminId,
      emailQueuedAt: input.now,
    })
    // Throwing rolls the serial back: the series stays consecutive.
    .onConflictDoNothing({ target: bookingInvoices.inquiryId })
    .returning();
  if (!row) throw conflict(TAX_INVOICE_MESSAGES.already(serial));
  await tx.insert(inquiryStatusChanges).values({
    inquiryId: inquiry.id,
    fromStatus: inquiry.status,
    toStatus: inquiry.status,
    note: input.history(serial),
    changedById: input.adminId,
  });
  // The document's notes keep the English subject (as issued); the messages say
  // it in the customer's language.
  const member = (await memberOf(tx, inquiry.userId))!;
  const queued = await notify(
    tx,
    toMember(
      member,
      bookingInvoiceIssued(
        member,
        {
          inquiryId: inquiry.id,
          reference: inquiry.reference,
          kind,
          details: inquiry.details,
          balanceDueOn: quote.balanceDueOn,
        },
        { id: row.id, document, duePaise: input.duePaise, forCancellation: input.deliveredOn === null },
        context.siteUrl,
      ),
      context,
    ),
  );
  return { serial, issuedAt, ...queued };
}

/**
 * The booking's tax invoice and its document (GET /inquiry/{id}/tax-invoice and its PDF), however
 * it was issued: at delivery, or with the last payment (that payment's document as it stands).
 */
export async function bookingInvoiceDocuments(
  db: DbOrTx,
  inquiryId: string,
  seller: PaymentContext["seller"],
): Promise<{ taxInvoice: BookingTaxInvoice; document: TaxDocument; creditNotes: TaxDocument[] }> {
  const found = await bookingTaxInvoiceOf(db, inquiryId);
  if (!found) throw notFound(TAX_INVOICE_MESSAGES.none);
  const { document, ...taxInvoice } = found;
  // Every credit note issued against it (each refunded payment has its own), oldest first.
  const against = await db
    .select({ document: creditNotes.document })
    .from(creditNotes)
    .where(sql`${creditNotes.document}->'references'->>'invoiceNumber' = ${taxInvoice.serial}`)
    .orderBy(asc(creditNotes.createdAt), asc(creditNotes.serial));
  return {
    taxInvoice,
    document: taxInvoice.documentId
      ? ((await invoiceTaxDocument(db, taxInvoice.documentId, seller)) ?? document)
      : document,
    creditNotes: against.map((row) => row.document),
  };
}
