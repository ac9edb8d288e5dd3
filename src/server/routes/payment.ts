// Purchase calls (docs/product.md A7; D1-D3, D6, D19). Each only
// wires the payment service (services/payments.ts) and the order service.
import { answerIn, answerLanguage } from "../accept-language.ts";
import { Hono, type Context } from "hono";
import type * as z from "zod";
import {
  creditNotePdfQuery,
  INVOICE_NOT_FOUND,
  invoiceIdParams,
  NO_CREDIT_NOTE,
  NO_SUCH_CREDIT_NOTE,
  userIdParams,
} from "../../schemas/api/params.ts";
import {
  localCheckoutSchema,
  orderSchema,
  sendInvoiceEmailSchema,
  verificationSchema,
} from "../../schemas/payment.ts";
import { assertSelfOrStaff, requireUser } from "../auth/guard.ts";
import { deliverQueued } from "../background.ts";
import type { AppBindings } from "../context.ts";
import { documentAttachment } from "../documents/attachments.ts";
import { forbidden, notFound } from "../errors.ts";
import { enforce, RATE_LIMITS } from "../rate-limit/limiter.ts";
import {
  creditNotesOf,
  invoiceDocuments,
  invoiceOwner,
  invoiceTaxDocument,
  listInvoices,
} from "../services/invoices.ts";
import { localCheckout } from "../services/local-checkout.ts";
import { createMembershipOrder, rememberedBilling } from "../services/orders.ts";
import { paymentContext, requestInvoiceEmail, verifyCheckout } from "../services/payments.ts";
import { jsonBody, params, query } from "../validate.ts";

/** POST /payment/order and its twin POST /subscription/order. */
export async function handleCreateOrder(c: Context<AppBindings>, body: z.output<typeof orderSchema>) {
  const { db, env, payments } = c.var.deps;
  // The order is always the caller's, whatever userId the body names (D6).
  if (body.userId && body.userId !== c.var.user.id) throw forbidden();
  const result = await createMembershipOrder(
    db,
    payments,
    c.var.user.id,
    {
      planId: body.subscriptionId,
      billing: body.billing,
      sellerStateCode: env.seller.state.code,
      sellerGstin: env.seller.gstin,
    },
    {
      beforeNew: () => enforce(db, [[RATE_LIMITS.orderPerMember, c.var.user.id]], env.RATE_LIMIT_MULTIPLIER),
    },
  );
  return c.json(result, 201);
}

export const INVOICE_EMAIL_SENT_MESSAGE = "The invoice e-mail is on its way.";

export const paymentRoutes = new Hono<AppBindings>({ strict: false })
  .post("/order", requireUser, ...jsonBody(orderSchema), (c) => handleCreateOrder(c, c.req.valid("json")))

  .post("/verification", requireUser, ...jsonBody(verificationSchema), async (c) => {
    const { db, env, payments } = c.var.deps;
    const { invoice, ...queued } = await verifyCheckout(
      db,
      payments,
      paymentContext(env),
      c.var.user.id,
      c.req.valid("json"),
    );
    // Queued with the invoice: sent now, whether or not the browser asks for it next.
    deliverQueued(c, queued, "invoice messages");
    return c.json({ invoice });
  })

  // The local test checkout's dialog (no Razorpay keys): 404 when Razorpay is configured.
  .post("/local-checkout", requireUser, ...jsonBody(localCheckoutSchema), async (c) => {
    const { db, payments } = c.var.deps;
    return c.json(await localCheckout(db, payments, { userId: c.var.user.id }, c.req.valid("json")));
  })

  .post("/sendSubscriptionEmail", requireUser, ...jsonBody(sendInvoiceEmailSchema), async (c) => {
    const { db, env } = c.var.deps;
    const { invoiceId } = c.req.valid("json");
    const owner = await invoiceOwner(db, invoiceId);
    if (!owner) throw notFound(INVOICE_NOT_FOUND);
    assertSelfOrStaff(c.var.user, owner, "invoices");
    // Already queued with the invoice in nearly every case (one e-mail per invoice).
    deliverQueued(c, await requestInvoiceEmail(db, paymentContext(env), invoiceId), "invoice e-mail");
    return c.json({ message: answerIn(c, INVOICE_EMAIL_SENT_MESSAGE) }, 202);
  })

  // The billing details the member gave last, offered again on /purchase (D19).
  .get("/billing", requireUser, async (c) => {
    return c.json({ billing: await rememberedBilling(c.var.deps.db, c.var.user.id) });
  });

/** The invoice's owner or an admin, else 403; 404 for no such invoice (D6). */
async function assertInvoiceReadable(c: Context<AppBindings>, invoiceId: string) {
  const owner = await invoiceOwner(c.var.deps.db, invoiceId);
  if (!owner) throw notFound(INVOICE_NOT_FOUND);
  assertSelfOrStaff(c.var.user, owner, "invoices");
}

/** A tax document as a PDF download, drawn now (a limit per member bounds the drawing). */
export async function pdfResponse(
  c: Context<AppBindings>,
  document: Parameters<typeof documentAttachment>[0],
) {
  const { db, env } = c.var.deps;
  await enforce(db, [[RATE_LIMITS.pdfPerMember, c.var.user.id]], env.RATE_LIMIT_MULTIPLIER);
  // Its labels in the language the page asks in (the Hindi invoice page's download: Hindi).
  c.header("Vary", "Accept-Language", { append: true });
  const file = await documentAttachment(document, answerLanguage(c.req.header("Accept-Language")));
  return c.body(file.content as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": file.contentType,
    "Content-Disposition": `attachment; filename="${file.name}"`,
  });
}

export const invoiceRoutes = new Hono<AppBindings>({ strict: false })
  .get("/getall/:userId", requireUser, params(userIdParams), async (c) => {
    const { userId } = c.req.valid("param");
    assertSelfOrStaff(c.var.user, userId, "invoices");
    // A booking's invoice is named in the page's language ("… और 1 अन्य" on a Hindi page).
    c.header("Vary", "Accept-Language", { append: true });
    const lang = answerLanguage(c.req.header("Accept-Language"));
    return c.json({ invoices: await listInvoices(c.var.deps.db, userId, lang) });
  })

  // The invoice as issued, and its credit note: the printable page draws them (D19).
  .get("/document/:invoiceId", requireUser, params(invoiceIdParams), async (c) => {
    const { invoiceId } = c.req.valid("param");
    await assertInvoiceReadable(c, invoiceId);
    return c.json(await invoiceDocuments(c.var.deps.db, invoiceId, c.var.deps.env.seller));
  })

  .get("/document/:invoiceId/pdf", requireUser, params(invoiceIdParams), async (c) => {
    const { invoiceId } = c.req.valid("param");
    await assertInvoiceReadable(c, invoiceId);
    const document = await invoiceTaxDocument(c.var.deps.db, invoiceId, c.var.deps.env.seller);
    return pdfResponse(c, document!);
  })

  .get(
    "/credit-note/:invoiceId/pdf",
    requireUser,
    params(invoiceIdParams),
    query(creditNotePdfQuery),
    async (c) => {
      const { invoiceId } = c.req.valid("param");
      const { number } = c.req.valid("query");
      await assertInvoiceReadable(c, invoiceId);
      const notes = await creditNotesOf(c.var.deps.db, invoiceId);
      if (notes.length === 0) throw notFound(NO_CREDIT_NOTE);
      const document = number === undefined ? notes.at(-1) : notes.find((note) => note.number === number);
      if (!document) throw notFound(NO_SUCH_CREDIT_NOTE);
      return pdfResponse(c, document);
    },
  );
