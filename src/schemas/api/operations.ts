// Every endpoint of the API, as data: its method and path, who may call it, the schemas its
// route validates with (the same objects the route passes to jsonBody, query and params) and
// what it answers, status by status. openapi.ts writes the OpenAPI document from this list;
// tests/unit/api-description.test.ts holds it to the app's routes and their validators, and
// the API tests hold every answer to its responses (tests/helpers/api-contract.ts).
import { cancellationRefundSchema } from "../cancellation-refund.ts";
import type * as z from "zod/mini";
import {
  adminInquiryListQuery,
  adminInquirySearchQuery,
  adminListQuery,
  adminSearchQuery,
  inquiryStatusChangeSchema,
  refundSchema,
} from "../admin-requests.ts";
import { ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX } from "../admin.ts";
import {
  changePasswordSchema,
  confirmEmailSchema,
  forgotPasswordSchema,
  languageSchema,
  loginSchema,
  onboardingSchema,
  refreshSchema,
  resetPasswordSchema,
} from "../auth.ts";
import { consentChoiceSchema, signupBodySchema } from "../consent-requests.ts";
import { dataRequestParams, dataRequestSchema, eraseSchema, profileSchema } from "../privacy-requests.ts";
import { contactSchema } from "../contact.ts";
import {
  adminGrievanceListQuery,
  adminGrievanceSearchQuery,
  grievanceIdParams,
  grievanceOutcomeSchema,
  grievanceSchema,
} from "../grievance.ts";
import { GRIEVANCE_MAX_REPLY_DAYS } from "../grievance-rules.ts";
import {
  DOCUMENT_NUMBER_MESSAGE,
  documentNumberQuery,
  gstPeriodQuery,
  NO_DOCUMENT_NUMBERED,
} from "../gst-requests.ts";
import { GST_PERIOD_MESSAGE } from "../../lib/gst-period.ts";
import { cateringInquirySchema, eventInquirySchema, travelInquirySchema } from "../inquiry.ts";
import { localCheckoutSchema, orderSchema, sendInvoiceEmailSchema, verificationSchema } from "../payment.ts";
import { projectSchema } from "../project.ts";
import {
  bankTransferSchema,
  deliveredSchema,
  depositOrderSchema,
  emptyOrderSchema,
  quoteSchema,
} from "../quote-requests.ts";
import {
  creditNotePdfQuery,
  emailIdParams,
  inquiryIdParams,
  invoiceIdParams,
  memberInquirySearchQuery,
  paymentLinkIdParams,
  paymentLinkParams,
  resetTokenParams,
  sessionIdParams,
  userIdParams,
  whatsappHandshakeQuery,
} from "./params.ts";
import type { ApiTag } from "../../config/api-reference.ts";
import {
  addStaffSchema,
  factorCodeSchema,
  type Permission,
  staffIdParams,
  staffRoleSchema,
} from "../staff.ts";
import * as answers from "./responses.ts";
import { razorpayEvent, whatsappDelivery } from "./webhook.ts";

/**
 * Who may call an endpoint: anyone, a signed-in account, a staff account before or after its
 * second factor ("staff"), or a staff account past its second factor whose role has the
 * operation's `permission` ("admin"; decision 0041). Roles are read from the database.
 */
export type Access = "public" | "member" | "staff" | "admin";

export type HttpMethod = "get" | "post" | "put" | "patch";

/** A zod schema of either flavour (classic or mini): the generator only converts and parses. */
export type AnySchema = z.core.$ZodType;

export interface ApiHeader {
  description: string;
  type: "integer" | "string";
  /** Sent with every answer of this status (the API tests check it is). */
  required?: boolean;
}

export interface ApiResponse {
  description: string;
  /** The JSON body. */
  body?: AnySchema;
  /** A file instead of JSON. */
  download?:
    | "text/csv; charset=utf-8"
    | "application/pdf"
    | "text/plain; charset=utf-8"
    | "application/json; charset=utf-8"
    | "application/zip";
  headers?: Record<string, ApiHeader>;
}

export interface ApiOperation {
  /** The OpenAPI operationId. */
  id: string;
  method: HttpMethod;
  /** Below /api/v1, parameters in braces; a trailing slash where the specification writes one. */
  path: string;
  tag: ApiTag;
  summary: string;
  description?: string;
  access: Access;
  /** For "admin": what the role must be allowed to do (src/schemas/staff.ts, the one matrix). */
  permission?: Permission;
  /** For "admin": a second permission the role must have as well (a list's CSV: the list's own). */
  alsoPermission?: Permission;
  params?: AnySchema;
  query?: AnySchema;
  /**
   * What a path or query parameter means, where its schema cannot say it: a query value is a
   * string on the wire, and the number it must spell is checked after the conversion.
   */
  parameterNotes?: Record<string, string>;
  body?: AnySchema;
  /** The body is read raw and checked by the service, not by the route's validator (the webhook). */
  rawBody?: boolean;
  /** A per-client or per-member limit may answer 429. */
  rateLimited?: boolean;
  /**
   * A staff session reaches this member call before its second factor (the session check); every
   * other member call answers it 403 (decision 0041).
   */
  beforeSecondFactor?: boolean;
  /** This endpoint's own answers; the ones every endpoint shares are added by commonResponses. */
  responses: Record<number, ApiResponse>;
}

const error = (description: string): ApiResponse => ({ description, body: answers.errorBody });
const ok = (description: string, body: AnySchema): ApiResponse => ({ description, body });

const TOTAL_COUNT: Record<string, ApiHeader> = {
  "X-Total-Count": {
    description: "Rows matching the search and filters, over all pages",
    type: "integer",
    required: true,
  },
};

const CSV: ApiResponse = {
  description:
    "The whole list matching the search and filters (page and limit are ignored), newest first, streamed. " +
    "RFC 4180 with CRLF line ends, UTF-8 with a byte order mark (for Excel); a cell starting with = + - @, " +
    "a tab or a carriage return gets a leading apostrophe. Dates read like `Nov 22 26 14:05` (India Standard " +
    "Time), amounts like `₹9,999`.",
  download: "text/csv; charset=utf-8",
  headers: {
    "Content-Disposition": {
      description: 'attachment; filename="users-2026-11-22.csv" (what and when)',
      type: "string",
      required: true,
    },
  },
};

const PDF: ApiResponse = {
  description: "The A4 PDF, drawn now (a limit per member bounds the drawing)",
  download: "application/pdf",
  headers: {
    "Content-Disposition": {
      description: 'attachment; filename="Tax invoice NE-26-27-000123.pdf"',
      type: "string",
      required: true,
    },
  },
};

/** The admin lists' query: ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE and ADMIN_PAGE_SIZE_MAX (admin.ts). */
const LIST_NOTES: Record<string, string> = {
  q: "Search text (trimmed; empty for none), matched anywhere in the listed columns, in any case; % and _ are literal",
  page: `The page, 1-based, from 1 to ${ADMIN_PAGE_MAX.toLocaleString("en-US")}; 1 when left out. A page past the end is empty`,
  limit: `Rows per page, from 1 to ${ADMIN_PAGE_SIZE_MAX}; ${ADMIN_PAGE_SIZE} when left out`,
  type: "The inquiry's kind; empty for all",
  status: "The inquiry's status; empty for all",
};

const GRIEVANCE_NOTES: Record<string, string> = {
  ...LIST_NOTES,
  status: "The grievance's status: open, answered or closed; empty for all",
};

const GST_PERIOD_NOTES: Record<string, string> = {
  period: 'A month, "2026-11", or a quarter of a financial year, "Q3-26-27" (October to December 2026)',
};
const BAD_PERIOD = error(`\`${GST_PERIOD_MESSAGE}\``);
const attachment = (example: string): Record<string, ApiHeader> => ({
  "Content-Disposition": { description: `attachment; filename="${example}"`, type: "string", required: true },
});

const UNKNOWN_INQUIRY = error("`Unknown inquiry.`");
const UNKNOWN_INVOICE = error("`Unknown invoice.`");
const NOT_YOURS = error(
  "Another member's (only its owner or an admin may): `You do not have access to this.`",
);

/**
 * The CSV download of an admin list: the "exports" permission, and the list's own (`list`), so
 * that no role downloads what it may not read.
 */
const csvExport = (
  id: string,
  path: string,
  columns: string,
  query: AnySchema,
  list: Permission,
): ApiOperation => ({
  id,
  method: "get",
  path,
  tag: "admin",
  summary: `The list as CSV: ${columns}`,
  access: "admin",
  permission: "exports",
  alsoPermission: list,
  query,
  parameterNotes: LIST_NOTES,
  responses: { 200: CSV },
});

const ORDER_RESPONSES: Record<number, ApiResponse> = {
  201: ok(
    "The order (ours first, then the provider's) and what the checkout needs; a repeat within the day hands out the same unpaid order",
    answers.orderCreated,
  ),
  400: error(
    "A field's message; `This plan is not available.`; or no billing details given and none remembered",
  ),
  403: error("`userId` names someone else"),
  409: error(
    "Another plan while a membership is active: `Your Essentials membership runs until ... To change your plan, please contact us ...`",
  ),
  503: error(
    "The database, or Razorpay's Orders API (down, slow or answering nonsense): nothing can be charged",
  ),
};

