// The payment provider behind POST /payment/order: Razorpay with keys, the local test
// provider without (issue 6). Both sign payments the same way (HMAC-SHA256 of
// "order_id|payment_id" with the key secret), so one verification path serves both.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const LOCAL_KEY_ID = "rzp_test_local";
export const LOCAL_KEY_SECRET = "local_test_secret";

export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
}

export interface PaymentProvider {
  readonly name: "razorpay" | "local";
  /** Public key id the checkout needs. */
  readonly keyId: string;
  /** Creates the provider's order for `amountPaise`; `receipt` is our order id. */
  createOrder(input: { amountPaise: number; currency: "INR"; receipt: string }): Promise<ProviderOrder>;
}

/** Razorpay's payment signature: hex HMAC-SHA256 of "order_id|payment_id". */
export function paymentSignature(orderId: string, paymentId: string, secret: string): string {
  return createHmac("sha256", secret).update(`${orderId}|${paymentId}`).digest("hex");
}

/** Constant-time comparison of a claimed signature with the expected one. */
export function isValidPaymentSignature(
  orderId: string,
  paymentId: string,
  signature: string,
  secret: string,
): boolean {
  const expected = Buffer.from(paymentSignature(orderId, paymentId, secret), "hex");
  const claimed = Buffer.from(signature, "hex");
  return claimed.length === expected.length && timingSafeEqual(claimed, expected);
}

/** Orders created here; the local checkout (no money moves) signs payments with the secret. */
export function createLocalProvider(): PaymentProvider {
  return {
    name: "local",
    keyId: LOCAL_KEY_ID,
    async createOrder({ amountPaise, currency }) {
      return { id: `order_local_${randomBytes(9).toString("base64url")}`, amount: amountPaise, currency };
    },
  };
}

export const RAZORPAY_API_URL = "https://api.razorpay.com";

/**
 * Razorpay's Orders API over fetch (POST /v1/orders, basic auth with the key id and secret).
 * `apiUrl` points it at a local stand-in in tests; production refuses that (env.ts).
 */
export function createRazorpayProvider(options: {
  keyId: string;
  keySecret: string;
  apiUrl?: string;
  timeoutMs?: number;
}): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;
  return {
    name: "razorpay",
    keyId: options.keyId,
    async createOrder({ amountPaise, currency, receipt }) {
      const response = await fetch(new URL("/v1/orders", options.apiUrl ?? RAZORPAY_API_URL), {
        method: "POST",
        headers: { Authorization: auth, "Content-Type": "application/json" },
        body: JSON.stringify({ amount: amountPaise, currency, receipt }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const body = (await response.json().catch(() => undefined)) as
        { id?: unknown; amount?: unknown; currency?: unknown; error?: { description?: string } } | undefined;
      if (!response.ok || typeof body?.id !== "string") {
        throw new Error(`Razorpay answered ${response.status}: ${body?.error?.description ?? "no order"}`);
      }
      return { id: body.id, amount: Number(body.amount), currency: String(body.currency) };
    },
  };
}

export interface PaymentSetup {
  provider: PaymentProvider;
  /** Signs and verifies payment signatures (RAZORPAY_KEY_SECRET, or the local secret). */
  keySecret: string;
}

export function createPayments(env: {
  providers: { payments: "razorpay" | "local" };
  RAZORPAY_KEY_ID?: string;
  RAZORPAY_KEY_SECRET?: string;
  RAZORPAY_API_URL?: string;
}): PaymentSetup {
  if (env.providers.payments === "razorpay" && env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) {
    return {
      provider: createRazorpayProvider({
        keyId: env.RAZORPAY_KEY_ID,
        keySecret: env.RAZORPAY_KEY_SECRET,
        apiUrl: env.RAZORPAY_API_URL,
      }),
      keySecret: env.RAZORPAY_KEY_SECRET,
    };
  }
  return { provider: createLocalProvider(), keySecret: env.RAZORPAY_KEY_SECRET ?? LOCAL_KEY_SECRET };
}
