// Membership purchase calls (spec: accounts-payments-invoices section 7; D1-D3, D6).
import { Hono, type Context } from "hono";
import * as z from "zod";
import {
  localCheckoutSchema,
  orderSchema,
  sendInvoiceEmailSchema,
  verificationSchema,
} from "../../schemas/payment.ts";
import { assertSelfOrAdmin, requireUser } from "../auth/guard.ts";
import { afterResponse } from "../background.ts";
import type { AppBindings } from "../context.ts";
import { forbidden, notFound } from "../errors.ts";
import { queueInvoiceEmail } from "../services/invoice-email.ts";
import { localCheckout } from "../services/local-checkout.ts";
import { createOrder, findInvoice, listInvoices, verifyPayment } from "../services/payments.ts";
import { jsonBody, params } from "../validate.ts";

/** POST /payment/order and its twin POST /subscription/order. */
export async function handleCreateOrder(c: Context<AppBindings>, body: z.output<typeof orderSchema>) {
  const { db, payments } = c.var.deps;
  // The order is always the caller's, whatever userId the body names (D6).
  if (body.userId && body.userId !== c.var.user.id) throw forbidden();
  const result = await createOrder(db, payments, c.var.user.id, body.subscriptionId);
  return c.json(result, 201);
}

export const paymentRoutes = new Hono<AppBindings>({ strict: false })
  .post("/order", requireUser, ...jsonBody(orderSchema), (c) => handleCreateOrder(c, c.req.valid("json")))

  .post("/verification", requireUser, ...jsonBody(verificationSchema), async (c) => {
    const invoice = await verifyPayment(
      c.var.deps.db,
      c.var.deps.payments,
      c.var.user.id,
      c.req.valid("json"),
    );
    return c.json({ invoice });
  })

  // The local test checkout's dialog (no Razorpay keys): 404 when Razorpay is configured.
  .post("/local-checkout", requireUser, ...jsonBody(localCheckoutSchema), async (c) => {
    const { db, payments } = c.var.deps;
    return c.json(await localCheckout(db, payments, c.var.user.id, c.req.valid("json")));
  })

  .post("/sendSubscriptionEmail", requireUser, ...jsonBody(sendInvoiceEmailSchema), async (c) => {
    const { db, env, mailer } = c.var.deps;
    const invoice = await findInvoice(db, c.req.valid("json").invoiceId);
    if (!invoice) throw notFound("Unknown invoice.");
    assertSelfOrAdmin(c.var.user, invoice.userId._id);
    const emailId = await queueInvoiceEmail(db, invoice, env.SITE_URL ?? new URL(c.req.url).origin);
    // Null: the webhook or the reconciler queued it already (one e-mail per invoice).
    if (emailId) afterResponse(c, mailer.deliver([emailId]), "invoice e-mail");
    return c.json({ message: "The invoice e-mail is on its way." }, 202);
  });

const userIdParam = z.object({ userId: z.uuid("Unknown user.") });

export const invoiceRoutes = new Hono<AppBindings>({ strict: false }).get(
  "/getall/:userId",
  requireUser,
  params(userIdParam),
  async (c) => {
    const { userId } = c.req.valid("param");
    assertSelfOrAdmin(c.var.user, userId);
    return c.json({ invoices: await listInvoices(c.var.deps.db, userId) });
  },
);
