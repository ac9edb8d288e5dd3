// From inquiry to booking (docs/product.md D21; decision 0028): an admin quotes an inquiry, the
// member sees the quote and its timeline and pays the deposit through the one payment path
// (payments.ts); once paid the inquiry is confirmed and the advance has its GST tax invoice.
import { and, asc, desc, eq, inArray, isNotNull, max } from "drizzle-orm";
import { DEPOSIT_PERCENT, serviceDateOf } from "../../config/inquiry.ts";
import { bookingDiscountPercentOf } from "../../config/plans.ts";
import { addIsoDays, formatIsoDay } from "../../lib/dates.ts";
import type { Billing } from "../../schemas/billing.ts";
import type { OrderAnswer } from "../../schemas/invoice.ts";
import type { InquiryKind, InquiryStatus } from "../../schemas/admin.ts";
import {
  balanceDueRange,
  DEPOSIT_MIN_PAISE,
  depositOf,
  QUOTE_MESSAGES,
  QUOTE_VALID_DAYS_MAX,
  type QuoteState,
  type QuoteView,
} from "../../schemas/quote.ts";
import type { QuoteInput } from "../../schemas/quote-requests.ts";
import {
  bookingInvoices,
  inquiries,
  inquiryStatusChanges,
  invoices,
  paymentOrders,
  quotes,
} from "../db/schema.ts";
import type { Database, DbOrTx } from "../db/types.ts";
import { badRequest, conflict, forbidden, notFound } from "../errors.ts";
import type { DepositOutcome } from "../mail/messages.ts";
import { depositPaidAlert, quoteReady } from "../notify/notifications.ts";
import {
  memberOf,
  notify,
  toMember,
  toOperators,
  type Channels,
  type OperatorContacts,
  type Queued,
} from "../notify/notifier.ts";
import type { PaymentSetup } from "../payments/provider.ts";
import { INQUIRY_NOT_FOUND } from "./admin-inquiries.ts";
import { currentMembership } from "./memberships.ts";
import { subjectOf } from "./inquiries.ts";
import {
  askProviderForOrder,
  billingColumnsOf,
  billingFor,
  ORDER_IN_FLIGHT_MS,
  rememberBilling,
} from "./orders.ts";

type QuoteRow = typeof quotes.$inferSelect;
type OrderRow = typeof paymentOrders.$inferSelect;

/** What a quote is now: an open one whose last day has passed has expired. */
export function quoteState(row: Pick<QuoteRow, "status" | "validUntil">, today: string): QuoteState {
  if (row.status === "open" && row.validUntil < today) return "expired";
  return row.status;
}

function toQuoteView(row: QuoteRow, today: string, paid: DepositInvoice | null): QuoteView {
  return {
    _id: row.id,
    inquiryId: row.inquiryId,
    version: row.version,
    lines: row.lines,
    discount:
      row.discountPlan && row.discountPaise > 0
        ? { plan: row.discountPlan, percent: row.discountPercent, amountPaise: row.discountPaise }
        : null,
    totalPaise: row.totalPaise,
    depositPercent: row.depositPercent,
    depositPaise: row.depositPaise,
    validUntil: row.validUntil,
    balanceDueOn: row.balanceDueOn,
    note: row.note,
    eventStateCode: row.eventStateCode,
    venue: row.venue,
    state: paid?.refunded ? "refunded" : quoteState(row, today),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    invoice: paid ? { _id: paid._id, serial: paid.serial } : null,
  };
}

interface DepositInvoice {
  _id: string;
  serial: string;
  refunded: boolean;
}

/**
 * The invoices of paid deposits by quote (the first, when a quote was paid more than once). A
 * deposit refunded after the service was delivered and invoiced (decision 0033) does not take
 * the booking off: its quote stays paid.
 */
