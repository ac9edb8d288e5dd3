// What an admin sends to quote an inquiry, and what a member sends to pay its deposit (docs/product.md D21),
// checked by the routes. The limits and words are in quote.ts.
import "./zod-setup.ts";
import * as z from "zod/mini";
import { billingSchema } from "./billing.ts";
import { isCalendarDate } from "./fields.ts";
import {
  QUOTE_LINE_MAX_PAISE,
  QUOTE_LINE_MIN_PAISE,
  QUOTE_LINES_MAX,
  QUOTE_MESSAGES,
  QUOTE_NOTE_MAX,
  QUOTE_TOTAL_MAX_PAISE,
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
    depositPercent: z.int(QUOTE_MESSAGES.depositPercent(1, 100)).check(z.minimum(1), z.maximum(100)),
    /** Checked against today by the service (the business's calendar). */
    validUntil: z
      .string(QUOTE_MESSAGES.validUntil)
      .check(z.refine(isCalendarDate, QUOTE_MESSAGES.validUntil)),
    note: z._default(
      z.optional(z.string(QUOTE_MESSAGES.note).check(z.maxLength(QUOTE_NOTE_MAX, QUOTE_MESSAGES.note))),
      "",
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
