// The local test checkout (decision 0009): without Razorpay keys, the browser's test dialog (no
// money moves) asks here for a payment to succeed or fail. A success is recorded in the local
// provider's books and signed exactly as Razorpay signs, and is then verified like a real one
// (POST /payment/verification); it does not pay the order itself, so that a browser closed
// in between leaves the order to the reconciler, as with Razorpay. A failure is recorded and
// marks the order failed through the webhook's code, and answers as Razorpay Checkout's
// payment.failed callback does, so that the page treats both providers alike.
import { randomBytes } from "node:crypto";
import type * as z from "zod";
import type { localCheckoutSchema } from "../../schemas/payment.ts";
import { localPayments } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { conflict, notFound } from "../errors.ts";
import type { PaymentSetup } from "../payments/provider.ts";
import { paymentSignature } from "../payments/signatures.ts";
import { findOrderByProviderId, ORDER_NOT_FOUND, recordFailedPayment } from "./payments.ts";

export const LOCAL_CHECKOUT_UNAVAILABLE =
  "The local test checkout is not available: payments go through Razorpay.";
export const ORDER_ALREADY_PAID = "This order is already paid.";
export const LOCAL_PAYMENT_DECLINED = "Your payment was declined in the local test checkout. No money moved.";

export interface LocalCheckoutSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** The shape of Razorpay Checkout's payment.failed callback (`response.error`). */
export interface LocalCheckoutFailure {
  error: {
    code: "BAD_REQUEST_ERROR";
    description: string;
    reason: "payment_failed";
    metadata: { order_id: string; payment_id: string };
  };
}

/**
 * `payer` is who may pay the order: the signed-in member whose order it is, or the holder of the
 * payment link it was made for (its order's id).
 */
export async function localCheckout(
  db: Database,
  payments: PaymentSetup,
  payer: { userId: string } | { orderId: string },
  input: z.output<typeof localCheckoutSchema>,
): Promise<LocalCheckoutSuccess | LocalCheckoutFailure> {
  if (payments.provider.name !== "local") throw notFound(LOCAL_CHECKOUT_UNAVAILABLE);
  const providerOrderId = input.razorpay_order_id;
  const order = await findOrderByProviderId(db, "local", providerOrderId);
  const allowed = order && ("userId" in payer ? order.userId === payer.userId : order.id === payer.orderId);
  if (!order || !allowed) throw notFound(ORDER_NOT_FOUND);
  if (order.status === "paid") throw conflict(ORDER_ALREADY_PAID);

  const paymentId = `pay_local_${randomBytes(8).toString("hex")}`;
  if (input.outcome === "success") {
    await db.insert(localPayments).values({ id: paymentId, providerOrderId, status: "captured" });
    return {
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(providerOrderId, paymentId, payments.keySecret),
    };
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(localPayments)
      .values({ id: paymentId, providerOrderId, status: "failed", errorDescription: LOCAL_PAYMENT_DECLINED });
    await recordFailedPayment(tx, order.id, LOCAL_PAYMENT_DECLINED);
  });
  return {
    error: {
      code: "BAD_REQUEST_ERROR",
      description: LOCAL_PAYMENT_DECLINED,
      reason: "payment_failed",
      metadata: { order_id: providerOrderId, payment_id: paymentId },
    },
  };
}
