// The attack corpus (docs/security.md): thousands of generated malformed requests aimed at every
// endpoint the app serves, and at paths it does not. Bad JSON, wrong types, 70k strings,
// Unicode, RTL and NUL, prototype-pollution keys, SQL and script text, wrong or missing
// Content-Type, garbage path parameters and query strings, wrong methods, and every kind of
// broken bearer token (missing, malformed, expired, signed with another key, alg:none,
// forged admin claims). Each answer must be a 4xx JSON `{ err }` with the API's security
// headers, never a 5xx, and no table may change: every table's rows are fingerprinted before
// and after each endpoint's batch.
//
// Beside the generated requests, every endpoint gets the inputs of decision 0026 once each: a line
// break in each single-line field, a lone surrogate in each string, bytes that are not UTF-8,
// days the calendar lacks, counts that are not numbers and %-escapes that are not UTF-8.
//
// ATTACK_RUNS sets the requests per endpoint on PGlite (default 300: about 11,000 a run);
// pg and Neon get a tenth of it each.
import { cancellationRefundSchema } from "../../src/schemas/cancellation-refund.ts";
import { addStaffSchema, factorCodeSchema, staffRoleSchema } from "../../src/schemas/staff.ts";
import { createHmac } from "node:crypto";
import fc from "fast-check";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_BASE } from "../../src/config/app.ts";
import {
  ADMIN_PAGE_MAX,
  ADMIN_PAGE_SIZE_MAX,
  ADMIN_SEARCH_MAX,
  INQUIRY_KIND_VALUES,
  INQUIRY_STATUSES,
} from "../../src/schemas/admin.ts";
import { inquiryStatusChangeSchema, refundSchema } from "../../src/schemas/admin-requests.ts";
import {
  changePasswordSchema,
  confirmEmailSchema,
  forgotPasswordSchema,
  languageSchema,
  loginSchema,
  onboardingSchema,
  refreshSchema,
  resetPasswordSchema,
  signupSchema,
} from "../../src/schemas/auth.ts";
import { consentChoiceSchema } from "../../src/schemas/consent-requests.ts";
import { dataRequestSchema, eraseSchema, profileSchema } from "../../src/schemas/privacy-requests.ts";
import { contactSchema } from "../../src/schemas/contact.ts";
import { grievanceOutcomeSchema, grievanceSchema } from "../../src/schemas/grievance.ts";
import { GRIEVANCE_STATUSES } from "../../src/schemas/grievance-rules.ts";
import { cateringInquirySchema, eventInquirySchema, travelInquirySchema } from "../../src/schemas/inquiry.ts";
import {
  localCheckoutSchema,
  orderSchema,
  sendInvoiceEmailSchema,
  verificationSchema,
} from "../../src/schemas/payment.ts";
import { projectSchema } from "../../src/schemas/project.ts";
import {
  bankTransferSchema,
  deliveredSchema,
  depositOrderSchema,
  quoteSchema,
} from "../../src/schemas/quote-requests.ts";
import { MAX_BODY_BYTES } from "../../src/server/app.ts";
import { webhookSignature } from "../../src/server/payments/signatures.ts";
import { WHATSAPP_HANDSHAKE_MAX } from "../../src/schemas/api/params.ts";
import { LOCAL_WHATSAPP_APP_SECRET } from "../../src/server/env.ts";
import { hubSignature } from "../../src/server/whatsapp/webhook.ts";
import { LOCAL_WEBHOOK_SECRET } from "../../src/server/services/payments.ts";
import { RAJASTHAN_BILLING } from "../fixtures/billing.ts";
import { cateringInquiry, eventInquiry, travelInquiry } from "../fixtures/inquiries.ts";
import { eventQuote } from "../fixtures/quotes.ts";
import { TEST_JWT_KEY } from "../helpers/app.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";
import {
  apiHeaderProblems,
  buildWorld,
  databaseFingerprint,
  servedEndpoints,
  type World,
} from "../helpers/security.ts";

afterAll(closeDatabaseHelpers);

const RUNS = Number(process.env.ATTACK_RUNS ?? 300);
const SERVER_RUNS = Math.max(20, Math.round(RUNS / 10));

// ---------------------------------------------------------------------------------------
// What each endpoint takes, so that an attack can break one thing and keep the rest valid.

interface Schema {
  safeParse(value: unknown): { success: boolean };
}

type QueryField =
  | { kind: "text"; max: number }
  | { kind: "number"; max: number }
  | { kind: "choice"; values: readonly string[] };

interface Endpoint {
  /** Who may call it: a request with this caller's credentials passes the guard. */
  caller: "anyone" | "member" | "admin" | "provider" | "whatsapp";
  params?: { valid: (w: World) => Record<string, string>; pattern: RegExp };
  body?: {
    schema: Schema;
    valid: (w: World) => unknown;
    /** Dotted paths of the body's single-line fields: a line break in one is a 400. */
    singleLine?: string[];
    /** Dotted paths of its days (YYYY-MM-DD) and of its counts (whole JSON numbers). */
    dates?: string[];
    counts?: string[];
  };
  query?: Record<string, QueryField>;
}

/** Looser than zod's uuid: a garbage value matching it is not used, to be sure it is garbage. */
const UUID_LIKE = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const RESET_TOKEN_LIKE = /^[\w-]{20,100}$/;

const userIdParam = { valid: (w: World) => ({ userId: w.a.id }), pattern: UUID_LIKE };
const inquiryIdParam = { valid: (w: World) => ({ id: w.a.inquiryId }), pattern: UUID_LIKE };
const invoiceIdParam = { valid: (w: World) => ({ invoiceId: w.a.invoiceId }), pattern: UUID_LIKE };
/** An id nothing has: a request that slipped through would find nothing to change. */
const NOBODY = "00000000-0000-4000-8000-000000000000";
const search = { kind: "text", max: ADMIN_SEARCH_MAX } as const;
const listQuery = {
  q: search,
  page: { kind: "number", max: ADMIN_PAGE_MAX },
  limit: { kind: "number", max: ADMIN_PAGE_SIZE_MAX },
} as const;
const inquiryFilters = {
  type: { kind: "choice", values: ["", ...INQUIRY_KIND_VALUES] },
  status: { kind: "choice", values: ["", ...INQUIRY_STATUSES] },
} as const;
/** A GST return's period (src/lib/gst-period.ts): a month or a quarter of a financial year. */
const gstPeriod = { period: { kind: "choice", values: ["2026-11", "Q3-26-27"] } } as const;
const grievanceFilters = { status: { kind: "choice", values: ["", ...GRIEVANCE_STATUSES] } } as const;
const randomRefreshToken = () => "r".repeat(43);