export const API_OPERATIONS: readonly ApiOperation[] = [
  // -------------------------------------------------------------------------------------------
  // The service
  {
    id: "health",
    method: "get",
    path: "/health",
    tag: "service",
    summary: "The API and its database are up",
    access: "public",
    responses: {
      200: ok("Healthy", answers.healthAnswer),
      503: error("The database cannot be reached: `Database unavailable`"),
    },
  },
  {
    id: "channels",
    method: "get",
    path: "/channels",
    tag: "service",
    summary: "The channels the server sends messages on besides e-mail",
    description:
      "The pages ask before they offer a WhatsApp choice (sign-up, /purchase, an inquiry's confirmation, the " +
      "dashboard). The same for every caller; may be cached for five minutes.",
    access: "public",
    responses: { 200: ok("The channels", answers.channelsAnswer) },
  },
  {
    id: "apiDescription",
    method: "get",
    path: "/openapi.json",
    tag: "service",
    summary: "This API description (OpenAPI 3.1), generated from the schemas the routes validate with",
    access: "public",
    responses: { 200: ok("The document", answers.apiDescriptionAnswer) },
  },

  // -------------------------------------------------------------------------------------------
  // Accounts
  {
    id: "signUp",
    method: "post",
    path: "/user/create",
    tag: "accounts",
    summary: "Sign up; the answer is a session",
    description:
      "The account's language (of its e-mails) is the request's Accept-Language: Hindi when it prefers `hi`, " +
      "English otherwise. The site's pages send their own language.",
    access: "public",
    body: signupBodySchema(),
    rateLimited: true,
    responses: {
      201: ok("The account and its session", answers.signupAnswer),
      409: error("The e-mail (in any case) has an account: `An account with this email already exists.`"),
    },
  },
  {
    id: "logIn",
    method: "post",
    path: "/user/login",
    tag: "accounts",
    summary: "Log in",
    description:
      "Limited per client (logins and wrong passwords). After many wrong passwords for one e-mail, from " +
      'anywhere, the bot check is asked for (`captcha: "required"`) instead of locking the account out.',
    access: "public",
    body: loginSchema(),
    rateLimited: true,
    responses: {
      200: ok("A session", answers.sessionAnswer),
      400: error(
        'A field\'s message, or `Please complete the reCAPTCHA challenge.` with `captcha: "required"`',
      ),
      401: error(
        'One message for an unknown e-mail and a wrong password: `Invalid email or password.` (with `captcha: "required"` when the next try needs the bot check)',
      ),
      503: error("The database, or reCAPTCHA could not be asked"),
    },
  },
  {
    id: "forgotPassword",
    method: "post",
    path: "/user/forgot/password",
    tag: "accounts",
    summary: "E-mail a reset link; the answer never says whether the account exists",
    access: "public",
    body: forgotPasswordSchema,
    rateLimited: true,
    responses: {
      200: ok("Always the same answer", answers.messageBody),
      400: error("A field's message, or `Please complete the reCAPTCHA challenge.`"),
      503: error("The database, or reCAPTCHA could not be asked"),
    },
  },
  {
    id: "resetPassword",
    method: "put",
    path: "/user/auth/update-password/{token}/",
    tag: "accounts",
    summary: "Set a new password with the e-mailed token (single use, 30 minutes); ends every session",
    access: "public",
    params: resetTokenParams,
    parameterNotes: { token: "The token of the e-mailed link" },
    body: resetPasswordSchema,
    rateLimited: true,
    responses: {
      200: ok("Updated", answers.messageBody),
      400: error("A bad password, or `This reset link is invalid or has expired. Please request a new one.`"),
    },
  },
  {
    id: "verifySession",
    method: "post",
    path: "/user/auth/verify/",
    tag: "accounts",
    summary: "Check the bearer token and answer its account (a restored session)",
    access: "member",
    beforeSecondFactor: true,
    responses: { 200: ok("The account", answers.userAnswer) },
  },
  {
    id: "refreshSession",
    method: "post",
    path: "/user/auth/refresh",
    tag: "accounts",
    summary: "Exchange a refresh token for a new pair; reusing a spent one revokes its whole family",
    access: "public",
    body: refreshSchema,
    rateLimited: true,
    responses: {
      200: ok("A new session", answers.sessionAnswer),
      401: error("Unknown, spent or expired refresh token"),
    },
  },
  {
    id: "logOut",
    method: "post",
    path: "/user/auth/logout",
    tag: "accounts",
    summary: "Revoke the refresh token (and its family) on the server",
    access: "public",
    body: refreshSchema,
    responses: { 200: ok("Logged out (also for an unknown token)", answers.messageBody) },
  },
  {
    id: "listSessions",
    method: "get",
    path: "/user/sessions",
    tag: "accounts",
    summary: "The signed-in member's devices: browser and system, address, when signed in and last used",
    access: "member",
    responses: { 200: ok("The sessions, this one marked `current`", answers.sessionsAnswer) },
  },
  {
    id: "endSession",
    method: "post",
    path: "/user/sessions/{sessionId}/end",
    tag: "accounts",
    summary:
      "Sign one of the member's devices out: its refresh token stops at once, its access token at its next call",
    access: "member",
    params: sessionIdParams,
    parameterNotes: { sessionId: "A session's `_id` from GET /user/sessions" },
    responses: {
      200: ok("Ended", answers.messageBody),
      404: error("Not one of the member's sessions still going: `Unknown session.`"),
    },
  },
  {
    id: "changePassword",
    method: "put",
    path: "/user/password",
    tag: "accounts",
    summary:
      "Change the signed-in member's password, given the current one; every other device is signed out",
    access: "member",
    body: changePasswordSchema,
    rateLimited: true,
    responses: {
      200: ok("Changed", answers.messageBody),
      400: error("A field's message (the new password as at sign-up)"),
      403: error("`That password is not right. Your password was not changed.`"),
    },
  },
  {
    id: "getEmailConfirmation",
    method: "get",
    path: "/user/email/confirmation",
    tag: "accounts",
    summary: "Whether the signed-in account's address is confirmed",
    access: "member",
    responses: { 200: ok("The address and whether it is confirmed", answers.emailConfirmationAnswer) },
  },
  {
    id: "resendEmailConfirmation",
    method: "post",
    path: "/user/email/confirmation",
    tag: "accounts",
    summary: "Send the link that confirms the signed-in account's address again",
    description:
      "At most one link per address in 10 minutes and three an hour; nothing is sent to a confirmed address.",
    access: "member",
    rateLimited: true,
    responses: {
      202: ok("The link is on its way", answers.messageBody),
      409: error("`Your email address is already confirmed.`"),
    },
  },
  {
    id: "confirmEmail",
    method: "post",
    path: "/user/email/confirm",
    tag: "accounts",
    summary:
      "Confirm an account's address with the token of the e-mailed link (the /confirm-email page sends it)",
    access: "public",
    body: confirmEmailSchema,
    rateLimited: true,
    responses: {
      200: ok("Confirmed (also when it already was)", answers.messageBody),
      400: error(
        "`This confirmation link is invalid or has expired. Please ask for a new one from your dashboard.`",
      ),
    },
  },
  {
    id: "setLanguage",
    method: "put",
    path: "/user/language",
    tag: "accounts",
    summary: "Choose the language of the signed-in account's e-mails: en or hi",
    description:
      "Every e-mail to the account from then on (invoices, quotes, reminders, a password reset) is written in it, " +
      "with links to the pages in that language.",
    access: "member",
    body: languageSchema,
    responses: {
      200: ok("The account, with its language", answers.userAnswer),
      400: error("Anything but en or hi: `Choose a language: en or hi.`"),
    },
  },
  {
    id: "getConsents",
    method: "get",
    path: "/user/consents",
    tag: "accounts",
    summary: "How the signed-in member lets us write to them, and the record of their choices",
    description:
      "Each channel (whatsapp, email) and purpose (updates, offers) as chosen now, and every choice made: " +
      "what, when, on which page, the version of the words shown, and STOP replies on WhatsApp.",
    access: "member",
    responses: { 200: ok("The choices and their record", answers.consentsAnswer) },
  },
  {
    id: "putConsent",
    method: "put",
    path: "/user/consents",
    tag: "accounts",
    summary: "Give or withdraw one choice: a channel's updates or offers",
    description:
      "Recorded with the page it was made on (`source`, a path) and the version of the words the server has for " +
      "that page's language. The same choice made again records nothing. E-mail updates can be withdrawn " +
      "only while WhatsApp updates are on; withdrawing anything else always works at once.",
    access: "member",
    body: consentChoiceSchema,
    responses: {
      200: ok("The choices and their record, as GET answers", answers.consentsAnswer),
      400: error("A channel, purpose, granted or source that is not valid"),
      409: error(
        "WhatsApp without a 10-digit mobile number, WhatsApp for a number held off by a STOP or by another account's withdrawal until it sends START (decision 0037), or e-mail updates withdrawn while WhatsApp updates are off",
      ),
    },
  },
  {
    id: "getMemberData",
    method: "get",
    path: "/user/data",
    tag: "accounts",
    summary:
      "Everything the product holds about the signed-in member (the dashboard's Your data, and its JSON download)",
    description:
      "The account, inquiries with their history, quotes and cancellation, project briefs, contact messages sent " +
      "from the account's address, the e-mails and WhatsApp messages sent (what, when and how it went; never " +
      "their words), payments, documents with their printable page and PDF, the consent record, and each " +
      "sign-in (when it began and was last renewed; never a token). Limited per member.",
    access: "member",
    rateLimited: true,
    responses: { 200: ok("The member's data", answers.memberDataAnswer) },
  },
  {
    id: "updateProfile",
    method: "patch",
    path: "/user/profile",
    tag: "accounts",
    summary: "Correct the signed-in account's name, phone number or both",
    description:
      "Checked as at sign-up (the name on one line, at most 100 characters; the phone as ten digits, " +
      "written with spaces, +91 or a leading 0 if wished). A new number turns WhatsApp messages off until " +
      "they are given again for it.",
    access: "member",
    body: profileSchema,
    responses: {
      200: ok("The account as corrected", answers.userAnswer),
      400: error("A field's message, or neither field: `Send the name, the phone number or both.`"),
    },
  },
  {
    id: "eraseAccount",
    method: "post",
    path: "/user/erase",
    tag: "accounts",
    summary: "Erase the signed-in member's account, confirmed with its password",
    description:
      "The account, its inquiries' people and free texts, project briefs, contact messages, the words of the " +
      "messages sent, preferences, billing details, the numbers in the consent record and every session are " +
      "erased or made anonymous; the account can never log in again and its address is free for a new " +
      "sign-up. Tax documents stay under a legal hold (CGST Act s.36: 72 months from the due date of their " +
      "year's annual return), still printable for the accountant, and the log of the erasure for a year. " +
      "The answer says what was erased and what is kept, why and until when. Limited per member.",
    access: "member",
    body: eraseSchema,
    rateLimited: true,
    responses: {
      200: ok("What was erased and what is kept", answers.erasureAnswer),
      403: error(
        "`That password is not right. Your account was not erased.`, or a staff account: `A staff account is not erased from the dashboard: the owner of the business closes it.`",
      ),
      409: error(
        "A payment not settled yet (`A payment you started is not settled yet. …`), a booking with money paid still open (`You have a booking with money paid that is still open. …`) or a cancelled one whose refund is not paid yet (`A booking you cancelled still has a refund on its way to you. …`)",
      ),
    },
  },
  {
    id: "getOnboarding",
    method: "get",
    path: "/user/onboarding/{userId}/",
    tag: "accounts",
    summary: "A member's onboarding answers (own, or any as staff allowed the members' list)",
    access: "member",
    params: userIdParams,
    responses: {
      200: ok("The answers (empty until saved)", answers.onboardingAnswer),
      403: NOT_YOURS,
    },
  },
  {
    id: "saveOnboarding",
    method: "put",
    path: "/user/onboarding/{userId}/",
    tag: "accounts",
    summary: "Save the profession and interests (own, or any as the owner)",
    description: "`profession` may be a list, of which the first item is kept (what the old client sent).",
    access: "member",
    params: userIdParams,
    body: onboardingSchema,
    responses: {
      200: ok("Saved", answers.onboardingAnswer),
      400: error("A field's message, or `Unknown user.`"),
      403: NOT_YOURS,
    },
  },

  // -------------------------------------------------------------------------------------------
  // Memberships and payments
  {
    id: "listPlans",
    method: "get",
    path: "/subscription",
    tag: "memberships",
    summary: "The active membership plans, in the catalogue's order",
    access: "public",
    responses: { 200: ok("The plans", answers.plansAnswer) },
  },
  {
    id: "currentMembership",
    method: "get",
    path: "/subscription/current",
    tag: "memberships",
    summary: "The caller's membership (the paid year that ends last), or null (D20)",
    access: "member",
    responses: { 200: ok("The membership", answers.membershipAnswer) },
  },
  {
    id: "createSubscriptionOrder",
    method: "post",
    path: "/subscription/order",
    tag: "memberships",
    summary: "The same call as POST /payment/order (the specification lists both)",
    access: "member",
    body: orderSchema,
    rateLimited: true,
    responses: ORDER_RESPONSES,
  },
  {
    id: "createOrder",
    method: "post",
    path: "/payment/order",
    tag: "memberships",
    summary: "An order for a plan; the amount is the plan's yearly price from the database (D1)",
    description:
      "Renewing the plan one has is allowed at any time (the new year starts when the current one " +
      "ends); another plan while a membership is active is not. `billing` says whom the tax invoice " +
      "is for and is remembered; it is required the first time. `amount` is accepted and ignored.",
    access: "member",
    body: orderSchema,
    rateLimited: true,
    responses: ORDER_RESPONSES,
  },
  {
    id: "verifyPayment",
    method: "post",
    path: "/payment/verification",
    tag: "memberships",
    summary:
      "Confirm a payment from the checkout; one invoice per paid order, a replay answers it again (D2)",
    access: "member",
    body: verificationSchema,
    responses: {
      200: ok("The invoice", answers.invoiceAnswer),
      400: error("A field's message, or `The payment could not be verified.`; nothing changes"),
      404: error("The order is unknown or not the caller's"),
    },
  },
  {
    id: "localCheckout",
    method: "post",
    path: "/payment/local-checkout",
    tag: "memberships",
    summary: "The local test checkout (no Razorpay keys, no money moves) pays or fails an order",
    description:
      "Only with the local test provider. `success` records a captured payment and answers what " +
      "Razorpay Checkout's handler receives, signed as Razorpay signs; the browser then calls " +
      "/payment/verification (or the reconciler finds the payment). `failure` marks the order failed " +
      "and answers the shape of Checkout's payment.failed callback.",
    access: "member",
    body: localCheckoutSchema,
    responses: {
      200: ok("The checkout's answer for the chosen outcome", answers.localCheckoutAnswer),
      404: error("Razorpay is configured, or the order is unknown, not the caller's or not a local one"),
      409: error("`This order is already paid.`"),
    },
  },
  {
    id: "sendInvoiceEmail",
    method: "post",
    path: "/payment/sendSubscriptionEmail",
    tag: "memberships",
    summary: "Send the invoice e-mail (own invoice, or any as admin); queued once per invoice",
    access: "member",
    body: sendInvoiceEmailSchema,
    responses: {
      202: ok("Queued in the outbox", answers.messageBody),
      403: NOT_YOURS,
      404: UNKNOWN_INVOICE,
    },
  },
  {
    id: "rememberedBilling",
    method: "get",
    path: "/payment/billing",
    tag: "memberships",
    summary: "The billing details the caller gave last, offered again on /purchase (D19)",
    access: "member",
    responses: { 200: ok("The details, or null", answers.billingAnswer) },
  },
  {
    id: "razorpayWebhook",
    method: "post",
    path: "/payment/webhook",
    tag: "memberships",
    summary:
      "Razorpay's webhook: order.paid, payment.captured, payment.failed, refund.processed, payment.refunded",
    description:
      "`X-Razorpay-Signature` must be the hex HMAC-SHA256 of the raw body with RAZORPAY_WEBHOOK_SECRET. " +
      "Events are kept once by `X-Razorpay-Event-Id`, in the same transaction as their effect; other " +
      "events are acknowledged and ignored.",
    access: "public",
    body: razorpayEvent,
    rawBody: true,
    responses: {
      200: ok("Processed: what it did", answers.webhookAnswer),
      400: error("Not JSON, or not an event this server can keep"),
      401: error("The signature is not valid"),
    },
  },

  {
    id: "whatsappHandshake",
    method: "get",
    path: "/whatsapp/webhook",
    tag: "messages",
    summary: "WhatsApp's webhook subscription handshake (docs/whatsapp.md)",
    description:
      "Meta calls it once when the webhook is set up. With `hub.mode=subscribe` and `hub.verify_token` " +
      "equal to WHATSAPP_VERIFY_TOKEN (locally without one, the README's local token), the answer is " +
      "`hub.challenge` as plain text. Production without WHATSAPP_VERIFY_TOKEN refuses every handshake.",
    access: "public",
    query: whatsappHandshakeQuery,
    rateLimited: true,
    responses: {
      200: {
        description: "The challenge, as plain text",
        download: "text/plain; charset=utf-8",
      },
      400: error("The token is right but the challenge is missing or too long"),
      403: error("Not subscribe, a wrong verify token, or no verify token configured"),
    },
  },
  {
    id: "whatsappWebhook",
    method: "post",
    path: "/whatsapp/webhook",
    tag: "messages",
    summary: "WhatsApp's webhook: message statuses and messages people send (STOP)",
    description:
      "`X-Hub-Signature-256` must be `sha256=` and the hex HMAC-SHA256 of the raw body with " +
      "WHATSAPP_APP_SECRET (locally without one, the README's local secret), checked before anything is " +
      "parsed. Statuses (sent, delivered, read, failed) are recorded on the message they name and never " +
      "go back; a failed message falls back to e-mail once. Messages are kept once by their id; a STOP " +
      "(or its Hindi) ends WhatsApp messages to that number and is confirmed once. Production without " +
      "WHATSAPP_APP_SECRET refuses every delivery.",
    access: "public",
    body: whatsappDelivery,
    rawBody: true,
    rateLimited: true,
    responses: {
      200: ok("Taken: what it held", answers.whatsappWebhookAnswer),
      400: error("Not JSON, or not an object"),
      401: error("The signature is missing or not valid"),
      403: error("No app secret configured (production)"),
    },
  },

  // -------------------------------------------------------------------------------------------
  // Invoices
  {
    id: "listInvoices",
    method: "get",
    path: "/invoice/getall/{userId}",
    tag: "invoices",
    summary: "A member's invoices, newest first (own, or any as admin; D6)",
    access: "member",
    params: userIdParams,
    responses: { 200: ok("The invoices", answers.invoicesAnswer), 403: NOT_YOURS },
  },
  {
    id: "invoiceDocuments",
    method: "get",
    path: "/invoice/document/{invoiceId}",
    tag: "invoices",
    summary:
      "An invoice, its GST tax invoice as issued and a credit note per refund of it (own, or any as admin)",
    access: "member",
    params: invoiceIdParams,
    responses: {
      200: ok("The documents", answers.invoiceDocumentsAnswer),
      403: NOT_YOURS,
      404: UNKNOWN_INVOICE,
    },
  },
  {
    id: "invoicePdf",
    method: "get",
    path: "/invoice/document/{invoiceId}/pdf",
    tag: "invoices",
    summary: "The GST tax invoice as a PDF (own, or any as admin)",
    access: "member",
    params: invoiceIdParams,
    rateLimited: true,
    responses: { 200: PDF, 403: NOT_YOURS, 404: UNKNOWN_INVOICE },
  },
  {
    id: "creditNotePdf",
    method: "get",
    path: "/invoice/credit-note/{invoiceId}/pdf",
    tag: "invoices",
    summary: "A credit note of a refunded invoice as a PDF (own, or any as admin)",
    description:
      "An invoice refunded in parts has a credit note (or refund voucher) per refund: `number` picks one " +
      "(its serial, as `creditNotes` in GET /invoice/document/{invoiceId} gives it); without it, the latest.",
    access: "member",
    params: invoiceIdParams,
    query: creditNotePdfQuery,
    rateLimited: true,
    responses: {
      200: PDF,
      403: NOT_YOURS,
      404: error(
        "`Unknown invoice.`, `This invoice has no credit note.` or `This invoice has no credit note with that number.`",
      ),
    },
  },

  // -------------------------------------------------------------------------------------------
  // Inquiries
  {
    id: "createEventInquiry",
    method: "post",
    path: "/inquiry/create_event",
    tag: "inquiries",
    summary: "Send an event inquiry",
    description:
      "`otherEventType` is required with `other` and dropped otherwise; `eventDate` is a day of the calendar (YYYY-MM-DD), " +
      "not in the past. Stored with a reference (EVT-...) and status `new`; the sender and the " +
      "operators are e-mailed.",
    access: "member",
    body: eventInquirySchema,
    rateLimited: true,
    responses: { 201: ok("Stored", answers.inquiryCreated) },
  },
  {
    id: "createCateringInquiry",
    method: "post",
    path: "/inquiry/create_food",
    tag: "inquiries",
    summary: "Send a catering inquiry",
    description:
      "`cateringDate` is a day of the calendar, not in the past; `budgetRange` is rupees as a JSON " +
      "number. The three `other...` fields are kept only with their choice. Reference CAT-...",
    access: "member",
    body: cateringInquirySchema,
    rateLimited: true,
    responses: { 201: ok("Stored", answers.inquiryCreated) },
  },
  {
    id: "createTravelInquiry",
    method: "post",
    path: "/inquiry/create_travel",
    tag: "inquiries",
    summary: "Send a travel inquiry",
    description:
      "`travelDate` is a day of the calendar, not in the past. `otherTourPackageType`, " +
      "`otherAccommodationPreference` and `otherTransportMode` are required with their choice (`custom`, " +
      "`other`, `other`) and dropped otherwise. Reference TRV-...",
    access: "member",
    body: travelInquirySchema,
    rateLimited: true,
    responses: { 201: ok("Stored", answers.inquiryCreated) },
  },
  {
    id: "listOwnInquiries",
    method: "get",
    path: "/inquiry/get_all_user_inquirys",
    tag: "inquiries",
    summary: "The caller's own inquiries by kind, newest first, filtered by search",
    access: "member",
    query: memberInquirySearchQuery,
    parameterNotes: { search: "Text matched anywhere in the inquiries' fields; empty for all" },
    responses: { 200: ok("The inquiries by kind", answers.inquiryLists) },
  },
  {
    id: "inquiryBooking",
    method: "get",
    path: "/inquiry/{id}/booking",
    tag: "inquiries",
    summary:
      "Where the inquiry stands: its timeline, its quote and what is paid (its owner, or an admin; D21)",
    access: "member",
    params: inquiryIdParams,
    responses: {
      200: ok("The booking", answers.bookingAnswer),
      400: error("The id is not a UUID: `Unknown inquiry.`"),
      403: NOT_YOURS,
      404: UNKNOWN_INQUIRY,
    },
  },
  {
    id: "depositOrder",
    method: "post",
    path: "/inquiry/{id}/deposit",
    tag: "inquiries",
    summary: "The order for the deposit on the inquiry's quote (its owner only; D21)",
    description:
      "The amount is the quote's deposit (a body naming an amount is refused). Only an open quote can " +
      "be paid. One order per quote: a repeat, another tab or a race gets the same one. It is paid " +
      "through the same checkout, verification, webhook and reconciler as a membership.",
    access: "member",
    params: inquiryIdParams,
    body: depositOrderSchema,
    rateLimited: true,
    responses: {
      201: ok("The order and what the checkout needs, with the quote", answers.depositOrderCreated),
      403: error("Not the inquiry's owner (an admin included)"),
      404: error("`Unknown inquiry.` or `Unknown quote.`"),
      409: error(
        "The quote was replaced, has expired or is paid; the inquiry is closed; or an order for it is being made",
      ),
      503: error("The database, or the payment service could not be reached: nothing was charged"),
    },
  },

  {
    id: "balanceOrder",
    method: "post",
    path: "/inquiry/{id}/balance",
    tag: "inquiries",
    summary: "The order for the balance of a confirmed booking (its owner only; D22)",
    description:
      "The amount is what remains of the paid quote's total (the body is `{}`). It is paid through the " +
      "same checkout, verification, webhook and reconciler as the deposit; the payment that completes " +
      "the total gets the booking's tax invoice for its full value, the advances deducted (D24).",
    access: "member",
    params: inquiryIdParams,
    body: emptyOrderSchema,
    rateLimited: true,
    responses: {
      201: ok("The order and what the checkout needs, with the paid quote", answers.balanceOrderCreated),
      403: error("Not the inquiry's owner (an admin included)"),
      404: UNKNOWN_INQUIRY,
      409: error(
        "`This booking is not confirmed: there is no balance to pay.`, `This booking is paid in full.`, or an order for it is being made",
      ),
      503: error("The database, or the payment service could not be reached: nothing was charged"),
    },
  },

  {
    id: "bookingTaxInvoice",
    method: "get",
    path: "/inquiry/{id}/tax-invoice",
    tag: "inquiries",
    summary: "The booking's tax invoice for its full value, as issued (its owner, or an admin; D24)",
    description:
      "Issued with the payment that completed the total, or by an operator when the service was delivered " +
      "(`deliveredOn`, with what was still due). The printable page draws `document`.",
    access: "member",
    params: inquiryIdParams,
    responses: {
      200: ok("The tax invoice and its document", answers.bookingTaxInvoiceAnswer),
      403: NOT_YOURS,
      404: error("`Unknown inquiry.` or `This booking has no tax invoice yet.`"),
    },
  },
  {
    id: "bookingTaxInvoicePdf",
    method: "get",
    path: "/inquiry/{id}/tax-invoice/pdf",
    tag: "inquiries",
    summary: "The booking's tax invoice as a PDF (its owner, or an admin; D24)",
    access: "member",
    params: inquiryIdParams,
    rateLimited: true,
    responses: {
      200: PDF,
      403: NOT_YOURS,
      404: error("`Unknown inquiry.` or `This booking has no tax invoice yet.`"),
    },
  },
  {
    id: "cancellationPreview",
    method: "get",
    path: "/inquiry/{id}/cancellation",
    tag: "inquiries",
    summary:
      "What cancelling this confirmed booking today gives back under the refund policy (its owner; D23)",
    description:
      "A fee or a non-refundable part is a share of the booking (its total, or its deposit) taken from " +
      "what was paid, never more than it; the rest comes back. Days are calendar days before the service.",
    access: "member",
    params: inquiryIdParams,
    responses: {
      200: ok("The terms of a cancellation today", answers.cancellationAnswer),
      403: NOT_YOURS,
      404: UNKNOWN_INQUIRY,
      409: error(
        "Not confirmed, already cancelled, the day of the service has passed, or the service was delivered and invoiced",
      ),
    },
  },
  {
    id: "requestCancellation",
    method: "post",
    path: "/inquiry/{id}/cancellation",
    tag: "inquiries",
    summary: "Cancel a confirmed booking under the refund policy (its owner; once; D23)",
    description:
      "The body is `{}`. The terms of that moment are kept; the booking is closed at once (as the general " +
      "terms say) and the operators refund what the policy gives back. The member and the operators are e-mailed.",
    access: "member",
    params: inquiryIdParams,
    body: emptyOrderSchema,
    responses: {
      201: ok("The cancellation", answers.cancellationReceived),
      403: NOT_YOURS,
      404: UNKNOWN_INQUIRY,
      409: error(
        "`This booking's cancellation has already been received.`, not confirmed, past its day, or delivered and invoiced",
      ),
    },
  },
  {
    id: "paymentLink",
    method: "get",
    path: "/pay/{token}",
    tag: "inquiries",
    summary: "What a payment link pays: the booking's reference, the amount, the business (anyone; D22)",
    description:
      "No sign-in: the token is the key. Nothing about the customer or the booking is shown beyond " +
      "the reference and the amount. A wrong token is 404, like an unknown one.",
    access: "public",
    params: paymentLinkParams,
    rateLimited: true,
    responses: {
      200: ok("The link", answers.publicPaymentLinkAnswer),
      404: error("`This payment link is not valid. Please ask us for a new one.`"),
    },
  },
  {
    id: "paymentLinkOrder",
    method: "post",
    path: "/pay/{token}/order",
    tag: "inquiries",
    summary: "The order a payment link is paid through: made once, at the link's amount (anyone; D22)",
    description:
      "The body is `{}`: the amount is the link's. Every later call gets the same order. Refused once " +
      "the link is paid, expired or cancelled, or when what it pays has changed (a revised quote, " +
      "another payment). It is paid through the same checkout, webhook and reconciler as every payment; " +
      "the documents are the booking's customer's, whoever pays.",
    access: "public",
    params: paymentLinkParams,
    body: emptyOrderSchema,
    rateLimited: true,
    responses: {
      201: ok("The order and what the checkout needs", answers.linkOrderCreated),
      404: error("`This payment link is not valid. Please ask us for a new one.`"),
      409: error("Paid, expired, cancelled, or what it pays has changed"),
      503: error("The payment service could not be reached: nothing was charged"),
    },
  },
  {
    id: "paymentLinkLocalCheckout",
    method: "post",
    path: "/pay/{token}/local-checkout",
    tag: "inquiries",
    summary: "The local test checkout for a payment link's order (no Razorpay keys; anyone; D22)",
    access: "public",
    params: paymentLinkParams,
    body: localCheckoutSchema,
    rateLimited: true,
    responses: {
      200: ok("The checkout's answer for the chosen outcome", answers.localCheckoutAnswer),
      404: error("Razorpay is configured, or the order is not this link's"),
      409: error("`This order is already paid.`"),
    },
  },
  {
    id: "paymentLinkVerification",
    method: "post",
    path: "/pay/{token}/verification",
    tag: "inquiries",
    summary: "A payment link's checkout came back: its signature checked, then paid (anyone; D22)",
    description:
      "The same transition as /payment/verification for the link's own order: the customer's document " +
      "and its e-mail. The answer is the link, now paid; nothing about the customer.",
    access: "public",
    params: paymentLinkParams,
    body: verificationSchema,
    rateLimited: true,
    responses: {
      200: ok("The link, paid", answers.publicPaymentLinkAnswer),
      400: error("`Payment verification failed: invalid signature.` or a malformed field"),
      404: error("The token, or the order is not this link's"),
    },
  },

  // -------------------------------------------------------------------------------------------
  // A visitor's data (D27)
  {
    id: "requestVisitorData",
    method: "post",
    path: "/privacy/data-request",
    tag: "accounts",
    summary: "Ask, without an account, what is held under an e-mail address (a link is sent to it)",
    description:
      "Through the bot check, limited per client and per address. The answer is the same whatever is held " +
      "and whether the address has an account; afterwards the address gets a link, good for 24 hours, to " +
      "see and erase what is held under it, or, for an account's address, where to log in.",
    access: "public",
    body: dataRequestSchema,
    rateLimited: true,
    responses: {
      200: ok(
        "`Thank you. If we can write to this address, a link is on its way to it: …`",
        answers.messageBody,
      ),
      400: error("An e-mail that is not valid, or the bot check missing or refused"),
      503: error("The bot check's service cannot be reached"),
    },
  },
  {
    id: "getVisitorData",
    method: "get",
    path: "/privacy/data-request/{token}",
    tag: "accounts",
    summary: "What is held under the address a data-request link was sent to",
    access: "public",
    params: dataRequestParams,
    rateLimited: true,
    responses: {
      200: ok("What is held", answers.visitorDataAnswer),
      404: error(
        "An unknown, used or expired link: `This link is not valid any more (it was used, or 24 hours have passed). Please ask for a new one.`",
      ),
    },
  },
  {
    id: "eraseVisitorData",
    method: "post",
    path: "/privacy/data-request/{token}/erase",
    tag: "accounts",
    summary: "Erase what is held under the link's address (the link is spent)",
    description:
      "Contact messages sent from it are deleted, the e-mails written to it kept as lines of the log without " +
      "their words (a year), and the address taken out of members' inquiries that name it.",
    access: "public",
    params: dataRequestParams,
    rateLimited: true,
    responses: {
      200: ok("What was erased and what is kept", answers.erasureAnswer),
      404: error("An unknown, used or expired link"),
      409: error("The address belongs to an account by now: its owner erases it signed in"),
    },
  },

  // -------------------------------------------------------------------------------------------
  // Contact messages and project briefs
  {
    id: "sendContactMessage",
    method: "post",
    path: "/contact/create",
    tag: "messages",
    summary: "Send a contact message",
    description:
      "`capchaToken` must be a solved reCAPTCHA v2 token (the local widget's when no reCAPTCHA secret " +
      "is configured), from either form. From the landing page the honeypot `website` is checked too: a " +
      "request that fills it gets the usual 201 and nothing is stored. The sender gets an " +
      "acknowledgement with the reference; the operators get the message.",
    access: "public",
    body: contactSchema,
    rateLimited: true,
    responses: {
      201: ok("Stored (or dropped, for a filled honeypot)", answers.contactSent),
      400: error("A field's message, or `Please complete the reCAPTCHA challenge.`"),
      503: error(
        "The database, or reCAPTCHA (`We could not check the reCAPTCHA challenge just now. Please try again in a moment.`); nothing is stored",
      ),
    },
  },
  {
    id: "fileGrievance",
    method: "post",
    path: "/grievance",
    tag: "messages",
    summary: "File a grievance about personal data, signed in or not (D27)",
    description:
      "With a solved `capchaToken`, as a contact message. Answers the reference and the last day of our " +
      `answer (the day filed, in India, and \`replyDays\`; the DPDP Rules allow at most ${GRIEVANCE_MAX_REPLY_DAYS}). ` +
      "Acknowledged in the Accept-Language's language; limited per client and per address.",
    access: "public",
    body: grievanceSchema,
    rateLimited: true,
    responses: {
      201: ok("Filed", answers.grievanceFiled),
      400: error("A field's message, or `Please complete the reCAPTCHA challenge.`"),
      503: error("The database, or reCAPTCHA; nothing is stored"),
    },
  },
  {
    id: "sendProjectBrief",
    method: "post",
    path: "/project/",
    tag: "messages",
    summary: "Send a design-project brief for the agency",
    access: "member",
    body: projectSchema,
    rateLimited: true,
    responses: {
      201: ok(
        "Stored with a reference (PRJ-...); the member and the operators are e-mailed",
        answers.projectAnswer,
      ),
    },
  },

  // -------------------------------------------------------------------------------------------
  // The admin panel
  {
    id: "adminSummary",
    method: "get",
    path: "/admin/summary",
    tag: "admin",
    summary: "The admin panel's cards in one call",
    access: "admin",
    permission: "summary",
    responses: { 200: ok("Counts", answers.adminSummary) },
  },
  {
    id: "adminGstSummary",
    method: "get",
    path: "/admin/gst/summary",
    tag: "admin",
    summary:
      "The GST period's summary: supplies and advances by rate, GSTR-3B 3.1(a), each series (decision 0042)",
    description:
      "Built from the documents issued in the period (by their date of issue in India): tax invoices, " +
      "receipt and refund vouchers, credit notes. `problems` lists what to look at before filing: a gap " +
      "or a duplicate in a series, a credit note whose invoice is missing, B2CS credited below zero.",
    access: "admin",
    permission: "tax-returns",
    query: gstPeriodQuery,
    parameterNotes: GST_PERIOD_NOTES,
    responses: {
      200: ok("The summary and how many documents the period has", answers.gstSummary),
      400: BAD_PERIOD,
    },
  },
  {
    id: "adminGstDocuments",
    method: "get",
    path: "/admin/gst/documents",
    tag: "admin",
    summary: "Every document issued in the period, as the sales register lists them, with the page of each",
    access: "admin",
    permission: "invoices",
    query: gstPeriodQuery,
    parameterNotes: GST_PERIOD_NOTES,
    responses: {
      200: ok("The period and its documents", answers.gstDocuments),
      400: BAD_PERIOD,
    },
  },
  {
    id: "adminGstDocument",
    method: "get",
    path: "/admin/gst/document",
    tag: "admin",
    summary:
      "One document by the number printed on it: a tax invoice, voucher, credit note or payment receipt",
    access: "admin",
    permission: "invoices",
    query: documentNumberQuery,
    parameterNotes: {
      number: 'As printed, "NE/26-27/000123"; any case, and the leading zeros may be left out',
    },
    responses: {
      200: ok("The document as the register lists it", answers.gstDocument),
      400: error(`\`${DOCUMENT_NUMBER_MESSAGE}\``),
      404: error(`\`${NO_DOCUMENT_NUMBERED}\``),
    },
  },
  {
    id: "adminGstr1Json",
    method: "get",
    path: "/admin/gst/gstr1.json",
    tag: "admin",
    summary: "GSTR-1 for the period as the GST offline tool's JSON (decision 0042)",
    description:
      "Sections b2b, b2cl, b2cs, cdnr, cdnur, at, txpd, hsn (hsn_b2b, hsn_b2c) and doc_issue; amounts in " +
      "rupees with two decimals, dates DD-MM-YYYY, states as their two-digit codes, `fp` MMYYYY.",
    access: "admin",
    permission: "tax-returns",
    query: gstPeriodQuery,
    parameterNotes: GST_PERIOD_NOTES,
    responses: {
      200: {
        description: "The return, to import into the offline tool or upload on the portal",
        download: "application/json; charset=utf-8",
        headers: attachment("GSTR1_08AABCN1234F1Z5_112026.json"),
      },
      400: BAD_PERIOD,
    },
  },
  {
    id: "adminGstr1CsvZip",
    method: "get",
    path: "/admin/gst/gstr1-csv.zip",
    tag: "admin",
    summary: "The same sections as CSV files in a zip, with the offline tool's column heads (decision 0042)",
    access: "admin",
    permission: "tax-returns",
    query: gstPeriodQuery,
    parameterNotes: GST_PERIOD_NOTES,
    responses: {
      200: {
        description: "b2b, b2cl, b2cs, cdnr, cdnur, at, atadj, hsn(b2b), hsn(b2c) and docs, one CSV each",
        download: "application/zip",
        headers: attachment("GSTR1_08AABCN1234F1Z5_112026_csv.zip"),
      },
      400: BAD_PERIOD,
    },
  },
  {
    id: "adminSalesRegister",
    method: "get",
    path: "/admin/gst/register.csv",
    tag: "admin",
    summary: "The period's sales register: every document, one row each, with its tax heads (decision 0042)",
    access: "admin",
    permission: "tax-returns",
    query: gstPeriodQuery,
    parameterNotes: GST_PERIOD_NOTES,
    responses: {
      200: {
        description: "CSV, UTF-8 with a byte order mark; amounts in rupees with two decimals",
        download: "text/csv; charset=utf-8",
        headers: attachment("sales-register-2026-11.csv"),
      },
      400: BAD_PERIOD,
    },
  },
  {
    id: "adminListUsers",
    method: "get",
    path: "/user/admin",
    tag: "admin",
    summary: "Every account, newest first, searched by name, e-mail or phone, paged (D5, D16)",
    access: "admin",
    permission: "members",
    query: adminListQuery,
    parameterNotes: LIST_NOTES,
    responses: {
      200: {
        ...ok("One page: the specification's `{ users }` with the paging fields", answers.adminUserList),
        headers: TOTAL_COUNT,
      },
    },
  },
  csvExport(
    "adminExportUsers",
    "/user/admin/export.csv",
    "Name, Email, Enrolled Date, Phone No",
    adminSearchQuery,
    "members",
  ),
  {
    id: "adminListInvoices",
    method: "get",
    path: "/invoice/admin",
    tag: "admin",
    summary: "Every invoice, newest first, paged (D5, D16)",
    description:
      "`q` matches the invoice number (NE-000042, NE42 or 42), the member's name, e-mail or phone, " +
      "the plan's name or the payment id.",
    access: "admin",
    permission: "invoices",
    query: adminListQuery,
    parameterNotes: LIST_NOTES,
    responses: {
      200: {
        ...ok(
          "One page: the specification's `{ invoices }` with the paging fields",
          answers.adminInvoiceList,
        ),
        headers: TOTAL_COUNT,
      },
    },
  },
  csvExport(
    "adminExportInvoices",
    "/invoice/admin/export.csv",
    "Invoice ID, User, Amount, Purchase Date, Plan Name",
    adminSearchQuery,
    "invoices",
  ),
  {
    id: "adminRefundInvoice",
    method: "post",
    path: "/invoice/admin/{invoiceId}/refund",
    tag: "admin",
    summary: "Refund all that is left of an invoice, or a part, with a reason (D20, D23)",
    description:
      "Without `amountPaise`, all that is left of it; a booking's payment may be refunded in several " +
      "parts, never beyond what it was paid (a membership only in full). Asks the provider for each " +
      "refund once (its idempotency key is our refund's id), then records it: what the invoice gave " +
      "back, a GST credit note (or refund voucher) in its own series for this refund, e-mailed with its " +
      "PDF; with the last of it the invoice is refunded and a membership ends. A payment received by " +
      "bank transfer goes back by one: `bankReference` is that transfer's UTR, which may prove no other " +
      "refund nor a transfer received. With `refundedPaise` (what the invoice had refunded when the " +
      "refund was chosen; the panel sends it), a refund made since refuses this one, so that two tabs " +
      "or two operators do not both give back the same part. The refund webhooks reach the same transition.",
    access: "admin",
    permission: "refunds",
    params: invoiceIdParams,
    body: refundSchema,
    responses: {
      200: ok("The invoice, refunded (in part or in full)", answers.invoiceAnswer),
      400: error(
        "The amount is more than is left to refund, a part of a membership, or below Razorpay's ₹1 for a payment made online; no reason; a bank transfer's refund without its reference",
      ),
      404: UNKNOWN_INVOICE,
      409: error(
        "`This invoice is already refunded.`, a refund of it is under way, another refund was made since `refundedPaise`, or the bank reference is another refund's or a transfer received",
      ),
      502: error("The provider did not make the refund; nothing was refunded"),
    },
  },
  {
    id: "adminListEnquiries",
    method: "get",
    path: "/contact/admin",
    tag: "admin",
    summary: "Every contact message, newest first, paged (D5, D16)",
    description:
      "`q` matches the name, e-mail, phone, subject (its value or its label) or message. The answer " +
      "is a bare array, as the specification has it; the total is in X-Total-Count.",
    access: "admin",
    permission: "messages",
    query: adminListQuery,
    parameterNotes: LIST_NOTES,
    responses: { 200: { ...ok("One page", answers.adminEnquiryList), headers: TOTAL_COUNT } },
  },
  csvExport(
    "adminExportEnquiries",
    "/contact/admin/export.csv",
    "Name, Email, Phone, Message",
    adminSearchQuery,
    "messages",
  ),
  {
    id: "adminListGrievances",
    method: "get",
    path: "/grievance/admin",
    tag: "admin",
    summary: "Grievances, open ones first by their last day, then newest first, with their age (D27)",
    description: "`q` matches the reference, name, e-mail, phone or message.",
    access: "admin",
    permission: "grievances",
    query: adminGrievanceListQuery,
    parameterNotes: GRIEVANCE_NOTES,
    responses: { 200: { ...ok("One page", answers.adminGrievanceList), headers: TOTAL_COUNT } },
  },
  {
    ...csvExport(
      "adminExportGrievances",
      "/grievance/admin/export.csv",
      "Reference, Received, Answer By, Status, Age (Days), Name, Email, Phone, About, Message, Note",
      adminGrievanceSearchQuery,
      "grievances",
    ),
    parameterNotes: GRIEVANCE_NOTES,
  },
  {
    id: "adminCloseGrievance",
    method: "patch",
    path: "/grievance/admin/{id}",
    tag: "admin",
    summary: "Mark an open grievance answered or closed, once: it stops its clock",
    access: "admin",
    permission: "grievances",
    params: grievanceIdParams,
    body: grievanceOutcomeSchema,
    responses: {
      200: ok("The grievance, answered or closed", answers.adminGrievanceAnswer),
      400: error("The id is not a UUID (`Unknown grievance.`), or a field's message"),
      404: error("`Unknown grievance.`"),
      409: error("`This grievance is already answered or closed.`"),
    },
  },
  {
    id: "adminListInquiries",
    method: "get",
    path: "/inquiry/admin",
    tag: "admin",
    summary: "Every member's service inquiries, newest first, paged",
    description:
      "`q` matches the reference, name, e-mail, phone, city, or any text answer of the kind's form " +
      "(values, not field names). No internal notes here: open one inquiry for those.",
    access: "admin",
    permission: "inquiries",
    query: adminInquiryListQuery,
    parameterNotes: LIST_NOTES,
    responses: { 200: { ...ok("One page", answers.adminInquiryList), headers: TOTAL_COUNT } },
  },
  csvExport(
    "adminExportInquiries",
    "/inquiry/admin/export.csv",
    "Reference, Type, Subject, Name, Email, Phone, City, Status, Received, Internal Note",
    adminInquirySearchQuery,
    "inquiries",
  ),
  {
    id: "adminGetInquiry",
    method: "get",
    path: "/inquiry/admin/{id}",
    tag: "admin",
    summary: "One inquiry with every field, its internal note, its status history and its quotes",
    access: "admin",
    permission: "inquiries",
    params: inquiryIdParams,
    responses: {
      200: ok("The inquiry", answers.adminInquiryAnswer),
      400: error("The id is not a UUID: `Unknown inquiry.`"),
      404: UNKNOWN_INQUIRY,
    },
  },
  {
    id: "adminChangeInquiryStatus",
    method: "patch",
    path: "/inquiry/admin/{id}",
    tag: "admin",
    summary: "Move an inquiry to a status, with an optional internal note",
    description:
      "Recorded in the history with the admin and the time; a note becomes the internal note. The " +
      "same status again with a note records the note; without one it changes nothing. The member " +
      "sees the new status, never a note.",
    access: "admin",
    permission: "inquiries",
    params: inquiryIdParams,
    body: inquiryStatusChangeSchema,
    responses: {
      200: ok("The inquiry after the change", answers.adminInquiryAnswer),
      404: UNKNOWN_INQUIRY,
      409: error(
        "`A deposit is paid on this inquiry: it stays confirmed until that invoice is refunded.`, or `The customer cancelled this booking: it stays closed. …`",
      ),
    },
  },
  {
    id: "adminQuoteInquiry",
    method: "post",
    path: "/inquiry/admin/{id}/quote",
    tag: "admin",
    summary: "Quote an inquiry, or revise its quote (D21)",
    description:
      "The total is the sum of the lines; the deposit is a percentage within the refund policy's " +
      "range for the kind (events and catering 30-50, travel 20-30). A revision replaces the open " +
      "quote. The inquiry moves to `quoted` and the customer is e-mailed a link to it.",
    access: "admin",
    permission: "quotes",
    params: inquiryIdParams,
    body: quoteSchema,
    responses: {
      201: ok("The quote, and the inquiry after it", answers.quoteCreated),
      400: error("A field's message, e.g. `The deposit must be from 30% to 50% for this kind of inquiry.`"),
      404: UNKNOWN_INQUIRY,
      409: error("`This inquiry is confirmed: its deposit is paid, so its quote can no longer change.`"),
    },
  },
  {
    id: "adminRecordBankTransfer",
    method: "post",
    path: "/inquiry/admin/{id}/bank-transfer",
    tag: "admin",
    summary: "Record a bank transfer received on a booking (D22)",
    description:
      "The amount in paise, the transfer's UTR (spaces ignored; recorded once) and the day it arrived " +
      "(today or up to 180 days ago). Before the booking is confirmed it must cover the open quote's " +
      "deposit, and confirms it; after, any part of what remains. It counts like any other payment: " +
      "a receipt voucher, or the booking's tax invoice when it completes the total, e-mailed to the customer.",
    access: "admin",
    permission: "payments",
    params: inquiryIdParams,
    body: bankTransferSchema,
    responses: {
      201: ok("The transfer's document", answers.bankTransferRecorded),
      400: error(
        "A field's message, e.g. `That is more than remains to pay on this booking (₹1,00,000.00).`",
      ),
      404: UNKNOWN_INQUIRY,
      409: error(
        "`This UTR is already recorded: a transfer can be recorded once.`, the inquiry is closed (lost or cancelled), or no quote can be paid",
      ),
    },
  },
  {
    id: "adminIssueTaxInvoice",
    method: "post",
    path: "/inquiry/admin/{id}/tax-invoice",
    tag: "admin",
    summary: "Service delivered: issue the booking's tax invoice before its last payment (D24)",
    description:
      "`deliveredOn` is the day the service was delivered (not in the future, not before the paid quote was made). " +
      "The tax invoice is for the paid quote's full value, in the NE series, each standing advance's receipt " +
      "voucher deducted with its tax, and what is still due shown; the customer is e-mailed it with its PDF. " +
      "Once per booking: a second request, or a race, is refused. Afterwards a payment on the booking gets a " +
      "payment receipt (no tax), a refund a credit note against this invoice, and the booking cannot be cancelled.",
    access: "admin",
    permission: "documents",
    params: inquiryIdParams,
    body: deliveredSchema,
    responses: {
      201: ok("The tax invoice issued", answers.taxInvoiceIssued),
      400: error(
        "`Please give the day the service was delivered: not in the future, not before the quote was made.`",
      ),
      404: UNKNOWN_INQUIRY,
      409: error(
        "Not a confirmed booking; its tax invoice is already issued (`This booking's tax invoice is already issued: NE/...`); more was paid than the total (`More was paid than this booking's total (₹... beyond it): ...`, refund that first); or its advances cannot be deducted on one invoice",
      ),
    },
  },
  {
    id: "adminRefundCancellation",
    method: "post",
    path: "/inquiry/admin/{id}/cancellation/refund",
    tag: "admin",
    summary: "Refund a cancelled booking what the policy gives back (D23)",
    description:
      "Parts of the payments, the newest first, each at most once: through the provider's refunds, or, for a " +
      "payment made by bank transfer, by a transfer back whose reference is given (`bankReference`). Each part " +
      "gets its refund voucher (an advance) or credit note (an invoiced amount), e-mailed to the customer.",
    access: "admin",
    permission: "refunds",
    params: inquiryIdParams,
    body: cancellationRefundSchema,
    responses: {
      200: ok("The cancellation, refunded", answers.cancellationReceived),
      400: error(
        "`This was paid by bank transfer: make the refund by bank transfer and give its reference.`",
      ),
      404: error("`This booking has not been cancelled.`, or `Unknown inquiry.`"),
      409: error(
        "`Nothing was refunded: …`: the payments not refunded before cannot carry what is due back (a payment is refunded once)",
      ),
      502: error(
        "The payment service did not make a refund: what was refunded stays so; ask again for the rest",
      ),
    },
  },
  {
    id: "adminCreatePaymentLink",
    method: "post",
    path: "/inquiry/admin/{id}/payment-links",
    tag: "admin",
    summary: "Make a payment link for what the booking asks next: the deposit, or the balance (D22)",
    description:
      "The body is `{}`. The answer carries the link's address once (the server keeps its hash): copy " +
      "it to WhatsApp or an e-mail. It can be paid once, until PAYMENT_LINK_DAYS (7) from now.",
    access: "admin",
    permission: "payment-links",
    params: inquiryIdParams,
    body: emptyOrderSchema,
    responses: {
      201: ok("The link, with its address", answers.paymentLinkCreated),
      404: UNKNOWN_INQUIRY,
      409: error("`This inquiry has nothing to pay now: quote it first, or it is paid in full.`"),
    },
  },
  {
    id: "adminListPaymentLinks",
    method: "get",
    path: "/inquiry/admin/{id}/payment-links",
    tag: "admin",
    summary: "An inquiry's payment links, the newest first, with their state (D22)",
    access: "admin",
    permission: "payment-links",
    params: inquiryIdParams,
    responses: { 200: ok("The links", answers.paymentLinkList) },
  },
  {
    id: "adminCancelPaymentLink",
    method: "post",
    path: "/inquiry/admin/{id}/payment-links/{linkId}/cancel",
    tag: "admin",
    summary: "Cancel a payment link that is not paid (D22)",
    access: "admin",
    permission: "payment-links",
    params: paymentLinkIdParams,
    responses: {
      200: ok("The link, cancelled", answers.paymentLinkCreated),
      404: error("`This payment link is not valid. Please ask us for a new one.`"),
      409: error("`This payment link has been paid. Thank you.`"),
    },
  },
  {
    id: "adminListFailedEmails",
    method: "get",
    path: "/admin/emails",
    tag: "admin",
    summary: "E-mails the provider refused for good (an inactive or invalid recipient), newest first",
    access: "admin",
    permission: "messages",
    query: adminListQuery,
    parameterNotes: LIST_NOTES,
    responses: {
      200: { ...ok("One page, with the total", answers.failedEmailList), headers: TOTAL_COUNT },
    },
  },
  {
    id: "adminResendEmail",
    method: "post",
    path: "/admin/emails/{id}/resend",
    tag: "admin",
    summary: "Send a failed e-mail again",
    access: "admin",
    permission: "messages",
    params: emailIdParams,
    responses: {
      202: ok("Back in the outbox, sent now", answers.messageBody),
      404: error("`Unknown e-mail.`"),
      409: error("`Only an e-mail that failed can be sent again.`"),
    },
  },

  // -------------------------------------------------------------------------------------------
  // Staff: the second factor and the owner's management (decision 0041)
  {
    id: "staffFactorStatus",
    method: "get",
    path: "/staff/factor",
    tag: "admin",
    summary: "Where this staff session stands: the role, the factor set up, this session past it",
    access: "staff",
    responses: { 200: ok("The state", answers.factorStatus) },
  },
  {
    id: "staffFactorSetup",
    method: "post",
    path: "/staff/factor/setup",
    tag: "admin",
    summary: "Start setting up the second factor: a new TOTP secret and its otpauth:// URI",
    access: "staff",
    responses: {
      200: ok("The secret, kept aside until a code confirms it", answers.factorSetup),
      409: error("`Your second factor is already set up.`"),
    },
  },
  {
    id: "staffFactorConfirm",
    method: "post",
    path: "/staff/factor/confirm",
    tag: "admin",
    summary:
      "Confirm the second factor with a code: ten recovery codes, shown once, and a new session past it",
    description: "Every earlier session of the account ends.",
    access: "staff",
    body: factorCodeSchema,
    rateLimited: true,
    responses: {
      200: ok("The recovery codes and the new session", answers.factorConfirmed),
      400: error("A field's message, or `That code is not right. Please try again.`"),
      409: error("`Start the set-up first.` or `Your second factor is already set up.`"),
    },
  },
  {
    id: "staffFactorVerify",
    method: "post",
    path: "/staff/factor/verify",
    tag: "admin",
    summary: "The staff sign-in's second step: a code from the app or an unused recovery code",
    description: "A code works once (its time step), a recovery code once ever. Limited per account.",
    access: "staff",
    body: factorCodeSchema,
    rateLimited: true,
    responses: {
      200: ok("A new session past the second factor", answers.sessionAnswer),
      400: error("A field's message, or `That code is not right. Please try again.`"),
    },
  },
  {
    id: "staffList",
    method: "get",
    path: "/staff/",
    tag: "admin",
    summary: "The staff, oldest first, with their roles and whether their factor is set up",
    access: "admin",
    permission: "staff",
    responses: { 200: ok("Every staff account", answers.staffList) },
  },
  {
    id: "staffAdd",
    method: "post",
    path: "/staff/",
    tag: "admin",
    summary: "An existing account joins the staff with a role",
    description:
      "Only an account whose address is confirmed (its holder followed the sign-up e-mail's link). Its earlier sessions end; it sets up the second factor at its next sign-in. The address is trimmed, and the person is told by e-mail in their language (as for every change below).",
    access: "admin",
    permission: "staff",
    body: addStaffSchema,
    responses: {
      201: ok("The new staff member", answers.staffMemberAnswer),
      404: error("`No account has this e-mail address. Ask the person to sign up first.`"),
      409: error(
        "`This account is already on the staff.`, or `This account has not confirmed its e-mail address yet. Ask the person to follow the link in their sign-up e-mail, then add them again.`",
      ),
    },
  },
  {
    id: "staffActions",
    method: "get",
    path: "/staff/actions",
    tag: "admin",
    summary: "The record of staff actions, newest first, paged",
    access: "admin",
    permission: "staff",
    query: adminListQuery,
    parameterNotes: LIST_NOTES,
    responses: { 200: { ...ok("One page", answers.staffActionList), headers: TOTAL_COUNT } },
  },
  {
    id: "staffActionsExport",
    method: "get",
    path: "/staff/actions/export.csv",
    tag: "admin",
    summary: "The whole record as CSV: When, Staff, Role, Address, Action, Record, Record ID, Detail",
    access: "admin",
    permission: "staff",
    responses: { 200: CSV },
  },
  {
    id: "staffChangeRole",
    method: "patch",
    path: "/staff/{id}",
    tag: "admin",
    summary:
      "Change a staff member's role (never one's own); they are told by e-mail unless it is the role they had",
    access: "admin",
    permission: "staff",
    params: staffIdParams,
    body: staffRoleSchema,
    responses: {
      200: ok("The staff member", answers.staffMemberAnswer),
      404: error("`Unknown staff member.`"),
    },
  },
  {
    id: "staffRemove",
    method: "post",
    path: "/staff/{id}/remove",
    tag: "admin",
    summary:
      "Take someone off the staff: a member's account again, its factor and sessions gone; they are told by e-mail",
    access: "admin",
    permission: "staff",
    params: staffIdParams,
    responses: {
      200: ok("Done", answers.messageBody),
      404: error("`Unknown staff member.`"),
    },
  },
  {
    id: "staffResetFactor",
    method: "post",
    path: "/staff/{id}/factor/reset",
    tag: "admin",
    summary:
      "Reset another staff member's second factor (a lost phone): their sessions end; they are told by e-mail",
    access: "admin",
    permission: "staff",
    params: staffIdParams,
    responses: {
      200: ok("Done", answers.staffFactorReset),
      404: error("`Unknown staff member.`"),
      409: error("`No second factor is set up: there is nothing to reset.`"),
    },
  },
  {
    id: "adminEndUserSessions",
    method: "post",
    path: "/admin/users/{userId}/sessions/end",
    tag: "admin",
    summary: "Sign an account (a staff member's) out of every device",
    access: "admin",
    permission: "staff",
    params: userIdParams,
    responses: {
      200: ok("How many sessions ended", answers.sessionsEndedAnswer),
      404: error("`Unknown user.`"),
    },
  },
];

