// An admin refunds an invoice, in full or a part of it (docs/product.md D20: memberships are
// non-refundable; this is the operator's exception; D23: a booking cancelled by the policy),
// in one refund or several, never beyond what it was paid: each asked of the provider once,
// under an idempotency key that is our refund's id, then recorded through the payment
// service's "refunded" transition, which the provider's webhook also reaches. A refund is never
// issued twice, whatever repeats or races.
import { formatRupeesExact } from "../../lib/money.ts";
import { eq, sql } from "drizzle-orm";
import { ALREADY_REFUNDED, REFUND_AMOUNT_RANGE, REFUNDED_MEANWHILE } from "../../schemas/admin-requests.ts";
import { invoices, paymentOrders, refunds } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { badRequest, conflict, HttpError, notFound } from "../errors.ts";
import type { PaymentSetup } from "../payments/provider.ts";
import { INVOICE_NOT_FOUND } from "./invoices.ts";
import { type PaymentContext, type RefundSettled, settleRefund } from "./payments.ts";
import { referenceRecorded } from "./transfer-references.ts";

export { ALREADY_REFUNDED, REFUND_AMOUNT_RANGE };
export const REFUND_IN_PROGRESS =
  "A refund of this invoice is already being made. Please reload in a moment.";
export const BANK_REFUND_REFERENCE =
  "This was paid by bank transfer: make the refund by bank transfer and give its reference.";
export const REFUND_REFERENCE_TAKEN =
  "This reference is already recorded for another refund: give the reference of this refund's own transfer.";
export const REFUND_REFERENCE_RECEIVED =
  "This is the reference of a transfer received, not of a refund: give the reference of this refund's own transfer.";
export const REFUND_BELOW_PROVIDER_MINIMUM = (amount: string) =>
  `Razorpay refunds at least ₹1: the ${amount} left goes back by a bank transfer, outside the panel.`;
export const MEMBERSHIP_REFUND_WHOLE = "A membership is refunded in full: leave the amount out.";
export const REFUND_PROVIDER_FAILED =
  "The payment service did not make the refund, and nothing was refunded. Please try again in a few minutes.";

/** The least a refund gives back, unless it is all that is left (Razorpay's own minimum is ₹1). */
export const MIN_REFUND_PAISE = 100;

/** How long a refund asked of the provider counts as still in flight for another admin. */
const IN_FLIGHT_MS = 60_000;

/**
 * Refunds an invoice, all of it or a part (`amountPaise`, D23), once. A payment that came by
 * bank transfer goes back by bank transfer: the operator makes it and gives its reference
 * (`bankReference`), which is recorded instead of asking a provider.
 */
