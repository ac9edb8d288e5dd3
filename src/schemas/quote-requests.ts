// What an admin sends to quote an inquiry, and what a member sends to pay its deposit (docs/product.md D21),
// checked by the routes. The limits and words are in quote.ts.
import "./zod-setup.ts";
import * as z from "zod";
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
          description: singleLine(QUOTE_MESSAGES.lineDescription)
            .min(2, QUOTE_MESSAGES.lineDescription)
            .max(200, QUOTE_MESSAGES.lineDescription),
          amountPaise: z
            .int(QUOTE_MESSAGES.lineAmount)
            .min(QUOTE_LINE_MIN_PAISE, QUOTE_MESSAGES.lineAmount)
            .max(QUOTE_LINE_MAX_PAISE, QUOTE_MESSAGES.lineAmount),
        }),
        QUOTE_MESSAGES.lines,
      )
      .min(1, QUOTE_MESSAGES.lines)
      .max(QUOTE_LINES_MAX, QUOTE_MESSAGES.lines),
    /** Checked against the kind's range by the service. */
    depositPercent: z.int(QUOTE_MESSAGES.depositPercent(1, 100)).min(1).max(100),
    /** Checked against today by the service (the business's calendar). */
    validUntil: z.string(QUOTE_MESSAGES.validUntil).refine(isCalendarDate, QUOTE_MESSAGES.validUntil),
    note: z.string(QUOTE_MESSAGES.note).max(QUOTE_NOTE_MAX, QUOTE_MESSAGES.note).optional().default(""),
  })
  .superRefine((quote, ctx) => {
    const total = quote.lines.reduce((sum, line) => sum + line.amountPaise, 0);
    if (total > QUOTE_TOTAL_MAX_PAISE)
      ctx.addIssue({ code: "custom", path: ["lines"], message: QUOTE_MESSAGES.total });
  });

export type QuoteInput = z.output<typeof quoteSchema>;

export const depositOrderSchema = z.strictObject({
  quoteId: z.uuid(QUOTE_MESSAGES.quoteNotFound),
  billing: billingSchema.optional(),
});
