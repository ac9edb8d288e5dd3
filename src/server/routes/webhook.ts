// POST /payment/webhook: Razorpay's confirmations and refunds, independent of the browser
// (docs/product.md D2, D20). The route only wires the payment service's one path (services/payments.ts).
import { Hono } from "hono";
import { deliverQueued } from "../background.ts";
import type { AppBindings } from "../context.ts";
import { LOCAL_WEBHOOK_SECRET, paymentContext, processWebhook } from "../services/payments.ts";

export const webhookRoutes = new Hono<AppBindings>({ strict: false }).post("/webhook", async (c) => {
  const { db, env, payments, log } = c.var.deps;
  const { outcome, type, ...queued } = await processWebhook(
    db,
    payments,
    { ...paymentContext(env), webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? LOCAL_WEBHOOK_SECRET },
    {
      raw: await c.req.text(),
      signature: c.req.header("x-razorpay-signature"),
      eventId: c.req.header("x-razorpay-event-id"),
    },
  );
  log.info("payment webhook", { type, outcome });
  deliverQueued(c, queued, "payment webhook messages");
  return c.json({ status: outcome });
});
