// The payment provider behind POST /payment/order: Razorpay with keys, the local test
// provider without (issue 6). Both sign payments the same way (HMAC-SHA256 of
// "order_id|payment_id" with the key secret), so one verification path serves both; and both
// answer the reconciler's question "which payments does this order have?".
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { localPayments } from "../db/schema.ts";
import type { Database } from "../db/types.ts";

export const LOCAL_KEY_ID = "rzp_test_local";
export const LOCAL_KEY_SECRET = "local_test_secret";

export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
}

/** A payment's status as Razorpay names it. */
export const PROVIDER_PAYMENT_STATUSES = ["created", "authorized", "captured", "refunded", "failed"] as const;
export type ProviderPaymentStatus = (typeof PROVIDER_PAYMENT_STATUSES)[number];

export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  /** Why a failed payment failed, in the provider's words. */
  errorDescription?: string;
}

export interface PaymentProvider {
  readonly name: "razorpay" | "local";
  /** Public key id the checkout needs. */
  readonly keyId: string;
  /** Creates the provider's order for `amountPaise`; `receipt` is our order id. */
  createOrder(input: { amountPaise: number; currency: "INR"; receipt: string }): Promise<ProviderOrder>;
  /** Every payment attempted on the provider's order, newest first; throws when it cannot tell. */
  fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
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

/**
 * Orders created here; the local checkout (no money moves) records its payments in the
 * `local_payments` table, the provider's books, and signs them with the secret.
 */
export function createLocalProvider(db: Database): PaymentProvider {
  return {
    name: "local",
    keyId: LOCAL_KEY_ID,
    async createOrder({ amountPaise, currency }) {
      return { id: `order_local_${randomBytes(9).toString("base64url")}`, amount: amountPaise, currency };
    },
    async fetchOrderPayments(providerOrderId) {
      const rows = await db
        .select()
        .from(localPayments)
        .where(eq(localPayments.providerOrderId, providerOrderId))
        .orderBy(desc(localPayments.createdAt), desc(localPayments.id));
      return rows.map((row) => ({
        id: row.id,
        status: row.status,
        ...(row.errorDescription ? { errorDescription: row.errorDescription } : {}),
      }));
    },
  };
}

export const RAZORPAY_API_URL = "https://api.razorpay.com";

/**
 * How long one call to Razorpay may take. Razorpay answers in well under a second; the
 * limit stays below the 10 s a synchronous Netlify Function may run, so that a hanging
 * Razorpay gets the buyer our clear 503 rather than the platform's bare timeout.
 */
export const RAZORPAY_TIMEOUT_MS = 8000;

type RazorpayError = { error?: { description?: unknown } };

function razorpayFailure(status: number, body: RazorpayError | undefined, fallback: string): Error {
  const description = body?.error?.description;
  return new Error(
    `Razorpay answered ${status}: ${typeof description === "string" ? description : fallback}`,
  );
}

function isPaymentStatus(value: unknown): value is ProviderPaymentStatus {
  return PROVIDER_PAYMENT_STATUSES.includes(value as ProviderPaymentStatus);
}

/**
 * Razorpay's Orders API over fetch (POST /v1/orders, GET /v1/orders/:id/payments, basic auth
 * with the key id and secret), not the `razorpay` SDK, whose host is hard-coded (decision
 * 0009). `apiUrl` points it at a local stand-in in tests; production refuses that (env.ts).
 */
export function createRazorpayProvider(options: {
  keyId: string;
  keySecret: string;
  apiUrl?: string;
  timeoutMs?: number;
}): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;
  const url = (path: string) => new URL(path, options.apiUrl ?? RAZORPAY_API_URL);
  const signal = () => AbortSignal.timeout(options.timeoutMs ?? RAZORPAY_TIMEOUT_MS);
  return {
    name: "razorpay",
    keyId: options.keyId,
    async createOrder({ amountPaise, currency, receipt }) {
      const response = await fetch(url("/v1/orders"), {
        method: "POST",
        headers: { Authorization: auth, "Content-Type": "application/json" },
        body: JSON.stringify({ amount: amountPaise, currency, receipt }),
        signal: signal(),
      });
      const body = (await response.json().catch(() => undefined)) as
        ({ id?: unknown; amount?: unknown; currency?: unknown } & RazorpayError) | undefined;
      if (!response.ok || typeof body?.id !== "string") {
        throw razorpayFailure(response.status, body, "no order");
      }
      return { id: body.id, amount: Number(body.amount), currency: String(body.currency) };
    },
    async fetchOrderPayments(providerOrderId) {
      const response = await fetch(url(`/v1/orders/${encodeURIComponent(providerOrderId)}/payments`), {
        headers: { Authorization: auth },
        signal: signal(),
      });
      // { entity: "collection", count, items: [{ id, status, error_description, ... }] }
      const body = (await response.json().catch(() => undefined)) as
        ({ items?: unknown } & RazorpayError) | undefined;
      if (!response.ok || !Array.isArray(body?.items)) {
        throw razorpayFailure(response.status, body, "no list of payments");
      }
      return body.items.map((item: { id?: unknown; status?: unknown; error_description?: unknown }) => {
        if (typeof item?.id !== "string" || !isPaymentStatus(item.status)) {
          throw new Error(`Razorpay answered a payment of order ${providerOrderId} that is not understood`);
        }
        return {
          id: item.id,
          status: item.status,
          ...(typeof item.error_description === "string" ? { errorDescription: item.error_description } : {}),
        };
      });
    },
  };
}

export interface PaymentSetup {
  provider: PaymentProvider;
  /** Signs and verifies payment signatures (RAZORPAY_KEY_SECRET, or the local secret). */
  keySecret: string;
}

/** The configured provider; `db` holds the local provider's books when it is the one. */
export function createPayments(
  env: {
    providers: { payments: "razorpay" | "local" };
    RAZORPAY_KEY_ID?: string;
    RAZORPAY_KEY_SECRET?: string;
    RAZORPAY_API_URL?: string;
  },
  db: Database,
): PaymentSetup {
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
  return { provider: createLocalProvider(db), keySecret: env.RAZORPAY_KEY_SECRET ?? LOCAL_KEY_SECRET };
}
