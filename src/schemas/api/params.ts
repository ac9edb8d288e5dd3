// The path and query schemas of the routes that had them inline: the routes check with these
// and the API description (operations.ts) documents these, so that the two cannot differ.
// A malformed id is answered with the same words as an unknown one.
import "../zod-setup.ts";
import * as z from "zod/mini";
import { SEARCH_TOO_LONG } from "../admin-requests.ts";
import { PAYMENT_LINK_MESSAGES } from "../quote.ts";

export const INQUIRY_NOT_FOUND = "Unknown inquiry.";
export const INVOICE_NOT_FOUND = "Unknown invoice.";
export const EMAIL_NOT_FOUND = "Unknown e-mail.";
export const USER_NOT_FOUND = "Unknown user.";
export const RESET_LINK_INVALID = "This reset link is invalid or has expired. Please request a new one.";

/** /inquiry/{id}/..., /inquiry/admin/{id}/... */
export const inquiryIdParams = z.object({ id: z.uuid(INQUIRY_NOT_FOUND) });
/** /invoice/.../{invoiceId}... */
export const invoiceIdParams = z.object({ invoiceId: z.uuid(INVOICE_NOT_FOUND) });
/** /admin/emails/{id}/resend */
export const emailIdParams = z.object({ id: z.uuid(EMAIL_NOT_FOUND) });
/** /user/onboarding/{userId}, /invoice/getall/{userId} */
export const userIdParams = z.object({ userId: z.uuid(USER_NOT_FOUND) });
export const NO_CREDIT_NOTE = "This invoice has no credit note.";
export const NO_SUCH_CREDIT_NOTE = "This invoice has no credit note with that number.";
/** /invoice/credit-note/{invoiceId}/pdf?number=: which of an invoice's credit notes; the latest without it. */
export const creditNotePdfQuery = z.object({
  number: z.optional(z.string(NO_SUCH_CREDIT_NOTE).check(z.maxLength(40, NO_SUCH_CREDIT_NOTE))),
});
export const SESSION_NOT_FOUND = "Unknown session.";
/** /user/sessions/{sessionId}/end */
export const sessionIdParams = z.object({ sessionId: z.uuid(SESSION_NOT_FOUND) });
/** /user/auth/update-password/{token}: the e-mailed token, base64url. */
export const resetTokenParams = z.object({
  token: z.string().check(z.regex(/^[\w-]{20,100}$/, RESET_LINK_INVALID)),
});

/** /pay/{token}: a payment link's token, base64url (D22). */
export const paymentLinkParams = z.object({
  token: z.string().check(z.regex(/^[\w-]{20,100}$/, PAYMENT_LINK_MESSAGES.notFound)),
});

/** /inquiry/admin/{id}/payment-links/{linkId}/cancel */
export const paymentLinkIdParams = z.object({
  id: z.uuid(INQUIRY_NOT_FOUND),
  linkId: z.uuid(PAYMENT_LINK_MESSAGES.notFound),
});

/** ?search= of GET /inquiry/get_all_user_inquirys. */
export const memberInquirySearchQuery = z.object({
  search: z._default(z.optional(z.string().check(z.maxLength(100, SEARCH_TOO_LONG))), ""),
});

export const WHATSAPP_VERIFY_TOKEN_WRONG = "The subscription's mode or verify token is not right.";
export const WHATSAPP_CHALLENGE_MISSING = "The subscription's challenge is missing or too long.";
/** Meta's challenge is a short number, its mode a word and the token ours: anything far longer is none of them. */
export const WHATSAPP_HANDSHAKE_MAX = 200;

/** WhatsApp's subscription handshake's query (GET /whatsapp/webhook), as Meta sends it. */
export const whatsappHandshakeQuery = z.object({
  "hub.mode": z.optional(
    z
      .string()
      .check(
        z.maxLength(WHATSAPP_HANDSHAKE_MAX, WHATSAPP_VERIFY_TOKEN_WRONG),
        z.meta({ examples: ["subscribe"] }),
      ),
  ),
  "hub.verify_token": z.optional(
    z.string().check(z.maxLength(WHATSAPP_HANDSHAKE_MAX, WHATSAPP_VERIFY_TOKEN_WRONG)),
  ),
  "hub.challenge": z.optional(
    z
      .string()
      .check(
        z.maxLength(WHATSAPP_HANDSHAKE_MAX, WHATSAPP_CHALLENGE_MISSING),
        z.meta({ examples: ["1158201444"] }),
      ),
  ),
});
