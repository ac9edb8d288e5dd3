// The one payment path (docs/product.md D2; decision 0009): whoever learns of a payment first (the
// checkout's verification, the provider's webhook, the reconciler) goes through the same
// transitions here, and the routes only wire them. "Paid" makes the order's GST tax invoice,
// its e-mail (with the PDF) and, for a membership, its year, in one transaction, once.
// "Refunded" makes the credit note, its e-mail, and ends what the invoice paid for, once.
import { and, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { CANCELLATION_POLICY, DEFAULT_REFUND_BUSINESS_DAYS } from "../../config/cancellation.ts";
import { SERVER_REFUND_REASONS } from "../../config/document-phrases.ts";
import { DOCUMENT_SERIES, GST_SERVICES } from "../../config/gst.ts";
import { DOCUMENT_WORDS } from "../../lib/tax-document-words.ts";
import { oneYearAfter } from "../../lib/dates.ts";
import type { Invoice, PaymentDocumentKind } from "../../schemas/invoice.ts";
import type { WEBHOOK_OUTCOMES } from "../../schemas/api/responses.ts";
import { ALREADY_REFUNDED } from "../../schemas/admin-requests.ts";
import { REFUND_REASON_MAX } from "../../schemas/fields.ts";
import { PAYMENT_SIGNATURE_INVALID } from "../../schemas/payment.ts";
import { taxDocumentTotals, type TaxDocument, type TaxDocumentSeller } from "../../schemas/tax-document.ts";
import {
  creditNotes,
  inquiries,
  invoices,
  paymentOrders,
  plans,
  providerEvents,
  quotes,
  refunds,
  users,
} from "../db/schema.ts";
import type { Database, DbOrTx } from "../db/types.ts";
import { badRequest, conflict, HttpError, notFound, unauthorized } from "../errors.ts";
import { creditNoteIssued, paymentReceived } from "../notify/notifications.ts";
import {
  memberOf,
  notify,
  operatorsOf,
  queuedTogether,
  toMember,
  type OperatorContacts,
  type Queued,
} from "../notify/notifier.ts";
import type { PaymentSetup } from "../payments/provider.ts";
import { paymentSignature, signatureMatches, webhookSignature } from "../payments/signatures.ts";
import { holdIfErased } from "./erasure.ts";
import { findInvoice, invoiceTaxDocument, membershipLine, toInvoiceView } from "./invoices.ts";
import { nextPeriodStart } from "./memberships.ts";
import {
  bookingDocument,
  lockBookingOfQuote,
  paymentMethodOf,
  recordBalancePaid,
  refundBasisOf,
} from "./bookings.ts";
import { bookingKindOfInvoice, recordDepositPaid, recordDepositRefunded } from "./quotes.ts";
import {
  buyerOf,
  creditNoteDocument,
  invoiceDocument,
  takeSerial,
  type DocumentSeries,
} from "./tax-documents.ts";

export const ORDER_NOT_FOUND = "We could not find this payment's order.";

/**
 * What the transitions need besides the database: who sells, where links point, and the
 * operators told when a deposit or a balance is paid (D21, D22; no one when unset).
 */
export interface PaymentContext extends OperatorContacts {
  seller: TaxDocumentSeller;
  siteUrl: string;
}

export function paymentContext(
  env: Parameters<typeof operatorsOf>[0] & { seller: TaxDocumentSeller; siteUrl: string },
): PaymentContext {
  return { seller: env.seller, siteUrl: env.siteUrl, ...operatorsOf(env) };
}

type OrderRow = typeof paymentOrders.$inferSelect;

/** Our order behind the provider's order id (the checkout's, the webhook's, the reconciler's). */
export async function findOrderByProviderId(
  db: DbOrTx,
  provider: PaymentSetup["provider"]["name"],
  providerOrderId: string,
): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.provider, provider), eq(paymentOrders.providerOrderId, providerOrderId)))
    .limit(1);
  return order;
}

/**
 * A payment recorded: its invoice, and the messages this call queued (the member's invoice
 * e-mail and WhatsApp, the operators' note of a paid deposit or balance, held refunds'), to
 * send now; none when an earlier call made the invoice.
 */
export interface Settled extends Queued {
  invoiceId: string;
  /** True when this call made the invoice; false when an earlier call had. */
  issued: boolean;
}

