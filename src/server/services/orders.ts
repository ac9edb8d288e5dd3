// Orders (docs/product.md D1, D19, D20): what is charged is the server's (the plan's yearly price), an order
// is our row before the provider hears of it, a member's open order is handed out again rather
// than a new one made, and the buyer's billing details travel with it to the tax invoice.
import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { formatLongDate } from "../../lib/dates.ts";
import { OWN_GSTIN_MESSAGE, type Billing } from "../../schemas/billing.ts";
import type { OrderAnswer } from "../../schemas/invoice.ts";
import { ORDER_IN_PROGRESS, PLAN_CHANGE_MESSAGE } from "../../schemas/membership.ts";
import { paymentOrders, plans, users } from "../db/schema.ts";
import { WAITS_ITS_TURN, type Database, type DbOrTx } from "../db/types.ts";
import { badRequest, conflict, HttpError } from "../errors.ts";
import type { PaymentSetup, ProviderOrder } from "../payments/provider.ts";
import { currentMembership } from "./memberships.ts";
import { toPlanView, type PlanView } from "./plans.ts";

export const PLAN_UNAVAILABLE = "This plan is not available.";
export const PAYMENT_PROVIDER_UNAVAILABLE =
  "We could not reach the payment service, and nothing was charged. Please try again in a few minutes.";

/** An unpaid order younger than this is handed out again instead of making a new one. */
export const ORDER_REUSE_MS = 24 * 60 * 60 * 1000;

/**
 * How long an order without the provider's id counts as being asked of the provider by another
 * request; older, the provider was never reached and a new order is made.
 */
export const ORDER_IN_FLIGHT_MS = 2 * 60_000;

/** What createMembershipOrder answers: the provider's order for the checkout, and the plan. */
export type OrderCreated = OrderAnswer & { subscription: PlanView };

/** The billing details a member gave last (null when they never bought anything). */
export async function rememberedBilling(db: DbOrTx, userId: string): Promise<Billing | null> {
  const [row] = await db
    .select({
      name: users.billingName,
      stateCode: users.billingStateCode,
      gstin: users.billingGstin,
      address: users.billingAddress,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.name || !row.stateCode) return null;
  return {
    name: row.name,
    stateCode: row.stateCode,
    gstin: row.gstin ?? undefined,
    address: row.address ?? undefined,
  };
}

/** An order's copy of the billing details: the documents name the buyer as given for it. */
export function billingColumnsOf(billing: Billing) {
  return {
    billingName: billing.name,
    billingStateCode: billing.stateCode,
    billingGstin: billing.gstin ?? null,
    billingAddress: billing.address ?? null,
  };
}

/**
 * The billing details for this order: the ones given, else the remembered ones, else the
 * account's name with the seller's own state as the place of supply. The last is the
 * specification's order call, which sends no billing details (docs/product.md D24): for a
 * buyer whose address is not on record the place of supply is the supplier's location (IGST
 * Act s.12(2)(b)(ii)). /purchase still asks for the state.
 */
export async function billingFor(
  db: DbOrTx,
  userId: string,
  given: Billing | undefined,
  sellerStateCode: string,
  /** The seller's GSTIN, which a buyer cannot give as theirs. */
  sellerGstin?: string,
): Promise<Billing> {
  if (given?.gstin && given.gstin === sellerGstin) {
    throw badRequest(OWN_GSTIN_MESSAGE, [{ path: "billing.gstin", message: OWN_GSTIN_MESSAGE }]);
  }
  if (given) return given;
  const remembered = await rememberedBilling(db, userId);
  if (remembered) return remembered;
  const [account] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return { name: account?.name ?? "", stateCode: sellerStateCode as Billing["stateCode"], gstin: undefined };
}

/** Remembers the details of an order that was made, for the next purchase (never a refused one's). */
export async function rememberBilling(db: Database, userId: string, billing: Billing): Promise<void> {
  await db.update(users).set(billingColumnsOf(billing)).where(eq(users.id, userId));
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
  input: { planId: string; billing?: Billing; sellerStateCode: string; sellerGstin?: string },
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
  const billing = await billingFor(db, userId, input.billing, input.sellerStateCode, input.sellerGstin);
  const answer = (providerOrderId: string): OrderCreated => ({
    order: { id: providerOrderId, amount: plan.yearlyPricePaise, currency: "INR" },
    subscription: toPlanView(plan),
    keyId: payments.provider.keyId,
    checkout: payments.provider.name,
  });
  const billingColumns = billingColumnsOf(billing);
  const openOrders = (tx: DbOrTx) =>
    tx
      .select({
        id: paymentOrders.id,
        status: paymentOrders.status,
        providerOrderId: paymentOrders.providerOrderId,
        createdAt: paymentOrders.createdAt,
      })
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
          gt(paymentOrders.createdAt, new Date(Date.now() - ORDER_REUSE_MS)),
        ),
      )
      .orderBy(desc(paymentOrders.createdAt))
      .limit(1);

  // The limit counts new orders only; it is asked before the transaction, which may not wait
  // on another connection (PGlite has one).
  const [reusable] = await openOrders(db);
  if (!reusable?.providerOrderId) await options.beforeNew?.();
  const placed = await db.transaction(async (tx) => {
    // Locked: a member's concurrent clicks are decided one after the other, so that one of
    // them places the order and the others are handed it (or told it is being prepared).
    await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.id} = ${userId} ${sql.raw(WAITS_ITS_TURN)}`)
      .for("update");
    const [open] = await openOrders(tx);
    if (open?.providerOrderId) {
      // The invoice names whoever the buyer says now.
      await tx.update(paymentOrders).set(billingColumns).where(eq(paymentOrders.id, open.id));
      return { providerOrderId: open.providerOrderId, order: null };
    }
    // Made by another request that is asking the provider now (one that never reached it is
    // marked failed, below, and does not count).
    if (open?.status === "created" && Date.now() - open.createdAt.getTime() < ORDER_IN_FLIGHT_MS) {
      throw conflict(ORDER_IN_PROGRESS);
    }
    const [order] = await tx
      .insert(paymentOrders)
      .values({
        userId,
        purpose: "membership",
        planId: plan.id,
        amountPaise: plan.yearlyPricePaise,
        billingFrequency: "yearly",
        provider: payments.provider.name,
        currency: "INR",
        ...billingColumns,
      })
      .returning({ id: paymentOrders.id, amountPaise: paymentOrders.amountPaise });
    return { providerOrderId: null, order: order! };
  });
  if (input.billing) await rememberBilling(db, userId, billing);
  if (placed.providerOrderId) return answer(placed.providerOrderId);
  return answer(await askProviderForOrder(db, payments, placed.order!));
}

/** An order whose provider was never reached: failed, so that the next try makes another. */
async function markUnplaced(db: Database, orderId: string): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ status: "failed", failureReason: "The payment service was not reached." })
    .where(eq(paymentOrders.id, orderId));
}

/**
 * Asks the provider for its order behind ours, and keeps its id. Returns the provider's order
 * id. When the provider is not reached our order is marked failed (the next try makes a new
 * one at once) and a 503 says nothing was charged.
 */
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
    // Down, slow, refusing or answering nonsense: the buyer never gets a checkout to pay in,
    // and may simply try again.
    await markUnplaced(db, order.id);
    throw new HttpError(503, PAYMENT_PROVIDER_UNAVAILABLE, { cause: error });
  }
  await db.update(paymentOrders).set({ providerOrderId: remote.id }).where(eq(paymentOrders.id, order.id));
  return remote.id;
}
