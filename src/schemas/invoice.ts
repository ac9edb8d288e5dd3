// The purchase's shapes as the browser and the server share them. No zod here: the invoice
// pages import this, and zod would add 25 KB to them for nothing.

/** An invoice as the API gives it (spec: _id, userId {email}, subscriptionId {name}, ...). */
export interface Invoice {
  _id: string;
  /** Sequential, from one; shown as formatInvoiceNumber(number). */
  number: number;
  userId: { _id: string; email: string; name: string };
  subscriptionId: { _id: string; name: string };
  /** Rupees, for the specification's readers; amountPaise is exact (D4). */
  amount: number;
  amountPaise: number;
  currency: string;
  billingFrequency: string;
  paymentId: string;
  purchaseDate: string;
  createdAt: string;
  nextBillingDate: string;
}

/** What POST /payment/order answers (D1: the amount is the server's). */
export interface OrderAnswer {
  order: { id: string; amount: number; currency: string };
  subscription: { _id: string; name: string; slug: string };
  /** The public key id the checkout needs. */
  keyId: string;
  /** Which checkout to open: Razorpay's, or the local test checkout (no keys configured). */
  checkout: "razorpay" | "local";
}

/** What a checkout hands back after a successful payment (Razorpay's handler response). */
export interface CheckoutSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** Razorpay Checkout's payment.failed error, which the local checkout answers too. */
export interface CheckoutFailure {
  error: { code?: string; description: string; reason?: string; metadata?: Record<string, unknown> };
}

/** Invoice numbers as people read them: NE-000042. */
export function formatInvoiceNumber(number: number): string {
  return `NE-${String(number).padStart(6, "0")}`;
}