/**
 * The "paid" transition: marks the order paid and issues its tax invoice with its e-mail, in
 * one transaction. Every later call for the same order (a replayed verification, the webhook,
 * the reconciler) gets the same invoice back and queues nothing.
 */
export async function settlePaidOrder(
  db: DbOrTx,
  context: PaymentContext,
  orderId: string,
  paymentId: string,
  paidAt = new Date(),
): Promise<Settled> {
  return db.transaction(async (tx) => {
    // A payment on a booking takes the booking's lock first, as every change of its money does
    // (the balance order, a bank transfer, the invoice at delivery): one at a time, in one order.
    const [pending] = await tx
      .select({ quoteId: paymentOrders.quoteId })
      .from(paymentOrders)
      .where(eq(paymentOrders.id, orderId));
    if (pending?.quoteId) await lockBookingOfQuote(tx, pending.quoteId);
    const [order] = await tx
      .update(paymentOrders)
      .set({ status: "paid", providerPaymentId: paymentId, paidAt })
      // A failed attempt may be followed by a successful one on the same order.
      .where(and(eq(paymentOrders.id, orderId), inArray(paymentOrders.status, ["created", "failed"])))
      .returning();
    if (!order) {
      const [existing] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.orderId, orderId));
      if (existing) return { invoiceId: existing.id, issued: false, ...queuedTogether() };
      throw notFound(ORDER_NOT_FOUND);
    }
    const issued = await issueInvoice(tx, context, order, paymentId, paidAt, { emailQueued: true });
    // Queued with the invoice: whoever made it, and wherever the browser is now. The e-mail
    // carries the document, so it always goes; WhatsApp too if the member chose it.
    const member = (await memberOf(tx, order.userId))!;
    const received = await notify(
      tx,
      toMember(
        member,
        paymentReceived(
          member,
          issued.view,
          issued.document,
          context.siteUrl,
          await bookingOfOrder(tx, order),
        ),
        context,
      ),
    );
    const paid = {
      serial: issued.view.serial,
      amountPaise: order.amountPaise,
      customer: issued.view.userId.name,
      documentName: DOCUMENT_WORDS[issued.document.kind].name,
    };
    const operatorsTold =
      order.purpose === "deposit"
        ? await recordDepositPaid(tx, order, paid, { ...context, paidAt })
        : order.purpose === "balance"
          ? await recordBalancePaid(
              tx,
              order,
              { serial: paid.serial, kind: issued.view.documentKind, customer: paid.customer },
              context,
            )
          : null;
    const refunds = await applyHeldRefunds(tx, context, order, paymentId, issued.view._id);
    return { invoiceId: issued.view._id, issued: true, ...queuedTogether(received, operatorsTold, refunds) };
  });
}

/**
 * Issues the tax invoice of a paid order inside the caller's transaction: the document as the
 * buyer gave their details, for a membership the year it pays for (from the end of a year
 * already paid for, on an early renewal), and its serial in the financial year, taken last:
 * the other payments of the moment wait for it until the transaction ends.
 */