async function depositInvoices(db: DbOrTx, quoteIds: string[]): Promise<Map<string, DepositInvoice>> {
  if (quoteIds.length === 0) return new Map();
  const rows = await db
    .select({
      quoteId: paymentOrders.quoteId,
      id: invoices.id,
      serial: invoices.serial,
      status: invoices.status,
      delivered: bookingInvoices.id,
    })
    .from(invoices)
    .innerJoin(paymentOrders, eq(paymentOrders.id, invoices.orderId))
    .innerJoin(quotes, eq(quotes.id, paymentOrders.quoteId))
    .leftJoin(bookingInvoices, eq(bookingInvoices.inquiryId, quotes.inquiryId))
    .where(inArray(paymentOrders.quoteId, quoteIds))
    .orderBy(asc(invoices.number));
  const byQuote = new Map<string, DepositInvoice>();
  for (const row of rows) {
    if (!byQuote.has(row.quoteId!)) {
      byQuote.set(row.quoteId!, {
        _id: row.id,
        serial: row.serial,
        refunded: row.status === "refunded" && row.delivered === null,
      });
    }
  }
  return byQuote;
}

/** Every quote on an inquiry, the newest first, as the admin panel shows them. */
export async function quotesOfInquiry(db: DbOrTx, inquiryId: string, now = new Date()): Promise<QuoteView[]> {
  const rows = await db
    .select()
    .from(quotes)
    .where(eq(quotes.inquiryId, inquiryId))
    .orderBy(desc(quotes.version));
  const paid = await depositInvoices(
    db,
    rows.map((row) => row.id),
  );
  const today = formatIsoDay(now);
  return rows.map((row) => toQuoteView(row, today, paid.get(row.id) ?? null));
}

/**
 * An admin's quote on an inquiry (a revision replaces the open one): the deposit within the
 * kind's range, the last day from today to 180 days ahead. The inquiry moves to "quoted",
 * its history says so, and the customer's messages are queued with it.
 */
