// Membership purchase calls (docs/product.md A7; D1, D2).
import "./zod-setup.ts";
import * as z from "zod/mini";
import { billingSchema } from "./billing.ts";

/** POST /payment/order as the specification's client sends it. The amount is ignored (D1). */
export const orderSchema = z.strictObject({
  amount: z.optional(z.union([z.number(), z.string()])),
  billingFrequency: z._default(z.literal("yearly", "Only yearly billing is offered."), "yearly"),
  subscriptionId: z.uuid("Please choose a plan."),
  userId: z.optional(z.uuid("Unknown user.")),
  /** Who the tax invoice is made out to (D19); the remembered details when left out. */
  billing: z.optional(billingSchema),
});

const providerId = (message: string) =>
  z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(100, message));

/** POST /payment/verification: what the checkout hands back after a payment. */
export const verificationSchema = z.strictObject({
  razorpay_order_id: providerId("The payment's order is missing."),
  razorpay_payment_id: providerId("The payment id is missing."),
  razorpay_signature: z
    .string("The payment's signature is missing.")
    .check(z.regex(/^[0-9a-f]{64}$/i, "The payment's signature is not valid.")),
  /** The checkout's options, sent by the specification's client; not trusted, not needed. */
  orderOptions: z.optional(z.unknown()),
});

export const sendInvoiceEmailSchema = z.strictObject({ invoiceId: z.uuid("Unknown invoice.") });

export const PAYMENT_SIGNATURE_INVALID = "The payment could not be verified.";

export const LOCAL_CHECKOUT_OUTCOMES = ["success", "failure"] as const;

/** POST /payment/local-checkout: what a person chose in the local test checkout (no money moves). */
export const localCheckoutSchema = z.strictObject({
  razorpay_order_id: providerId("The payment's order is missing."),
  outcome: z.enum(LOCAL_CHECKOUT_OUTCOMES, "The outcome must be success or failure."),
});
