// Orders (docs/product.md D1, D19, D20): what is charged is the server's (the plan's yearly price), an order
// is our row before the provider hears of it, a member's open order is handed out again rather
// than a new one made, and the buyer's billing details travel with it to the tax invoice.
import { and, desc, eq, gt, inArray, isNotNull } from "drizzle-orm";
import { formatLongDate } from "../../lib/dates.ts";
import type { Billing } from "../../schemas/billing.ts";
import { BILLING_MESSAGES } from "../../schemas/billing.ts";
import type { OrderAnswer } from "../../schemas/invoice.ts";
import { PLAN_CHANGE_MESSAGE } from "../../schemas/membership.ts";
import { paymentOrders, plans, users } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { badRequest, conflict, HttpError } from "../errors.ts";
import type { PaymentSetup, ProviderOrder } from "../payments/provider.ts";
import { currentMembership } from "./memberships.ts";
import { toPlanView, type PlanView } from "./plans.ts";

export const PLAN_UNAVAILABLE = "This plan is not available.";
export const PAYMENT_PROVIDER_UNAVAILABLE =
  "We could not reach the payment service, and nothing was charged. Please try again in a few minutes.";

/** An unpaid order younger than this is handed out again instead of making a new one. */
export const ORDER_REUSE_MS = 24 * 60 * 60 * 1000;

/** What createMembershipOrder answers: the provider's order for the checkout, and the plan. */
export type OrderCreated = OrderAnswer & { subscription: PlanView };

/** The billing details a member gave last (null when they never bought anything). */
export async function rememberedBilling(db: Database, userId: string): Promise<Billing | null> {
  const [row] = await db
    .select({ name: users.billingName, stateCode: users.billingStateCode, gstin: users.billingGstin })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.name || !row.stateCode) return null;
  return { name: row.name, stateCode: row.stateCode, gstin: row.gstin ?? undefined };
}

/** The billing details for this order: the ones given, else the remembered ones. */
export async function billingFor(db: Database, userId: string, given: Billing | undefined): Promise<Billing> {
  if (given) return given;
  const remembered = await rememberedBilling(db, userId);
  if (!remembered) {
    throw badRequest(BILLING_MESSAGES.state, [
      { path: "billing.stateCode", message: BILLING_MESSAGES.state },
    ]);
  }
  return remembered;
}

/** Remembers the details of an order that was made, for the next purchase (never a refused one's). */
export async function rememberBilling(db: Database, userId: string, billing: Billing): Promise<void> {
  await db
    .update(users)
    .set({
      billingName: billing.name,
      billingStateCode: billing.stateCode,
      billingGstin: billing.gstin ?? null,
    })
    .where(eq(users.id, userId));
}

/**
 * The member's order for a plan. Renewing the plan they have is allowed at any time (the new
 * year starts when the current one ends); another plan while a membership is active is not:
 * upgrades go through support, as the FAQ says (decision 0027). The member's open unpaid
 * order for the plan is handed out again (a second click, a reload, another tab: no new order
 * and no new call to the provider); `beforeNew` runs before a new one is made (the limit).
 */
export async function createMembershipOrder(
  db: Database,
  payments: PaymentSetup,
  userId: string,
  input: { planId: string; billing?: Billing },
  options: { beforeNew?: () => Promise<void> } = {},
): Promise<OrderCreated> {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, input.planId), eq(plans.isActive, true)))
    .limit(1);
  if (!plan) throw badRequest(PLAN_UNAVAILABLE);
  const membership = await currentMembership(db, userId);
  if (membership?.status === "active" && membership.plan._id !== plan.id) {
    throw conflict(PLAN_CHANGE_MESSAGE(membership.plan.name, formatLongDate(membership.endsAt)));
  }
  const billing = await billingFor(db, userId, input.billing);
  const answer = (providerOrderId: string): OrderCreated => ({
    order: { id: providerOrderId, amount: plan.yearlyPricePaise, currency: "INR" },
    subscription: toPlanView(plan),
    keyId: payments.provider.keyId,
    checkout: payments.provider.name,
  });
  const billingColumns = {
    billingName: billing.name,
    billingStateCode: billing.stateCode,
    billingGstin: billing.gstin ?? null,
  };

  const [open] = await db
    .select({ id: paymentOrders.id, providerOrderId: paymentOrders.providerOrderId })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.purpose, "membership"),
        eq(paymentOrders.planId, plan.id),
        eq(paymentOrders.provider, payments.provider.name),
        // At today's price: a price change makes a new order.
        eq(paymentOrders.amountPaise, plan.yearlyPricePaise),
        inArray(paymentOrders.status, ["created", "failed"]),
        isNotNull(paymentOrders.providerOrderId),
        gt(paymentOrders.createdAt, new Date(Date.now() - ORDER_REUSE_MS)),
      ),
    )
    .orderBy(desc(paymentOrders.createdAt))
    .limit(1);
  if (open?.providerOrderId) {
    // The invoice names whoever the buyer says now.
    await db.update(paymentOrders).set(billingColumns).where(eq(paymentOrders.id, open.id));
    if (input.billing) await rememberBilling(db, userId, billing);
    return answer(open.providerOrderId);
  }

  await options.beforeNew?.();
  const providerOrderId = await placeOrder(db, payments, {
    userId,
    purpose: "membership",
    planId: plan.id,
    amountPaise: plan.yearlyPricePaise,
    billingFrequency: "yearly",
    ...billingColumns,
  });
  if (input.billing) await rememberBilling(db, userId, billing);
  return answer(providerOrderId);
}

/**
 * Writes our order, then asks the provider for theirs: nothing paid can lack our record of it.
 * Returns the provider's order id.
 */
export async function placeOrder(
  db: Database,
  payments: PaymentSetup,
  values: Omit<typeof paymentOrders.$inferInsert, "provider" | "currency">,
): Promise<string> {
  const [order] = await db
    .insert(paymentOrders)
    .values({ ...values, provider: payments.provider.name, currency: "INR" })
    .returning({ id: paymentOrders.id, amountPaise: paymentOrders.amountPaise });
  return askProviderForOrder(db, payments, order!);
}

/** Asks the provider for its order behind ours, and keeps its id. Returns the provider's order id. */
export async function askProviderForOrder(
  db: Database,
  payments: PaymentSetup,
  order: { id: string; amountPaise: number },
): Promise<string> {
  let remote: ProviderOrder;
  try {
    remote = await payments.provider.createOrder({
      amountPaise: order.amountPaise,
      currency: "INR",
      receipt: order.id,
    });
  } catch (error) {
    // Down, slow, refusing or answering nonsense: our row stays (created, no provider id),
    // the buyer never gets a checkout to pay in, and may simply try again.
    throw new HttpError(503, PAYMENT_PROVIDER_UNAVAILABLE, { cause: error });
  }
  await db.update(paymentOrders).set({ providerOrderId: remote.id }).where(eq(paymentOrders.id, order.id));
  return remote.id;
}
