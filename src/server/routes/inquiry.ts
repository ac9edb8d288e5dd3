// Service inquiries (docs/product.md B7), signed-in members only.
import { answerIn } from "../accept-language.ts";
import { Hono, type Context } from "hono";
import type * as z from "zod";
import { inquiryIdParams, INQUIRY_NOT_FOUND, memberInquirySearchQuery } from "../../schemas/api/params.ts";
import { INQUIRY_SENT_MESSAGE } from "../../schemas/fields.ts";
import { cateringInquirySchema, eventInquirySchema, travelInquirySchema } from "../../schemas/inquiry.ts";
import { depositOrderSchema, emptyOrderSchema } from "../../schemas/quote-requests.ts";
import { assertSelfOrStaff, requireUser } from "../auth/guard.ts";
import { deliverQueued } from "../background.ts";
import type { AppBindings } from "../context.ts";
import { enforce, RATE_LIMITS } from "../rate-limit/limiter.ts";
import { limit } from "../rate-limit/middleware.ts";
import { createInquiry, listUserInquiries, type NewInquiry } from "../services/inquiries.ts";
import { notFound } from "../errors.ts";
import { bookingInvoiceDocuments } from "../services/booking-invoices.ts";
import { createBalanceOrder, inquiryBooking } from "../services/bookings.ts";
import { cancellationPreview, requestCancellation } from "../services/cancellations.ts";
import { CANCELLATION_MESSAGES } from "../../schemas/quote.ts";
import { createDepositOrder, inquiryOwner } from "../services/quotes.ts";
import { jsonBody, params, query } from "../validate.ts";
import { pdfResponse } from "./payment.ts";
import { operatorsOf } from "../notify/notifier.ts";
import { paymentContext } from "../services/payments.ts";

export const inquiryRoutes = new Hono<AppBindings>({ strict: false });

/** The inquiry's owner or an admin, else 403; 404 for no such inquiry (D6). */
async function assertInquiryReadable(
  c: Context<AppBindings>,
  inquiryId: string,
  /** Staff need this: the inquiry itself, or its documents (which the payments' are too). */
  permission: "inquiries" | "invoices" = "inquiries",
) {
  const owner = await inquiryOwner(c.var.deps.db, inquiryId);
  if (!owner) throw notFound(INQUIRY_NOT_FOUND);
  assertSelfOrStaff(c.var.user, owner, permission);
}

function register(path: string, kind: NewInquiry["kind"], schema: z.core.$ZodType) {
  inquiryRoutes.post(
    path,
    requireUser,
    ...jsonBody(schema),
    limit(RATE_LIMITS.inquiryPerMember),
    async (c) => {
      const { db, env } = c.var.deps;
      const data = c.req.valid("json" as never) as NewInquiry["data"];
      const { item, ...queued } = await createInquiry(db, c.var.user, { kind, data } as NewInquiry, {
        ...operatorsOf(env),
        siteUrl: env.siteUrl,
      });
      deliverQueued(c, queued, `${kind} inquiry messages`);
      return c.json({ message: answerIn(c, INQUIRY_SENT_MESSAGE), inquiry: item }, 201);
    },
  );
}

register("/create_event", "event", eventInquirySchema);
register("/create_food", "catering", cateringInquirySchema);
register("/create_travel", "travel", travelInquirySchema);

inquiryRoutes.get("/get_all_user_inquirys", requireUser, query(memberInquirySearchQuery), async (c) => {
  return c.json(await listUserInquiries(c.var.deps.db, c.var.user.id, c.req.valid("query").search));
});

// Where the member's inquiry stands: its timeline, its quote, what is paid (docs/product.md D21). The
// inquiry's owner, or an admin.
inquiryRoutes.get("/:id/booking", requireUser, params(inquiryIdParams), async (c) => {
  const { db } = c.var.deps;
  const { id } = c.req.valid("param");
  await assertInquiryReadable(c, id);
  const { env } = c.var.deps;
  return c.json({
    booking: await inquiryBooking(db, id, { details: env.bank, fromPaise: env.bankTransferFromPaise }),
  });
});

// The order for the deposit on the inquiry's quote: its owner only, at the server's amount.
inquiryRoutes.post(
  "/:id/deposit",
  requireUser,
  params(inquiryIdParams),
  ...jsonBody(depositOrderSchema),
  async (c) => {
    const { db, env, payments } = c.var.deps;
    const body = c.req.valid("json");
    const answer = await createDepositOrder(
      db,
      payments,
      c.var.user.id,
      {
        inquiryId: c.req.valid("param").id,
        quoteId: body.quoteId,
        billing: body.billing,
        sellerStateCode: env.seller.state.code,
        sellerGstin: env.seller.gstin,
      },
      {
        beforeNew: () =>
          enforce(db, [[RATE_LIMITS.orderPerMember, c.var.user.id]], env.RATE_LIMIT_MULTIPLIER),
      },
    );
    return c.json(answer, 201);
  },
);

// The order for the balance of the member's confirmed booking (D22): its owner only, at what
// remains (the server's amount), through the one checkout.
inquiryRoutes.post(
  "/:id/balance",
  requireUser,
  params(inquiryIdParams),
  ...jsonBody(emptyOrderSchema),
  async (c) => {
    const { db, env, payments } = c.var.deps;
    const answer = await createBalanceOrder(
      db,
      payments,
      c.var.user.id,
      { inquiryId: c.req.valid("param").id, sellerStateCode: env.seller.state.code },
      {
        beforeNew: () =>
          enforce(db, [[RATE_LIMITS.orderPerMember, c.var.user.id]], env.RATE_LIMIT_MULTIPLIER),
      },
    );
    return c.json(answer, 201);
  },
);

// The booking's tax invoice for its full value (D24; decision 0033), issued with the last payment or
// at delivery, as the printable page draws it, and its PDF: the inquiry's owner, or an admin.
inquiryRoutes.get("/:id/tax-invoice", requireUser, params(inquiryIdParams), async (c) => {
  const { db, env } = c.var.deps;
  const { id } = c.req.valid("param");
  await assertInquiryReadable(c, id, "invoices");
  return c.json(await bookingInvoiceDocuments(db, id, env.seller));
});

inquiryRoutes.get("/:id/tax-invoice/pdf", requireUser, params(inquiryIdParams), async (c) => {
  const { db, env } = c.var.deps;
  const { id } = c.req.valid("param");
  await assertInquiryReadable(c, id, "invoices");
  return pdfResponse(c, (await bookingInvoiceDocuments(db, id, env.seller)).document);
});

// A confirmed booking cancelled by its owner under the refund policy (D23): what cancelling today
// gives back, then the cancellation itself, once.
inquiryRoutes.get("/:id/cancellation", requireUser, params(inquiryIdParams), async (c) =>
  c.json({
    cancellation: await cancellationPreview(c.var.deps.db, c.var.user.id, c.req.valid("param").id),
  }),
);

inquiryRoutes.post(
  "/:id/cancellation",
  requireUser,
  params(inquiryIdParams),
  ...jsonBody(emptyOrderSchema),
  async (c) => {
    const { db, env } = c.var.deps;
    const { cancellation, ...queued } = await requestCancellation(
      db,
      c.var.user.id,
      c.req.valid("param").id,
      paymentContext(env),
    );
    deliverQueued(c, queued, "cancellation messages");
    return c.json({ message: answerIn(c, CANCELLATION_MESSAGES.received), cancellation }, 201);
  },
);