export async function quoteInquiry(
  db: Database,
  input: Channels & {
    inquiryId: string;
    adminId: string;
    quote: QuoteInput;
    siteUrl: string;
    /** The seller's state: where an event is held unless the quote says otherwise. */
    sellerStateCode: string;
  },
  now = new Date(),
): Promise<{ quote: QuoteView } & Queued> {
  const today = formatIsoDay(now);
  return db.transaction(async (tx) => {
    // Locked: two admins' revisions are numbered one after the other.
    const [inquiry] = await tx
      .select({
        id: inquiries.id,
        reference: inquiries.reference,
        kind: inquiries.kind,
        status: inquiries.status,
        details: inquiries.details,
        userId: inquiries.userId,
      })
      .from(inquiries)
      .where(eq(inquiries.id, input.inquiryId))
      .for("update");
    if (!inquiry) throw notFound(INQUIRY_NOT_FOUND);
    if (inquiry.status === "confirmed") throw conflict(QUOTE_MESSAGES.confirmed);
    const range = DEPOSIT_PERCENT[inquiry.kind];
    const { lines, depositPercent, validUntil, note } = input.quote;
    // Where an event is held decides its place of supply for a buyer without a GSTIN (decision
    // 0046); catering and travel are supplied where the buyer is.
    if (inquiry.kind !== "event" && input.quote.eventStateCode) {
      throw badRequest(QUOTE_MESSAGES.eventStateNotEvent, [
        { path: "eventStateCode", message: QUOTE_MESSAGES.eventStateNotEvent },
      ]);
    }
    const eventStateCode =
      inquiry.kind === "event" ? (input.quote.eventStateCode ?? input.sellerStateCode) : null;
    // A venue is where an event or a catering is delivered; a tour is delivered along its way.
    if (inquiry.kind === "travel" && input.quote.venue) {
      throw badRequest(QUOTE_MESSAGES.venueNotTour, [
        { path: "venue", message: QUOTE_MESSAGES.venueNotTour },
      ]);
    }
    if (depositPercent < range.min || depositPercent > range.max) {
      const message = QUOTE_MESSAGES.depositPercent(range.min, range.max);
      throw badRequest(message, [{ path: "depositPercent", message }]);
    }
    if (validUntil < today || validUntil > addIsoDays(today, QUOTE_VALID_DAYS_MAX)) {
      throw badRequest(QUOTE_MESSAGES.validUntil, [
        { path: "validUntil", message: QUOTE_MESSAGES.validUntil },
      ]);
    }
    // The balance's due day: the operator's, within the refund policy's range for the kind
    // before the service (D22); by default the latest the range allows.
    const serviceDate = serviceDateOf(inquiry.kind, inquiry.details);
    let balanceDueOn: string | null = null;
    if (serviceDate) {
      const range = balanceDueRange(inquiry.kind, serviceDate, today);
      balanceDueOn = input.quote.balanceDueOn ?? range.latest;
      if (balanceDueOn < range.earliest || balanceDueOn > range.latest) {
        const message = QUOTE_MESSAGES.balanceDueOn(range.earliest, range.latest);
        throw badRequest(message, [{ path: "balanceDueOn", message }]);
      }
    }
    // A member whose membership is active today gets the plan's booking discount (D22).
    const membership = await currentMembership(tx, inquiry.userId, now);
    const discountPercent =
      membership?.status === "active" ? bookingDiscountPercentOf(membership.plan.slug) : 0;
    const subtotalPaise = lines.reduce((sum, line) => sum + line.amountPaise, 0);
    const discountPaise = depositOf(subtotalPaise, discountPercent);
    const totalPaise = subtotalPaise - discountPaise;
    const depositPaise = depositOf(totalPaise, depositPercent);
    if (depositPaise < DEPOSIT_MIN_PAISE) {
      throw badRequest(QUOTE_MESSAGES.depositMinimum, [
        { path: "depositPercent", message: QUOTE_MESSAGES.depositMinimum },
      ]);
    }
    await tx
      .update(quotes)
      .set({ status: "superseded" })
      .where(and(eq(quotes.inquiryId, inquiry.id), eq(quotes.status, "open")));
    const [{ latest } = { latest: 0 }] = await tx
      .select({ latest: max(quotes.version) })
      .from(quotes)
      .where(eq(quotes.inquiryId, inquiry.id));
    const [row] = await tx
      .insert(quotes)
      .values({
        inquiryId: inquiry.id,
        version: (latest ?? 0) + 1,
        lines,
        totalPaise,
        depositPercent,
        depositPaise,
        discountPercent,
        discountPaise,
        discountPlan: discountPaise > 0 ? membership!.plan.name : null,
        validUntil,
        balanceDueOn,
        note: note.trim(),
        eventStateCode,
        venue: input.quote.venue || null,
        createdById: input.adminId,
      })
      .returning();
    await tx.update(inquiries).set({ status: "quoted" }).where(eq(inquiries.id, inquiry.id));
    await tx.insert(inquiryStatusChanges).values({
      inquiryId: inquiry.id,
      fromStatus: inquiry.status,
      toStatus: "quoted",
      note: `Quote ${row!.version} sent.`,
      changedById: input.adminId,
    });
    // To the account's own address and number (D18), like every message about the member's
    // inquiry, in the account's language (D25), on the channels they chose (D26).
    const customer = (await memberOf(tx, inquiry.userId))!;
    const queued = await notify(
      tx,
      toMember(customer, quoteReady(customer, inquiry, toQuoteView(row!, today, null), input.siteUrl), input),
    );
    return { quote: toQuoteView(row!, today, null), ...queued };
  });
}

/** The member an inquiry belongs to (undefined: no such inquiry). */
export async function inquiryOwner(db: DbOrTx, inquiryId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: inquiries.userId })
    .from(inquiries)
    .where(eq(inquiries.id, inquiryId));
  return row?.userId;
}

/**
 * The open order of a quote for a purpose and an amount, under the caller's lock: handed out
 * again when the provider has it (a second click, a reload, another tab); a conflict while
 * another request is still asking the provider for one; and one that never reached the
 * provider, or was for another amount (a payment recorded meanwhile), is marked failed so that
 * the caller makes a new one. Null: make a new order.
 */
export async function openOrderOnQuote(
  tx: DbOrTx,
  input: {
    quoteId: string;
    provider: OrderRow["provider"];
    purpose: "deposit" | "balance";
    amountPaise: number;
    now: Date;
    inProgress: string;
  },
): Promise<OrderRow | null> {
  const [open] = await tx
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.quoteId, input.quoteId),
        eq(paymentOrders.provider, input.provider),
        eq(paymentOrders.purpose, input.purpose),
        inArray(paymentOrders.status, ["created", "failed"]),
      ),
    )
    .orderBy(desc(paymentOrders.createdAt))
    .limit(1);
  if (!open) return null;
  if (open.providerOrderId && open.amountPaise === input.amountPaise) return open;
  if (!open.providerOrderId && input.now.getTime() - open.createdAt.getTime() < ORDER_IN_FLIGHT_MS) {
    throw conflict(input.inProgress);
  }
  await tx
    .update(paymentOrders)
    .set({
      status: "failed",
      failureReason: open.providerOrderId
        ? "Replaced: what remains to pay changed."
        : "The payment service was not reached.",
    })
    .where(eq(paymentOrders.id, open.id));
  return null;
}

