// The authorisation matrix (docs/security.md; docs/product.md D5, D6): every endpoint the app
// serves, called by a visitor (no token), member A (the owner of the data the request names),
// member B (another member) and an admin, each answer's status checked against the table below. A
// has an invoice, an inquiry, onboarding answers and an open order; the requests name A's things.
// Nothing that identifies A (id, e-mail, name, phone, inquiry, invoice, order, profession) may
// appear in any answer given to the visitor or to B, and the owner's and the admin's answers must
// show A's data where they read it, so that the absence in B's is meaningful. A route that the
// table does not list fails the first test. The admin is the owner (decision 0041); the last block
// walks every admin endpoint again for each staff role and a member.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_OPERATIONS, type ApiOperation } from "../../src/schemas/api/operations.ts";
import { can, STAFF_MESSAGES } from "../../src/schemas/staff.ts";
import { routePath } from "../helpers/api-contract.ts";
import { signInAdmin, signUpMember } from "../helpers/app.ts";
import { API_BASE } from "../../src/config/app.ts";
import { LOCAL_KEY_SECRET } from "../../src/server/payments/provider.ts";
import { paymentSignature } from "../../src/server/payments/signatures.ts";
import { API_DESCRIPTION_CACHE } from "../../src/server/routes/api-description.ts";
import { CHANNELS_CACHE } from "../../src/server/routes/channels.ts";
import { SOLVED_LOCAL_CAPTCHA } from "../fixtures/captcha.ts";
import { RAJASTHAN_BILLING } from "../fixtures/billing.ts";
import { cateringInquiry, eventInquiry, travelInquiry } from "../fixtures/inquiries.ts";
import { formatIsoDay } from "../../src/lib/dates.ts";
import { EVENT_QUOTE_DEPOSIT_PAISE, eventQuote } from "../fixtures/quotes.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";
import {
  buildWorld,
  expectApiSecurityHeaders,
  identifiersOf,
  servedEndpoints,
  type World,
} from "../helpers/security.ts";

afterAll(closeDatabaseHelpers);

const CALLERS = ["visitor", "owner", "other", "admin"] as const;
type Caller = (typeof CALLERS)[number];

interface Call {
  path: string;
  body?: unknown;
  /** Another bearer token than the caller's own (a fresh session's). */
  token?: string;
}

interface Row {
  /** Expected status for the visitor, member A, member B and the admin. */
  status: [visitor: number, owner: number, other: number, admin: number];
  call: (w: World, as: Caller, session: Sessions) => Call | Promise<Call>;
  /** Something of A's that these callers' 2xx answers must contain. */
  shows?: { to: Caller[]; value: (w: World) => string };
  /** The Cache-Control of its success, when it is not no-store (the same for everyone). */
  cache?: string;
  /** What of A's this route shows to anyone who calls it, by design (a payment link's reference). */
  exposes?: (w: World) => string[];
}

interface Sessions {
  /** A new login of the caller (its own refresh token), so that the world's stays usable. */
  fresh(as: Caller): Promise<{ accessToken: string; refreshToken: string } | undefined>;
}

let emails = 0;
const freshEmail = () => `matrix.${Date.now().toString(36)}.${(emails += 1)}@example.com`;
const UNKNOWN_RESET_TOKEN = "u".repeat(43);
const UNKNOWN_REFRESH_TOKEN = "v".repeat(43);

const same = (path: string, body?: unknown) => () => ({ path, body });

const orderNamingA = (path: string) => (w: World) => ({
  path,
  body: { subscriptionId: w.planId, userId: w.a.id },
});

