// Membership purchase (issue 6; D1, D2): the order is our row first, its amount the plan's
// yearly price from the database; one transaction marks it paid and creates the invoice, and
// any later confirmation of the same order finds that invoice instead of making another.
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { paiseToRupees } from "../../lib/money.ts";
import type { Invoice, OrderAnswer } from "../../schemas/invoice.ts";
import { PAYMENT_SIGNATURE_INVALID } from "../../schemas/payment.ts";
import { invoices, paymentOrders, plans, users } from "../db/schema.ts";
import { preparedOn } from "../db/prepared.ts";
import type { Database, DbOrTx } from "../db/types.ts";
import { badRequest, HttpError, notFound } from "../errors.ts";
import { isValidPaymentSignature, type PaymentSetup, type ProviderOrder } from "../payments/provider.ts";
import { toPlanView, type PlanView } from "./plans.ts";

export const PLAN_UNAVAILABLE = "This plan is not available.";
export const ORDER_NOT_FOUND = "We could not find this payment's order.";
export const PAYMENT_PROVIDER_UNAVAILABLE =
  "We could not reach the payment service, and nothing was charged. Please try again in a few minutes.";

/** An invoice as the API shows it (spec: _id, userId {email}, subscriptionId {name}, ...). */
export type InvoiceView = Invoice;

export async function createOrder(
  db: Database,
  payments: PaymentSetup,
  userId: string,
  planId: string,
): Promise<OrderAnswer & { subscription: PlanView }> {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.isActive, true)))
    .limit(1);
  if (!plan) throw badRequest(PLAN_UNAVAILABLE);
  // Written before the provider is called, so that nothing paid can lack our record of it.
  const [order] = await db
    .insert(paymentOrders)
    .values({
      userId,
      planId: plan.id,
      provider: payments.provider.name,
      amountPaise: plan.yearlyPricePaise,
      currency: "INR",
      billingFrequency: "yearly",
    })
    .returning({ id: paymentOrders.id });
  let remote: ProviderOrder;
  try {
    remote = await payments.provider.createOrder({
      amountPaise: plan.yearlyPricePaise,
      currency: "INR",
      receipt: order!.id,
    });
  } catch (error) {
    // Down, slow, refusing or answering nonsense: our row stays (created, no provider id),
    // the buyer never gets a checkout to pay in, and may simply try again.
    throw new HttpError(503, PAYMENT_PROVIDER_UNAVAILABLE, { cause: error });
  }
  await db.update(paymentOrders).set({ providerOrderId: remote.id }).where(eq(paymentOrders.id, order!.id));
  return {
    order: { id: remote.id, amount: plan.yearlyPricePaise, currency: "INR" },
    subscription: toPlanView(plan),
    keyId: payments.provider.keyId,
    checkout: payments.provider.name,
  };
}

function oneYearAfter(date: Date): Date {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

/**
 * Marks the order paid and creates its invoice, once. Every later call (a replayed
 * verification, the webhook, the reconciler) gets the same invoice id back. `onInvoiced` runs
 * only in the call that created the invoice, inside its transaction (the reconciler queues
 * the invoice e-mail there, so that the invoice and its e-mail exist together or not at all).
 */
export async function markOrderPaid(
  db: DbOrTx,
  orderId: string,
  paymentId: string,
  options: { onInvoiced?: (tx: DbOrTx, invoiceId: string) => Promise<void> } = {},
): Promise<string> {
  return db.transaction(async (tx) => {
    const paidAt = new Date();
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
      if (existing) return existing.id;
      throw notFound(ORDER_NOT_FOUND);
    }
    const [invoice] = await tx
      .insert(invoices)
      .values({
        userId: order.userId,
        planId: order.planId,
        orderId: order.id,
        amountPaise: order.amountPaise,
        currency: order.currency,
        billingFrequency: order.billingFrequency,
        paymentId,
        purchasedAt: paidAt,
        nextBillingDate: oneYearAfter(paidAt),
      })
      .returning({ id: invoices.id });
    await options.onInvoiced?.(tx, invoice!.id);
    return invoice!.id;
  });
}

