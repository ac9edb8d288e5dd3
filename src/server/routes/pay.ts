// Payment links (docs/product.md D22): what anyone holding a link may do, without signing in.
// Each call is limited per client address; the token is the only key, and a wrong one is 404.
import { Hono } from "hono";
import { paymentLinkParams } from "../../schemas/api/params.ts";
import { localCheckoutSchema, verificationSchema } from "../../schemas/payment.ts";
import { deliverQueued } from "../background.ts";
import type { AppBindings } from "../context.ts";
import { RATE_LIMITS } from "../rate-limit/limiter.ts";
import { limit } from "../rate-limit/middleware.ts";
import { localCheckout } from "../services/local-checkout.ts";
import { linkOrder, orderForLink, publicPaymentLink, verifyLinkPayment } from "../services/payment-links.ts";
import { paymentContext } from "../services/payments.ts";
import { emptyOrderSchema } from "../../schemas/quote-requests.ts";
import { jsonBody, params } from "../validate.ts";

const linkLimit = limit(RATE_LIMITS.paymentLinkPerClient);

export const payRoutes = new Hono<AppBindings>({ strict: false })
  .get("/:token", params(paymentLinkParams), linkLimit, async (c) => {
    const { db, env } = c.var.deps;
    const bank = { details: env.bank, fromPaise: env.bankTransferFromPaise };
    return c.json({ link: await publicPaymentLink(db, c.req.valid("param").token, bank) });
  })
  // The order it is paid through: made once for the link, at the link's amount.
  .post("/:token/order", params(paymentLinkParams), ...jsonBody(emptyOrderSchema), linkLimit, async (c) => {
    const { db, env, payments } = c.var.deps;
    const answer = await orderForLink(db, payments, c.req.valid("param").token, {
      sellerStateCode: env.seller.state.code,
    });
    return c.json(answer, 201);
  })
  // The local test checkout (no Razorpay keys) for the link's own order.
  .post(
    "/:token/local-checkout",
    params(paymentLinkParams),
    ...jsonBody(localCheckoutSchema),
    linkLimit,
    async (c) => {
      const { db, payments } = c.var.deps;
      const body = c.req.valid("json");
      const order = await linkOrder(db, c.req.valid("param").token, body.razorpay_order_id);
      return c.json(await localCheckout(db, payments, { orderId: order.id }, body));
    },
  )
  .post(
    "/:token/verification",
    params(paymentLinkParams),
    ...jsonBody(verificationSchema),
    linkLimit,
    async (c) => {
      const { db, env, payments } = c.var.deps;
      const { link, ...queued } = await verifyLinkPayment(
        db,
        payments,
        paymentContext(env),
        c.req.valid("param").token,
        c.req.valid("json"),
      );
      deliverQueued(c, queued, "payment link messages");
      return c.json({ link });
    },
  );