const ENDPOINTS: Record<string, Endpoint> = {
  "GET /health": { caller: "anyone" },
  "GET /channels": { caller: "anyone" },
  "GET /openapi.json": { caller: "anyone" },
  "GET /subscription": { caller: "anyone" },
  "POST /subscription/order": {
    caller: "member",
    body: { schema: orderSchema, valid: (w) => ({ subscriptionId: w.planId, billingFrequency: "yearly" }) },
  },
  "POST /user/create": {
    caller: "anyone",
    body: {
      schema: signupSchema(),
      valid: () => ({ name: "New", email: "new@example.com", phoneNo: "9876543210", password: "a password" }),
      singleLine: ["name", "email"],
    },
  },
  "POST /user/login": {
    caller: "anyone",
    body: {
      schema: loginSchema(),
      valid: (w) => ({ email: w.a.email, password: w.a.password }),
      singleLine: ["email"],
    },
  },
  "POST /user/forgot/password": {
    caller: "anyone",
    body: { schema: forgotPasswordSchema, valid: (w) => ({ email: w.a.email }), singleLine: ["email"] },
  },
  "PUT /user/auth/update-password/:token": {
    caller: "anyone",
    params: { valid: () => ({ token: "t".repeat(43) }), pattern: RESET_TOKEN_LIKE },
    body: { schema: resetPasswordSchema, valid: () => ({ password: "a new password" }) },
  },
  "POST /user/auth/verify": { caller: "member" },
  "POST /user/auth/refresh": {
    caller: "anyone",
    body: { schema: refreshSchema, valid: () => ({ refreshToken: randomRefreshToken() }) },
  },
  "POST /user/auth/logout": {
    caller: "anyone",
    body: { schema: refreshSchema, valid: () => ({ refreshToken: randomRefreshToken() }) },
  },
  "PUT /user/language": {
    caller: "member",
    body: { schema: languageSchema, valid: () => ({ language: "en" }) },
  },
  "GET /user/consents": { caller: "member" },
  "PUT /user/consents": {
    caller: "member",
    body: {
      schema: consentChoiceSchema,
      valid: () => ({ channel: "email", purpose: "offers", granted: false, source: "/dashboard" }),
      singleLine: ["source"],
    },
  },
  "GET /user/data": { caller: "member" },
  "PATCH /user/profile": {
    caller: "member",
    body: {
      schema: profileSchema,
      valid: (w) => ({ name: w.a.name, phoneNo: w.a.phoneNo }),
      singleLine: ["name"],
    },
  },
  "GET /user/sessions": { caller: "member" },
  "POST /user/sessions/:sessionId/end": {
    caller: "member",
    params: { valid: () => ({ sessionId: NOBODY }), pattern: UUID_LIKE },
  },
  // A wrong current password: valid input that changes nothing (the world's password stays).
  "PUT /user/password": {
    caller: "member",
    body: {
      schema: changePasswordSchema,
      valid: () => ({ currentPassword: "not the password", password: "a new password" }),
    },
  },
  "GET /user/email/confirmation": { caller: "member" },
  "POST /user/email/confirmation": { caller: "member" },
  "POST /user/email/confirm": {
    caller: "anyone",
    body: { schema: confirmEmailSchema, valid: () => ({ token: "c".repeat(43) }) },
  },
  "POST /user/erase": {
    caller: "member",
    body: { schema: eraseSchema, valid: (w) => ({ password: w.a.password }) },
  },
  "POST /privacy/data-request": {
    caller: "anyone",
    body: { schema: dataRequestSchema, valid: (w) => ({ email: w.a.email }), singleLine: ["email"] },
  },
  "GET /privacy/data-request/:token": {
    caller: "anyone",
    params: { valid: () => ({ token: "d".repeat(43) }), pattern: RESET_TOKEN_LIKE },
  },
  "POST /privacy/data-request/:token/erase": {
    caller: "anyone",
    params: { valid: () => ({ token: "d".repeat(43) }), pattern: RESET_TOKEN_LIKE },
  },
  "GET /user/onboarding/:userId": { caller: "member", params: userIdParam },
  "PUT /user/onboarding/:userId": {
    caller: "member",
    params: userIdParam,
    body: {
      schema: onboardingSchema,
      valid: () => ({ profession: "Designer", interests: ["travel"] }),
      singleLine: ["profession", "interests.0"],
    },
  },
  "GET /user/admin": { caller: "admin", query: listQuery },
  "GET /user/admin/export.csv": { caller: "admin", query: { q: search } },
  "POST /contact/create": {
    caller: "anyone",
    body: {
      schema: contactSchema,
      valid: () => ({
        name: "A",
        email: "a@example.com",
        subject: "general",
        message: "hi",
        source: "landing",
      }),
      singleLine: ["name", "email"],
    },
  },
  "GET /contact/admin": { caller: "admin", query: listQuery },
  "GET /contact/admin/export.csv": { caller: "admin", query: { q: search } },
  // Without a solved bot check: whatever else an attack keeps valid, nothing is filed.
  "POST /grievance": {
    caller: "anyone",
    body: {
      schema: grievanceSchema,
      valid: () => ({ name: "A", email: "a@example.com", topic: "access", message: "hi" }),
      singleLine: ["name", "email", "phone"],
    },
  },
  "GET /grievance/admin": { caller: "admin", query: { ...listQuery, ...grievanceFilters } },
  "GET /grievance/admin/export.csv": { caller: "admin", query: { q: search, ...grievanceFilters } },
  "PATCH /grievance/admin/:id": {
    caller: "admin",
    params: { valid: () => ({ id: NOBODY }), pattern: UUID_LIKE },
    body: { schema: grievanceOutcomeSchema, valid: () => ({ status: "answered", note: "replied" }) },
  },
  "POST /inquiry/create_event": {
    caller: "member",
    body: {
      schema: eventInquirySchema,
      valid: () => eventInquiry({ eventType: "other", otherEventType: "A reunion" }),
      singleLine: [
        "name",
        "email",
        "phone",
        "otherEventType",
        "preferredVenueLocation",
        "budgetRange",
        "city",
      ],
      dates: ["eventDate"],
      counts: ["numberOfGuests"],
    },
  },
  "POST /inquiry/create_food": {
    caller: "member",
    body: {
      schema: cateringInquirySchema,
      valid: () => cateringInquiry({ cuisinePreferences: "other", otherCuisinePreference: "Awadhi" }),
      singleLine: ["fullName", "email", "phone", "otherCuisinePreference", "dietaryRequirements", "city"],
      dates: ["cateringDate"],
      counts: ["numberOfGuests", "budgetRange"],
    },
  },
  "POST /inquiry/create_travel": {
    caller: "member",
    body: {
      schema: travelInquirySchema,
      valid: () =>
        travelInquiry({ accommodationPreference: "other", otherAccommodationPreference: "Houseboat" }),
      singleLine: [
        "name",
        "email",
        "phone",
        "travelDestination",
        "otherAccommodationPreference",
        "travelRequirements.specialAssistanceNeeded.dietaryRequirements",
        "budgetRange",
        "city",
      ],
      dates: ["travelDate"],
      counts: ["numberOfTravelers"],
    },
  },
  "GET /inquiry/get_all_user_inquirys": { caller: "member", query: { search: { kind: "text", max: 100 } } },
  "GET /inquiry/admin": { caller: "admin", query: { ...listQuery, ...inquiryFilters } },
  "GET /inquiry/admin/export.csv": { caller: "admin", query: { q: search, ...inquiryFilters } },
  "GET /inquiry/admin/:id": { caller: "admin", params: inquiryIdParam },
  "PATCH /inquiry/admin/:id": {
    caller: "admin",
    params: inquiryIdParam,
    body: { schema: inquiryStatusChangeSchema, valid: () => ({ status: "contacted", note: "called" }) },
  },
  // Quotes and deposits (docs/product.md D21): on an inquiry nobody has, so that a request that slipped
  // through would find nothing to quote or pay.
  "POST /inquiry/admin/:id/quote": {
    caller: "admin",
    params: { valid: () => ({ id: NOBODY }), pattern: UUID_LIKE },
    body: {
      schema: quoteSchema,
      valid: () => eventQuote(),
      singleLine: ["lines.0.description"],
      dates: ["validUntil"],
      counts: ["depositPercent", "lines.0.amountPaise"],
    },
  },
  "POST /inquiry/:id/balance": {
    caller: "member",
    // Its body is {}: nothing to mutate (a body with any field is refused by the strict schema).
    params: { valid: () => ({ id: NOBODY }), pattern: UUID_LIKE },
  },
  "POST /inquiry/admin/:id/bank-transfer": {
    caller: "admin",
    params: { valid: () => ({ id: NOBODY }), pattern: UUID_LIKE },
    body: {
      schema: bankTransferSchema,
      valid: () => ({ amountPaise: 100_000, utr: "CORPUSUTR00000001", receivedOn: "2026-01-15" }),
      singleLine: ["utr"],
      dates: ["receivedOn"],
      counts: ["amountPaise"],
    },
  },
  "GET /inquiry/:id/booking": {
    caller: "member",
    params: { valid: () => ({ id: NOBODY }), pattern: UUID_LIKE },
  },
  "POST /inquiry/:id/deposit": {
    caller: "member",
    params: { valid: () => ({ id: NOBODY }), pattern: UUID_LIKE },
    body: {
      schema: depositOrderSchema,
      valid: (w) => ({ quoteId: w.a.quoteId, billing: RAJASTHAN_BILLING }),
      singleLine: ["billing.name"],
    },
  },
  "POST /project": {
    caller: "member",
    body: {
      schema: projectSchema,
      valid: () => ({
        title: "A site",
        service: "ui-ux-design",
        budget: "₹2 lakh",
        timeline: "two months",
        description: "A booking site for our travel business.",
      }),
      singleLine: ["title", "budget", "timeline"],
    },
  },
  "POST /payment/order": {
    caller: "member",
    body: { schema: orderSchema, valid: (w) => ({ subscriptionId: w.planId }) },
  },
  "POST /payment/verification": {
    caller: "member",
    body: { schema: verificationSchema, valid: (w) => w.a.paidOrder },
  },
  // The booking's tax invoice (decision 0033), on an inquiry nobody has.
  "POST /inquiry/admin/:id/tax-invoice": {
    caller: "admin",
    params: { valid: () => ({ id: NOBODY }), pattern: UUID_LIKE },
    body: { schema: deliveredSchema, valid: () => ({ deliveredOn: "2026-01-15" }), dates: ["deliveredOn"] },
  },
  "GET /inquiry/:id/tax-invoice": {
    caller: "member",
    params: { valid: () => ({ id: NOBODY }), pattern: UUID_LIKE },
  },
  "GET /inquiry/:id/tax-invoice/pdf": {
    caller: "member",
    params: { valid: () => ({ id: NOBODY }), pattern: UUID_LIKE },
  },
  "GET /inquiry/:id/cancellation": {
    caller: "member",
    params: { valid: () => ({ id: NOBODY }), pattern: UUID_LIKE },
  },
  "POST /inquiry/:id/cancellation": {
    caller: "member",
    params: { valid: () => ({ id: NOBODY }), pattern: UUID_LIKE },
  },
  "POST /inquiry/admin/:id/cancellation/refund": {
    caller: "admin",
    params: { valid: () => ({ id: NOBODY }), pattern: UUID_LIKE },
    body: {
      schema: cancellationRefundSchema,
      valid: () => ({ reason: "Cancelled by the customer", bankReference: "NEFT123456" }),
      singleLine: ["reason", "bankReference"],
    },
  },
  // Payment links (D22), on a token nobody was given: a request that slipped through finds nothing.
  "GET /pay/:token": {
    caller: "anyone",
    params: { valid: () => ({ token: "t".repeat(43) }), pattern: RESET_TOKEN_LIKE },
  },
  "POST /pay/:token/order": {
    caller: "anyone",
    params: { valid: () => ({ token: "t".repeat(43) }), pattern: RESET_TOKEN_LIKE },
  },
  "POST /pay/:token/local-checkout": {
    caller: "anyone",
    params: { valid: () => ({ token: "t".repeat(43) }), pattern: RESET_TOKEN_LIKE },
    body: {
      schema: localCheckoutSchema,
      valid: (w) => ({ razorpay_order_id: w.a.openOrderId, outcome: "failure" }),
    },
  },
  "POST /pay/:token/verification": {
    caller: "anyone",
    params: { valid: () => ({ token: "t".repeat(43) }), pattern: RESET_TOKEN_LIKE },
    body: { schema: verificationSchema, valid: (w) => w.a.paidOrder },
  },
  "POST /inquiry/admin/:id/payment-links": {
    caller: "admin",
    params: { valid: () => ({ id: NOBODY }), pattern: UUID_LIKE },
  },
  "GET /inquiry/admin/:id/payment-links": {
    caller: "admin",
    params: { valid: () => ({ id: NOBODY }), pattern: UUID_LIKE },
  },
  "POST /inquiry/admin/:id/payment-links/:linkId/cancel": {
    caller: "admin",
    params: { valid: () => ({ id: NOBODY, linkId: NOBODY }), pattern: UUID_LIKE },
  },
  "POST /payment/local-checkout": {
    caller: "member",
    body: {
      schema: localCheckoutSchema,
      valid: (w) => ({ razorpay_order_id: w.a.openOrderId, outcome: "failure" }),
    },
  },
  "POST /payment/sendSubscriptionEmail": {
    caller: "member",
    body: { schema: sendInvoiceEmailSchema, valid: (w) => ({ invoiceId: w.a.invoiceId }) },
  },
  "POST /payment/webhook": { caller: "provider" },
  // WhatsApp's webhook (docs/whatsapp.md): the handshake's query, and deliveries signed by Meta.
  "GET /whatsapp/webhook": {
    caller: "anyone",
    query: {
      "hub.mode": { kind: "text", max: WHATSAPP_HANDSHAKE_MAX },
      "hub.verify_token": { kind: "text", max: WHATSAPP_HANDSHAKE_MAX },
      "hub.challenge": { kind: "text", max: WHATSAPP_HANDSHAKE_MAX },
    },
  },
  "POST /whatsapp/webhook": { caller: "whatsapp" },
  "GET /invoice/getall/:userId": { caller: "member", params: userIdParam },
  "GET /invoice/admin": { caller: "admin", query: listQuery },
  "GET /invoice/admin/export.csv": { caller: "admin", query: { q: search } },
  "GET /admin/summary": { caller: "admin" },
  "GET /admin/gst/summary": { caller: "admin", query: gstPeriod },
  "GET /admin/gst/documents": { caller: "admin", query: gstPeriod },
  "GET /admin/gst/document": {
    caller: "admin",
    query: { number: { kind: "choice", values: ["NE/26-27/000001", "cn/26-27/4"] } },
  },
  "GET /admin/gst/gstr1.json": { caller: "admin", query: gstPeriod },
  "GET /admin/gst/gstr1-csv.zip": { caller: "admin", query: gstPeriod },
  "GET /admin/gst/register.csv": { caller: "admin", query: gstPeriod },
  "GET /payment/billing": { caller: "member" },
  "GET /subscription/current": { caller: "member" },
  "GET /invoice/document/:invoiceId": { caller: "member", params: invoiceIdParam },
  "GET /invoice/document/:invoiceId/pdf": { caller: "member", params: invoiceIdParam },
  "GET /invoice/credit-note/:invoiceId/pdf": { caller: "member", params: invoiceIdParam },
  "POST /invoice/admin/:invoiceId/refund": {
    caller: "admin",
    params: { valid: () => ({ invoiceId: NOBODY }), pattern: UUID_LIKE },
    body: { schema: refundSchema, valid: () => ({ reason: "Asked within a day" }), singleLine: ["reason"] },
  },
  "GET /admin/emails": { caller: "admin", query: listQuery },
  "POST /admin/emails/:id/resend": {
    caller: "admin",
    params: { valid: () => ({ id: NOBODY }), pattern: UUID_LIKE },
  },
  // The second factor (decision 0041): the admin's is set up, so set-up and confirmation are
  // refused, and a recovery code nobody was given is not right.
  "GET /staff/factor": { caller: "admin" },
  "POST /staff/factor/setup": { caller: "admin" },
  "POST /staff/factor/confirm": {
    caller: "admin",
    body: { schema: factorCodeSchema, valid: () => ({ code: "123456" }), singleLine: ["code"] },
  },
  "POST /staff/factor/verify": {
    caller: "admin",
    body: { schema: factorCodeSchema, valid: () => ({ code: "AAAAA-AAAAA" }), singleLine: ["code"] },
  },
  // The owner's staff calls, on nobody: an address with no account, an id no staff member has.
  "GET /staff": { caller: "admin" },
  "POST /staff": {
    caller: "admin",
    body: {
      schema: addStaffSchema,
      valid: () => ({ email: "no.such.account@example.com", role: "sales" }),
      singleLine: ["email"],
    },
  },
  "GET /staff/actions": { caller: "admin", query: listQuery },
  "GET /staff/actions/export.csv": { caller: "admin" },
  "PATCH /staff/:id": {
    caller: "admin",
    params: { valid: () => ({ id: NOBODY }), pattern: UUID_LIKE },
    body: { schema: staffRoleSchema, valid: () => ({ role: "sales" }) },
  },
  "POST /staff/:id/remove": {
    caller: "admin",
    params: { valid: () => ({ id: NOBODY }), pattern: UUID_LIKE },
  },
  "POST /staff/:id/factor/reset": {
    caller: "admin",
    params: { valid: () => ({ id: NOBODY }), pattern: UUID_LIKE },
  },
  "POST /admin/users/:userId/sessions/end": {
    caller: "admin",
    params: { valid: () => ({ userId: NOBODY }), pattern: UUID_LIKE },
  },
};