/**
 * The member's order for the deposit on a quote (POST /inquiry/{id}/deposit): only the
 * inquiry's owner, only the quote that can be paid (open, not past its last day, not
 * replaced), at the server's amount. One order per quote: a second click, tab or race gets the
 * same one, so the deposit can be paid once.
 */
export async function createDepositOrder(
  db: Database,
  payments: PaymentSetup,
  userId: string,
  input: {
    inquiryId: string;
    quoteId: string;
    billing?: Billing;
    sellerStateCode: string;
    sellerGstin?: string;
  },
  options: { beforeNew?: () => Promise<void>; now?: Date } = {},
): Promise<OrderAnswer & { quote: QuoteView }> {
  const now = options.now ?? new Date();
  const today = formatIsoDay(now);
  const owner = await inquiryOwner(db, input.inquiryId);
  if (!owner) throw notFound(INQUIRY_NOT_FOUND);
  if (owner !== userId) throw forbidden();
  const billing = await billingFor(db, userId, input.billing, input.sellerStateCode, input.sellerGstin);
  const billingColumns = billingColumnsOf(billing);
  // The limit counts new orders only; it is asked before the transaction (which may not wait
  // on another connection: PGlite has one).
  const [reusable] = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.quoteId, input.quoteId),
        eq(paymentOrders.provider, payments.provider.name),
        eq(paymentOrders.purpose, "deposit"),
        inArray(paymentOrders.status, ["created", "failed"]),
        isNotNull(paymentOrders.providerOrderId),
      ),
    )
    .limit(1);
  if (!reusable) await options.beforeNew?.();
  const placed = await db.transaction(async (tx) => {
    // Locked: two requests for the same quote are answered one after the other.
    const [quote] = await tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.id, input.quoteId), eq(quotes.inquiryId, input.inquiryId)))
      .for("update");
    if (!quote) throw notFound(QUOTE_MESSAGES.quoteNotFound);
    const state = quoteState(quote, today);
    if (state !== "open") throw conflict(QUOTE_MESSAGES.notPayable[state]);
    const [inquiry] = await tx
      .select({ status: inquiries.status })
      .from(inquiries)
      .where(eq(inquiries.id, quote.inquiryId));
    // Closed by the operators, or already booked through another quote.
    if (inquiry!.status === "lost") throw conflict(QUOTE_MESSAGES.closed);
    if (inquiry!.status === "confirmed") throw conflict(QUOTE_MESSAGES.notPayable.paid);
    const open = await openOrderOnQuote(tx, {
      quoteId: quote.id,
      provider: payments.provider.name,
      purpose: "deposit",
      amountPaise: quote.depositPaise,
      now,
      inProgress: QUOTE_MESSAGES.orderInProgress,
    });
    if (open) {
      await tx.update(paymentOrders).set(billingColumns).where(eq(paymentOrders.id, open.id));
      return { quote, order: open, reused: true };
    }
    const [order] = await tx
      .insert(paymentOrders)
      .values({
        userId,
        purpose: "deposit",
        quoteId: quote.id,
        amountPaise: quote.depositPaise,
        billingFrequency: "advance",
        provider: payments.provider.name,
        currency: "INR",
        ...billingColumns,
      })
      .returning();
    return { quote, order: order!, reused: false };
  });
  if (input.billing) await rememberBilling(db, userId, billing);
  const providerOrderId = placed.reused
    ? placed.order.providerOrderId
    : await askProviderForOrder(db, payments, placed.order);
  const [paid] = await depositInvoices(db, [placed.quote.id]).then((map) => [
    map.get(placed.quote.id) ?? null,
  ]);
  return {
    order: { id: providerOrderId!, amount: placed.order.amountPaise, currency: "INR" },
    subscription: { _id: placed.quote.id, name: `Deposit on quote ${placed.quote.version}`, slug: "deposit" },
    keyId: payments.provider.keyId,
    checkout: payments.provider.name,
    quote: toQuoteView(placed.quote, today, paid ?? null),
  };
}