const MATRIX: Record<string, Row> = {
  "GET /health": { status: [200, 200, 200, 200], call: same("/health") },
  "GET /channels": { status: [200, 200, 200, 200], call: same("/channels"), cache: CHANNELS_CACHE },
  "GET /openapi.json": {
    status: [200, 200, 200, 200],
    call: same("/openapi.json"),
    cache: API_DESCRIPTION_CACHE,
  },
  "GET /subscription": { status: [200, 200, 200, 200], call: same("/subscription") },
  // The order is always the caller's own: naming A's id is refused to anyone else (D6).
  "POST /subscription/order": {
    status: [401, 201, 403, 403],
    call: orderNamingA("/subscription/order"),
  },
  "POST /payment/order": {
    status: [401, 201, 403, 403],
    call: orderNamingA("/payment/order"),
  },
  "POST /user/create": {
    status: [201, 201, 201, 201],
    call: () => ({
      path: "/user/create",
      body: { name: "New Member", email: freshEmail(), phoneNo: "9333333333", password: "a fine password" },
    }),
  },
  "POST /user/login": {
    status: [401, 200, 200, 200],
    call: (w, as) => ({
      path: "/user/login",
      body:
        as === "visitor"
          ? { email: freshEmail(), password: "no such account" }
          : { email: account(w, as).email, password: account(w, as).password },
    }),
    shows: { to: ["owner"], value: (w) => w.a.id },
  },
  // Everyone may ask for a reset link (through the bot check); the answer never says whether
  // the account exists (D7). A fresh address each time: an address gets 3 links an hour.
  "POST /user/forgot/password": {
    status: [200, 200, 200, 200],
    call: () => ({
      path: "/user/forgot/password",
      body: { email: freshEmail(), capchaToken: SOLVED_LOCAL_CAPTCHA },
    }),
  },
  "PUT /user/auth/update-password/:token": {
    status: [400, 400, 400, 400],
    call: same(`/user/auth/update-password/${UNKNOWN_RESET_TOKEN}`, { password: "a new password" }),
  },
  "POST /user/auth/verify": {
    status: [401, 200, 200, 200],
    call: same("/user/auth/verify"),
    shows: { to: ["owner"], value: (w) => w.a.email },
  },
  "POST /user/auth/refresh": {
    status: [401, 200, 200, 200],
    call: async (_, as, sessions) => ({
      path: "/user/auth/refresh",
      body: { refreshToken: (await sessions.fresh(as))?.refreshToken ?? UNKNOWN_REFRESH_TOKEN },
    }),
    shows: { to: ["owner"], value: (w) => w.a.email },
  },
  "POST /user/auth/logout": {
    status: [200, 200, 200, 200],
    call: async (_, as, sessions) => ({
      path: "/user/auth/logout",
      body: { refreshToken: (await sessions.fresh(as))?.refreshToken ?? UNKNOWN_REFRESH_TOKEN },
    }),
  },
  // Always the caller's own account: there is no one else's to name.
  "PUT /user/language": {
    status: [401, 200, 200, 200],
    call: same("/user/language", { language: "en" }),
    shows: { to: ["owner"], value: (w) => w.a.email },
  },
  // Always the caller's own choices (decision 0037).
  "GET /user/consents": {
    status: [401, 200, 200, 200],
    call: same("/user/consents"),
  },
  "PUT /user/consents": {
    status: [401, 200, 200, 200],
    call: same("/user/consents", {
      channel: "email",
      purpose: "offers",
      granted: false,
      source: "/dashboard",
    }),
  },
  // Always the caller's own data (D27; decision 0039).
  "GET /user/data": {
    status: [401, 200, 200, 200],
    call: same("/user/data"),
    shows: { to: ["owner"], value: (w) => w.a.inquiryReference },
  },
  "PATCH /user/profile": {
    status: [401, 200, 200, 200],
    call: (w, as) => ({
      path: "/user/profile",
      body: { name: as === "visitor" ? "Nobody" : account(w, as).name },
    }),
    shows: { to: ["owner"], value: (w) => w.a.email },
  },
  // Always the caller's own devices (decision 0043); nobody ends a session that is not theirs.
  "GET /user/sessions": {
    status: [401, 200, 200, 200],
    call: same("/user/sessions"),
  },
  "POST /user/sessions/:sessionId/end": {
    status: [401, 404, 404, 404],
    call: same("/user/sessions/00000000-0000-4000-8000-000000000000/end"),
  },
  // Never with a wrong current password.
  "PUT /user/password": {
    status: [401, 403, 403, 403],
    call: same("/user/password", { currentPassword: "not anyone's password", password: "a new password" }),
  },
  "GET /user/email/confirmation": {
    status: [401, 200, 200, 200],
    call: same("/user/email/confirmation"),
    shows: { to: ["owner"], value: (w) => w.a.email },
  },
  // The members' sign-ups sent their links a moment ago: not another yet. The owner's address is
  // confirmed: nothing to send.
  "POST /user/email/confirmation": {
    status: [401, 429, 429, 409],
    call: same("/user/email/confirmation"),
  },
  // Public: the link's token is the proof, whoever opens it.
  "POST /user/email/confirm": {
    status: [400, 400, 400, 400],
    call: same("/user/email/confirm", { token: "x".repeat(43) }),
  },
  // Never with a wrong password; a staff account never from here.
  "POST /user/erase": {
    status: [401, 403, 403, 403],
    call: same("/user/erase", { password: "not anyone's password" }),
  },
  "GET /user/onboarding/:userId": {
    status: [401, 200, 403, 200],
    call: (w) => ({ path: `/user/onboarding/${w.a.id}` }),
    shows: { to: ["owner", "admin"], value: (w) => w.a.profession },
  },
  "PUT /user/onboarding/:userId": {
    status: [401, 200, 403, 200],
    call: (w) => ({
      path: `/user/onboarding/${w.a.id}`,
      body: { profession: w.a.profession, interests: ["travel", "food"] },
    }),
    shows: { to: ["owner", "admin"], value: (w) => w.a.profession },
  },
  "GET /user/admin": {
    status: [401, 403, 403, 200],
    call: (w) => ({ path: `/user/admin?q=${encodeURIComponent(w.a.email)}` }),
    shows: { to: ["owner", "admin"], value: (w) => w.a.email },
  },
  "GET /user/admin/export.csv": {
    status: [401, 403, 403, 200],
    call: (w) => ({ path: `/user/admin/export.csv?q=${encodeURIComponent(w.a.email)}` }),
    shows: { to: ["owner", "admin"], value: (w) => w.a.email },
  },
  "POST /contact/create": {
    status: [201, 201, 201, 201],
    call: same("/contact/create", {
      name: "Someone",
      email: "someone@example.com",
      subject: "general",
      message: "Hello",
      source: "landing",
      capchaToken: SOLVED_LOCAL_CAPTCHA,
    }),
  },
  // Anyone may ask about an address (through the bot check); the answer says nothing of it.
  "POST /privacy/data-request": {
    status: [200, 200, 200, 200],
    call: () => ({
      path: "/privacy/data-request",
      body: { email: freshEmail(), capchaToken: SOLVED_LOCAL_CAPTCHA },
    }),
  },
  "GET /privacy/data-request/:token": {
    status: [404, 404, 404, 404],
    call: same(`/privacy/data-request/${UNKNOWN_RESET_TOKEN}`),
  },
  "POST /privacy/data-request/:token/erase": {
    status: [404, 404, 404, 404],
    call: same(`/privacy/data-request/${UNKNOWN_RESET_TOKEN}/erase`),
  },
  "GET /contact/admin": { status: [401, 403, 403, 200], call: same("/contact/admin") },
  // Anyone may file a grievance, signed in or not (D27); only admins list and close them.
  "POST /grievance": {
    status: [201, 201, 201, 201],
    call: () => ({
      path: "/grievance",
      body: {
        name: "Someone",
        email: freshEmail(),
        topic: "access",
        message: "Please tell me what you keep about me.",
        capchaToken: SOLVED_LOCAL_CAPTCHA,
      },
    }),
  },
  "GET /grievance/admin": { status: [401, 403, 403, 200], call: same("/grievance/admin") },
  "GET /grievance/admin/export.csv": {
    status: [401, 403, 403, 200],
    call: same("/grievance/admin/export.csv"),
  },
  "PATCH /grievance/admin/:id": {
    status: [401, 403, 403, 404],
    call: same(`/grievance/admin/${crypto.randomUUID()}`, { status: "answered", note: "Replied" }),
  },
  "GET /contact/admin/export.csv": { status: [401, 403, 403, 200], call: same("/contact/admin/export.csv") },
  "POST /inquiry/create_event": {
    status: [401, 201, 201, 201],
    call: same("/inquiry/create_event", eventInquiry()),
  },
  "POST /inquiry/create_food": {
    status: [401, 201, 201, 201],
    call: same("/inquiry/create_food", cateringInquiry()),
  },
  "POST /inquiry/create_travel": {
    status: [401, 201, 201, 201],
    call: same("/inquiry/create_travel", travelInquiry()),
  },
  // Each member's own list: B searching for A's name finds nothing of A's.
  "GET /inquiry/get_all_user_inquirys": {
    status: [401, 200, 200, 200],
    call: (w) => ({ path: `/inquiry/get_all_user_inquirys?search=${encodeURIComponent(w.a.name)}` }),
  },
  "GET /inquiry/admin": {
    status: [401, 403, 403, 200],
    call: (w) => ({ path: `/inquiry/admin?q=${encodeURIComponent(w.a.inquiryReference)}` }),
    shows: { to: ["owner", "admin"], value: (w) => w.a.inquiryId },
  },
  "GET /inquiry/admin/export.csv": {
    status: [401, 403, 403, 200],
    call: (w) => ({ path: `/inquiry/admin/export.csv?q=${encodeURIComponent(w.a.inquiryReference)}` }),
    shows: { to: ["owner", "admin"], value: (w) => w.a.inquiryReference },
  },
  "GET /inquiry/admin/:id": {
    status: [401, 403, 403, 200],
    call: (w) => ({ path: `/inquiry/admin/${w.a.inquiryId}` }),
    shows: { to: ["owner", "admin"], value: (w) => w.a.inquiryId },
  },
  // Where A's inquiry stands (D21): A and the admin; B is refused.
  "GET /inquiry/:id/booking": {
    status: [401, 200, 403, 200],
    call: (w) => ({ path: `/inquiry/${w.a.inquiryId}/booking` }),
    shows: { to: ["owner", "admin"], value: (w) => w.a.quoteId },
  },
  // Only A pays the deposit on A's quote; not B, not even an admin.
  "POST /inquiry/:id/deposit": {
    status: [401, 201, 403, 403],
    call: (w) => ({
      path: `/inquiry/${w.a.inquiryId}/deposit`,
      body: { quoteId: w.a.quoteId, billing: RAJASTHAN_BILLING },
    }),
    shows: { to: ["owner"], value: (w) => w.a.quoteId },
  },
  // Only A pays the balance of A's booking: not confirmed yet here (its deposit is unpaid), so
  // A is told there is nothing to pay; B and the admin are refused before anything is read.
  "POST /inquiry/:id/balance": {
    status: [401, 409, 403, 403],
    call: (w) => ({ path: `/inquiry/${w.a.inquiryId}/balance`, body: {} }),
  },
  // Only A cancels A's booking (D23); it is not confirmed here, so A is told so; B and the admin
  // are refused before anything is read.
  "GET /inquiry/:id/cancellation": {
    status: [401, 409, 403, 403],
    call: (w) => ({ path: `/inquiry/${w.a.inquiryId}/cancellation` }),
  },
  "POST /inquiry/:id/cancellation": {
    status: [401, 409, 403, 403],
    call: (w) => ({ path: `/inquiry/${w.a.inquiryId}/cancellation`, body: {} }),
  },
  // The booking's tax invoice (decision 0033): A and the admin read it, B is refused; A's booking
  // is not confirmed here, so it has none yet, and an admin is told it cannot be issued.
  "GET /inquiry/:id/tax-invoice": {
    status: [401, 404, 403, 404],
    call: (w) => ({ path: `/inquiry/${w.a.inquiryId}/tax-invoice` }),
  },
  "GET /inquiry/:id/tax-invoice/pdf": {
    status: [401, 404, 403, 404],
    call: (w) => ({ path: `/inquiry/${w.a.inquiryId}/tax-invoice/pdf` }),
  },
  "POST /inquiry/admin/:id/tax-invoice": {
    status: [401, 403, 403, 409],
    call: (w) => ({
      path: `/inquiry/admin/${w.a.inquiryId}/tax-invoice`,
      body: { deliveredOn: formatIsoDay(new Date()) },
    }),
  },
  // Only an admin refunds a cancellation; A's booking has none.
  "POST /inquiry/admin/:id/cancellation/refund": {
    status: [401, 403, 403, 404],
    call: (w) => ({ path: `/inquiry/admin/${w.a.inquiryId}/cancellation/refund`, body: {} }),
  },
  // Only admins quote (after the deposit row: a revision replaces the quote it pays).
  "POST /inquiry/admin/:id/quote": {
    status: [401, 403, 403, 201],
    call: (w) => ({ path: `/inquiry/admin/${w.a.inquiryId}/quote`, body: eventQuote() }),
    shows: { to: ["admin"], value: (w) => w.a.inquiryId },
  },
  "PATCH /inquiry/admin/:id": {
    status: [401, 403, 403, 200],
    call: (w) => ({ path: `/inquiry/admin/${w.a.inquiryId}`, body: { status: "contacted", note: "Called" } }),
    shows: { to: ["owner", "admin"], value: (w) => w.a.inquiryId },
  },
  "POST /project": {
    status: [401, 201, 201, 201],
    call: same("/project", {
      title: "A new site",
      service: "visual-design",
      budget: "₹1 lakh",
      timeline: "one month",
      description: "Brand refresh for a catering business.",
    }),
  },
  // A's paid order: A gets the invoice again (D2); nobody else finds the order, not even an
  // admin, whose own orders these are not.
  "POST /payment/verification": {
    status: [401, 200, 404, 404],
    call: (w) => ({ path: "/payment/verification", body: w.a.paidOrder }),
    shows: { to: ["owner"], value: (w) => w.a.invoiceId },
  },
  "POST /payment/local-checkout": {
    status: [401, 200, 404, 404],
    call: (w) => ({
      path: "/payment/local-checkout",
      body: { razorpay_order_id: w.a.openOrderId, outcome: "failure" },
    }),
    shows: { to: ["owner"], value: (w) => w.a.openOrderId },
  },
  "POST /payment/sendSubscriptionEmail": {
    status: [401, 202, 403, 202],
    call: (w) => ({ path: "/payment/sendSubscriptionEmail", body: { invoiceId: w.a.invoiceId } }),
  },
  // Only the provider's signature opens the webhook; a bearer token of any kind does not.
  "POST /payment/webhook": {
    status: [401, 401, 401, 401],
    call: same("/payment/webhook", { event: "payment.captured" }),
  },
  // WhatsApp's webhook opens to Meta's verify token and signature only, never to a bearer token.
  "GET /whatsapp/webhook": {
    status: [403, 403, 403, 403],
    call: same("/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guessed&hub.challenge=1158201444"),
  },
  "POST /whatsapp/webhook": {
    status: [401, 401, 401, 401],
    call: same("/whatsapp/webhook", { object: "whatsapp_business_account", entry: [] }),
  },
  "GET /invoice/getall/:userId": {
    status: [401, 200, 403, 200],
    call: (w) => ({ path: `/invoice/getall/${w.a.id}` }),
    shows: { to: ["owner", "admin"], value: (w) => w.a.invoiceId },
  },
  "GET /invoice/admin": {
    status: [401, 403, 403, 200],
    call: (w) => ({ path: `/invoice/admin?q=${encodeURIComponent(w.a.email)}` }),
    shows: { to: ["owner", "admin"], value: (w) => w.a.invoiceId },
  },
  "GET /invoice/admin/export.csv": {
    status: [401, 403, 403, 200],
    call: (w) => ({ path: `/invoice/admin/export.csv?q=${encodeURIComponent(w.a.email)}` }),
    shows: { to: ["owner", "admin"], value: (w) => w.a.email },
  },
  "GET /admin/summary": { status: [401, 403, 403, 200], call: same("/admin/summary") },
  // The accountant's downloads (decision 0042): admins only, whatever the period.
  "GET /admin/gst/summary": { status: [401, 403, 403, 200], call: same("/admin/gst/summary?period=2026-11") },
  "GET /admin/gst/documents": {
    status: [401, 403, 403, 200],
    call: same("/admin/gst/documents?period=2026-11"),
  },
  // A number no document has: found for an admin, it would be 200.
  "GET /admin/gst/document": {
    status: [401, 403, 403, 404],
    call: same("/admin/gst/document?number=NE/26-27/999999"),
  },
  "GET /admin/gst/gstr1.json": {
    status: [401, 403, 403, 200],
    call: same("/admin/gst/gstr1.json?period=2026-11"),
  },
  "GET /admin/gst/gstr1-csv.zip": {
    status: [401, 403, 403, 200],
    call: same("/admin/gst/gstr1-csv.zip?period=Q3-26-27"),
  },
  "GET /admin/gst/register.csv": {
    status: [401, 403, 403, 200],
    call: same("/admin/gst/register.csv?period=2026-11"),
  },
  // Each member their own billing details and membership; an admin has none of A's.
  "GET /payment/billing": { status: [401, 200, 200, 200], call: same("/payment/billing") },
  "GET /subscription/current": {
    status: [401, 200, 200, 200],
    call: same("/subscription/current"),
    shows: { to: ["owner"], value: (w) => w.a.invoiceId },
  },
  // A's tax invoice, its PDF and (once refunded) its credit note: A and the admins only (D6).
  "GET /invoice/document/:invoiceId": {
    status: [401, 200, 403, 200],
    call: (w) => ({ path: `/invoice/document/${w.a.invoiceId}` }),
    shows: { to: ["owner", "admin"], value: (w) => w.a.invoiceId },
  },
  "GET /invoice/document/:invoiceId/pdf": {
    status: [401, 200, 403, 200],
    call: (w) => ({ path: `/invoice/document/${w.a.invoiceId}/pdf` }),
    shows: { to: ["owner", "admin"], value: () => "%PDF-" },
  },
  "GET /invoice/credit-note/:invoiceId/pdf": {
    status: [401, 404, 403, 404],
    call: (w) => ({ path: `/invoice/credit-note/${w.a.invoiceId}/pdf` }),
  },
  // Only an admin refunds (B's invoice here, so that A's stays paid for the other rows).
  "POST /invoice/admin/:invoiceId/refund": {
    status: [401, 403, 403, 200],
    call: (w) => ({
      path: `/invoice/admin/${w.b.invoiceId}/refund`,
      body: { reason: "Asked the day after" },
    }),
  },
  // Payment links (D22): only admins make, list and cancel them (A's spare link is the one cancelled).
  "POST /inquiry/admin/:id/payment-links": {
    status: [401, 403, 403, 201],
    call: (w) => ({ path: `/inquiry/admin/${w.a.inquiryId}/payment-links`, body: {} }),
  },
  "GET /inquiry/admin/:id/payment-links": {
    status: [401, 403, 403, 200],
    call: (w) => ({ path: `/inquiry/admin/${w.a.inquiryId}/payment-links` }),
    shows: { to: ["admin"], value: (w) => w.a.paymentLink.spareLinkId },
  },
  "POST /inquiry/admin/:id/payment-links/:linkId/cancel": {
    status: [401, 403, 403, 200],
    call: (w) => ({
      path: `/inquiry/admin/${w.a.inquiryId}/payment-links/${w.a.paymentLink.spareLinkId}/cancel`,
    }),
  },
  // Anyone holding A's link sees its reference and amount, and may pay it: that is what a link
  // is for. Nothing else of A's (name, e-mail, ids) appears. The last row pays it, once.
  "GET /pay/:token": {
    status: [200, 200, 200, 200],
    call: (w) => ({ path: `/pay/${w.a.paymentLink.token}` }),
    shows: { to: ["visitor", "owner", "other", "admin"], value: (w) => w.a.inquiryReference },
    exposes: (w) => [w.a.inquiryReference],
  },
  // The quote row above revised A's quote: the link's deposit no longer stands, so its order is
  // handed out to nobody (payment-links.test.ts pays a standing link's order).
  "POST /pay/:token/order": {
    status: [409, 409, 409, 409],
    call: (w) => ({ path: `/pay/${w.a.paymentLink.token}/order`, body: {} }),
  },
  "POST /pay/:token/local-checkout": {
    status: [200, 200, 200, 200],
    call: (w) => ({
      path: `/pay/${w.a.paymentLink.token}/local-checkout`,
      body: { razorpay_order_id: w.a.paymentLink.providerOrderId, outcome: "failure" },
    }),
  },
  "POST /pay/:token/verification": {
    status: [200, 200, 200, 200],
    call: (w) => {
      const paymentId = "pay_matrix_link_0001";
      return {
        path: `/pay/${w.a.paymentLink.token}/verification`,
        body: {
          razorpay_order_id: w.a.paymentLink.providerOrderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: paymentSignature(w.a.paymentLink.providerOrderId, paymentId, LOCAL_KEY_SECRET),
        },
      };
    },
    exposes: (w) => [w.a.inquiryReference],
  },
  "GET /admin/emails": { status: [401, 403, 403, 200], call: same("/admin/emails") },
  // Only an admin records a bank transfer (on B's inquiry: it pays the deposit and confirms the
  // booking, which A's quote row must not find).
  "POST /inquiry/admin/:id/bank-transfer": {
    status: [401, 403, 403, 201],
    call: (w) => ({
      path: `/inquiry/admin/${w.b.inquiryId}/bank-transfer`,
      body: {
        amountPaise: EVENT_QUOTE_DEPOSIT_PAISE,
        utr: "MATRIXUTR0000001",
        receivedOn: formatIsoDay(new Date()),
      },
    }),
    shows: { to: ["admin"], value: () => "RV/" },
  },
  "POST /admin/emails/:id/resend": {
    status: [401, 403, 403, 404],
    call: same("/admin/emails/00000000-0000-4000-8000-000000000000/resend"),
  },
  // The second factor's own calls (decision 0041): staff only, with or without the factor. The
  // admin's is set up already, and a recovery code nobody was given is not right.
  "GET /staff/factor": { status: [401, 403, 403, 200], call: same("/staff/factor") },
  "POST /staff/factor/setup": { status: [401, 403, 403, 409], call: same("/staff/factor/setup") },
  "POST /staff/factor/confirm": {
    status: [401, 403, 403, 409],
    call: same("/staff/factor/confirm", { code: "123456" }),
  },
  "POST /staff/factor/verify": {
    status: [401, 403, 403, 400],
    call: same("/staff/factor/verify", { code: "AAAAA-AAAAA" }),
  },
  // The owner's management of the staff: members and visitors are refused; nobody is changed here.
  "GET /staff": { status: [401, 403, 403, 200], call: same("/staff") },
  "POST /staff": {
    status: [401, 403, 403, 404],
    call: () => ({ path: "/staff", body: { email: freshEmail(), role: "sales" } }),
  },
  "GET /staff/actions": { status: [401, 403, 403, 200], call: same("/staff/actions") },
  "GET /staff/actions/export.csv": { status: [401, 403, 403, 200], call: same("/staff/actions/export.csv") },
  "PATCH /staff/:id": {
    status: [401, 403, 403, 404],
    call: same(`/staff/${crypto.randomUUID()}`, { role: "sales" }),
  },
  "POST /staff/:id/remove": {
    status: [401, 403, 403, 404],
    call: same(`/staff/${crypto.randomUUID()}/remove`),
  },
  "POST /staff/:id/factor/reset": {
    status: [401, 403, 403, 404],
    call: same(`/staff/${crypto.randomUUID()}/factor/reset`),
  },
  "POST /admin/users/:userId/sessions/end": {
    status: [401, 403, 403, 404],
    call: same("/admin/users/00000000-0000-4000-8000-000000000000/sessions/end"),
  },
};