// ---------------------------------------------------------------------------------------
// Nasty material.

const NASTY_STRINGS = [
  "'; drop table users; --",
  "' or '1'='1",
  "1; select pg_sleep(5)",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}${7*7}",
  "../../../../etc/passwd",
  "\u0000",
  "a\u0000b",
  "\u202eevil\u202c",
  "مرحبا بالعالم",
  "𝓤𝓷𝓲𝓬𝓸𝓭𝓮 ☃ 🎉",
  "\ud800",
  "\ufeff",
  "%00",
  "1e309",
  "-0",
  "NaN",
  "",
  " ",
  "null",
  "Goa\r\nBcc: evil@example.com",
  "a\u2028b",
  "a\u0085b",
  "\udc00\ud800",
  "2027-02-30",
  "1e3",
] as const;
const NASTY_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "role",
  "isAdmin",
  "userId",
  "_id",
  "amount",
  "status",
  "$where",
];
const HUGE = "x".repeat(70_000);

const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constant(HUGE) },
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, 0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, 1.5) },
  { weight: 1, arbitrary: fc.constant({ __proto__: { role: "admin" } }) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 3 }) },
);
/** Header-safe text: what a client can put in a header at all. */
const headerText = fc.string({ maxLength: 60 }).filter((text) => /^[\x20-\x7e]*$/.test(text));

