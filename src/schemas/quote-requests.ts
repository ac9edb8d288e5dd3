// What an admin sends to quote an inquiry, and what a member sends to pay its deposit (docs/product.md D21),
// checked by the routes. The limits and words are in quote.ts.
import "./zod-setup.ts";
import * as z from "zod/mini";
import { GST_STATE_CODES } from "../config/gst.ts";
import { billingSchema } from "./billing.ts";
import { isCalendarDate } from "./fields.ts";
import {
  QUOTE_LINE_MAX_PAISE,
  QUOTE_LINE_MIN_PAISE,
  QUOTE_LINES_MAX,
  QUOTE_MESSAGES,
  QUOTE_NOTE_MAX,
  VENUE_MAX,
  QUOTE_TOTAL_MAX_PAISE,
  TAX_INVOICE_MESSAGES,
  UTR_PATTERN,
} from "./quote.ts";
import { singleLine } from "./rules.ts";

export const quoteSchema = z
  .strictObject({
    lines: z
      .array(
        z.strictObject({
          description: singleLine(QUOTE_MESSAGES.lineDescription).check(
            z.minLength(2, QUOTE_MESSAGES.lineDescription),
            z.maxLength(200, QUOTE_MESSAGES.lineDescription),
          ),
          amountPaise: z
            .int(QUOTE_MESSAGES.lineAmount)
            .check(
              z.minimum(QUOTE_LINE_MIN_PAISE, QUOTE_MESSAGES.lineAmount),
              z.maximum(QUOTE_LINE_MAX_PAISE, QUOTE_MESSAGES.lineAmount),
            ),
        }),
        QUOTE_MESSAGES.lines,
      )
      .check(z.minLength(1, QUOTE_MESSAGES.lines), z.maxLength(QUOTE_LINES_MAX, QUOTE_MESSAGES.lines)),
    /** Checked against the kind's range by the service. */
    depositPercent: z
      .int(QUOTE_MESSAGES.depositShare)
      .check(z.minimum(1, QUOTE_MESSAGES.depositShare), z.maximum(100, QUOTE_MESSAGES.depositShare)),
    /** Checked against today by the service (the business's calendar). */
    validUntil: z
      .string(QUOTE_MESSAGES.validUntil)
      .check(z.refine(isCalendarDate, QUOTE_MESSAGES.validUntil)),
    /**
     * The day the balance is due (D22), checked against the kind's range by the service; when
     * not sent, the latest day the refund policy allows.
     */
    balanceDueOn: z.optional(
      z
        .string(QUOTE_MESSAGES.balanceDueOnFormat)
        .check(z.refine(isCalendarDate, QUOTE_MESSAGES.balanceDueOnFormat)),
    ),
    note: z._default(
      z.optional(z.string(QUOTE_MESSAGES.note).check(z.maxLength(QUOTE_NOTE_MAX, QUOTE_MESSAGES.note))),
      "",
    ),
    /**
     * An event's state, where it is held (its GST code, "08"): its place of supply for a buyer
     * without a GSTIN (decision 0046). Events only; by default the seller's own state.
     */
    eventStateCode: z.optional(z.enum(GST_STATE_CODES, QUOTE_MESSAGES.eventState)),
    /**
     * Where the service is delivered (the venue's address): printed on the booking's tax documents
     * as the address of delivery, which Rule 46(f) asks of an invoice of ₹50,000 or more to a
     * buyer without a GSTIN. Empty or left out: none.
     */
    venue: z.optional(
      singleLine(QUOTE_MESSAGES.venue, QUOTE_MESSAGES.venue).check(
        z.maxLength(VENUE_MAX, QUOTE_MESSAGES.venue),
      ),
    ),
  })
  .check(
    z.superRefine((quote, ctx) => {
      const total = quote.lines.reduce((sum, line) => sum + line.amountPaise, 0);
      if (total > QUOTE_TOTAL_MAX_PAISE)
        ctx.addIssue({ code: "custom", path: ["lines"], message: QUOTE_MESSAGES.total });
    }),
  );

export type QuoteInput = z.output<typeof quoteSchema>;

export const depositOrderSchema = z.strictObject({
  quoteId: z.uuid(QUOTE_MESSAGES.quoteNotFound),
  billing: z.optional(billingSchema),
});

/** An order whose amount is the server's: a booking's balance, a payment link's (D22). Nothing to send. */
export const emptyOrderSchema = z.strictObject({});

/** An operator's record of a bank transfer received on a booking (D22). */
export const bankTransferSchema = z.strictObject({
  amountPaise: z
    .int(QUOTE_MESSAGES.transferAmount)
    .check(
      z.minimum(100, QUOTE_MESSAGES.transferAmount),
      z.maximum(QUOTE_TOTAL_MAX_PAISE, QUOTE_MESSAGES.transferAmount),
    ),
  utr: z
    .pipe(
      z.string(QUOTE_MESSAGES.utr),
      z.transform((value: string) => value.replace(/\s+/g, "").toUpperCase()),
    )
    .check(z.regex(UTR_PATTERN, QUOTE_MESSAGES.utr)),
  /** The day the money reached the account (the bank statement's). */
  receivedOn: z.string(QUOTE_MESSAGES.receivedOn).check(z.refine(isCalendarDate, QUOTE_MESSAGES.receivedOn)),
  /**
   * Whom the booking's documents are made out to, when the first money comes by transfer: a
   * business paying by NEFT gives its GSTIN. Without it, as the member last bought.
   */
  billing: z.optional(billingSchema),
});

export type BankTransferInput = z.output<typeof bankTransferSchema>;

/**
 * An operator's "Service delivered: issue the tax invoice" (D24; decision 0033): the day the
 * service was delivered, checked against today and the paid quote by the service.
 */
export const deliveredSchema = z.strictObject({
  deliveredOn: z
    .string(TAX_INVOICE_MESSAGES.deliveredOnFormat)
    .check(z.refine(isCalendarDate, TAX_INVOICE_MESSAGES.deliveredOnFormat)),
});

export type DeliveredInput = z.output<typeof deliveredSchema>;
