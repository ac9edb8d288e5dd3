// The admin panel's calls (decision 0011; docs/product.md D5, D16). Every one needs a signed-in
// admin: 401 without a valid token, 403 for a member, the role read from the database
// (auth/guard.ts). Lists take q, page and limit and give their total in the body where the shape is
// an object, and always in X-Total-Count (the specification's GET /contact/admin answers a bare
// array). Each list has a CSV download of the whole filtered list. Mounted beside the resources'
// own routes in app.ts.
import { cancellationRefundSchema } from "../../schemas/cancellation-refund.ts";
import { Hono, type Context } from "hono";
import { formatIsoDay } from "../../lib/dates.ts";
import { formatRupeesExact } from "../../lib/money.ts";
import { TOTAL_COUNT_HEADER } from "../../schemas/admin.ts";
import {
  adminInquiryListQuery,
  adminInquirySearchQuery,
  adminListQuery,
  adminSearchQuery,
  inquiryStatusChangeSchema,
  refundSchema,
} from "../../schemas/admin-requests.ts";
import {
  emailIdParams,
  inquiryIdParams,
  invoiceIdParams,
  paymentLinkIdParams,
  USER_NOT_FOUND,
  userIdParams,
} from "../../schemas/api/params.ts";
import { allow, alsoAllow } from "../auth/guard.ts";
import { deliverQueued } from "../background.ts";
import { channelsOf } from "../notify/notifier.ts";
import type { AppBindings } from "../context.ts";
import { csvResponse } from "../csv.ts";
import {
  changeInquiryStatus,
  exportInquiries,
  findInquiryForAdmin,
  INQUIRY_CSV_HEADER,
  listInquiriesForAdmin,
} from "../services/admin-inquiries.ts";
import {
  adminSummary,
  ENQUIRY_CSV_HEADER,
  exportEnquiries,
  exportInvoices,
  exportUsers,
  INVOICE_CSV_HEADER,
  listEnquiriesForAdmin,
  listInvoicesForAdmin,
  listUsersForAdmin,
  USER_CSV_HEADER,
} from "../services/admin-lists.ts";
import { listFailedEmails, resendEmail } from "../services/admin-emails.ts";
import { notFound } from "../errors.ts";
import { revokeAllSessions } from "../services/sessions.ts";
import { findUserById } from "../services/users.ts";
import { findInvoice } from "../services/invoices.ts";
import { paymentContext } from "../services/payments.ts";
import {
  BANK_TRANSFER_RECORDED,
  CANCELLATION_MESSAGES,
  PAYMENT_LINK_MESSAGES,
  TAX_INVOICE_MESSAGES,
} from "../../schemas/quote.ts";
import { refundCancellation } from "../services/cancellations.ts";
import { quoteInquiry } from "../services/quotes.ts";
import { refundInvoice } from "../services/refunds.ts";
import { jsonBody, params, query } from "../validate.ts";
import { recordAction } from "../staff-record.ts";
import {
  bankTransferSchema,
  deliveredSchema,
  emptyOrderSchema,
  quoteSchema,
} from "../../schemas/quote-requests.ts";
import { cancelPaymentLink, createPaymentLink, listPaymentLinks } from "../services/payment-links.ts";
import { issueInvoiceAtDelivery } from "../services/booking-invoices.ts";
import { recordBankTransfer } from "../services/bookings.ts";
import { settlePaidOrder } from "../services/payments.ts";

const withTotal = (c: Context<AppBindings>, total: number) => c.header(TOTAL_COUNT_HEADER, String(total));

/** "users-2026-11-22.csv": what and when, in the business's calendar. */
const csvName = (what: string) => `${what}-${formatIsoDay(new Date())}.csv`;

/** A refund on the staff record: why, how much, and the transfer's UTR when it went by bank. */
const refundDetail = (reason: string, paise: number, bankReference?: string) =>
  [reason, formatRupeesExact(paise), ...(bankReference ? [`UTR ${bankReference}`] : [])].join(" · ");