export async function issueInvoice(
  tx: DbOrTx,
  context: PaymentContext,
  order: OrderRow,
  paymentId: string,
  paidAt: Date,
  options: { emailQueued?: boolean } = {},
): Promise<{ view: Invoice; document: TaxDocument }> {
  const [member] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, order.userId));
  const buyer = buyerOf(
    {
      name: order.billingName ?? member!.name,
      email: member!.email,
      stateCode: order.billingStateCode,
      gstin: order.billingGstin,
      address: order.billingAddress,
    },
    context.seller,
  );
  let startsAt = paidAt;
  let endsAt = paidAt;
  let planName: string | null = null;
  const payment = { reference: paymentId, method: paymentMethodOf(order, paidAt) };
  let plan: {
    documentKind: PaymentDocumentKind;
    series: DocumentSeries;
    build: (serial: string, issuedAt: Date) => TaxDocument;
  };
  if (order.purpose === "membership") {
    const [row] = await tx.select({ name: plans.name }).from(plans).where(eq(plans.id, order.planId!));
    planName = row!.name;
    startsAt = await nextPeriodStart(tx, order.userId, paidAt);
    endsAt = oneYearAfter(startsAt);
    const description = membershipLine(row!.name, startsAt, endsAt);
    plan = {
      documentKind: "invoice",
      series: DOCUMENT_SERIES.invoice,
      build: (serial, issuedAt) =>
        invoiceDocument({
          serial,
          issuedAt,
          seller: context.seller,
          buyer,
          service: GST_SERVICES.membership,
          description,
          pricePaise: order.amountPaise,
          payment,
        }),
    };
  } else {
    // A payment on a booking (D22, D24): a receipt voucher for an advance, the booking's tax
    // invoice when it completes the total, or a payment receipt once that invoice was issued
    // at delivery.
    plan = await bookingDocument(tx, context.seller, order, { buyer, paidAt, payment });
  }
  const { serial, fiscalYear, issuedAt } = await takeSerial(tx, plan.series, paidAt);
  const document = plan.build(serial, issuedAt);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      serial,
      documentKind: plan.documentKind,
      fiscalYear,
      userId: order.userId,
      planId: order.planId,
      orderId: order.id,
      amountPaise: order.amountPaise,
      currency: order.currency,
      billingFrequency: order.billingFrequency,
      paymentId,
      purchasedAt: issuedAt,
      startsAt,
      nextBillingDate: endsAt,
      document,
      emailQueuedAt: options.emailQueued ? paidAt : null,
    })
    .returning();
  // Paid after the account was erased (an order the erasure kept): the document is kept by law.
  await holdIfErased(tx, order.userId, {
    table: "invoices",
    id: invoice!.id,
    kind: plan.documentKind,
    number: serial,
    fiscalYear,
  });
  const view = toInvoiceView({
    invoice: invoice!,
    userEmail: member!.email,
    userName: member!.name,
    planName,
    creditNoteSerial: null,
    provider: order.provider,
    // Paid now: no invoice has deducted it yet.
    deductedOn: null,
  });
  return { view, document };
}

/**
 * Records a failed payment attempt on an order that is not paid: the webhook's
 * payment.failed, the local checkout's failure and the reconciler share it. The order stays
 * payable. True when the order changed.
 */
export async function recordFailedPayment(db: DbOrTx, orderId: string, reason: string): Promise<boolean> {
  const changed = await db
    .update(paymentOrders)
    .set({ status: "failed", failureReason: reason })
    .where(and(eq(paymentOrders.id, orderId), inArray(paymentOrders.status, ["created", "failed"])))
    .returning({ id: paymentOrders.id });
  return changed.length > 0;
}

/** The checkout's callback: a valid signature for the caller's own order, then "paid". */
export async function verifyCheckout(
  db: Database,
  payments: PaymentSetup,
  context: PaymentContext,
  userId: string,
  input: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
): Promise<{ invoice: Invoice } & Queued> {
  const order = await findOrderByProviderId(db, payments.provider.name, input.razorpay_order_id);
  if (!order || order.userId !== userId) throw notFound(ORDER_NOT_FOUND);
  const expected = paymentSignature(input.razorpay_order_id, input.razorpay_payment_id, payments.keySecret);
  if (!signatureMatches(expected, input.razorpay_signature)) throw badRequest(PAYMENT_SIGNATURE_INVALID);
  const { invoiceId, emailIds, whatsappIds } = await settlePaidOrder(
    db,
    context,
    order.id,
    input.razorpay_payment_id,
  );
  return { invoice: (await findInvoice(db, invoiceId))!, emailIds, whatsappIds };
}

/** A refund recorded: its credit note, and the messages this call queued (none when an earlier call recorded it). */
export interface RefundSettled extends Queued {
  creditNoteId: string;
}

/**
 * The "refunded" transition, whoever reports a refund first (the admin's action once the
 * provider has made it, or the provider's webhook): what the invoice has given back grows by the
 * refund (all of it: the invoice is refunded, and its membership year ends with it), the refund's
 * GST credit note (or refund voucher) in its own series, and its e-mail, in one transaction, once
 * per refund. An invoice may be refunded in parts, each with its own note, never beyond what it
 * was paid.
 */