/** JSON.stringify that keeps a key named __proto__ as a key. */
function withKeys(base: unknown, extra: [string, unknown][]): string {
  const copy = JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
  for (const [key, value] of extra) {
    Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  }
  return JSON.stringify(copy);
}

/** A valid body bent out of shape: keys dropped, changed to nasty values, nasty keys added. */
function mutated(base: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(base);
  return fc
    .tuple(
      fc.subarray(keys),
      fc.array(fc.tuple(fc.constantFrom(...keys), nastyValue), { maxLength: 3 }),
      fc.array(fc.tuple(fc.oneof(fc.constantFrom(...NASTY_KEYS), fc.string()), nastyValue), { maxLength: 2 }),
    )
    .map(([drop, change, extra]) => {
      const copy = JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
      for (const key of drop) delete copy[key];
      for (const [key, value] of change) copy[key] = value;
      return withKeys(copy, extra);
    });
}

const deeplyNested = fc
  .integer({ min: 40, max: 20_000 })
  .map((depth) => "[".repeat(depth) + "]".repeat(depth));

/** Text that is not JSON at all, or nearly JSON. */
function notJson(base: unknown): fc.Arbitrary<string> {
  const valid = JSON.stringify(base);
  return fc.oneof(
    fc.string({ unit: "binary", maxLength: 200 }),
    fc.constantFrom(
      "",
      "{",
      "}",
      "[",
      "nul",
      "{'a': 1}",
      '{"a":1,}',
      "{a:1}",
      "/* comment */ {}",
      "NaN",
      "undefined",
      "\ufeff{}",
      "<xml/>",
      "a=1&b=2",
    ),
    fc.integer({ min: 1, max: Math.max(1, valid.length - 1) }).map((cut) => valid.slice(0, cut)),
    fc.constant(`\ufeff${valid}`),
    fc.constant(valid.replace(/"/g, "'")),
  );
}

/** Text no field may hold (the validator's own check): U+0000 or a lone surrogate. */
const unstorable = (text: string) => text.includes("\u0000") || !text.isWellFormed();

function containsUnstorableText(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (unstorable(item)) return true;
    } else if (item !== null && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        if (unstorable(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: true });
const byteLength = (body: string | Uint8Array) =>
  typeof body === "string" ? encoder.encode(body).length : body.length;

/** What the server will do with a JSON-declared body: 413, or 400 unless it is valid. */
function jsonVerdict(schema: Schema, body: string | Uint8Array<ArrayBuffer>): 413 | 400 | "valid" {
  // What arrives: the text's UTF-8 bytes (a lone surrogate written raw becomes U+FFFD there).
  const bytes = typeof body === "string" ? encoder.encode(body) : body;
  if (bytes.length > MAX_BODY_BYTES) return 413;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decoder.decode(bytes));
  } catch {
    return 400; // not UTF-8, or not JSON
  }
  if (containsUnstorableText(parsed)) return 400;
  return schema.safeParse(parsed).success ? "valid" : 400;
}

/** Bytes that are not UTF-8: a stray byte, a character cut short, overlong, a surrogate, too high. */
const NOT_UTF8 = [[0xff], [0x80], [0xe0, 0xa4], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80]];

/** The text's bytes with `bad` put in at `at` (a character index). */
function withBytes(text: string, at: number, bad: number[]): Uint8Array<ArrayBuffer> {
  return new Uint8Array([...encoder.encode(text.slice(0, at)), ...bad, ...encoder.encode(text.slice(at))]);
}

/** A body that the endpoint's schema refuses, however it is broken. */
function refusedBody(schema: Schema, base: Record<string, unknown>): fc.Arbitrary<string> {
  const firstKey = Object.keys(base)[0]!;
  return fc
    .oneof(
      { weight: 6, arbitrary: mutated(base) },
      { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
      { weight: 2, arbitrary: notJson(base) },
      { weight: 1, arbitrary: deeplyNested },
      {
        weight: 1,
        arbitrary: deeplyNested.map((deep) =>
          JSON.stringify({ ...base, [firstKey]: 0 }).replace(/0}$/, `${deep}}`),
        ),
      },
      {
        // A duplicated key: JSON.parse keeps the last one.
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom(...Object.keys(base)), nastyValue)
          .map(([key, value]) =>
            JSON.stringify(base).replace(/}$/, `,${JSON.stringify(key)}:${JSON.stringify(value)}}`),
          ),
      },
      {
        // Prototype pollution, as JSON text: own keys named __proto__ or constructor.
        weight: 1,
        arbitrary: fc.constantFrom(
          JSON.stringify(base).replace(/^{/, '{"__proto__":{"role":"admin","isAdmin":true},'),
          JSON.stringify(base).replace(/^{/, '{"constructor":{"prototype":{"role":"admin"}},'),
          '{"__proto__":{"__proto__":{"polluted":true}}}',
        ),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom(...Object.keys(base)), fc.constantFrom("\u0000", "a\u0000", "\u0000\u202e"))
          .map(([key, nul]) => JSON.stringify({ ...base, [key]: nul })),
      },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(...Object.keys(base))
          .map((key) => JSON.stringify({ ...base, [key]: HUGE })),
      },
    )
    .filter((body) => jsonVerdict(schema, body) !== "valid");
}

