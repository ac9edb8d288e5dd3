// WhatsApp's webhook (docs/product.md D26, docs/whatsapp.md): GET is the subscription
// handshake Meta makes when the webhook is set up, POST its signed deliveries of statuses and
// inbound messages. The body is read as bytes, since the signature is over them. Meta retries
// what is not answered 200, so the work that can wait (fallback e-mails, a STOP's
// confirmation) is sent after the answer.
import { Hono } from "hono";
import { whatsappHandshakeQuery } from "../../schemas/api/params.ts";
import { deliverQueued } from "../background.ts";
import type { AppBindings } from "../context.ts";
import { enforce, RATE_LIMITS } from "../rate-limit/limiter.ts";
import { limit } from "../rate-limit/middleware.ts";
import { query } from "../validate.ts";
import {
  readDelivery,
  recordDelivery,
  verifyDelivery,
  verifySubscription,
  webhookSecrets,
} from "../whatsapp/webhook.ts";

export const whatsappRoutes = new Hono<AppBindings>({ strict: false })
  .get("/webhook", query(whatsappHandshakeQuery), limit(RATE_LIMITS.whatsappHandshakePerClient), (c) => {
    const asked = c.req.valid("query");
    const challenge = verifySubscription(webhookSecrets(c.var.deps.env).verifyToken, {
      mode: asked["hub.mode"],
      token: asked["hub.verify_token"],
      challenge: asked["hub.challenge"],
    });
    c.var.log.info("WhatsApp webhook subscription verified");
    return c.text(challenge, 200);
  })
  .post("/webhook", async (c) => {
    const { db, env, clientAddress } = c.var.deps;
    const raw = new Uint8Array(await c.req.arrayBuffer());
    // The signature first, then the body: a refused call costs an HMAC and a parse, and is not
    // counted (the limits count what passes the checks, as the other routes do).
    verifyDelivery(webhookSecrets(env).appSecret, raw, c.req.header("x-hub-signature-256"));
    const delivery = readDelivery(raw);
    await enforce(db, [[RATE_LIMITS.whatsappWebhookPerClient, clientAddress(c)]], env.RATE_LIMIT_MULTIPLIER);
    const outcome = await recordDelivery(db, delivery);
    c.var.log.info("WhatsApp webhook", { statuses: outcome.statuses, messages: outcome.messages });
    deliverQueued(c, outcome, "WhatsApp webhook's messages");
    return c.json({ statuses: outcome.statuses, messages: outcome.messages }, 200);
  });