export async function settleRefund(
  db: DbOrTx,
  context: PaymentContext,
  input: {
    invoiceId: string;
    reason: string;
    providerRefundId: string;
    requestedById?: string | null;
    /** What this refund gives back; all that is left of the invoice when unset. */
    amountPaise?: number;
    /** The refund the admin opened (refunds.ts), when the refund started from the panel. */
    refundId?: string;
  },
): Promise<RefundSettled> {
  return db.transaction(async (tx) => {
    const refundedAt = new Date();
    // The invoice's row first: two reports of refunds of one invoice settle one after the other.
    const [paid] = await tx
      .select({
        amountPaise: invoices.amountPaise,
        refundedPaise: invoices.refundedPaise,
        status: invoices.status,
      })
      .from(invoices)
      .where(eq(invoices.id, input.invoiceId))
      .for("update");
    if (!paid) throw notFound("Unknown invoice.");
    // This refund already recorded (the webhook after the panel, or a retried call): its note.
    const [settled] = await tx
      .select({ id: refunds.id, creditNoteId: creditNotes.id })
      .from(refunds)
      .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
      .where(
        and(
          eq(refunds.invoiceId, input.invoiceId),
          eq(refunds.status, "done"),
          eq(refunds.providerRefundId, input.providerRefundId),
        ),
      );
    const left = paid.status === "refunded" ? 0 : paid.amountPaise - paid.refundedPaise;
    const amountPaise = input.amountPaise ?? left;
    // Nothing to record: the panel's own refund row, which the webhook settled first, is closed.
    const closeClaim = async () => {
      if (input.refundId) {
        await tx.delete(refunds).where(and(eq(refunds.id, input.refundId), ne(refunds.status, "done")));
      }
    };
    if (settled) {
      await closeClaim();
      const noteId = settled.creditNoteId ?? (await latestCreditNoteId(tx, input.invoiceId));
      if (noteId) return { creditNoteId: noteId, ...queuedTogether() };
    }
    if (settled || amountPaise > left || amountPaise <= 0) {
      // More than is left: a refund recorded meanwhile (one made in the provider's dashboard).
      await closeClaim();
      throw conflict(ALREADY_REFUNDED);
    }
    const whole = amountPaise === left;
    const everything = amountPaise === paid.amountPaise;
    await tx
      .update(invoices)
      .set(
        whole
          ? { status: "refunded", refundedPaise: paid.amountPaise, refundedAt }
          : { refundedPaise: paid.refundedPaise + amountPaise, refundedAt },
      )
      .where(eq(invoices.id, input.invoiceId));
    // The refund's record: the one the admin opened, or made here when the refund did not start
    // from the panel (the provider's dashboard).
    const recorded = { status: "done" as const, providerRefundId: input.providerRefundId, lastError: null };
    const [record] = input.refundId
      ? await tx
          .update(refunds)
          .set({ ...recorded, amountPaise: everything ? null : amountPaise })
          .where(eq(refunds.id, input.refundId))
          .returning({ id: refunds.id, reason: refunds.reason })
      : await tx
          .insert(refunds)
          .values({
            invoiceId: input.invoiceId,
            reason: input.reason,
            requestedById: input.requestedById ?? null,
            ...recorded,
            amountPaise: everything ? null : amountPaise,
          })
          .returning({ id: refunds.id, reason: refunds.reason });
    const part = everything ? null : amountPaise;
    const reason = record!.reason;
    // What the refund reverses (bookings.ts refundBasisOf): the payment's own document, or the
    // booking's tax invoice that invoiced this money, for the amount refunded.
    const basis = await refundBasisOf(tx, input.invoiceId, context.seller);
    const invoice = (await findInvoice(tx, input.invoiceId))!;
    // The serial last: other credit notes of the moment wait for it until this one commits.
    // A receipt voucher is reversed by a refund voucher (Rule 51), an invoice by a credit note.
    const series =
      basis.document.kind === "receipt-voucher" ? DOCUMENT_SERIES.refundVoucher : DOCUMENT_SERIES.creditNote;
    const { serial, fiscalYear, issuedAt } = await takeSerial(tx, series, refundedAt);
    // A part completes exactly what the earlier notes on the same document left, tax by tax
    // (each part rounded on its own would not add up to it, by a paisa): the document's whole
    // value once every note on it (each payment's it invoiced) reaches it; else, the last part
    // of a payment's own document, what that payment's share of it was.
    const asPart = part !== null || basis.againstInvoice;
    const onDocument = asPart
      ? await tx
          .select({ document: creditNotes.document, invoiceId: creditNotes.invoiceId })
          .from(creditNotes)
          .where(sql`${creditNotes.document}->'references'->>'invoiceNumber' = ${basis.document.number}`)
      : [];
    const completesDocument =
      onDocument.length > 0 &&
      onDocument.reduce((sum, note) => sum + note.document.totals.totalPaise, 0) + amountPaise ===
        basis.document.totals.totalPaise;
    const earlier = completesDocument
      ? onDocument
      : whole && part !== null && !basis.againstInvoice
        ? onDocument.filter((note) => note.invoiceId === input.invoiceId)
        : [];
    const document = creditNoteDocument(basis.document, {
      serial,
      issuedAt,
      reason,
      refund: { reference: input.providerRefundId, paidBy: invoice.paidBy },
      ...(asPart ? { amountPaise } : {}),
      ...(earlier.length > 0
        ? {
            earlier: taxDocumentTotals(
              earlier.map(({ document }) => ({ ...document.totals, description: "", sac: "" })),
            ),
            completesDocument,
          }
        : {}),
    });
    const [creditNote] = await tx
      .insert(creditNotes)
      .values({
        serial,
        fiscalYear,
        invoiceId: input.invoiceId,
        refundId: record!.id,
        reason,
        amountPaise: document.totals.totalPaise,
        document,
        emailQueuedAt: refundedAt,
      })
      .returning({ id: creditNotes.id });
    await holdIfErased(tx, invoice.userId._id, {
      table: "credit_notes",
      id: creditNote!.id,
      kind: document.kind,
      number: serial,
      fiscalYear,
    });
    // A part refund leaves the payment standing; the last of it may take the booking off.
    const kind = whole
      ? await recordDepositRefunded(tx, input.invoiceId, {
          serial,
          documentName: DOCUMENT_WORDS[document.kind].name,
        })
      : await bookingKindOfInvoice(tx, input.invoiceId);
    const member = (await memberOf(tx, invoice.userId._id))!;
    const queued = await notify(
      tx,
      toMember(
        member,
        creditNoteIssued(
          member,
          {
            ...invoice,
            status: whole ? "refunded" : "paid",
            refundedAt: refundedAt.toISOString(),
            creditNote: { serial },
          },
          { id: creditNote!.id, document, reason, refundedPaise: document.totals.totalPaise },
          context.siteUrl,
          // The policy's timeline for the booking's kind (D23); a membership's, the shortest.
          kind ? CANCELLATION_POLICY[kind].refundBusinessDays : DEFAULT_REFUND_BUSINESS_DAYS,
        ),
        context,
      ),
    );
    return { creditNoteId: creditNote!.id, ...queued };
  });
}

