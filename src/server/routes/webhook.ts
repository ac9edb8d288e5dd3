// POST /payment/webhook: Razorpay's confirmations, independent of the browser (D2). The
// signature is checked over the raw body before anything is parsed; each event is kept once
// by its id, in the same transaction as its effect, so a retried delivery changes nothing.
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterResponse } from "../background.ts";
import type { AppBindings } from "../context.ts";
import { paymentOrders, providerEvents } from "../db/schema.ts";
import { badRequest, unauthorized } from "../errors.ts";
import { queueInvoiceEmail } from "../services/invoice-email.ts";
import { findInvoice, markOrderFailed, markOrderPaid } from "../services/payments.ts";

export const LOCAL_WEBHOOK_SECRET = "local_webhook_secret";
export const WEBHOOK_NOT_AN_EVENT = "The webhook's body is not an event.";

/** Razorpay's events are a few levels deep; far deeper JSON cannot even be serialised back. */
const MAX_EVENT_DEPTH = 32;

export function webhookSignature(rawBody: string, secret: string): string {
  return createHmac("sha256", secret).update(rawBody).digest("hex");
}

function signatureMatches(rawBody: string, claimed: string | undefined, secret: string): boolean {
  if (!claimed || !/^[0-9a-f]{64}$/i.test(claimed)) return false;
  const expected = Buffer.from(webhookSignature(rawBody, secret), "hex");
  return timingSafeEqual(expected, Buffer.from(claimed, "hex"));
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
      if (item.includes("\u0000")) return false;
    } else if (item !== null && typeof item === "object") {
      if (depth > MAX_EVENT_DEPTH) return false;
      for (const [key, child] of Object.entries(item)) {
        if (key.includes("\u0000")) return false;
        pending.push([child, depth + 1]);
      }
    }
  }
  return true;
}

interface RazorpayEvent {
  event?: unknown;
  payload?: {
    payment?: { entity?: { id?: unknown; order_id?: unknown; error_description?: unknown } };
    order?: { entity?: { id?: unknown } };
  };
}

export const webhookRoutes = new Hono<AppBindings>({ strict: false }).post("/webhook", async (c) => {
  const { db, env, payments, log, mailer } = c.var.deps;
  const raw = await c.req.text();
  const secret = env.RAZORPAY_WEBHOOK_SECRET ?? LOCAL_WEBHOOK_SECRET;
  if (!signatureMatches(raw, c.req.header("x-razorpay-signature"), secret)) {
    throw unauthorized("The webhook's signature is not valid.");
  }
  let event: unknown;
  try {
    event = JSON.parse(raw);
  } catch {
    throw badRequest("Malformed JSON in request body");
  }
  if (!isStorableEvent(event)) throw badRequest(WEBHOOK_NOT_AN_EVENT);
  const type = typeof event.event === "string" ? event.event : "";
  const payment = event.payload?.payment?.entity;
  const orderId = String(payment?.order_id ?? event.payload?.order?.entity?.id ?? "");
  const paymentId = String(payment?.id ?? "");
  const eventId = c.req.header("x-razorpay-event-id") ?? `${type}:${orderId}:${paymentId}`;

  const siteUrl = env.SITE_URL ?? new URL(c.req.url).origin;
  const emailIds: string[] = [];
  const outcome = await db.transaction(async (tx) => {
    const kept = await tx
      .insert(providerEvents)
      .values({ id: eventId, provider: payments.provider.name, type, payload: event })
      .onConflictDoNothing()
      .returning({ id: providerEvents.id });
    if (kept.length === 0) return "duplicate";

    const [order] = await tx
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(
        and(eq(paymentOrders.provider, payments.provider.name), eq(paymentOrders.providerOrderId, orderId)),
      )
      .limit(1);
    let result = "ignored";
    if (order && paymentId && (type === "order.paid" || type === "payment.captured")) {
      await markOrderPaid(tx, order.id, paymentId, {
        // The invoice is ours to announce: the browser may have been closed (once per invoice).
        onInvoiced: async (inner, invoiceId) => {
          const invoice = await findInvoice(inner, invoiceId);
          const emailId = await queueInvoiceEmail(inner, invoice!, siteUrl);
          if (emailId) emailIds.push(emailId);
        },
      });
      result = "paid";
    } else if (order && type === "payment.failed") {
      await markOrderFailed(tx, order.id, String(payment?.error_description ?? "Payment failed"));
      result = "failed";
    }
    await tx.update(providerEvents).set({ processedAt: new Date() }).where(eq(providerEvents.id, eventId));
    return result;
  });
  log.info("payment webhook", { type, orderId, outcome });
  if (emailIds.length > 0) afterResponse(c, mailer.deliver(emailIds), "invoice e-mail");
  return c.json({ status: outcome });
});