/**
 * Records a failed payment attempt on an order that is not paid: the webhook's
 * payment.failed, the local checkout's failure and the reconciler share it. The order stays
 * payable (markOrderPaid accepts failed orders). True when the order changed.
 */
export async function markOrderFailed(db: DbOrTx, orderId: string, reason: string): Promise<boolean> {
  const changed = await db
    .update(paymentOrders)
    .set({ status: "failed", failureReason: reason })
    .where(and(eq(paymentOrders.id, orderId), inArray(paymentOrders.status, ["created", "failed"])))
    .returning({ id: paymentOrders.id });
  return changed.length > 0;
}

/** The checkout's callback: a valid signature for the caller's own order, then markOrderPaid. */
export async function verifyPayment(
  db: Database,
  payments: PaymentSetup,
  userId: string,
  input: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
): Promise<InvoiceView> {
  const [order] = await db
    .select({ id: paymentOrders.id, userId: paymentOrders.userId })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.provider, payments.provider.name),
        eq(paymentOrders.providerOrderId, input.razorpay_order_id),
      ),
    )
    .limit(1);
  if (!order || order.userId !== userId) throw notFound(ORDER_NOT_FOUND);
  const valid = isValidPaymentSignature(
    input.razorpay_order_id,
    input.razorpay_payment_id,
    input.razorpay_signature,
    payments.keySecret,
  );
  if (!valid) throw badRequest(PAYMENT_SIGNATURE_INVALID);
  const invoiceId = await markOrderPaid(db, order.id, input.razorpay_payment_id);
  return (await findInvoice(db, invoiceId))!;
}

const invoiceColumns = {
  invoice: invoices,
  userEmail: users.email,
  userName: users.name,
  planName: plans.name,
};

type InvoiceJoin = {
  invoice: typeof invoices.$inferSelect;
  userEmail: string;
  userName: string;
  planName: string;
};

function toInvoiceView({ invoice, userEmail, userName, planName }: InvoiceJoin): InvoiceView {
  return {
    _id: invoice.id,
    number: invoice.number,
    userId: { _id: invoice.userId, email: userEmail, name: userName },
    subscriptionId: { _id: invoice.planId, name: planName },
    amount: paiseToRupees(invoice.amountPaise),
    amountPaise: invoice.amountPaise,
    currency: invoice.currency,
    billingFrequency: invoice.billingFrequency,
    paymentId: invoice.paymentId,
    purchaseDate: invoice.purchasedAt.toISOString(),
    createdAt: invoice.createdAt.toISOString(),
    nextBillingDate: invoice.nextBillingDate.toISOString(),
  };
}

export async function findInvoice(db: DbOrTx, invoiceId: string): Promise<InvoiceView | undefined> {
  const [row] = await db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .innerJoin(plans, eq(plans.id, invoices.planId))
    .where(eq(invoices.id, invoiceId))
    .limit(1);
  return row ? toInvoiceView(row) : undefined;
}

/** A member's invoices, newest first. */
const invoicesOfMember = preparedOn((db) =>
  db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .innerJoin(plans, eq(plans.id, invoices.planId))
    .where(eq(invoices.userId, sql.placeholder("userId")))
    .orderBy(desc(invoices.createdAt), desc(invoices.number))
    .prepare("invoices_of_member"),
);

export async function listInvoices(db: Database, userId: string): Promise<InvoiceView[]> {
  const rows = await invoicesOfMember(db).execute({ userId });
  return rows.map(toInvoiceView);
}

/**
 * Invoices matching `where`, the highest number (the newest) first: a page of the admin list,
 * or a batch of its CSV export (services/admin-lists.ts builds the conditions).
 */
export async function selectInvoices(
  db: Database,
  where: SQL | undefined,
  window: { limit: number; offset?: number },
): Promise<InvoiceView[]> {
  const rows = await db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .innerJoin(plans, eq(plans.id, invoices.planId))
    .where(where)
    .orderBy(desc(invoices.number))
    .limit(window.limit)
    .offset(window.offset ?? 0);
  return rows.map(toInvoiceView);
}
