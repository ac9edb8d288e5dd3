// The admin calls' query strings and the inquiry status change, checked by the routes and
// usable by the admin page's forms. Limits and types are in admin.ts.
import "./zod-setup.ts";
import { formatRupeesExact } from "../lib/money.ts";
import * as z from "zod/mini";
import {
  ADMIN_PAGE_MAX,
  ADMIN_PAGE_SIZE,
  ADMIN_PAGE_SIZE_MAX,
  ADMIN_SEARCH_MAX,
  INQUIRY_KIND_VALUES,
  INQUIRY_NOTE_MAX,
  INQUIRY_STATUSES,
} from "./admin.ts";
import { REFUND_REASON_MAX, REFUND_REASON_MESSAGE, REFUND_REASON_MIN } from "./fields.ts";
import { singleLine } from "./rules.ts";

export const PAGE_MESSAGE = `page must be a whole number from 1 to ${ADMIN_PAGE_MAX}.`;
export const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}.`;
export const SEARCH_TOO_LONG = "Search text is too long.";
export const TYPE_MESSAGE = "type must be event, catering or travel.";
export const STATUS_MESSAGE = "Please choose a status: new, contacted, quoted, confirmed or lost.";
export const NOTE_TOO_LONG = `Please keep the note under ${INQUIRY_NOTE_MAX} characters.`;

const wholeNumber = (message: string, max: number, fallback: number) =>
  z.pipe(
    z.optional(
      z.pipe(
        z.pipe(z.string(message).check(z.regex(/^\d{1,9}$/, message)), z.transform(Number)),
        z.int().check(z.minimum(1, message), z.maximum(max, message)),
      ),
    ),
    z.transform((value: number | undefined) => value ?? fallback),
  );

/** An empty value means "no filter", so that a page can always send every key. */
export const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.pipe(
    z.optional(z.union([z.literal(""), z.enum(values, message)], message)),
    z.transform((value: "" | T[number] | undefined) => (value ? value : undefined)),
  );

/** `q`, trimmed; empty means no search. */
const search = z._default(
  z.optional(z.string(SEARCH_TOO_LONG).check(z.trim(), z.maxLength(ADMIN_SEARCH_MAX, SEARCH_TOO_LONG))),
  "",
);

/** ?q= for the CSV exports: the whole filtered list. Other keys (page, limit) are ignored. */
export const adminSearchQuery = z.object({ q: search });

/** ?q=&page=&limit= for the admin lists. */
export const adminListQuery = z.extend(adminSearchQuery, {
  page: wholeNumber(PAGE_MESSAGE, ADMIN_PAGE_MAX, 1),
  limit: wholeNumber(LIMIT_MESSAGE, ADMIN_PAGE_SIZE_MAX, ADMIN_PAGE_SIZE),
});

const inquiryFilters = {
  type: optionalChoice(INQUIRY_KIND_VALUES, TYPE_MESSAGE),
  status: optionalChoice(INQUIRY_STATUSES, STATUS_MESSAGE),
};

export const adminInquirySearchQuery = z.extend(adminSearchQuery, inquiryFilters);
export const adminInquiryListQuery = z.extend(adminListQuery, inquiryFilters);

/** PATCH /inquiry/admin/:id: the new status and an optional internal note. */
export const inquiryStatusChangeSchema = z.strictObject({
  status: z.enum(INQUIRY_STATUSES, STATUS_MESSAGE),
  note: z._default(
    z.optional(z.string(NOTE_TOO_LONG).check(z.trim(), z.maxLength(INQUIRY_NOTE_MAX, NOTE_TOO_LONG))),
    "",
  ),
});

/** POST /invoice/admin/:invoiceId/refund: a full refund, with its reason (docs/product.md D20). */
export const refundReason = singleLine(REFUND_REASON_MESSAGE).check(
  z.minLength(REFUND_REASON_MIN, REFUND_REASON_MESSAGE),
  z.maxLength(REFUND_REASON_MAX, `Please keep the reason under ${REFUND_REASON_MAX} characters.`),
);

export const BANK_REFERENCE_MESSAGE =
  "Please give the refund transfer's reference: 6 to 40 letters and digits.";
/** The reference of a refund made by bank transfer (its UTR, or the bank's own). */
export const BANK_REFERENCE_PATTERN = /^[A-Za-z0-9 /-]{6,40}$/;
export const bankReference = z.optional(
  singleLine(BANK_REFERENCE_MESSAGE).check(z.regex(BANK_REFERENCE_PATTERN, BANK_REFERENCE_MESSAGE)),
);

export const ALREADY_REFUNDED = "This invoice is already refunded.";

/**
 * A refund chosen from what the invoice had refunded then (`refundedPaise`, as the panel showed
 * it), refused because another refund was made since: from another tab, or by another operator.
 */
export const REFUNDED_MEANWHILE = (refundedPaise: number, leftPaise: number) =>
  `This invoice has been refunded ${formatRupeesExact(refundedPaise)} in all since you opened it, and ${formatRupeesExact(leftPaise)} is left. Nothing more was refunded: check the refunds made, then refund again if more is owed.`;

/** A refund's amount out of range, in the panel's words and the API's alike: up to what was paid, or, after earlier refunds, what is left of it. */
export const REFUND_AMOUNT_RANGE = (paidPaise: number, leftPaise = paidPaise) =>
  leftPaise === paidPaise
    ? `A refund must be from ₹1 to what this invoice was paid (${formatRupeesExact(paidPaise)}).`
    : leftPaise < 100
      ? `Only ${formatRupeesExact(leftPaise)} is left to refund of this invoice: refund it all, leaving the amount out.`
      : `A refund must be from ₹1 to what is left to refund of this invoice (${formatRupeesExact(leftPaise)} of the ${formatRupeesExact(paidPaise)} paid).`;

export const REFUND_AMOUNT_MESSAGE = "Please give the amount to refund in paise, at least ₹1.";

/**
 * An admin's refund of an invoice (D20): all of it, or a part (`amountPaise`, D23); a payment
 * that came by bank transfer also needs the refund transfer's reference.
 */
export const REFUNDED_BEFORE_MESSAGE =
  "Please give what the invoice had refunded, in paise, as a whole number.";

export const refundSchema = z.strictObject({
  reason: refundReason,
  amountPaise: z.optional(z.int(REFUND_AMOUNT_MESSAGE).check(z.minimum(100, REFUND_AMOUNT_MESSAGE))),
  bankReference,
  /**
   * What the invoice had refunded when the refund was chosen (the panel sends what it showed):
   * a refund made since refuses this one (409), so that two tabs or two operators cannot both
   * give back the same part. Left out, the refund goes ahead on what is left.
   */
  refundedPaise: z.optional(z.int(REFUNDED_BEFORE_MESSAGE).check(z.minimum(0, REFUNDED_BEFORE_MESSAGE))),
});

export type AdminListQuery = z.output<typeof adminListQuery>;
export type AdminInquiryListQuery = z.output<typeof adminInquiryListQuery>;
export type InquiryStatusChangeInput = z.input<typeof inquiryStatusChangeSchema>;