/** GET /user/admin (docs/product.md B7: `{ users }`) and its CSV. */
export const adminUserRoutes = new Hono<AppBindings>({ strict: false })
  .get("/admin", ...allow("members"), query(adminListQuery), async (c) => {
    const { q, page, limit } = c.req.valid("query");
    const { users, total } = await listUsersForAdmin(c.var.deps.db, q, { page, limit });
    withTotal(c, total);
    return c.json({ users, total, page, limit });
  })
  .get("/admin/export.csv", ...allow("exports"), alsoAllow("members"), query(adminSearchQuery), async (c) => {
    const { q } = c.req.valid("query");
    await recordAction(c, "export", { type: "users" }, q);
    return csvResponse(c, csvName("users"), USER_CSV_HEADER, exportUsers(c.var.deps.db, q));
  });

/** GET /invoice/admin (docs/product.md B7: `{ invoices }`) and its CSV. */
export const adminInvoiceRoutes = new Hono<AppBindings>({ strict: false })
  .get("/admin", ...allow("invoices"), query(adminListQuery), async (c) => {
    const { q, page, limit } = c.req.valid("query");
    const { invoices, total } = await listInvoicesForAdmin(c.var.deps.db, q, { page, limit });
    withTotal(c, total);
    return c.json({ invoices, total, page, limit });
  })
  .get(
    "/admin/export.csv",
    ...allow("exports"),
    alsoAllow("invoices"),
    query(adminSearchQuery),
    async (c) => {
      const { q } = c.req.valid("query");
      await recordAction(c, "export", { type: "invoices" }, q);
      return csvResponse(c, csvName("invoices"), INVOICE_CSV_HEADER, exportInvoices(c.var.deps.db, q));
    },
  )
  // A refund with its reason, of all that is left or a part (D20, D23): the provider's refund,
  // then its credit note.
  .post(
    "/admin/:invoiceId/refund",
    ...allow("refunds"),
    params(invoiceIdParams),
    ...jsonBody(refundSchema),
    async (c) => {
      const { db, env, payments } = c.var.deps;
      const { invoiceId } = c.req.valid("param");
      const body = c.req.valid("json");
      const { amountPaise, bankReference, ...queued } = await refundInvoice(
        db,
        payments,
        paymentContext(env),
        {
          invoiceId,
          reason: body.reason,
          adminId: c.var.user.id,
          amountPaise: body.amountPaise,
          bankReference: body.bankReference,
          refundedPaise: body.refundedPaise,
        },
      );
      const invoice = await findInvoice(db, invoiceId);
      // What went back and how, beside why: "Bought twice · ₹4,999.00 · UTR NEFT123456".
      await recordAction(
        c,
        "refund.invoice",
        { type: "invoice", id: invoiceId },
        refundDetail(body.reason, amountPaise, bankReference),
      );
      deliverQueued(c, queued, "credit note messages");
      return c.json({ invoice });
    },
  );

/**
 * GET /contact/admin (docs/product.md B7: an array of enquiries; the total in X-Total-Count)
 * and its CSV.
 */
export const adminContactRoutes = new Hono<AppBindings>({ strict: false })
  .get("/admin", ...allow("messages"), query(adminListQuery), async (c) => {
    const { q, page, limit } = c.req.valid("query");
    const { enquiries, total } = await listEnquiriesForAdmin(c.var.deps.db, q, { page, limit });
    withTotal(c, total);
    return c.json(enquiries);
  })
  .get(
    "/admin/export.csv",
    ...allow("exports"),
    alsoAllow("messages"),
    query(adminSearchQuery),
    async (c) => {
      const { q } = c.req.valid("query");
      await recordAction(c, "export", { type: "enquiries" }, q);
      return csvResponse(c, csvName("enquiries"), ENQUIRY_CSV_HEADER, exportEnquiries(c.var.deps.db, q));
    },
  );