const JSON_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/vnd.api+json",
  "application/merge-patch+json",
];
const OTHER_TYPES = [
  undefined, // the runtime then sends text/plain
  "text/plain",
  "text/json",
  "text/html",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----attack",
  "application/xml",
  "application/jsonp",
  "application/json5",
  "application/json, text/plain",
  "json",
  "*/*",
];

/** Percent-encoding of the UTF-8 bytes, as a browser sends them (a lone surrogate as U+FFFD). */
function percentEncode(text: string): string {
  return Array.from(new TextEncoder().encode(text), (byte) =>
    /[\w.~-]/.test(String.fromCharCode(byte)) && byte < 0x80
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
  ).join("");
}

/** Garbage for a path parameter, already encoded for the URL. */
function garbageParam(pattern: RegExp): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.string({ unit: "binary", minLength: 1, maxLength: 60 }).map(percentEncode),
      fc.constantFrom(
        "%2e%2e%2f%2e%2e%2fuser%2fadmin",
        "..%2F..%2F..%2Fetc%2Fpasswd",
        "%2e%2e",
        "%00",
        "abc%00def",
        "%",
        "%zz",
        "%E0%A4%A",
        "%ED%A0%80",
        "%27%3B%20drop%20table%20users%3B--",
        "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
        "%E2%80%AE",
        "null",
        "undefined",
        "-1",
        "1e309",
        "%7B%22%24gt%22%3A%22%22%7D",
        "__proto__",
        "constructor",
      ),
      fc.integer({ min: 101, max: 20_000 }).map((length) => "a".repeat(length)),
      fc.uuid().map((uuid) => `${uuid}x`),
      fc.uuid().map((uuid) => uuid.slice(0, 35)),
      fc.uuid().map((uuid) => `%7B${uuid}%7D`),
      fc.uuid().map((uuid) => `${uuid}%00`),
      fc.uuid().map((uuid) => `${uuid}%20or%201%3D1`),
    )
    .filter((encoded) => {
      let decoded = encoded;
      try {
        decoded = decodeURIComponent(encoded);
      } catch {
        // Left as it is, as Hono leaves it.
      }
      // "." and ".." are dot segments: the URL would lose them and name another route.
      return !pattern.test(decoded) && !pattern.test(encoded) && !/^\.{1,2}$/.test(decoded);
    });
}

/** A query string with at least one value that the endpoint must refuse, plus noise. */
function refusedQuery(fields: Record<string, QueryField>): fc.Arbitrary<string> {
  const names = Object.keys(fields);
  const breaker = fc.constantFrom(...names).chain((name): fc.Arbitrary<[string, string][]> => {
    const field = fields[name]!;
    const broken: fc.Arbitrary<[string, string][]>[] = [
      // Repeated: the value becomes a list.
      fc.tuple(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 })).map(([x, y]) => [
        [name, x],
        [name, y],
      ]),
      fc.constantFrom("\u0000", "a\u0000", "%00").map((nul) => [[name, nul]]),
    ];
    if (field.kind === "text") {
      broken.push(
        fc.integer({ min: field.max + 1, max: field.max + 300 }).map((n) => [[name, "q".repeat(n)]]),
      );
    } else if (field.kind === "number") {
      broken.push(
        fc
          .oneof(
            fc.constantFrom(
              "0",
              "-1",
              "1.5",
              "1e3",
              " 1",
              "0x10",
              "abc",
              "NaN",
              "Infinity",
              "",
              "١٢",
              "9999999999",
            ),
            fc.constant(String(field.max + 1)),
            fc.string({ maxLength: 12 }),
          )
          .filter((value) => !(/^\d{1,9}$/.test(value) && Number(value) >= 1 && Number(value) <= field.max))
          .map((value) => [[name, value]]),
      );
    } else {
      broken.push(
        fc
          .oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ maxLength: 12 }))
          .filter((value) => !field.values.includes(value))
          .map((value) => [[name, value]]),
      );
    }
    return fc.oneof(...broken);
  });
  const noise = fc.array(
    fc.tuple(
      fc
        .oneof(fc.constantFrom(...NASTY_KEYS), fc.string({ maxLength: 8 }))
        .filter((key) => !names.includes(key)),
      fc.oneof(fc.constantFrom(...NASTY_STRINGS.filter((text) => !text.includes("\u0000"))), fc.string()),
    ),
    { maxLength: 3 },
  );
  return fc
    .tuple(breaker, noise, fc.boolean())
    .map(([bad, extra, badFirst]) =>
      (badFirst ? [...bad, ...extra] : [...extra, ...bad])
        .map(([key, value]) =>
          value === "%00" ? `${percentEncode(key)}=%00` : `${percentEncode(key)}=${percentEncode(value)}`,
        )
        .join("&"),
    );
}

// ---------------------------------------------------------------------------------------
// Credentials that must not work.

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const OTHER_KEY = new TextEncoder().encode("another-secret-that-is-long-enough-for-hs256-signing!");

async function jwt(
  claims: Record<string, unknown>,
  options: {
    key?: Uint8Array;
    alg?: string;
    header?: Record<string, unknown>;
    sub?: string;
    iss?: string;
    aud?: string;
    exp?: number | string;
    nbf?: number;
  } = {},
): Promise<string> {
  let token = new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? "HS256", typ: "JWT", ...options.header })
    .setIssuer(options.iss ?? "nova-experience")
    .setAudience(options.aud ?? "nova-experience-api")
    .setIssuedAt()
    .setExpirationTime(options.exp ?? "15m");
  if (options.sub !== undefined) token = token.setSubject(options.sub);
  if (options.nbf !== undefined) token = token.setNotBefore(options.nbf);
  return token.sign(options.key ?? TEST_JWT_KEY);
}

/** A token put together by hand, HMAC-signed with the test key, whatever its header says. */
function rawJwt(header: object, payload: object): string {
  const signed = `${b64(header)}.${b64(payload)}`;
  return `${signed}.${createHmac("sha256", TEST_JWT_KEY).update(signed).digest("base64url")}`;
}