/** The newest credit note (or refund voucher) of an invoice, if it has one. */
async function latestCreditNoteId(tx: DbOrTx, invoiceId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoiceId))
    .orderBy(desc(creditNotes.createdAt), desc(creditNotes.serial))
    .limit(1);
  return row?.id;
}

/** The invoice of a provider's payment (the refund webhooks name the payment). */
export async function invoiceOfPayment(
  db: DbOrTx,
  provider: PaymentSetup["provider"]["name"],
  paymentId: string,
): Promise<{ id: string; amountPaise: number } | undefined> {
  const [row] = await db
    .select({ id: invoices.id, amountPaise: invoices.amountPaise })
    .from(invoices)
    .innerJoin(paymentOrders, eq(paymentOrders.id, invoices.orderId))
    .where(and(eq(invoices.paymentId, paymentId), eq(paymentOrders.provider, provider)))
    .limit(1);
  return row;
}

/** The provider's events that report a refund of a payment. */
const REFUND_EVENTS: readonly string[] = ["refund.processed", "payment.refunded"];

interface RefundEntity {
  id?: unknown;
  payment_id?: unknown;
  amount?: unknown;
  notes?: unknown;
}

/**
 * A refund the provider reports, applied to the invoice of its payment: all of it or a part
 * (one made in the provider's dashboard gets its credit note as the panel's would; one the panel
 * made is recognised by its id and records nothing twice). Null when nothing was applied: no
 * amount, or more than is left of the invoice (our books and the provider's then differ, which
 * an operator settles).
 */