/** The service inquiries of every member: list, CSV, one with its history, status change. */
export const adminInquiryRoutes = new Hono<AppBindings>({ strict: false })
  .get("/admin", ...allow("inquiries"), query(adminInquiryListQuery), async (c) => {
    const { q, type, status, page, limit } = c.req.valid("query");
    const { inquiries, total } = await listInquiriesForAdmin(
      c.var.deps.db,
      { q, type, status },
      { page, limit },
    );
    withTotal(c, total);
    return c.json({ inquiries, total, page, limit });
  })
  // Before /admin/:id, which would otherwise take "export.csv" for an id.
  .get(
    "/admin/export.csv",
    ...allow("exports"),
    alsoAllow("inquiries"),
    query(adminInquirySearchQuery),
    async (c) => {
      const search = c.req.valid("query");
      await recordAction(c, "export", { type: "inquiries" }, search.q);
      return csvResponse(c, csvName("inquiries"), INQUIRY_CSV_HEADER, exportInquiries(c.var.deps.db, search));
    },
  )
  .get("/admin/:id", ...allow("inquiries"), params(inquiryIdParams), async (c) =>
    c.json({ inquiry: await findInquiryForAdmin(c.var.deps.db, c.req.valid("param").id) }),
  )
  // A quote, or a revision that replaces the open one (D21): the customer is e-mailed.
  .post(
    "/admin/:id/quote",
    ...allow("quotes"),
    params(inquiryIdParams),
    ...jsonBody(quoteSchema),
    async (c) => {
      const { db, env } = c.var.deps;
      const id = c.req.valid("param").id;
      const { quote, ...queued } = await quoteInquiry(db, {
        inquiryId: id,
        adminId: c.var.user.id,
        quote: c.req.valid("json"),
        siteUrl: env.siteUrl,
        sellerStateCode: env.seller.state.code,
        ...channelsOf(env),
      });
      await recordAction(c, "quote.sent", { type: "inquiry", id }, quote._id);
      deliverQueued(c, queued, "quote messages");
      return c.json({ quote, inquiry: await findInquiryForAdmin(db, id) }, 201);
    },
  )
  // A bank transfer received on the booking (D22): its UTR once, through the one payment path.
  .post(
    "/admin/:id/bank-transfer",
    ...allow("payments"),
    params(inquiryIdParams),
    ...jsonBody(bankTransferSchema),
    async (c) => {
      const { db, env } = c.var.deps;
      const context = paymentContext(env);
      const recorded = await recordBankTransfer(
        db,
        context,
        (tx, orderId, paymentId, paidAt) => settlePaidOrder(tx, context, orderId, paymentId, paidAt),
        { inquiryId: c.req.valid("param").id, adminId: c.var.user.id, transfer: c.req.valid("json") },
      );
      await recordAction(
        c,
        "bank-transfer.recorded",
        { type: "inquiry", id: c.req.valid("param").id },
        c.req.valid("json").utr,
      );
      deliverQueued(c, recorded, "bank transfer messages");
      return c.json(
        { message: BANK_TRANSFER_RECORDED, invoice: { _id: recorded.invoiceId, serial: recorded.serial } },
        201,
      );
    },
  )
  // "Service delivered: issue the tax invoice" (D24; decision 0033): once per booking, e-mailed.
  .post(
    "/admin/:id/tax-invoice",
    ...allow("documents"),
    params(inquiryIdParams),
    ...jsonBody(deliveredSchema),
    async (c) => {
      const { db, env } = c.var.deps;
      const { taxInvoice, ...queued } = await issueInvoiceAtDelivery(db, paymentContext(env), {
        inquiryId: c.req.valid("param").id,
        adminId: c.var.user.id,
        deliveredOn: c.req.valid("json").deliveredOn,
      });
      await recordAction(c, "tax-invoice.issued", { type: "inquiry", id: c.req.valid("param").id });
      deliverQueued(c, queued, "booking tax invoice messages");
      return c.json({ message: TAX_INVOICE_MESSAGES.issued, taxInvoice }, 201);
    },
  )
  // A cancelled booking refunded what the policy gives back (D23).
  .post(
    "/admin/:id/cancellation/refund",
    ...allow("refunds"),
    params(inquiryIdParams),
    ...jsonBody(cancellationRefundSchema),
    async (c) => {
      const { db, env, payments } = c.var.deps;
      const body = c.req.valid("json");
      const { cancellation, refundedPaise, bankReference, ...queued } = await refundCancellation(
        db,
        payments,
        paymentContext(env),
        {
          inquiryId: c.req.valid("param").id,
          adminId: c.var.user.id,
          reason: body.reason,
          bankReference: body.bankReference,
        },
      );
      // On the record what this call gave back, and by which transfer: a repeat that found
      // nothing left to refund changed nothing.
      if (refundedPaise > 0) {
        await recordAction(
          c,
          "refund.cancellation",
          { type: "inquiry", id: c.req.valid("param").id },
          refundDetail(body.reason, refundedPaise, bankReference),
        );
      }
      deliverQueued(c, queued, "refund messages");
      return c.json({ message: CANCELLATION_MESSAGES.refunded, cancellation });
    },
  )
  // Payment links (D22): made for what the booking asks next, listed, cancelled.
  .post(
    "/admin/:id/payment-links",
    ...allow("payment-links"),
    params(inquiryIdParams),
    ...jsonBody(emptyOrderSchema),
    async (c) => {
      const { db, env } = c.var.deps;
      const link = await createPaymentLink(db, {
        inquiryId: c.req.valid("param").id,
        adminId: c.var.user.id,
        siteUrl: env.siteUrl,
      });
      await recordAction(c, "payment-link.sent", { type: "inquiry", id: c.req.valid("param").id });
      return c.json({ message: PAYMENT_LINK_MESSAGES.created, link }, 201);
    },
  )
  .get("/admin/:id/payment-links", ...allow("payment-links"), params(inquiryIdParams), async (c) =>
    c.json({ links: await listPaymentLinks(c.var.deps.db, c.req.valid("param").id) }),
  )
  .post(
    "/admin/:id/payment-links/:linkId/cancel",
    ...allow("payment-links"),
    params(paymentLinkIdParams),
    async (c) => {
      const { id, linkId } = c.req.valid("param");
      const link = await cancelPaymentLink(c.var.deps.db, { inquiryId: id, linkId });
      await recordAction(c, "payment-link.cancelled", { type: "inquiry", id }, linkId);
      return c.json({ message: PAYMENT_LINK_MESSAGES.cancelledNow, link });
    },
  )
  .patch(
    "/admin/:id",
    ...allow("inquiries"),
    params(inquiryIdParams),
    ...jsonBody(inquiryStatusChangeSchema),
    async (c) => {
      const inquiry = await changeInquiryStatus(
        c.var.deps.db,
        c.req.valid("param").id,
        c.var.user.id,
        c.req.valid("json"),
      );
      await recordAction(
        c,
        "inquiry.status-changed",
        { type: "inquiry", id: c.req.valid("param").id },
        inquiry.status,
      );
      return c.json({ inquiry });
    },
  );