/** Authorization values that must all be answered 401 on a route that needs a user. */
async function rejectedAuthorizations(w: World): Promise<(string | undefined)[]> {
  const [header, payload, signature] = w.a.token.split(".") as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
  const asAdmin = b64({ ...claims, sub: w.admin.id, role: "admin" });
  const now = Math.floor(Date.now() / 1000);
  const tokens = [
    `${header}.${asAdmin}.${signature}`, // the payload swapped, the signature kept
    `${header}.${payload}.`,
    `${header}.${payload}`,
    `${w.a.token}x`,
    `${w.a.token.slice(0, -2)}AA`,
    `${b64({ alg: "none", typ: "JWT" })}.${asAdmin}.`,
    `${b64({ alg: "none", typ: "JWT" })}.${asAdmin}`,
    `${b64({ alg: "None" })}.${asAdmin}.`,
    `${b64({ alg: "RS256", typ: "JWT" })}.${asAdmin}.${signature}`,
    await jwt({ role: "admin" }, { sub: w.admin.id, key: OTHER_KEY }),
    await jwt({ role: "user" }, { sub: w.a.id, key: OTHER_KEY, header: { kid: "../../../dev/null" } }),
    await jwt({ role: "user" }, { sub: w.a.id, alg: "HS512" }),
    await jwt({ role: "user" }, { sub: w.a.id, exp: now - 60 }),
    await jwt({ role: "admin" }, { sub: w.admin.id, exp: now - 1 }),
    await jwt({ role: "user" }, { sub: w.a.id, nbf: now + 3600 }),
    await jwt({ role: "user" }, { sub: w.a.id, iss: "someone-else" }),
    await jwt({ role: "user" }, { sub: w.a.id, aud: "another-api" }),
    // Signed with the right key, but with a critical header extension nobody understands.
    rawJwt({ alg: "HS256", typ: "JWT", crit: ["exp"] }, { ...claims, exp: now + 600 }),
    await jwt({ role: "admin" }, { sub: "admin" }),
    await jwt({ role: "admin" }, { sub: "' or '1'='1" }),
    await jwt({ role: "admin" }, {}),
    await jwt({ role: "admin" }, { sub: crypto.randomUUID() }), // no such account
    w.a.refreshToken, // a refresh token is not an access token
    "x".repeat(10_000),
  ];
  return [
    undefined,
    "",
    "Bearer",
    "Bearer ",
    `Basic ${Buffer.from("admin:admin").toString("base64")}`,
    `Token ${w.a.token}`,
    `Bearer ${w.a.token} ${w.a.token}`,
    `Bearer,${w.a.token}`,
    `${w.a.token}`,
    ...tokens.map((token) => `Bearer ${token}`),
    `bearer ${tokens[12]}`,
  ];
}

// ---------------------------------------------------------------------------------------
// Requests.

interface Attack {
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  /** The statuses allowed; any 4xx when absent. */
  expected?: number[];
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND", "FOO"];

function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => values[name]!);
}

interface Credentials {
  world: World;
  rejected: (string | undefined)[];
  /** Valid tokens that are not an admin's, one claiming the admin role with the right key. */
  notAdmin: string[];
}

function authFor(endpoint: Endpoint, c: Credentials): Record<string, string> {
  if (endpoint.caller === "member") return { authorization: `Bearer ${c.world.a.token}` };
  if (endpoint.caller === "admin") return { authorization: `Bearer ${c.world.admin.token}` };
  return {};
}

function validBodyText(endpoint: Endpoint, w: World): string | undefined {
  return endpoint.body ? JSON.stringify(endpoint.body.valid(w)) : undefined;
}