/** What a deposit's invoice line says and which GST service it is (issueInvoice). */
export async function depositOfOrder(
  tx: DbOrTx,
  order: OrderRow,
): Promise<{ kind: InquiryKind; reference: string; version: number; subject: string }> {
  const [row] = await tx
    .select({
      kind: inquiries.kind,
      reference: inquiries.reference,
      details: inquiries.details,
      version: quotes.version,
    })
    .from(quotes)
    .innerJoin(inquiries, eq(inquiries.id, quotes.inquiryId))
    .where(eq(quotes.id, order.quoteId!));
  return {
    kind: row!.kind as InquiryKind,
    reference: row!.reference,
    version: row!.version,
    subject: subjectOf(row!.kind, row!.details),
  };
}

/**
 * A paid deposit, inside the transaction that issued its invoice. Money received is never
 * agreement to terms that no longer stand: only a payment on the quote that could be paid at
 * that moment (open, within its last day, on an inquiry neither closed nor booked) confirms
 * the booking: the quote paid, the inquiry confirmed (its history says by which invoice) and
 * any other open quote replaced. A payment on a quote replaced or expired meanwhile (its
 * checkout was still open), on a closed inquiry, or a second one, changes nothing: it stays
 * the customer's money on its invoice, and the operators are told exactly what happened.
 */
export async function recordDepositPaid(
  tx: DbOrTx,
  order: OrderRow,
  invoice: { serial: string; amountPaise: number; customer: string; documentName: string },
  options: OperatorContacts & { paidAt: Date; siteUrl: string },
): Promise<Queued> {
  const [paidQuote] = await tx.select().from(quotes).where(eq(quotes.id, order.quoteId!));
  const [inquiry] = await tx
    .select({
      id: inquiries.id,
      status: inquiries.status,
      reference: inquiries.reference,
      kind: inquiries.kind,
      details: inquiries.details,
    })
    .from(inquiries)
    .where(eq(inquiries.id, paidQuote!.inquiryId))
    .for("update");
  const outcome = await depositOutcome(tx, paidQuote!, inquiry!.status, formatIsoDay(options.paidAt));
  if (outcome.kind === "confirmed") {
    await tx
      .update(quotes)
      .set({ status: "paid", paidAt: options.paidAt })
      .where(eq(quotes.id, paidQuote!.id));
    await tx
      .update(quotes)
      .set({ status: "superseded" })
      .where(and(eq(quotes.inquiryId, inquiry!.id), eq(quotes.status, "open")));
    await tx.update(inquiries).set({ status: "confirmed" }).where(eq(inquiries.id, inquiry!.id));
    await tx.insert(inquiryStatusChanges).values({
      inquiryId: inquiry!.id,
      fromStatus: inquiry!.status,
      toStatus: "confirmed",
      note: `Deposit paid: ${invoice.documentName} ${invoice.serial}.`,
      // The operator who recorded a bank transfer, else the customer who paid online.
      changedById: order.recordedById ?? order.userId,
    });
  }
  return notify(
    tx,
    toOperators(
      options,
      depositPaidAlert(
        {
          reference: inquiry!.reference,
          subject: subjectOf(inquiry!.kind, inquiry!.details),
          customer: invoice.customer,
        },
        { serial: invoice.serial, amountPaise: invoice.amountPaise, documentName: invoice.documentName },
        outcome,
        options.siteUrl,
      ),
    ),
  );
}