function account(w: World, as: Exclude<Caller, "visitor">) {
  return as === "owner" ? w.a : as === "other" ? w.b : w.admin;
}

describe("the authorisation matrix", () => {
  it("has a row for every endpoint the app serves, and none it does not", () => {
    expect(Object.keys(MATRIX).sort()).toEqual(servedEndpoints());
  });
});

// Every caller asks for A's reset link: the per-address limit is not what is tested here.
forEachDatabase("authorisation matrix", { env: { RATE_LIMIT_MULTIPLIER: "10" } }, (ctx) => {
  let world: World;
  let leaks: string[];

  beforeAll(async () => {
    world = await buildWorld(ctx.api, ctx.db);
    leaks = identifiersOf(world.a);
  });

  const sessions: Sessions = {
    async fresh(as) {
      if (as === "visitor") return undefined;
      const { email, password } = account(world, as);
      const response = await ctx.api.app.request(`${API_BASE}/user/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password }),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as { accessToken: string; refreshToken: string };
    },
  };

  function tokenOf(as: Caller): string | undefined {
    return as === "visitor" ? undefined : account(world, as).token;
  }

  it.each(Object.keys(MATRIX).sort())("%s", async (key) => {
    const row = MATRIX[key]!;
    const method = key.split(" ")[0]!;
    const seen: string[] = [];
    for (const [index, as] of CALLERS.entries()) {
      const call = await row.call(world, as, sessions);
      const token = call.token ?? tokenOf(as);
      const response = await ctx.api.app.request(`${API_BASE}${call.path}`, {
        method,
        headers: {
          ...(call.body === undefined ? {} : { "content-type": "application/json" }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      });
      const text = await response.text();
      const label = `${key} as ${as}: ${response.status} ${text.slice(0, 300)}`;
      seen.push(`${as} ${response.status}`);
      expectApiSecurityHeaders(response, label, response.ok ? (row.cache ?? "no-store") : "no-store");
      if (response.status >= 400) {
        expect((JSON.parse(text) as { err?: unknown }).err, label).toEqual(expect.any(String));
      }
      // The visitor and B never see anything of A's, whatever the status.
      if (as === "visitor" || as === "other") {
        const exposed = row.exposes?.(world) ?? [];
        expect(
          leaks.filter((identifier) => !exposed.includes(identifier) && text.includes(identifier)),
          label,
        ).toEqual([]);
      }
      if (row.shows?.to.includes(as) && response.status < 300) {
        expect(text, label).toContain(row.shows.value(world));
      }
      expect(response.status, label).toBe(row.status[index]);
    }
    expect(seen).toEqual(CALLERS.map((as, index) => `${as} ${row.status[index]}`));
  });

  it("B's own reads show B's data and none of A's", async () => {
    const reads = [
      ["POST", "/user/auth/verify"],
      ["GET", `/user/onboarding/${world.b.id}`],
      ["GET", `/invoice/getall/${world.b.id}`],
      ["GET", "/inquiry/get_all_user_inquirys"],
    ] as const;
    for (const [method, path] of reads) {
      const response = await ctx.api.app.request(`${API_BASE}${path}`, {
        method,
        headers: { authorization: `Bearer ${world.b.token}` },
      });
      const text = await response.text();
      expect(response.status, `${method} ${path}`).toBe(200);
      expect(
        leaks.filter((identifier) => text.includes(identifier)),
        `${method} ${path}: ${text.slice(0, 300)}`,
      ).toEqual([]);
      // Something of B's own is there: the answer is not simply empty.
      expect(
        [world.b.id, world.b.email, world.b.invoiceId, world.b.inquiryId, world.b.profession].some((mine) =>
          text.includes(mine),
        ),
        `${method} ${path}: ${text.slice(0, 300)}`,
      ).toBe(true);
    }
  });

  // Every admin endpoint for every staff role and a member (decision 0041), after the rows above
  // (a role's allowed call may change A's and B's things). A role the matrix does not allow is
  // refused with 403 before anything is read; an allowed one is never refused for its role (it may
  // still be told the thing is done already). The owner is the matrix's admin above.
  describe("each staff role", () => {
    let staff: Record<"sales" | "accounts", { token: string }>;
    let member: { token: string };

    beforeAll(async () => {
      staff = {
        sales: await signInAdmin(ctx.api, ctx.db, "Sales", "sales"),
        accounts: await signInAdmin(ctx.api, ctx.db, "Accounts", "accounts"),
      };
      member = await signUpMember(ctx.api, "matrix.member");
    });

    it.each(ADMIN_OPERATIONS.map((operation) => [operationKey(operation), operation] as const))(
      "%s",
      async (key, operation) => {
        const row = MATRIX[key]!;
        const method = key.split(" ")[0]!;
        const callers = [
          ["owner", world.admin.token],
          ["sales", staff.sales.token],
          ["accounts", staff.accounts.token],
          ["member", member.token],
        ] as const;
        for (const [as, token] of callers) {
          const call = await row.call(world, "admin", sessions);
          const response = await ctx.api.app.request(`${API_BASE}${call.path}`, {
            method,
            headers: {
              ...(call.body === undefined ? {} : { "content-type": "application/json" }),
              authorization: `Bearer ${token}`,
            },
            body: call.body === undefined ? undefined : JSON.stringify(call.body),
          });
          const text = await response.text();
          const label = `${key} as ${as}: ${response.status} ${text.slice(0, 200)}`;
          if (as === "member") {
            expect(response.status, label).toBe(403);
            expect(JSON.parse(text), label).toEqual({ err: "Only administrators can do this." });
          } else if (
            can(as, operation.permission!) &&
            (!operation.alsoPermission || can(as, operation.alsoPermission))
          ) {
            expect([401, 403], label).not.toContain(response.status);
          } else {
            expect(response.status, label).toBe(403);
            expect(JSON.parse(text), label).toEqual({ err: STAFF_MESSAGES.notAllowed });
          }
        }
      },
    );
  });
});

const ADMIN_OPERATIONS = API_OPERATIONS.filter((operation) => operation.access === "admin");
const operationKey = (operation: ApiOperation) =>
  `${operation.method.toUpperCase()} ${routePath(operation.path)}`;
