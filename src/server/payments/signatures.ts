// Razorpay's two signatures, one way of checking them (decision 0009): the checkout's (hex
// HMAC-SHA256 of "order_id|payment_id" with the key secret) and the webhook's (hex HMAC-SHA256
// of the raw body with the webhook secret), each compared in constant time.
import { createHmac, timingSafeEqual } from "node:crypto";

/** Hex HMAC-SHA256 of `message` with `secret`. */
export function hmacHex(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message).digest("hex");
}

/** The checkout's signature of a payment (Razorpay's, and the local checkout's). */
export function paymentSignature(orderId: string, paymentId: string, secret: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

/** The webhook's signature of the raw body, computed before anything is parsed. */
export function webhookSignature(rawBody: string, secret: string): string {
  return hmacHex(secret, rawBody);
}

/** True when `claimed` is the 64 hex characters of `expected`, compared in constant time. */
export function signatureMatches(expected: string, claimed: string | undefined): boolean {
  if (!claimed || !/^[0-9a-f]{64}$/i.test(claimed)) return false;
  return timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(claimed.toLowerCase(), "hex"));
}