function attacksOn(key: string, endpoint: Endpoint, c: Credentials) {
  const [method, template] = key.split(" ") as [string, string];
  const w = c.world;
  const path = fillPath(template, endpoint.params?.valid(w) ?? {});
  const auth = authFor(endpoint, c);
  const body = validBodyText(endpoint, w);
  const jsonHeaders: Record<string, string> =
    body === undefined ? {} : { "content-type": "application/json" };
  const kinds: { weight: number; arbitrary: fc.Arbitrary<Attack> }[] = [];

  if (endpoint.caller === "member" || endpoint.caller === "admin") {
    kinds.push({
      weight: 3,
      arbitrary: fc
        .oneof(
          { weight: 4, arbitrary: fc.constantFrom(...c.rejected) },
          { weight: 1, arbitrary: headerText.map((text) => `Bearer ${text.replace(/\s/g, "")}x`) },
        )
        .map((authorization) => ({
          kind: "token",
          method,
          path,
          headers: { ...jsonHeaders, ...(authorization === undefined ? {} : { authorization }) },
          body,
          expected: [401],
        })),
    });
  }
  if (endpoint.caller === "admin") {
    kinds.push({
      weight: 1,
      arbitrary: fc.constantFrom(...c.notAdmin).map((token) => ({
        kind: "role",
        method,
        path,
        headers: { ...jsonHeaders, authorization: `Bearer ${token}` },
        body,
        expected: [403],
      })),
    });
  }
  if (endpoint.body) {
    const { schema, valid } = endpoint.body;
    const base = valid(w) as Record<string, unknown>;
    kinds.push({
      weight: 6,
      arbitrary: fc
        .tuple(
          refusedBody(schema, base),
          fc.constantFrom(...JSON_TYPES),
          fc.option(fc.constantFrom(...c.rejected)),
        )
        .map(([text, type, stray]) => ({
          kind: "body",
          method,
          path,
          // A stray bad token on a public endpoint changes nothing.
          headers: {
            "content-type": type,
            ...(endpoint.caller === "anyone" && stray ? { authorization: stray } : {}),
            ...auth,
          },
          body: text,
          expected: [jsonVerdict(schema, text) as number],
        })),
    });
    kinds.push({
      weight: 1,
      // Bytes that are not UTF-8 anywhere in a body, valid or not: Hono would read U+FFFD.
      arbitrary: fc
        .tuple(
          fc.oneof(fc.constant(JSON.stringify(base)), refusedBody(schema, base)),
          fc.nat(),
          fc.constantFrom(...NOT_UTF8),
          fc.constantFrom(...JSON_TYPES),
        )
        .map(([text, at, bad, type]) => {
          const bytes = withBytes(text, at % (text.length + 1), bad);
          return {
            kind: "not-utf8",
            method,
            path,
            headers: { "content-type": type, ...auth },
            body: bytes,
            expected: [bytes.length > MAX_BODY_BYTES ? 413 : 400],
          };
        }),
    });
    kinds.push({
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.oneof(fc.constant(JSON.stringify(base)), refusedBody(schema, base)),
          fc.constantFrom(...OTHER_TYPES),
        )
        .map(([text, type]) => ({
          kind: "content-type",
          method,
          path,
          headers: { ...(type === undefined ? {} : { "content-type": type }), ...auth },
          body: text,
          expected: [byteLength(text) > MAX_BODY_BYTES ? 413 : 415],
        })),
    });
  }
  if (endpoint.params) {
    const names = Object.keys(endpoint.params.valid(w));
    kinds.push({
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...names), garbageParam(endpoint.params.pattern))
        .map(([name, garbage]) => ({
          kind: "param",
          method,
          path: fillPath(template, { ...endpoint.params!.valid(w), [name]: garbage }),
          headers: { ...jsonHeaders, ...auth },
          body,
          expected: [400, 404],
        })),
    });
  }
  if (endpoint.query) {
    kinds.push({
      weight: 4,
      arbitrary: refusedQuery(endpoint.query).map((query) => ({
        kind: "query",
        method,
        path: `${path}?${query}`,
        headers: auth,
        expected: [400],
      })),
    });
  }
  if (endpoint.caller === "provider") {
    const event = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: "pay_x" } } },
    });
    kinds.push({
      weight: 3,
      arbitrary: fc
        .tuple(
          fc.oneof(
            fc.constant(event),
            notJson({ event: "x" }),
            fc.jsonValue().map((v) => JSON.stringify(v)),
          ),
          fc.constantFrom(
            undefined,
            "",
            `sha256=${webhookSignature(event, LOCAL_WEBHOOK_SECRET)}`,
            webhookSignature(event, "guessed secret"),
            webhookSignature(`${event} `, LOCAL_WEBHOOK_SECRET),
            webhookSignature(event, LOCAL_WEBHOOK_SECRET).slice(1),
            `${webhookSignature(event, LOCAL_WEBHOOK_SECRET)}0`,
            "z".repeat(64),
            Buffer.from(webhookSignature(event, LOCAL_WEBHOOK_SECRET), "hex").toString("base64"),
          ),
        )
        .filter(
          ([text, signature]) =>
            signature === undefined || signature !== webhookSignature(text, LOCAL_WEBHOOK_SECRET),
        )
        .map(([text, signature]) => ({
          kind: "signature",
          method,
          path,
          headers: {
            "content-type": "application/json",
            ...(signature === undefined ? {} : { "x-razorpay-signature": signature }),
          },
          body: text,
          expected: [401],
        })),
    });
    const unstorable = fc.oneof(
      notJson({ event: "payment.captured" }),
      fc
        .jsonValue()
        .filter((v) => v === null || typeof v !== "object" || Array.isArray(v))
        .map((v) => JSON.stringify(v)),
      fc.constantFrom("\u0000", "x\u0000").map((nul) => JSON.stringify({ event: `payment.captured${nul}` })),
      fc
        .constantFrom("\u0000")
        .map((nul) => JSON.stringify({ event: "payment.failed", payload: { [nul]: 1 } })),
      fc
        .integer({ min: 40, max: 20_000 })
        .map((depth) => `{"event":"payment.captured","payload":${"[".repeat(depth)}${"]".repeat(depth)}}`),
      fc.constant(JSON.stringify({ event: HUGE })),
    );
    kinds.push({
      weight: 3,
      // A leading byte order mark is dropped when the body is read as text, before the
      // signature is checked, so such a body fails the signature instead (docs/security.md).
      arbitrary: unstorable
        .filter((text) => !text.startsWith("\ufeff"))
        .map((text) => ({
          kind: "signed-body",
          method,
          path,
          headers: {
            "content-type": "application/json",
            "x-razorpay-signature": webhookSignature(text, LOCAL_WEBHOOK_SECRET),
          },
          body: text,
          expected: [byteLength(text) > MAX_BODY_BYTES ? 413 : 400],
        })),
    });
  }

  if (endpoint.caller === "whatsapp") {
    const delivery = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [{ changes: [{ field: "messages", value: { statuses: [{ id: "wamid.x", status: "read" }] } }] }],
    });
    const sign = (text: string | Uint8Array) => hubSignature(text, LOCAL_WHATSAPP_APP_SECRET);
    kinds.push({
      weight: 3,
      arbitrary: fc
        .tuple(
          fc.oneof(
            fc.constant(delivery),
            notJson({ object: "x" }),
            fc.jsonValue().map((v) => JSON.stringify(v)),
          ),
          fc.constantFrom(
            undefined,
            "",
            sign(delivery).slice("sha256=".length),
            sign(`${delivery} `),
            hubSignature(delivery, "guessed secret"),
            sign(delivery).slice(0, -1),
            `${sign(delivery)}0`,
            sign(delivery).replace("sha256=", "sha1="),
            `sha256=${"z".repeat(64)}`,
            `sha256=${Buffer.from(sign(delivery).slice(7), "hex").toString("base64")}`,
          ),
        )
        .filter(([text, signature]) => signature !== sign(text))
        .map(([text, signature]) => ({
          kind: "signature",
          method,
          path,
          headers: {
            "content-type": "application/json",
            ...(signature === undefined ? {} : { "x-hub-signature-256": signature }),
          },
          body: text,
          expected: [401],
        })),
    });
    // Signed by Meta (the local secret) yet not a delivery: a 400, never a 500. (Nonsense inside
    // a delivery's envelope is taken and left alone: tests/api/whatsapp.test.ts.)
    const isEnvelope = (text: string) => {
      try {
        const value = JSON.parse(text) as { object?: unknown; entry?: unknown } | null;
        return value?.object === "whatsapp_business_account" && Array.isArray(value.entry);
      } catch {
        return false;
      }
    };
    const notADelivery = fc.oneof(
      notJson({ object: "whatsapp_business_account" }),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.constantFrom("[]", "null", '"whatsapp_business_account"', '{"object":"page","entry":[]}'),
      fc.constant('{"object":"whatsapp_business_account","entry":{}}'),
      fc
        .integer({ min: 40, max: 20_000 })
        .map((depth) => `{"object":"instagram","entry":${"[".repeat(depth)}${"]".repeat(depth)}}`),
      fc.constant(JSON.stringify({ object: HUGE })),
    );
    kinds.push({
      weight: 3,
      arbitrary: notADelivery
        .filter((text) => !isEnvelope(text))
        .map((text) => ({
          kind: "signed-body",
          method,
          path,
          headers: { "content-type": "application/json", "x-hub-signature-256": sign(text) },
          body: text,
          expected: [byteLength(text) > MAX_BODY_BYTES ? 413 : 400],
        })),
    });
    kinds.push({
      weight: 1,
      // Signed bytes that are not UTF-8: the signature holds, the text does not.
      arbitrary: fc.tuple(fc.nat(), fc.constantFrom(...NOT_UTF8)).map(([at, bad]) => {
        const bytes = withBytes(delivery, at % (delivery.length + 1), bad);
        return {
          kind: "not-utf8",
          method,
          path,
          headers: { "content-type": "application/json", "x-hub-signature-256": sign(bytes) },
          body: bytes,
          expected: [400],
        };
      }),
    });
  }

  // A method the path does not serve: nothing runs, whatever the request carries.
  const others = METHODS.filter((other) => !servedMatcher(SERVED, other)(path));
  kinds.push({
    weight: 1,
    arbitrary: fc.constantFrom(...others).map((other) => ({
      kind: "method",
      method: other,
      path,
      headers: { ...jsonHeaders, ...auth },
      body: other === "GET" ? undefined : body,
      expected: [404],
    })),
  });
  // The path with something after it.
  kinds.push({
    weight: 1,
    arbitrary: fc
      .oneof(
        garbageParam(/^(export\.csv|[0-9a-f-]{36}|[\w-]{20,100})$/i).map((segment) => `/${segment}`),
        fc.constantFrom(".json", ";a=b", "%00", "%2F..%2Fadmin", "~", "%20", "/%2e%2e%2f%2e%2e%2fadmin"),
      )
      .map((suffix) => ({
        kind: "path",
        method,
        path: `${path}${suffix}`,
        headers: { ...jsonHeaders, ...auth },
        body,
      })),
  });
  return fc.oneof(...kinds);
}

/** The dotted paths of every string in a value. */
function stringPaths(value: unknown, prefix = ""): string[] {
  if (typeof value === "string") return [prefix];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) =>
    stringPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

function setPath(value: unknown, path: string, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split(".");
  let parent: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  parent[keys.at(-1)!] = replacement;
  return copy;
}

function getPath(value: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((item, key) => (item as Record<string, unknown>)[key], value);
}

const LINE_BREAKS = [
  "\r\nBcc: evil@example.com",
  "\nBcc: evil@example.com",
  "\r",
  "\u2028",
  "\u0085",
  "\t",
  "\u000b",
];
const LONE_SURROGATES = (text: string) => [
  `${text}\ud800`,
  `\udc00${text}`,
  `${text.slice(0, 1)}\ud83d${text.slice(1)}`,
];
const NOT_A_DAY = ["2027-02-30", "2999-02-29", "2999-02-30", "2999-04-31", "2999-09-31", "2999-01-32"];
const NOT_A_COUNT: unknown[] = [true, false, "12", "1e3", "", " 4", [2], "0x10"];
const BAD_ESCAPES = ["%FF", "%ED%A0%80", "%E2%82", "%C0%AF", "100%"];

/**
 * The inputs of decision 0026, each sent once to each endpoint that takes such a field: every one
 * must be a 400 whatever the schemas of the day say (the generated requests follow them).
 */