async function applyRefundEvent(
  tx: DbOrTx,
  context: PaymentContext,
  invoice: { id: string; amountPaise: number },
  refund: RefundEntity,
): Promise<RefundSettled | null> {
  const amountPaise = Number(refund.amount);
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0 || !refund.id) return null;
  try {
    return await settleRefund(tx, context, {
      invoiceId: invoice.id,
      reason: refundReason(refund.notes),
      providerRefundId: String(refund.id),
      amountPaise: Math.min(amountPaise, invoice.amountPaise),
    });
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 409)) return null;
    throw error;
  }
}

/**
 * The refunds held for a payment that has just been recorded (see processWebhook), applied now
 * in the same transaction, and marked processed. Returns the messages they queued.
 */
async function applyHeldRefunds(
  tx: DbOrTx,
  context: PaymentContext,
  order: OrderRow,
  paymentId: string,
  invoiceId: string,
): Promise<Queued> {
  const held = await tx
    .select({ id: providerEvents.id, payload: providerEvents.payload })
    .from(providerEvents)
    .where(
      and(
        eq(providerEvents.provider, order.provider),
        inArray(providerEvents.type, [...REFUND_EVENTS]),
        isNull(providerEvents.processedAt),
        sql`${providerEvents.payload}->'payload'->'refund'->'entity'->>'payment_id' = ${paymentId}`,
      ),
    );
  const queued: Queued[] = [];
  for (const event of held) {
    const refund = (event.payload as RazorpayEvent).payload?.refund?.entity ?? {};
    const applied = await applyRefundEvent(
      tx,
      context,
      { id: invoiceId, amountPaise: order.amountPaise },
      refund,
    );
    if (applied) queued.push(applied);
    await tx
      .update(providerEvents)
      .set({ processedAt: new Date() })
      .where(and(eq(providerEvents.provider, order.provider), eq(providerEvents.id, event.id)));
  }
  return queuedTogether(...queued);
}

export const LOCAL_WEBHOOK_SECRET = "local_webhook_secret";
export const WEBHOOK_SIGNATURE_INVALID = "The webhook's signature is not valid.";
export const WEBHOOK_NOT_AN_EVENT = "The webhook's body is not an event.";

/** Razorpay's events are a few levels deep; far deeper JSON cannot even be serialised back. */
const MAX_EVENT_DEPTH = 32;

interface RazorpayEvent {
  event?: unknown;
  payload?: {
    payment?: { entity?: { id?: unknown; order_id?: unknown; error_description?: unknown } };
    order?: { entity?: { id?: unknown } };
    refund?: { entity?: RefundEntity };
  };
}

/**
 * A JSON object that the event table can keep: Postgres' jsonb refuses U+0000, and a body
 * nested thousands deep overflows the stack while it is written. Such a body, even signed, is
 * answered 400 instead of failing as a 500 that the provider would retry for days.
 */
function isStorableEvent(value: unknown): value is RazorpayEvent {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item === "string") {
      // NUL and lone surrogates: Postgres' jsonb refuses both.
      if (item.includes("\u0000") || !item.isWellFormed()) return false;
    } else if (item !== null && typeof item === "object") {
      if (depth > MAX_EVENT_DEPTH) return false;
      for (const [key, child] of Object.entries(item)) {
        if (key.includes("\u0000") || !key.isWellFormed()) return false;
        pending.push([child, depth + 1]);
      }
    }
  }
  return true;
}

export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/**
 * Why a refund was made, from the refund's notes (this server writes `reason` there): one line,
 * as the admin's reason is, since it is printed on the credit note and written in its e-mail.
 */
function refundReason(notes: unknown): string {
  const reason = (notes as { reason?: unknown } | null | undefined)?.reason;
  const line = typeof reason === "string" ? reason.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ").trim() : "";
  return line ? line.slice(0, REFUND_REASON_MAX) : SERVER_REFUND_REASONS.provider;
}

/**
 * A webhook delivery: its signature checked over the raw body before anything is parsed, the
 * event kept once by its id in the same transaction as its effect (a retried delivery changes
 * nothing), and its effect the same transition as every other path's. Answers what it did and
 * the messages it queued.
 */