/** GET /admin/summary: the admin panel's cards; the e-mails refused for good, and sending one again. */
export const adminRoutes = new Hono<AppBindings>({ strict: false })
  .get("/summary", ...allow("summary"), async (c) => c.json(await adminSummary(c.var.deps.db)))
  .get("/emails", ...allow("messages"), query(adminListQuery), async (c) => {
    const { page, limit } = c.req.valid("query");
    const { emails, total } = await listFailedEmails(c.var.deps.db, { page, limit });
    withTotal(c, total);
    return c.json({ emails, total, page, limit });
  })
  .post("/emails/:id/resend", ...allow("messages"), params(emailIdParams), async (c) => {
    const emailId = await resendEmail(c.var.deps.db, c.req.valid("param").id);
    await recordAction(c, "email.resent", { type: "email", id: emailId });
    deliverQueued(c, { emailIds: [emailId], whatsappIds: [] }, "e-mail sent again");
    return c.json({ message: "The e-mail is on its way again." }, 202);
  })
  // The owner signs a staff member (or any account) out of every device (decision 0043).
  .post("/users/:userId/sessions/end", ...allow("staff"), params(userIdParams), async (c) => {
    const { userId } = c.req.valid("param");
    if (!(await findUserById(c.var.deps.db, userId))) throw notFound(USER_NOT_FOUND);
    const ended = await revokeAllSessions(c.var.deps.db, userId);
    await recordAction(c, "staff.sessions-ended", { type: "user", id: userId }, String(ended));
    return c.json({ ended });
  });