export async function refundInvoice(
  db: Database,
  payments: PaymentSetup,
  context: PaymentContext,
  input: {
    invoiceId: string;
    reason: string;
    adminId: string;
    amountPaise?: number;
    bankReference?: string;
    /** What the invoice had refunded when this refund was chosen: another made since refuses it. */
    refundedPaise?: number;
    /**
     * One transfer back may cover several payments of one cancellation: the invoices it already
     * refunded in this cancellation, whose refunds may carry the same UTR.
     */
    sharedWith?: readonly string[];
  },
): Promise<RefundSettled & { amountPaise: number; bankReference?: string }> {
  const [invoice] = await db
    .select({
      id: invoices.id,
      status: invoices.status,
      amountPaise: invoices.amountPaise,
      refundedPaise: invoices.refundedPaise,
      paymentId: invoices.paymentId,
      serial: invoices.serial,
      planId: invoices.planId,
      provider: paymentOrders.provider,
    })
    .from(invoices)
    .innerJoin(paymentOrders, eq(paymentOrders.id, invoices.orderId))
    .where(eq(invoices.id, input.invoiceId));
  if (!invoice) throw notFound(INVOICE_NOT_FOUND);
  const left = leftToRefund(invoice);
  const amountPaise = input.amountPaise ?? left;
  // A membership is refunded whole, ending it (D20); a booking's payment in parts too (D23).
  if (invoice.planId !== null && amountPaise !== invoice.amountPaise && left === invoice.amountPaise) {
    throw badRequest(MEMBERSHIP_REFUND_WHOLE, [{ path: "amountPaise", message: MEMBERSHIP_REFUND_WHOLE }]);
  }
  checkRefundable(invoice, left, amountPaise);
  // Razorpay refunds no less than ₹1: what is left below that goes back by a transfer.
  if (invoice.provider !== "bank" && amountPaise < MIN_REFUND_PAISE) {
    throw badRequest(REFUND_BELOW_PROVIDER_MINIMUM(formatRupeesExact(amountPaise)), [
      { path: "amountPaise", message: REFUND_BELOW_PROVIDER_MINIMUM(formatRupeesExact(amountPaise)) },
    ]);
  }
  if (invoice.provider === "bank" && !input.bankReference) {
    throw badRequest(BANK_REFUND_REFERENCE, [{ path: "bankReference", message: BANK_REFUND_REFERENCE }]);
  }

  // One open refund per invoice: whoever inserts it (or takes over a failed or stale one) asks
  // the provider; anyone else meanwhile is told it is under way.
  const [claimed] = await db
    .insert(refunds)
    .values({ invoiceId: invoice.id, reason: input.reason, requestedById: input.adminId })
    .onConflictDoUpdate({
      target: refunds.invoiceId,
      targetWhere: sql`${refunds.status} <> 'done'`,
      set: { status: "requested", reason: input.reason, requestedById: input.adminId, updatedAt: new Date() },
      setWhere: sql`${refunds.status} = 'failed' or (${refunds.status} = 'requested' and ${refunds.updatedAt} < now() - make_interval(secs => ${IN_FLIGHT_MS / 1000}))`,
    })
    .returning({ id: refunds.id, status: refunds.status });
  if (!claimed) throw conflict(REFUND_IN_PROGRESS);
  // Read again now that this refund is the open one: a refund settled meanwhile (its row closes
  // in the transaction that adds what it gave back) leaves less to refund.
  try {
    const [now] = await db
      .select({
        status: invoices.status,
        amountPaise: invoices.amountPaise,
        refundedPaise: invoices.refundedPaise,
      })
      .from(invoices)
      .where(eq(invoices.id, invoice.id));
    const nowLeft = leftToRefund(now!);
    // Refunded since the operator chose this refund (another tab, another operator): told, not
    // refunded again. Nothing left at all says so in its own words below.
    if (nowLeft > 0 && input.refundedPaise !== undefined && now!.refundedPaise !== input.refundedPaise) {
      throw conflict(REFUNDED_MEANWHILE(now!.refundedPaise, nowLeft));
    }
    checkRefundable(now!, nowLeft, amountPaise);
    // Checked once this refund is the invoice's open one, so that two refunds of it cannot both
    // pass: a transfer's UTR proves one transfer, in or out (its refunds in one cancellation aside).
    if (invoice.provider === "bank") {
      const recorded = await referenceRecorded(db, input.bankReference!, input.sharedWith);
      if (recorded === "refund") {
        throw new HttpError(409, REFUND_REFERENCE_TAKEN, {
          issues: [{ path: "bankReference", message: REFUND_REFERENCE_TAKEN }],
        });
      }
      if (recorded === "received") {
        throw new HttpError(409, REFUND_REFERENCE_RECEIVED, {
          issues: [{ path: "bankReference", message: REFUND_REFERENCE_RECEIVED }],
        });
      }
    }
  } catch (error) {
    await db.delete(refunds).where(eq(refunds.id, claimed.id));
    throw error;
  }

  let providerRefundId: string;
  try {
    if (invoice.provider === "bank") {
      // Made by the operator at the bank: its reference is the refund's.
      const settled = await settleRefund(db, context, {
        invoiceId: invoice.id,
        reason: input.reason,
        providerRefundId: input.bankReference!,
        requestedById: input.adminId,
        amountPaise,
        refundId: claimed.id,
      });
      return { ...settled, amountPaise, bankReference: input.bankReference };
    }
    const made = await payments.provider.refundPayment({
      paymentId: invoice.paymentId,
      amountPaise,
      // The same key on every try of this refund: the provider never makes it twice.
      idempotencyKey: claimed.id,
      notes: { invoice: invoice.serial, reason: input.reason },
    });
    providerRefundId = made.id;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(refunds)
      .set({ status: "failed", lastError: message.slice(0, 500) })
      .where(eq(refunds.id, claimed.id));
    throw new HttpError(502, REFUND_PROVIDER_FAILED, { cause: error });
  }
  const settled = await settleRefund(db, context, {
    invoiceId: invoice.id,
    reason: input.reason,
    providerRefundId,
    requestedById: input.adminId,
    amountPaise,
    refundId: claimed.id,
  });
  return { ...settled, amountPaise };
}

/** What is left to refund of an invoice: what it was paid less what refunds gave back. */
export function leftToRefund(invoice: {
  status: string;
  amountPaise: number;
  refundedPaise: number;
}): number {
  return invoice.status === "refunded" ? 0 : invoice.amountPaise - invoice.refundedPaise;
}

/** Refuses a refund of nothing left, or of more than is left (at least ₹1, or all that is left). */
function checkRefundable(invoice: { amountPaise: number }, left: number, amountPaise: number): void {
  if (left <= 0) throw conflict(ALREADY_REFUNDED);
  if (amountPaise > left || (amountPaise < MIN_REFUND_PAISE && amountPaise !== left)) {
    const message = REFUND_AMOUNT_RANGE(invoice.amountPaise, left);
    throw badRequest(message, [{ path: "amountPaise", message }]);
  }
}