function issue14Attacks(key: string, endpoint: Endpoint, c: Credentials): Attack[] {
  const [method, template] = key.split(" ") as [string, string];
  const w = c.world;
  const path = fillPath(template, endpoint.params?.valid(w) ?? {});
  const auth = authFor(endpoint, c);
  const attacks: Attack[] = [];
  const bodyAttack = (kind: string, body: string | Uint8Array<ArrayBuffer>): Attack => ({
    kind,
    method,
    path,
    headers: { "content-type": "application/json", ...auth },
    body,
    expected: [400],
  });
  if (endpoint.body) {
    const base = endpoint.body.valid(w);
    for (const field of endpoint.body.singleLine ?? []) {
      const text = String(getPath(base, field));
      for (const brk of LINE_BREAKS) {
        // Between two copies of the text, where trimming cannot take it away.
        const broken = `${text}${brk}${text}`;
        attacks.push(bodyAttack("line-break", JSON.stringify(setPath(base, field, broken))));
      }
    }
    for (const field of stringPaths(base)) {
      for (const broken of LONE_SURROGATES(String(getPath(base, field)))) {
        // JSON.stringify writes a lone surrogate as a \u escape, as any client's JSON would.
        attacks.push(bodyAttack("lone-surrogate", JSON.stringify(setPath(base, field, broken))));
      }
    }
    const [first] = stringPaths(base);
    if (first !== undefined) {
      const marked = JSON.stringify(setPath(base, first, `${String(getPath(base, first))}\u0001`));
      const at = marked.indexOf("\\u0001");
      const text = marked.replace("\\u0001", "");
      for (const bad of NOT_UTF8) attacks.push(bodyAttack("not-utf8", withBytes(text, at, bad)));
    }
    for (const field of endpoint.body.dates ?? []) {
      for (const day of NOT_A_DAY)
        attacks.push(bodyAttack("calendar", JSON.stringify(setPath(base, field, day))));
    }
    for (const field of endpoint.body.counts ?? []) {
      for (const count of NOT_A_COUNT) {
        attacks.push(bodyAttack("count", JSON.stringify(setPath(base, field, count))));
      }
    }
  }
  for (const name of Object.keys(endpoint.query ?? {})) {
    for (const escape of BAD_ESCAPES) {
      attacks.push({
        kind: "bad-escape",
        method,
        path: `${path}?${name}=${escape}`,
        headers: auth,
        expected: [400],
      });
    }
  }
  return attacks;
}

/** Paths that no route serves: 404 JSON whatever the method. */
function unknownPaths(isServed: (path: string) => boolean): fc.Arbitrary<Attack> {
  const segment = fc.oneof(
    fc.constantFrom(
      "user",
      "admin",
      "invoice",
      "payment",
      "inquiry",
      "contact",
      "health",
      "v2",
      "api",
      ".env",
      "%2e%2e",
    ),
    garbageParam(/^$/),
  );
  return fc
    .tuple(
      fc.array(segment, { minLength: 1, maxLength: 4 }),
      fc.constantFrom(...METHODS),
      fc.option(nastyString),
    )
    .map(([segments, method, text]) => {
      const body = method === "GET" || text === null ? undefined : JSON.stringify({ body: text });
      return {
        kind: "unknown",
        method,
        path: `/${segments.join("/")}`,
        headers: { "content-type": "application/json" },
        body,
        // The size limit holds before any routing.
        expected: [body && byteLength(body) > MAX_BODY_BYTES ? 413 : 404],
      };
    })
    .filter((attack) => !isServed(attack.path));
}

/** The route patterns, to keep generated "unknown" paths unknown. */
function servedMatcher(endpoints: string[], method?: string): (path: string) => boolean {
  const patterns = endpoints
    .filter((key) => method === undefined || key.startsWith(`${method} `))
    .map((key) => {
      const template = key.split(" ")[1]!;
      return new RegExp(`^${template.replace(/[.]/g, "\\.").replace(/:\w+/g, "[^/]+")}/?$`);
    });
  return (path) => {
    // As the request will have it: dot segments resolved, then percent-decoded by Hono.
    const resolved = new URL(`http://api${API_BASE}${path}`).pathname.slice(API_BASE.length);
    let decoded = resolved;
    try {
      decoded = decodeURI(resolved);
    } catch {
      // Hono keeps such a path as it is.
    }
    return patterns.some((pattern) => pattern.test(resolved) || pattern.test(decoded));
  };
}

// ---------------------------------------------------------------------------------------

const SERVED = servedEndpoints();

describe("the attack corpus", () => {
  it("has an entry for every endpoint the app serves, and none it does not", () => {
    expect(Object.keys(ENDPOINTS).sort()).toEqual(SERVED);
  });
});

forEachDatabase("attack corpus", (ctx) => {
  const { target } = ctx;
  const runs = target.name === "pglite" ? RUNS : SERVER_RUNS;
  let credentials: Credentials;
  const sent = new Map<string, number>();
  const kinds = new Map<string, number>();

  beforeAll(async () => {
    const world = await buildWorld(ctx.api, ctx.db);
    credentials = {
      world,
      rejected: await rejectedAuthorizations(world),
      notAdmin: [world.a.token, world.b.token, await jwt({ role: "admin" }, { sub: world.a.id })],
    };
  });
  afterAll(async () => {
    const total = [...sent.values()].reduce((sum, n) => sum + n, 0);
    const lines = [...sent.entries()].map(([key, n]) => `  ${String(n).padStart(6)}  ${key}`);
    const byKind = [...kinds.entries()].map(([kind, n]) => `${kind} ${n}`).join(", ");
    process.stdout.write(
      `attack corpus on ${target.name}: ${total} requests\n${lines.join("\n")}\n  by kind: ${byKind}\n`,
    );
  });

  async function fire(label: string, attack: Attack): Promise<void> {
    sent.set(label, (sent.get(label) ?? 0) + 1);
    kinds.set(attack.kind, (kinds.get(attack.kind) ?? 0) + 1);
    const response = await ctx.api.app.request(`${API_BASE}${attack.path}`, {
      method: attack.method,
      headers: attack.headers,
      body: attack.body,
    });
    const text = await response.text();
    const body =
      attack.body instanceof Uint8Array
        ? `bytes ${Buffer.from(attack.body).toString("hex").slice(0, 400)}`
        : JSON.stringify((attack.body ?? "").slice(0, 200));
    const what = `${attack.kind}: ${attack.method} ${attack.path.slice(0, 200)} ${JSON.stringify(attack.headers).slice(0, 300)} ${body} -> ${response.status} ${text.slice(0, 300)}`;
    if (attack.expected) expect(attack.expected, what).toContain(response.status);
    else {
      expect(response.status, what).toBeGreaterThanOrEqual(400);
      expect(response.status, what).toBeLessThan(500);
    }
    expect(response.headers.get("content-type"), what).toMatch(/^application\/json/);
    const answer = JSON.parse(text) as { err?: unknown };
    expect(typeof answer.err === "string" && answer.err.length > 0, what).toBe(true);
    expect(answer.err, what).not.toMatch(/\n\s+at |node_modules|Failed query/);
    expect(apiHeaderProblems(response), what).toEqual([]);
  }

  it.each(SERVED)(
    "%s: malformed requests get 4xx { err } and change no table",
    async (key) => {
      const endpoint = ENDPOINTS[key];
      expect(endpoint, `no corpus entry for ${key}`).toBeDefined();
      const before = await databaseFingerprint(ctx.db);
      for (const attack of issue14Attacks(key, endpoint!, credentials)) await fire(key, attack);
      await fc.assert(
        fc.asyncProperty(attacksOn(key, endpoint!, credentials), (attack) => fire(key, attack)),
        { numRuns: runs },
      );
      expect(await databaseFingerprint(ctx.db)).toEqual(before);
    },
    300_000,
  );

  it("paths that no route serves get 404 { err } and change no table", async () => {
    const before = await databaseFingerprint(ctx.db);
    await fc.assert(
      fc.asyncProperty(unknownPaths(servedMatcher(SERVED)), (attack) => fire("(any other path)", attack)),
      { numRuns: runs },
    );
    expect(await databaseFingerprint(ctx.db)).toEqual(before);
  }, 300_000);
});
