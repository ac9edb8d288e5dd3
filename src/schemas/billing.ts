// Who a tax invoice is made out to (docs/product.md D19): the buyer's name, billing state and, for
// a business, its GSTIN. Asked on /purchase (and on an inquiry's deposit), remembered for the next
// time, checked by the API with the rules and words the form uses (billing-rules.ts).
import "./zod-setup.ts";
import * as z from "zod/mini";
import { GST_STATE_CODES } from "../config/gst.ts";
import {
  BILLING_MESSAGES,
  gstinMatchesState,
  isBillingAddress,
  isBuyerGstin,
  normalGstin,
} from "./billing-rules.ts";
import { NAME_MAX } from "./fields.ts";
import { singleLine } from "./rules.ts";

export { BILLING_MESSAGES };

export const billingSchema = z
  .strictObject({
    name: singleLine(BILLING_MESSAGES.name).check(
      z.minLength(2, BILLING_MESSAGES.name),
      z.maxLength(NAME_MAX, BILLING_MESSAGES.nameLength),
    ),
    stateCode: z.enum(GST_STATE_CODES, BILLING_MESSAGES.state),
    gstin: z.pipe(
      z.optional(
        z
          .pipe(z.string(BILLING_MESSAGES.gstin), z.transform(normalGstin))
          .check(z.refine((value: string) => value === "" || isBuyerGstin(value), BILLING_MESSAGES.gstin)),
      ),
      z.transform((value: string | undefined) => value || undefined),
    ),
    /** Required with a GSTIN (Rule 46(e)); printed under the name on every document. */
    address: z.optional(
      z
        .pipe(
          z.string(BILLING_MESSAGES.address),
          z.transform((value: string) => value.trim()),
        )
        .check(z.refine(isBillingAddress, BILLING_MESSAGES.address)),
    ),
  })
  .check(
    z.superRefine((billing, ctx) => {
      if (billing.gstin && !gstinMatchesState(billing.gstin, billing.stateCode)) {
        ctx.addIssue({ code: "custom", path: ["gstin"], message: BILLING_MESSAGES.gstinState });
      }
      if (billing.gstin && !billing.address) {
        ctx.addIssue({ code: "custom", path: ["address"], message: BILLING_MESSAGES.address });
      }
    }),
  );

/**
 * The seller's own GSTIN given as the buyer's: the invoice would be a sale to itself, reported in
 * GSTR-1's B2B under its own number. Checked by the server, which knows the seller's.
 */
export const OWN_GSTIN_MESSAGE = "This is our own GSTIN: please give yours, or leave it empty.";

export type BillingInput = z.input<typeof billingSchema>;
export type Billing = z.output<typeof billingSchema>;