/** The answers every endpoint may give, by what it takes and who may call it. */
export const COMMON_RESPONSES = {
  BadRequest: error("Invalid input: `err` is the first field's message, `issues` lists them all"),
  Unauthorized: error("No, bad or expired token, or the account no longer exists"),
  AdminOnly: error(
    "Signed in, but not staff (`Only administrators can do this.`), a staff session without its second factor (`secondFactor` says whether to set it up or enter the code), or a role without this permission (`Your role does not allow this.`)",
  ),
  StaffOnly: error("Signed in, but not staff: `Only staff can do this.`"),
  SecondFactor: error(
    "A staff account's session that has not passed its second factor: a password alone reaches only the factor's calls (`secondFactor` says whether to set it up or enter the code)",
  ),
  PayloadTooLarge: error("The body is over 64 KB"),
  UnsupportedMediaType: error("The body is not declared as JSON (Content-Type: application/json)"),
  TooManyRequests: {
    ...error("A rate limit was reached: `Too many requests. Try again in ...`"),
    headers: {
      "Retry-After": { description: "Seconds until a try can succeed", type: "integer", required: true },
    },
  },
  InternalError: error("Something unexpected failed: a generic message, never a stack trace"),
  Unavailable: error("The database (or a provider the endpoint needs) cannot be reached right now"),
} satisfies Record<string, ApiResponse>;