export async function processWebhook(
  db: Database,
  payments: PaymentSetup,
  context: PaymentContext & { webhookSecret: string },
  delivery: { raw: string; signature: string | undefined; eventId: string | undefined },
): Promise<{ outcome: WebhookOutcome; type: string } & Queued> {
  if (!signatureMatches(webhookSignature(delivery.raw, context.webhookSecret), delivery.signature)) {
    throw unauthorized(WEBHOOK_SIGNATURE_INVALID);
  }
  let event: unknown;
  try {
    event = JSON.parse(delivery.raw);
  } catch {
    throw badRequest("Malformed JSON in request body");
  }
  if (!isStorableEvent(event)) throw badRequest(WEBHOOK_NOT_AN_EVENT);
  const type = typeof event.event === "string" ? event.event : "";
  const payment = event.payload?.payment?.entity;
  const refund = event.payload?.refund?.entity;
  const providerOrderId = String(payment?.order_id ?? event.payload?.order?.entity?.id ?? "");
  const paymentId = String(payment?.id ?? refund?.payment_id ?? "");
  const eventId = delivery.eventId ?? `${type}:${providerOrderId}:${paymentId}:${String(refund?.id ?? "")}`;
  const queued: Queued[] = [];

  const outcome = await db.transaction(async (tx): Promise<WebhookOutcome> => {
    const kept = await tx
      .insert(providerEvents)
      .values({ id: eventId, provider: payments.provider.name, type, payload: event })
      .onConflictDoNothing()
      .returning({ id: providerEvents.id });
    if (kept.length === 0) return "duplicate";

    let result: WebhookOutcome = "ignored";
    if (type === "order.paid" || type === "payment.captured" || type === "payment.failed") {
      const order = await findOrderByProviderId(tx, payments.provider.name, providerOrderId);
      if (order && paymentId && type !== "payment.failed") {
        // The invoice is ours to announce: the browser may have been closed (once per invoice).
        queued.push(await settlePaidOrder(tx, context, order.id, paymentId));
        result = "paid";
      } else if (order && type === "payment.failed") {
        await recordFailedPayment(tx, order.id, String(payment?.error_description ?? "Payment failed"));
        result = "failed";
      }
    } else if (REFUND_EVENTS.includes(type) && paymentId && refund) {
      const invoice = await invoiceOfPayment(tx, payments.provider.name, paymentId);
      if (!invoice) {
        // The refund of a payment whose own event has not come yet (events arrive in any
        // order): kept unprocessed, and applied when the payment is recorded (settlePaidOrder),
        // whoever records it, so that money returned never buys an invoice and a year.
        return "held";
      }
      const applied = await applyRefundEvent(tx, context, invoice, refund);
      if (applied) {
        queued.push(applied);
        result = "refunded";
      }
    }
    await tx.update(providerEvents).set({ processedAt: new Date() }).where(eq(providerEvents.id, eventId));
    return result;
  });
  return { outcome, type, ...queuedTogether(...queued) };
}

/**
 * POST /payment/sendSubscriptionEmail (docs/product.md A4, step 5): the invoice's e-mail is queued
 * with the invoice itself, so asking for it again queues nothing; an invoice of the first
 * release, which was not, gets its e-mail now. Returns what it queued (that e-mail, or nothing).
 */
export async function requestInvoiceEmail(
  db: Database,
  context: PaymentContext,
  invoiceId: string,
): Promise<Queued> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(invoices)
      .set({ emailQueuedAt: new Date() })
      .where(and(eq(invoices.id, invoiceId), isNull(invoices.emailQueuedAt)))
      .returning({ id: invoices.id });
    if (!claimed) return queuedTogether();
    const invoice = (await findInvoice(tx, invoiceId))!;
    const document = (await invoiceTaxDocument(tx, invoiceId, context.seller))!;
    // Asked for again by the page (docs/product.md A4, step 5): the e-mail alone, which the
    // document needs; WhatsApp told of the payment when it was recorded.
    const member = (await memberOf(tx, invoice.userId._id))!;
    const { whatsapp: _toldAlready, ...byEmail } = paymentReceived(
      member,
      invoice,
      document,
      context.siteUrl,
      null,
    );
    return notify(tx, toMember(member, byEmail));
  });
}

/** The booking a payment is on (its inquiry), for the messages; null for a membership. */
async function bookingOfOrder(tx: DbOrTx, order: OrderRow) {
  if (!order.quoteId) return null;
  const [row] = await tx
    .select({ kind: inquiries.kind, reference: inquiries.reference, details: inquiries.details })
    .from(quotes)
    .innerJoin(inquiries, eq(inquiries.id, quotes.inquiryId))
    .where(eq(quotes.id, order.quoteId));
  return row ?? null;
}