/** What a deposit paid on `quote` does, by the quote's and the inquiry's state when it arrived. */
async function depositOutcome(
  tx: DbOrTx,
  quote: QuoteRow,
  inquiryStatus: InquiryStatus,
  paidOn: string,
): Promise<DepositOutcome> {
  if (quote.status === "paid" || inquiryStatus === "confirmed") return { kind: "duplicate" };
  if (inquiryStatus === "lost") return { kind: "closed" };
  const state = quoteState(quote, paidOn);
  if (state === "expired") return { kind: "expired", version: quote.version, validUntil: quote.validUntil };
  if (state !== "open") {
    const [current] = await tx
      .select({ version: max(quotes.version) })
      .from(quotes)
      .where(eq(quotes.inquiryId, quote.inquiryId));
    return { kind: "superseded", version: quote.version, currentVersion: current?.version ?? null };
  }
  return { kind: "confirmed", remainingPaise: quote.totalPaise - quote.depositPaise };
}

/**
 * A deposit's invoice refunded (the admin's refund or the provider's webhook, inside the
 * "refunded" transition): the booking is off unless another deposit on the inquiry stands,
 * and the inquiry's history names the credit note or refund voucher. The operators may quote it
 * again. Returns the booking's kind (null: not a booking's document).
 */
export async function recordDepositRefunded(
  tx: DbOrTx,
  invoiceId: string,
  reversal: { serial: string; documentName: string },
): Promise<InquiryKind | null> {
  const [row] = await tx
    .select({ inquiryId: quotes.inquiryId, kind: inquiries.kind })
    .from(invoices)
    .innerJoin(paymentOrders, eq(paymentOrders.id, invoices.orderId))
    .innerJoin(quotes, eq(quotes.id, paymentOrders.quoteId))
    .innerJoin(inquiries, eq(inquiries.id, quotes.inquiryId))
    .where(eq(invoices.id, invoiceId));
  if (!row) return null;
  const [inquiry] = await tx
    .select({ status: inquiries.status })
    .from(inquiries)
    .where(eq(inquiries.id, row.inquiryId))
    .for("update");
  const [standing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(paymentOrders, eq(paymentOrders.id, invoices.orderId))
    .innerJoin(quotes, eq(quotes.id, paymentOrders.quoteId))
    .where(and(eq(quotes.inquiryId, row.inquiryId), eq(invoices.status, "paid")))
    .limit(1);
  // A booking whose service was delivered and invoiced (decision 0033) stays as it is: what was
  // refunded is credited against its invoice, the booking itself is not taken off.
  const [delivered] = await tx
    .select({ id: bookingInvoices.id })
    .from(bookingInvoices)
    .where(eq(bookingInvoices.inquiryId, row.inquiryId));
  if (standing || delivered || inquiry!.status !== "confirmed") return row.kind;
  await tx.update(inquiries).set({ status: "lost" }).where(eq(inquiries.id, row.inquiryId));
  await tx.insert(inquiryStatusChanges).values({
    inquiryId: row.inquiryId,
    fromStatus: "confirmed",
    toStatus: "lost",
    note: `Deposit refunded: ${reversal.documentName} ${reversal.serial}.`,
    changedById: null,
  });
  return row.kind;
}

/** Quotes still open whose last day is within `days` from `today`, for the daily digest. */
export async function quotesExpiringSoon(
  db: DbOrTx,
  today: string,
  days: number,
): Promise<{ reference: string; version: number; validUntil: string }[]> {
  return db
    .select({ reference: inquiries.reference, version: quotes.version, validUntil: quotes.validUntil })
    .from(quotes)
    .innerJoin(inquiries, eq(inquiries.id, quotes.inquiryId))
    .where(
      and(
        eq(quotes.status, "open"),
        // From today (not yet expired) to `days` ahead.
        inArray(
          quotes.validUntil,
          Array.from({ length: days + 1 }, (_, i) => addIsoDays(today, i)),
        ),
      ),
    )
    .orderBy(asc(quotes.validUntil));
}

/** The kind of the booking a payment's document belongs to; null for a membership's. */
export async function bookingKindOfInvoice(tx: DbOrTx, invoiceId: string): Promise<InquiryKind | null> {
  const [row] = await tx
    .select({ kind: inquiries.kind })
    .from(invoices)
    .innerJoin(paymentOrders, eq(paymentOrders.id, invoices.orderId))
    .innerJoin(quotes, eq(quotes.id, paymentOrders.quoteId))
    .innerJoin(inquiries, eq(inquiries.id, quotes.inquiryId))
    .where(eq(invoices.id, invoiceId));
  return (row?.kind as InquiryKind | undefined) ?? null;
}
