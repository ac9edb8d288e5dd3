// The reconciler (decision 0009; docs/product.md D2): an order paid while the browser was closed
// (tab shut, network gone between the checkout and POST /payment/verification) and whose webhook
// never came is found by asking the provider for the order's payments. A captured payment goes
// through the same "paid" transition as verification and the webhook (services/payments.ts), so it
// is invoiced, and its e-mail queued, exactly once whoever comes first. Runs from a scheduled
// Netlify function, `npm run payments:reconcile`, and the local server's timer.
import { and, asc, eq, gt, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { deliverAll, startLoop, type Deliveries } from "../background.ts";
import { paymentOrders } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { createLogger, type Logger } from "../log.ts";
import { queuedTogether, type Queued } from "../notify/notifier.ts";
import type { PaymentSetup, ProviderPayment } from "../payments/provider.ts";
import { type PaymentContext, recordFailedPayment, settlePaidOrder } from "./payments.ts";

/** Younger orders are left alone: their checkout may still be open. */
export const RECONCILE_MIN_AGE_MS = 10 * 60_000;
/** Older unpaid orders are abandoned; Razorpay refunds a payment left uncaptured long before. */
export const RECONCILE_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** Orders asked about in one run; the least recently asked first, so none is starved. */
export const RECONCILE_BATCH = 100;
/** How often the scheduled function and the local server run it. */
export const RECONCILE_INTERVAL_MS = 15 * 60_000;
/** No new order is started after this long: a scheduled function has about 30 s. */
export const RECONCILE_BUDGET_MS = 20_000;
/** Provider calls in flight at once. */
const CONCURRENCY = 4;

export interface ReconcileOptions {
  /** Who sells, and where the invoice e-mail's link points. */
  context: PaymentContext;
  now?: Date;
  minAgeMs?: number;
  maxAgeMs?: number;
  limit?: number;
  budgetMs?: number;
  log?: Logger;
  /** Sends the messages queued for recovered orders at once; else the retry loop does. */
  mailer?: Deliveries["mailer"];
  /** Sends their WhatsApp messages at once too (with the mailer); else the retry does. */
  whatsappSender?: Deliveries["whatsapp"];
}

export interface ReconcileResult {
  /** Orders looked at: due, and asked about before the run's budget ran out. */
  checked: number;
  /** Orders this run found paid and invoiced. */
  recovered: number;
  /** Orders with failed payments only. */
  failed: number;
  /** Orders skipped because the provider (or the database) did not answer. */
  errors: number;
}

export async function reconcileUnpaidOrders(
  db: Database,
  payments: PaymentSetup,
  options: ReconcileOptions,
): Promise<ReconcileResult> {
  const now = options.now ?? new Date();
  const log = (options.log ?? createLogger("silent")).child({ module: "reconcile" });
  const started = performance.now();
  const budgetMs = options.budgetMs ?? RECONCILE_BUDGET_MS;
  const result: ReconcileResult = { checked: 0, recovered: 0, failed: 0, errors: 0 };
  const queued: Queued[] = [];

  const due = await db
    .select({
      id: paymentOrders.id,
      providerOrderId: paymentOrders.providerOrderId,
      status: paymentOrders.status,
    })
    .from(paymentOrders)
    .where(
      and(
        // Orders of another provider (keys added or removed since) cannot be asked about.
        eq(paymentOrders.provider, payments.provider.name),
        inArray(paymentOrders.status, ["created", "failed"]),
        isNotNull(paymentOrders.providerOrderId),
        lte(paymentOrders.createdAt, new Date(now.getTime() - (options.minAgeMs ?? RECONCILE_MIN_AGE_MS))),
        gt(paymentOrders.createdAt, new Date(now.getTime() - (options.maxAgeMs ?? RECONCILE_MAX_AGE_MS))),
      ),
    )
    .orderBy(sql`${paymentOrders.reconciledAt} asc nulls first`, asc(paymentOrders.createdAt))
    .limit(options.limit ?? RECONCILE_BATCH);

  const reconcileOne = async (order: (typeof due)[number]) => {
    const providerOrderId = order.providerOrderId!;
    result.checked += 1;
    await db.update(paymentOrders).set({ reconciledAt: now }).where(eq(paymentOrders.id, order.id));
    let found: ProviderPayment[];
    try {
      found = await payments.provider.fetchOrderPayments(providerOrderId);
    } catch (error) {
      result.errors += 1;
      log.error("could not ask the payment provider about an unpaid order", {
        orderId: order.id,
        providerOrderId,
        error,
      });
      return;
    }
    const captured = found.find((payment) => payment.status === "captured");
    if (captured) {
      const settled = await settlePaidOrder(db, options.context, order.id, captured.id);
      // Only when this run made the invoice (and queued its messages).
      if (settled.issued) {
        queued.push(settled);
        result.recovered += 1;
        log.info("recovered a paid order", {
          orderId: order.id,
          paymentId: captured.id,
          invoiceId: settled.invoiceId,
        });
      }
      return;
    }
    const failed = found.find((payment) => payment.status === "failed");
    if (failed) {
      result.failed += 1;
      if (order.status === "created") {
        await recordFailedPayment(db, order.id, failed.errorDescription ?? "Payment failed");
      }
    }
  };

  const queue = [...due];
  const worker = async () => {
    for (let order = queue.shift(); order; order = queue.shift()) {
      if (performance.now() - started > budgetMs) return; // the rest wait for the next run
      try {
        await reconcileOne(order);
      } catch (error) {
        result.errors += 1;
        log.error("could not reconcile an unpaid order", { orderId: order.id, error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, due.length) }, worker));

  if (options.mailer) {
    await deliverAll({ mailer: options.mailer, whatsapp: options.whatsappSender }, queuedTogether(...queued));
  }
  if (due.length > 0) log.info("payment reconciliation finished", { ...result });
  return result;
}

/**
 * Runs the reconciler now and every `intervalMs` (the local server, so that `npm start` alone
 * recovers paid orders); never two runs at once. The returned function stops the timer and
 * waits for a run in progress.
 */
export function startReconcileLoop(
  db: Database,
  payments: PaymentSetup,
  options: Omit<ReconcileOptions, "now"> & { intervalMs?: number },
): () => Promise<void> {
  return startLoop(() => reconcileUnpaidOrders(db, payments, options), {
    intervalMs: options.intervalMs ?? RECONCILE_INTERVAL_MS,
    log: options.log ?? createLogger("silent"),
    failure: "payment reconciliation failed; it runs again later",
  });
}