export type CommonResponse = keyof typeof COMMON_RESPONSES;

/** Which of the common answers an endpoint gives, by status. */
export function commonResponsesOf(operation: ApiOperation): Record<number, CommonResponse> {
  const common: Record<number, CommonResponse> = {};
  // Malformed JSON, text no field may hold, a %-escape that is not UTF-8: every validated input.
  if (operation.params || operation.query || operation.body) common[400] = "BadRequest";
  if (operation.access !== "public") common[401] = "Unauthorized";
  if (operation.access === "admin") common[403] = "AdminOnly";
  if (operation.access === "staff") common[403] = "StaffOnly";
  if (operation.access === "member" && !operation.beforeSecondFactor) common[403] = "SecondFactor";
  // The body limit holds for every request that can carry a body.
  if (operation.method !== "get") common[413] = "PayloadTooLarge";
  if (operation.body && !operation.rawBody) common[415] = "UnsupportedMediaType";
  if (operation.rateLimited) common[429] = "TooManyRequests";
  common[500] = "InternalError";
  common[503] = "Unavailable";
  return common;
}

/** Every answer an endpoint may give: its own, then the common ones it does not override. */
export function responsesOf(operation: ApiOperation): Record<number, ApiResponse> {
  const all: Record<number, ApiResponse> = {};
  for (const [status, name] of Object.entries(commonResponsesOf(operation))) {
    all[Number(status)] = COMMON_RESPONSES[name];
  }
  return { ...all, ...operation.responses };
}
